// Display formats: Yes/No, and dates and times in local time, in en-US wording or a catalog's language.
import type { YesNo } from './apiContract';
import { SOURCE_LANGUAGE } from './language';
import { en, inEnglish, type Translate } from './text';

// Fixed names in the catalogs rather than Intl, so the output does not depend on the runtime's ICU data.
const WEEKDAYS = [en('Sunday'), en('Monday'), en('Tuesday'), en('Wednesday'), en('Thursday'), en('Friday'), en('Saturday')] as const;
const MONTHS = [
  en('January'),
  en('February'),
  en('March'),
  en('April'),
  en('May'),
  en('June'),
  en('July'),
  en('August'),
  en('September'),
  en('October'),
  en('November'),
  en('December'),
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

/** h:mm AM/PM, where midnight is 12 AM and noon 12 PM (US Spanish: 'a. m.' and 'p. m.'). */
export function formatTime(date: Date, tr: Translate = inEnglish): string {
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(date.getMinutes())} ${hours < 12 ? tr('AM') : tr('PM')}`;
}

/** 'Saturday, 21st November 2026 at 8:05 AM'; 'sábado, 21 de noviembre de 2026 a las 8:05 a. m.' in Spanish. */
export function formatLongDateTime(date: Date, tr: Translate = inEnglish): string {
  const day = date.getDate();
  return tr('{weekday}, {day} {month} {year} at {time}', {
    weekday: tr(WEEKDAYS[date.getDay()] ?? ''),
    // An English ordinal (21st); other languages write the day as a number.
    day: tr.language === SOURCE_LANGUAGE ? ordinal(day) : day,
    month: tr(MONTHS[date.getMonth()] ?? ''),
    year: date.getFullYear(),
    time: formatTime(date, tr),
  });
}

function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** 'Today at ...' / 'Yesterday at ...' by calendar day, not by 24-hour spans, else the long form. */
export function formatFriendlyDateTime(date: Date, now: Date = new Date(), tr: Translate = inEnglish): string {
  if (isSameLocalDay(date, now)) return tr('Today at {time}', { time: formatTime(date, tr) });
  // Built from calendar fields so a 23- or 25-hour day at a DST change still finds yesterday.
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (isSameLocalDay(date, yesterday)) return tr('Yesterday at {time}', { time: formatTime(date, tr) });
  return formatLongDateTime(date, tr);
}
