// Days in the plan's time zone as instants: the inbox's and the audit trail's "from" and "to" days are the plan's
// calendar days (a clerk in California filtering "today" means California's today, whatever the server's zone).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The offset of the zone's wall clock from UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** A YYYY-MM-DD that is a real calendar day; undefined otherwise. */
export function calendarDay(raw: string): { year: number; month: number; day: number } | undefined {
  const match = DAY.exec(raw);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** The instant the day begins in the zone (its midnight; the first instant of the day where a clock change skips it). */
export function dayStart(raw: string, timeZone: string): Date | undefined {
  const day = calendarDay(raw);
  if (day === undefined) return undefined;
  const wallMidnight = Date.UTC(day.year, day.month - 1, day.day);
  const first = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  // Near a clock change the offset at the guess differs from the offset at the answer: one more step settles it.
  return new Date(wallMidnight - zoneOffsetMs(first, timeZone));
}

/** The instant the day ends in the zone: the next day's start. */
export function dayEnd(raw: string, timeZone: string): Date | undefined {
  const day = calendarDay(raw);
  if (day === undefined) return undefined;
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1)).toISOString().slice(0, 10);
  return dayStart(next, timeZone);
}
