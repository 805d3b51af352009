// The rules a withdrawal is recorded by, shared by the command line and the console (issue 38): the day received read
// in the plan's time zone, never in the future; and the business days left to its honour-by date.
import { businessDaysBetween } from '../../../server/consent/businessDays';
import { readMemberId, readReceived } from '../../../server/consent/recordWithdrawal';

const ZONE = 'America/Los_Angeles';
// Friday 27 November 2026, 10:00 in California.
const NOW = new Date('2026-11-27T18:00:00.000Z');

describe('the day a withdrawal was received', () => {
  it('is now for today in the plan\'s zone, and the last instant of an earlier day', () => {
    expect(readReceived('2026-11-27', ZONE, NOW)).toEqual({ receivedAt: NOW });
    // The 23rd ends at 08:00 UTC on the 24th in California (PST, UTC-8).
    expect(readReceived('2026-11-23', ZONE, NOW)).toEqual({ receivedAt: new Date('2026-11-24T07:59:59.999Z') });
  });

  it('refuses a day or a time still to come, and what is not a date', () => {
    expect(readReceived('2026-11-28', ZONE, NOW)).toEqual({ problem: 'future' });
    expect(readReceived('2026-11-27T19:00:00Z', ZONE, NOW)).toEqual({ problem: 'future' });
    expect(readReceived('2026-02-30', ZONE, NOW)).toEqual({ problem: 'unreadable' });
    expect(readReceived('last Tuesday', ZONE, NOW)).toEqual({ problem: 'unreadable' });
    expect(readReceived('2026-11-27T17:00:00Z', ZONE, NOW)).toEqual({ receivedAt: new Date('2026-11-27T17:00:00Z') });
  });

  it('is "today" by the plan\'s calendar: past midnight in UTC is still the day before in California', () => {
    const lateEvening = new Date('2026-11-28T06:30:00.000Z');
    expect(readReceived('2026-11-27', ZONE, lateEvening)).toEqual({ receivedAt: lateEvening });
    expect(readReceived('2026-11-28', ZONE, lateEvening)).toEqual({ problem: 'future' });
  });
});

describe('a member ID', () => {
  it('is trimmed and normalised as the form does, and refused empty or too long', () => {
    expect(readMemberId('  M-00123 ')).toEqual({ memberId: 'M-00123' });
    expect(readMemberId('   ')).toEqual({ problem: 'missing' });
    expect(readMemberId(42)).toEqual({ problem: 'missing' });
    expect(readMemberId('M'.repeat(200))).toEqual({ problem: 'too-long' });
  });
});

describe('business days left to an honour-by date', () => {
  it('counts business days forward, skipping weekends and federal holidays, and backward once passed', () => {
    expect(businessDaysBetween('2026-11-27', '2026-11-27')).toBe(0);
    // Friday to Monday: one business day.
    expect(businessDaysBetween('2026-11-27', '2026-11-30')).toBe(1);
    // Wednesday 25th to Friday 27th, Thanksgiving (26th) skipped.
    expect(businessDaysBetween('2026-11-25', '2026-11-27')).toBe(1);
    expect(businessDaysBetween('2026-11-30', '2026-11-27')).toBe(-1);
    expect(businessDaysBetween('2026-12-08', '2026-11-23')).toBe(-10);
  });
});
