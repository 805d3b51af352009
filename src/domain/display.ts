// Display formats: Yes/No, and dates and times in local time and en-US wording.
import type { YesNo } from './apiContract';

// Fixed English names rather than Intl, so the output does not depend on the runtime's ICU data.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function yesNo(value: boolean): YesNo {
  return value ? 'Yes' : 'No';
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 1st, 2nd, 3rd, 4th ... with 11th, 12th and 13th as the exceptions. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** h:mm AM/PM, where midnight is 12 AM and noon 12 PM. */
export function formatTime(date: Date): string {
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Saturday, 21st November 2026 at 8:05 AM'. */
export function formatLongDateTime(date: Date): string {
  const weekday = WEEKDAYS[date.getDay()] ?? '';
  const month = MONTHS[date.getMonth()] ?? '';
  return `${weekday}, ${ordinal(date.getDate())} ${month} ${date.getFullYear()} at ${formatTime(date)}`;
}

function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** 'Today at ...' / 'Yesterday at ...' by calendar day, not by 24-hour spans, else the long form. */
export function formatFriendlyDateTime(date: Date, now: Date = new Date()): string {
  if (isSameLocalDay(date, now)) return `Today at ${formatTime(date)}`;
  // Built from calendar fields so a 23- or 25-hour day at a DST change still finds yesterday.
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (isSameLocalDay(date, yesterday)) return `Yesterday at ${formatTime(date)}`;
  return formatLongDateTime(date);
}
