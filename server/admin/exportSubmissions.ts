// Turns stored submissions into the admin export: the same columns for CSV and JSON, in the record's field order (docs/records.md).
import { formDescriptor } from '../../src/domain/forms';
import type { FormKind, StoredSubmission } from '../store/types';
import { toCsv } from './csv';

export type ExportFormat = 'csv' | 'json';

/** The record's fields in its schema's order (docs/records.md); their names are the column names. */
function recordFields(kind: FormKind): string[] {
  return Object.keys(formDescriptor(kind).record.fields);
}

/** A consent keeps the terms version beside its record (src/domain/forms.ts). */
function isConsent(kind: FormKind): boolean {
  return formDescriptor(kind).consentTermsVersion !== undefined;
}

/** A consent's own columns: the texting-terms version the member was shown, and when they consented. */
const CONSENT_COLUMNS = ['termsVersion', 'consentedAt'] as const;

export function exportColumns(kind: FormKind): string[] {
  return ['reference', 'receivedAt', ...recordFields(kind), ...(isConsent(kind) ? CONSENT_COLUMNS : []), 'language'];
}

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One submission as a flat object of the export's columns; a field the record lacks is null. */
function toRow(kind: FormKind, submission: StoredSubmission): Record<string, JsonValue> {
  const row: Record<string, JsonValue> = { reference: submission.reference, receivedAt: submission.receivedAt };
  for (const field of recordFields(kind)) {
    row[field] = Object.hasOwn(submission.record, field) ? (submission.record[field] as JsonValue) : null;
  }
  if (isConsent(kind)) {
    row.termsVersion = submission.termsVersion ?? null;
    // The consent is given by the Submit that stored the record: its time is the time of receipt (the commit).
    row.consentedAt = submission.receivedAt;
  }
  // The language the person read the form (and, for a consent, its terms) in.
  row.language = submission.language;
  return row;
}

function cellText(value: JsonValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Not in a valid record; kept readable rather than dropped.
  return JSON.stringify(value);
}

export function formatExport(kind: FormKind, submissions: readonly StoredSubmission[], format: ExportFormat): string {
  const columns = exportColumns(kind);
  const rows = submissions.map((submission) => toRow(kind, submission));
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  return toCsv(
    columns,
    rows.map((row) => columns.map((column) => cellText(row[column]))),
  );
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
