import { formatFriendlyDateTime, formatLongDateTime, formatTime, ordinal, yesNo } from '../../src/domain/display';

// Jest runs in America/Los_Angeles (tests/setup/environment.ts); dates are built in local time.
const at = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0): Date =>
  new Date(year, month - 1, day, hours, minutes, seconds, ms);

describe('yesNo', () => {
  it('shows booleans as Yes or No', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [30, '30th'],
    [31, '31st'],
    [111, '111th'],
    [101, '101st'],
  ])('%i → %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});

describe('formatTime', () => {
  it('writes midnight as 12 AM and noon as 12 PM, with padded minutes', () => {
    expect(formatTime(at(2026, 11, 21, 0, 0))).toBe('12:00 AM');
    expect(formatTime(at(2026, 11, 21, 0, 59))).toBe('12:59 AM');
    expect(formatTime(at(2026, 11, 21, 1, 5))).toBe('1:05 AM');
    expect(formatTime(at(2026, 11, 21, 11, 59))).toBe('11:59 AM');
    expect(formatTime(at(2026, 11, 21, 12, 0))).toBe('12:00 PM');
    expect(formatTime(at(2026, 11, 21, 13, 30))).toBe('1:30 PM');
    expect(formatTime(at(2026, 11, 21, 23, 59))).toBe('11:59 PM');
  });
});

describe('formatLongDateTime', () => {
  it('reads "Weekday, 1st Month Year at h:mm AM/PM"', () => {
    expect(formatLongDateTime(at(2026, 11, 21, 8, 5))).toBe('Saturday, 21st November 2026 at 8:05 AM');
    expect(formatLongDateTime(at(2026, 1, 1, 0, 0))).toBe('Thursday, 1st January 2026 at 12:00 AM');
    expect(formatLongDateTime(at(2026, 7, 2, 12, 0))).toBe('Thursday, 2nd July 2026 at 12:00 PM');
    expect(formatLongDateTime(at(2026, 3, 3, 15, 45))).toBe('Tuesday, 3rd March 2026 at 3:45 PM');
    expect(formatLongDateTime(at(2026, 3, 11, 9, 0))).toBe('Wednesday, 11th March 2026 at 9:00 AM');
    expect(formatLongDateTime(at(2026, 3, 12, 9, 0))).toBe('Thursday, 12th March 2026 at 9:00 AM');
    expect(formatLongDateTime(at(2026, 3, 13, 9, 0))).toBe('Friday, 13th March 2026 at 9:00 AM');
    expect(formatLongDateTime(at(2026, 3, 22, 9, 0))).toBe('Sunday, 22nd March 2026 at 9:00 AM');
    expect(formatLongDateTime(at(2026, 3, 23, 9, 0))).toBe('Monday, 23rd March 2026 at 9:00 AM');
    expect(formatLongDateTime(at(2026, 12, 31, 23, 59))).toBe('Thursday, 31st December 2026 at 11:59 PM');
  });

  it('uses local time, not UTC', () => {
    // 07:30 UTC on 1 January is still 31 December in Los Angeles.
    expect(formatLongDateTime(new Date('2027-01-01T07:30:00Z'))).toBe('Thursday, 31st December 2026 at 11:30 PM');
  });
});

describe('formatFriendlyDateTime', () => {
  const now = at(2026, 11, 21, 0, 10);

  it('says Today for any time of the same calendar day', () => {
    expect(formatFriendlyDateTime(at(2026, 11, 21, 0, 0), now)).toBe('Today at 12:00 AM');
    expect(formatFriendlyDateTime(at(2026, 11, 21, 8, 5), at(2026, 11, 21, 23, 59))).toBe('Today at 8:05 AM');
  });

  it('says Yesterday for the calendar day before, even minutes apart across midnight', () => {
    expect(formatFriendlyDateTime(at(2026, 11, 20, 23, 59), now)).toBe('Yesterday at 11:59 PM');
    expect(formatFriendlyDateTime(at(2026, 11, 20, 0, 0), now)).toBe('Yesterday at 12:00 AM');
    expect(formatFriendlyDateTime(at(2026, 11, 20, 12, 0), now)).toBe('Yesterday at 12:00 PM');
  });

  it('falls back to the long form two days back and for the future', () => {
    expect(formatFriendlyDateTime(at(2026, 11, 19, 23, 59), now)).toBe('Thursday, 19th November 2026 at 11:59 PM');
    expect(formatFriendlyDateTime(at(2026, 11, 22, 0, 0), now)).toBe('Sunday, 22nd November 2026 at 12:00 AM');
  });

  it('finds yesterday across month and year ends', () => {
    expect(formatFriendlyDateTime(at(2026, 12, 31, 22, 0), at(2027, 1, 1, 1, 0))).toBe('Yesterday at 10:00 PM');
    expect(formatFriendlyDateTime(at(2028, 2, 29, 8, 0), at(2028, 3, 1, 8, 0))).toBe('Yesterday at 8:00 AM');
  });

  it('counts calendar days, not 24-hour spans, around a daylight-saving change', () => {
    // 8 March 2026 has 23 hours in Los Angeles; 1 November 2026 has 25.
    expect(formatFriendlyDateTime(at(2026, 3, 8, 0, 0), at(2026, 3, 9, 0, 10))).toBe('Yesterday at 12:00 AM');
    expect(formatFriendlyDateTime(at(2026, 3, 7, 23, 30), at(2026, 3, 9, 0, 10))).toBe(
      'Saturday, 7th March 2026 at 11:30 PM',
    );
    expect(formatFriendlyDateTime(at(2026, 10, 31, 23, 30), at(2026, 11, 1, 23, 50))).toBe('Yesterday at 11:30 PM');
  });

  it('defaults now to the current time', () => {
    expect(formatFriendlyDateTime(new Date())).toMatch(/^Today at \d{1,2}:\d{2} (AM|PM)$/);
  });
});
