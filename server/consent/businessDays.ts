// When a withdrawal of consent must be honoured (issue 23): the FCC's 2025 rule gives a sender 10 business days from
// receiving it. Business days skip weekends and the US federal holidays (5 U.S.C. 6103), each on the weekday it is
// observed: a holiday on a Saturday is observed the Friday before, one on a Sunday the Monday after. Dates are
// calendar dates (YYYY-MM-DD) in the plan's time zone, as staff and members read them.

/** A calendar date: year, month (1-12), day. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const toText = ({ year, month, day }: CalendarDate) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function fromUtc(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const utc = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));

/** The nth given weekday (0 Sunday … 6 Saturday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n > 0) {
    const first = utc({ year, month, day: 1 }).getUTCDay();
    return { year, month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7 };
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = utc({ year, month, day: lastDay }).getUTCDay();
  return { year, month, day: lastDay - ((last - weekday + 7) % 7) };
}

/** A fixed-date holiday moved to the weekday it is observed on. */
function observed(date: CalendarDate): CalendarDate {
  const weekday = utc(date).getUTCDay();
  if (weekday === 6) return fromUtc(new Date(utc(date).getTime() - 86_400_000));
  if (weekday === 0) return fromUtc(new Date(utc(date).getTime() + 86_400_000));
  return date;
}

/** The US federal holidays observed in a year, as YYYY-MM-DD (a New Year's Day on a Saturday is observed on 31 December before). */
export function federalHolidays(year: number): Set<string> {
  const dates = [
    observed({ year, month: 1, day: 1 }), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed({ year, month: 6, day: 19 }), // Juneteenth National Independence Day
    observed({ year, month: 7, day: 4 }), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed({ year, month: 11, day: 11 }), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed({ year, month: 12, day: 25 }), // Christmas Day
    // Next year's New Year's Day, when a Saturday moves it into this year.
    observed({ year: year + 1, month: 1, day: 1 }),
  ];
  // Each observed in this year only: a New Year's Day on a Saturday belongs to the year before.
  return new Set(dates.map(toText).filter((date) => date.startsWith(`${year}-`)));
}

export function isBusinessDay(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  const weekday = parsed.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !federalHolidays(parsed.getUTCFullYear()).has(date);
}

/** The date `count` business days after `date` (YYYY-MM-DD): the day of receipt itself is not counted. */
export function addBusinessDays(date: string, count: number): string {
  let current = new Date(`${date}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    current = new Date(current.getTime() + 86_400_000);
    if (isBusinessDay(toText(fromUtc(current)))) left -= 1;
  }
  return toText(fromUtc(current));
}

/**
 * Business days from `from` to `to` (YYYY-MM-DD): how many `to` is after `from` (0 on the same day, or when `to` is
 * the next business day's eve), negative when `to` is before `from` (an honour-by date passed: that many days late).
 */
export function businessDaysBetween(from: string, to: string): number {
  if (from === to) return 0;
  const forward = from < to;
  const [start, end] = forward ? [from, to] : [to, from];
  let current = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`).getTime();
  let count = 0;
  while (current.getTime() < last) {
    current = new Date(current.getTime() + 86_400_000);
    if (isBusinessDay(toText(fromUtc(current)))) count += 1;
  }
  return forward ? count : -count;
}

/** The calendar date of an instant in a time zone (YYYY-MM-DD). */
export function dateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Business days a withdrawal of consent may take to be honoured (FCC, April 2025). */
export const WITHDRAWAL_BUSINESS_DAYS = 10;

/** The date by which a withdrawal received at `receivedAt` must be honoured, in the plan's time zone. */
export function honourBy(receivedAt: Date, timeZone: string): string {
  return addBusinessDays(dateIn(receivedAt, timeZone), WITHDRAWAL_BUSINESS_DAYS);
}
