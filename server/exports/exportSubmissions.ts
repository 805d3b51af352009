// Turns stored submissions into the admin export. JSON is for programs: the record's field names and its values as
// stored (ISO times, true/false). CSV is for staff: the fields' labels, Yes/No, times in the plan's time zone
// (docs/operations.md).
import { yesNo } from '../../src/domain/display';
import { formDescriptor } from '../../src/domain/forms';
import type { AnswerReview, FormKind, StoredSubmission } from '../store/types';
import { confirmationLabel, countedAt } from '../consent/currentChoices';
import type { AnswerChange } from './answerChanges';
import { toCsv } from './csv';

export type ExportFormat = 'csv' | 'json';

/** One submission to export; for a form whose latest response per NPI wins, what answerChanges.ts found about it. */
export interface ExportEntry {
  submission: StoredSubmission;
  changesAnswer?: boolean;
  lastChange?: AnswerChange | undefined;
  /** Staff's review of `lastChange` with the provider's office (issue 38); null while it waits for one. */
  changeReview?: AnswerReview | null;
}

export interface ExportColumn {
  /** The JSON key: the record's field name (docs/records.md), or ours for what the server adds. */
  name: string;
  /** The CSV header, what staff read; undefined for a column the CSV leaves out. */
  label: string | undefined;
  /** An ISO 8601 time: the CSV shows it in the plan's time zone. */
  time: boolean;
}

/** A consent keeps the terms version beside its record (src/domain/forms.ts); its export is the consent views. */
export function isConsent(kind: FormKind): boolean {
  return formDescriptor(kind).consentTermsVersion !== undefined;
}

/** A provider's answer can be changed by anyone who knows the NPI (answerChanges.ts). */
function tracksAnswerChanges(kind: FormKind): boolean {
  return formDescriptor(kind).latestPerNpi !== undefined;
}

/** What the export shows of changed answers (docs/operations.md, "Confirming a changed answer"). */
const ANSWER_CHANGE_COLUMNS: readonly ExportColumn[] = [
  { name: 'changesAnswer', label: 'Changes the answer', time: false },
  { name: 'answerChangedAt', label: 'Answer last changed', time: true },
  { name: 'answerChangeReference', label: 'Changed by reference', time: false },
  { name: 'previousAnswer', label: 'Previous answer', time: false },
  { name: 'previousAnswerEmail', label: 'Previous answer given by', time: false },
  { name: 'answerChangeReview', label: 'Change confirmed with the provider', time: false },
  { name: 'answerChangeReviewedAt', label: 'Change reviewed', time: true },
];

/** What the export says of a change's review: `confirmed`, `not confirmed`, or `not reviewed yet`. */
const REVIEW_WORDS: Readonly<Record<AnswerReview['outcome'], string>> = { confirmed: 'confirmed', 'not-confirmed': 'not confirmed' };

/** How the submission was sent (issue 34): `app`, or `html-form` for a plain HTML form post without the app's scripts. */
const SENT_AS_COLUMN: ExportColumn = { name: 'submittedVia', label: 'Sent as', time: false };

/**
 * The export's columns: the reference, the time received, the record's fields in its schema's order (docs/records.md)
 * under the labels the form shows, a consent's terms version and evidence, a provider's changed answer, the language
 * the form was filled in, and how it was sent (after a consent's evidence, which it belongs with; else last).
 */
export function exportColumns(kind: FormKind): ExportColumn[] {
  const fields = Object.entries(formDescriptor(kind).record.fields).map(([name, rule]) => ({
    name,
    label: rule.label,
    time: rule.kind === 'string' && rule.format === 'date-time',
  }));
  return [
    { name: 'reference', label: 'Reference', time: false },
    { name: 'receivedAt', label: 'Received', time: true },
    ...fields,
    ...(isConsent(kind)
      ? [
          { name: 'termsVersion', label: 'Terms version', time: false },
          // The terms text exactly as shown (issue 23): `npm run admin -- terms show VERSION` prints the one with this hash.
          { name: 'termsSha256', label: 'Terms SHA-256', time: false },
          // The consent is given by the Submit that stored the record, so its time is the time received: the CSV,
          // which staff read, says it once ("Received"); the JSON keeps the column its consumers read.
          { name: 'consentedAt', label: undefined, time: true },
          // Where it came from, and who sent it when the plan keeps that (CONSENT_KEEP_CLIENT).
          { name: 'pageUrl', label: 'Page address', time: false },
          { name: 'clientIp', label: 'Client IP address', time: false },
          { name: 'userAgent', label: 'User agent', time: false },
          SENT_AS_COLUMN,
          // Issue 36: whether it waits for a new email or number to be confirmed, and since when it counts.
          { name: 'confirmation', label: 'Confirmation', time: false },
          { name: 'countedAt', label: 'Counted from', time: true },
        ]
      : []),
    ...(tracksAnswerChanges(kind) ? ANSWER_CHANGE_COLUMNS : []),
    { name: 'language', label: 'Language', time: false },
    ...(isConsent(kind) ? [] : [SENT_AS_COLUMN]),
  ];
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One submission as a flat object of the export's columns; a field the record lacks is null. */
export function toRow(kind: FormKind, { submission, changesAnswer, lastChange, changeReview }: ExportEntry): Record<string, JsonValue> {
  const row: Record<string, JsonValue> = { reference: submission.reference, receivedAt: submission.receivedAt };
  for (const field of Object.keys(formDescriptor(kind).record.fields)) {
    row[field] = Object.hasOwn(submission.record, field) ? (submission.record[field] as JsonValue) : null;
  }
  if (isConsent(kind)) {
    row.termsVersion = submission.termsVersion ?? null;
    row.termsSha256 = submission.termsSha256 ?? null;
    // The consent is given by the Submit that stored the record: its time is the time of receipt (the commit).
    row.consentedAt = submission.receivedAt;
    row.pageUrl = submission.pageUrl ?? null;
    row.clientIp = submission.clientIp ?? null;
    row.userAgent = submission.userAgent ?? null;
    row.submittedVia = submission.submittedVia;
    row.confirmation = confirmationLabel(submission) || null;
    row.countedAt = countedAt(submission) ?? null;
  }
  if (tracksAnswerChanges(kind)) {
    row.changesAnswer = changesAnswer === true;
    row.answerChangedAt = lastChange?.receivedAt ?? null;
    row.answerChangeReference = lastChange?.reference ?? null;
    row.previousAnswer = lastChange?.previousAnswer ?? null;
    row.previousAnswerEmail = lastChange?.previousEmail ?? null;
    row.answerChangeReview = lastChange ? (changeReview ? REVIEW_WORDS[changeReview.outcome] : 'not reviewed yet') : null;
    row.answerChangeReviewedAt = lastChange && changeReview ? changeReview.recordedAt : null;
  }
  // The language the person read the form (and, for a consent, its terms) in.
  row.language = submission.language;
  // The JSON's keys in the columns' order: how it was sent is a consent's evidence, and last for the other forms.
  if (!isConsent(kind)) row.submittedVia = submission.submittedVia;
  return row;
}

/**
 * A time as the CSV shows it: `2026-11-24 12:52:44 -08:00`, the plan's clock time (what a member in the plan's
 * area was shown: "Today at 12:52 PM") with its offset from UTC. The offset makes it unambiguous, even in the hour
 * repeated when the clocks go back; the date first and the 24-hour clock make a column of them sort as text in time
 * order (but for that hour). Intl applies the zone's daylight-saving rules. Seconds are enough to read; the JSON keeps
 * the milliseconds.
 */
function planTimeFormat(timeZone: string): (date: Date) => string {
  // One formatter for the whole export: building one per cell would cost more than the rest of a row.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  return (date) => {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of format.formatToParts(date)) parts[part.type] = part.value;
    // "GMT-08:00"; a zero offset may come as "GMT" alone.
    const offset = (parts.timeZoneName ?? '').replace(/^GMT/, '') || '+00:00';
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${offset}`;
  };
}

/** A JSON value as CSV text: booleans as Yes or No, as the forms show them (the spec's Yes/No fields are text already). */
function cellText(value: JsonValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return String(value);
  // Not in a valid record; kept readable rather than dropped.
  return JSON.stringify(value);
}

/** `timeZone` is the plan's (PLAN_TIME_ZONE), for the CSV's times; the JSON's stay as stored (ISO 8601). */
export function formatExport(kind: FormKind, entries: readonly ExportEntry[], format: ExportFormat, timeZone: string): string {
  return formatRows(
    exportColumns(kind),
    entries.map((entry) => toRow(kind, entry)),
    format,
    timeZone,
  );
}

/** A cell as staff read it (the CSV's, the staff console's): Yes/No, and a time in the plan's time zone. */
export function cellFormat(timeZone: string): (column: ExportColumn, value: JsonValue | undefined) => string {
  const planTime = planTimeFormat(timeZone);
  return (column, value) => {
    if (column.time && typeof value === 'string') {
      const date = new Date(value);
      // Every stored time is ISO with its zone (the record's are checked so); anything else is shown as it is.
      if (!Number.isNaN(date.getTime())) return planTime(date);
    }
    return cellText(value);
  };
}

/** Rows of the given columns as the export writes them: JSON as they are, CSV under the labels with the plan's times. */
export function formatRows(columns: readonly ExportColumn[], rows: readonly Record<string, JsonValue>[], format: ExportFormat, timeZone: string): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;

  const labelled = columns.filter((column): column is ExportColumn & { label: string } => column.label !== undefined);
  const cell = cellFormat(timeZone);
  return toCsv(
    labelled.map((column) => column.label),
    rows.map((row) => labelled.map((column) => cell(column, row[column.name]))),
  );
}

/** The words a date may be given as where staff ask what came in (issue 38), and how many days before today each is. */
const DAY_WORDS: Readonly<Record<string, number>> = { today: 0, yesterday: 1 };

/**
 * An export's `--since` (and the audit's dates): what parseSince reads, or `today` and `yesterday` at local midnight, as
 * a date is ("what came in today"). Not for a purge's `--before`, where a word typed by habit would delete a day more.
 */
export function parseSinceOrDayWord(raw: string, now: Date = new Date()): Date | undefined {
  const daysBack = DAY_WORDS[raw.trim().toLowerCase()];
  if (daysBack !== undefined) return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
  return parseSince(raw);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  // Date rolls 2026-02-30 over into March; a real date survives the round trip.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * `--since`: a calendar date (the start of that day in this machine's time zone, as staff read a
 * date) or an ISO 8601 date-time (with its zone; local time without one). Undefined when neither.
 */
export function parseSince(raw: string): Date | undefined {
  const dateOnly = DATE_ONLY.exec(raw);
  if (dateOnly) {
    const [year = 0, month = 0, day = 0] = dateOnly.slice(1).map(Number);
    if (!isCalendarDate(year, month, day)) return undefined;
    return new Date(year, month - 1, day);
  }
  const dateTime = DATE_TIME.exec(raw);
  if (!dateTime) return undefined;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = dateTime.slice(1, 7).map((part) => Number(part ?? 0));
  const offsetHours = Number(dateTime[8] ?? 0);
  const offsetMinutes = Number(dateTime[9] ?? 0);
  if (!isCalendarDate(year, month, day) || hours > 23 || minutes > 59 || seconds > 59 || offsetHours > 23 || offsetMinutes > 59) {
    return undefined;
  }
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
