// What the staff console's inbox shows (issue 37): the filter read from the address, the keyset cursor, a row, a
// submission under its fields' labels, and the download of the current filter in the CLI export's columns (one code
// for both: server/exports/).
import { formDescriptor, FORMS, type FormKind } from '../../src/domain/forms';
import type { DeliveryState, InboxRow, StaffFormView, SubmissionDelivery, SubmissionView } from '../../src/domain/staffConsole';
import { traceAnswerChanges, withChangeReviews } from '../exports/answerChanges';
import { formatContactHistory } from '../exports/consentExport';
import { cellFormat, exportColumns, formatExport, isConsent, toRow, type ExportEntry, type ExportFormat } from '../exports/exportSubmissions';
import type { InboxEntry, InboxQuery, JobStatus, PageCursor, PortalStore } from '../store/types';
import { dayEnd, dayStart } from './planDays';

/** Rows per page: a screen's worth for staff. */
export const INBOX_PAGE_SIZE = 50;

/** The form titles staff read. */
const TITLES: Readonly<Record<string, string>> = { contact: 'Preferred contact', tgi: 'TGI survey', attestation: 'Training attestation' };

export function staffForms(): StaffFormView[] {
  return FORMS.map((form) => ({ kind: form.kind, title: TITLES[form.kind] ?? form.staffName, tracksAnswerChanges: form.latestPerNpi !== undefined }));
}

/** A keyset cursor, opaque to the browser: the last row's time and id. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string): PageCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value[0]) && Number.isSafeInteger(value[1])) {
      return { at: value[0], id: Number(value[1]) };
    }
  } catch {
    // Not base64url JSON: refused below as any other bad cursor.
  }
  return undefined;
}

export type InboxFilterQuery = Omit<InboxQuery, 'kind' | 'limit' | 'after'>;

/** The filter as the address gives it, checked; a message naming what is wrong otherwise. */
export function readInboxFilter(
  kind: FormKind,
  query: Readonly<Record<string, unknown>>,
  languages: readonly string[],
  timeZone: string,
): { filter: InboxFilterQuery; described: Record<string, string | boolean> } | { problem: string } {
  const filter: InboxFilterQuery = {};
  const described: Record<string, string | boolean> = {};
  const text = (name: string) => (typeof query[name] === 'string' && query[name] !== '' ? (query[name] as string) : undefined);
  const from = text('from');
  if (from !== undefined) {
    const start = dayStart(from, timeZone);
    if (start === undefined) return { problem: '"from" must be a day, YYYY-MM-DD.' };
    filter.from = start.toISOString();
    described.from = from;
  }
  const to = text('to');
  if (to !== undefined) {
    const end = dayEnd(to, timeZone);
    if (end === undefined) return { problem: '"to" must be a day, YYYY-MM-DD.' };
    filter.to = end.toISOString();
    described.to = to;
  }
  if (filter.from !== undefined && filter.to !== undefined && filter.from >= filter.to) return { problem: '"from" must not be after "to".' };
  const language = text('language');
  if (language !== undefined) {
    if (!languages.includes(language)) return { problem: `"language" must be one of ${languages.join(', ')}.` };
    filter.language = language;
    described.language = language;
  }
  const changes = text('changesAnswer');
  if (changes !== undefined) {
    if (changes !== 'true' && changes !== 'false') return { problem: '"changesAnswer" must be true or false.' };
    if (formDescriptor(kind).latestPerNpi === undefined) return { problem: `"changesAnswer" applies to a form whose latest answer per NPI counts.` };
    if (changes === 'true') {
      filter.changesAnswer = true;
      described.changesAnswer = true;
    }
  }
  return { filter, described };
}

/** One state for a submission's deliveries: any failure first, then any still waiting, then delivered. */
export function deliveryState(deliveries: InboxEntry['deliveries']): DeliveryState {
  if (deliveries.length === 0) return 'none';
  if (deliveries.some((delivery) => delivery.status === 'failed')) return 'failed';
  if (deliveries.some((delivery) => delivery.status === 'pending')) return 'pending';
  return deliveries.some((delivery) => delivery.status === 'delivered') ? 'delivered' : 'none';
}

const fieldText = (record: Record<string, unknown>, field: string) => (typeof record[field] === 'string' ? (record[field] as string).trim() : '');

/** What staff recognise a row by: the person's name, and a provider's NPI. */
function summaryOf(kind: FormKind, record: Record<string, unknown>): string {
  const pairs: Record<string, [string, string]> = { tgi: ['providerFirstName', 'providerLastName'] };
  const [first, last] = pairs[kind] ?? ['firstName', 'lastName'];
  const name = [fieldText(record, first), fieldText(record, last)].filter(Boolean).join(' ');
  const npi = fieldText(record, 'individualNPI');
  return [name, npi && `NPI ${npi}`].filter(Boolean).join(', ');
}

export function inboxRow(kind: FormKind, entry: InboxEntry): InboxRow {
  const { submission } = entry;
  return {
    reference: submission.reference,
    receivedAt: submission.receivedAt,
    language: submission.language,
    summary: summaryOf(kind, submission.record),
    delivery: deliveryState(entry.deliveries),
    ...(entry.changesAnswer === undefined ? {} : { changesAnswer: entry.changesAnswer }),
  };
}

/** A submission for its page: every field of the export under its label, as the CSV writes it. */
export function submissionView(kind: FormKind, entry: ExportEntry, deliveries: InboxEntry['deliveries'], timeZone: string): SubmissionView {
  const { submission } = entry;
  const row = toRow(kind, entry);
  const cell = cellFormat(timeZone);
  // The page's own header says these; consent evidence has its own section.
  const shownApart = new Set(['reference', 'receivedAt', 'language', 'submittedVia', 'termsVersion', 'termsSha256', 'pageUrl']);
  const fields = exportColumns(kind)
    .filter((column): column is typeof column & { label: string } => column.label !== undefined && !shownApart.has(column.name))
    .map((column) => ({ name: column.name, label: column.label, value: cell(column, row[column.name]) }));
  return {
    kind,
    reference: submission.reference,
    receivedAt: submission.receivedAt,
    language: submission.language,
    submittedVia: submission.submittedVia,
    fields,
    deliveries: deliveries.map(deliveryView),
    ...(isConsent(kind) ? { evidence: { termsVersion: submission.termsVersion ?? null, termsSha256: submission.termsSha256 ?? null, pageUrl: submission.pageUrl ?? null } } : {}),
  };
}

/** An endpoint's origin and path: never its query, which may carry a receiver's key. */
/** An endpoint's job as the console shows it: its status and attempts, never what was sent or answered. */
export function deliveryView(delivery: JobStatus): SubmissionDelivery {
  return {
    endpoint: endpointShown(delivery.endpointUrl),
    status: delivery.status === 'cancelled' ? 'none' : delivery.status,
    attempts: delivery.attempts,
    deliveredAt: delivery.deliveredAt,
    lastStatus: delivery.lastStatus,
  };
}

function endpointShown(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return 'an endpoint';
  }
}

/** A TGI response with what answerChanges.ts found about it: its NPI's whole history is read to trace it. */
export async function tracedEntry(store: PortalStore, kind: FormKind, entry: InboxEntry): Promise<ExportEntry> {
  if (formDescriptor(kind).latestPerNpi === undefined) return { submission: entry.submission };
  const history = await store.listSubmissions(kind, { history: true });
  const traced = traceAnswerChanges(kind, history).find((response) => response.submission.id === entry.submission.id);
  return traced ? (await withChangeReviews(store, [traced]))[0]! : { submission: entry.submission };
}

/** Rows read per query while a download gathers its filter. */
const DOWNLOAD_BATCH = 1000;

/** The download of a filter: the CLI export's columns (a consent's: `export contacts --history`, its consents only). */
export async function downloadOf(
  store: PortalStore,
  kind: FormKind,
  filter: InboxFilterQuery,
  format: ExportFormat,
  timeZone: string,
): Promise<{ content: string; rows: number }> {
  const entries: InboxEntry[] = [];
  let after: PageCursor | undefined;
  for (;;) {
    const page = await store.staff.inboxPage({ kind, ...filter, limit: DOWNLOAD_BATCH, ...(after ? { after } : {}) });
    entries.push(...page);
    const last = page.at(-1);
    if (page.length < DOWNLOAD_BATCH || last === undefined) break;
    after = { at: last.submission.receivedAt, id: last.submission.id };
  }
  // The export lists oldest first, as the CLI's does.
  entries.reverse();
  if (isConsent(kind)) {
    return { content: formatContactHistory(kind, entries.map((entry) => entry.submission), [], format, timeZone), rows: entries.length };
  }
  let exported: ExportEntry[] = entries.map((entry) => ({ submission: entry.submission }));
  if (formDescriptor(kind).latestPerNpi !== undefined) {
    const wanted = new Set(entries.map((entry) => entry.submission.id));
    exported = await withChangeReviews(store, traceAnswerChanges(kind, await store.listSubmissions(kind, { history: true })).filter((response) => wanted.has(response.submission.id)));
  }
  return { content: formatExport(kind, exported, format, timeZone), rows: exported.length };
}
