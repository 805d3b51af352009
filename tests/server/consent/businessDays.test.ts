// A withdrawal of consent is honoured within 10 business days: weekends and observed US federal holidays skipped.
import { addBusinessDays, federalHolidays, honourBy, isBusinessDay } from '../../../server/consent/businessDays';

it('knows the observed federal holidays, a Saturday one moved to Friday and a Sunday one to Monday', () => {
  expect([...federalHolidays(2026)].sort()).toEqual([
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03', // 4 July 2026 is a Saturday
    '2026-09-07',
    '2026-10-12',
    '2026-11-11',
    '2026-11-26',
    '2026-12-25',
  ]);
  // 2022: 1 January 2022 a Saturday, observed Friday 31 December 2021; Christmas a Sunday, observed Monday 26.
  expect(federalHolidays(2021).has('2021-12-31')).toBe(true);
  expect(federalHolidays(2022).has('2022-12-26')).toBe(true);
  expect(isBusinessDay('2026-11-26')).toBe(false);
  expect(isBusinessDay('2026-11-28')).toBe(false);
  expect(isBusinessDay('2026-11-27')).toBe(true);
});

it('counts 10 business days across a holiday weekend', () => {
  // Received Friday 3 July 2026, the observed Independence Day: Mon 6 … Fri 10 (5), Mon 13 … Fri 17 (10).
  expect(addBusinessDays('2026-07-03', 10)).toBe('2026-07-17');
  // Received Wednesday 25 November 2026: Thanksgiving (26) and the weekend skipped.
  expect(addBusinessDays('2026-11-25', 10)).toBe('2026-12-10');
  // Received Friday 22 May 2026, before Memorial Day (25 May).
  expect(addBusinessDays('2026-05-22', 10)).toBe('2026-06-08');
});

it('reads the day of receipt in the plan’s time zone', () => {
  // 02:00 UTC on Saturday 4 July is still Friday 3 July in Los Angeles.
  expect(honourBy(new Date('2026-07-04T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-07-17');
  expect(honourBy(new Date('2026-07-04T02:00:00Z'), 'UTC')).toBe('2026-07-17');
  expect(honourBy(new Date('2026-07-06T16:00:00Z'), 'America/New_York')).toBe('2026-07-20');
});
