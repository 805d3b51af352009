// The inbox's and the audit trail's filters as query strings: one spelling for the page's address, the API call and the download link.
import { AUDIT_ACTIONS, type AuditAction, type AuditFilter, type InboxFilter } from '../domain/staffConsole';

/** A day as the API takes it (YYYY-MM-DD, in the plan's time zone). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(value: string | null): string | undefined {
  return value !== null && DAY.test(value) ? value : undefined;
}

function textOf(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function isAuditAction(value: string | null): value is AuditAction {
  return value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/**
 * The inbox filter an address carries. What cannot be a filter (a malformed day, an empty language) is left out rather
 * than refused: a shared link with a typo still opens the inbox.
 */
export function inboxFilterFromSearch(search: string): InboxFilter {
  const params = new URLSearchParams(search);
  const filter: InboxFilter = {};
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  const language = textOf(params.get('language'));
  if (from) filter.from = from;
  if (to) filter.to = to;
  if (language) filter.language = language;
  if (params.get('changesAnswer') === 'true') filter.changesAnswer = true;
  return filter;
}

/** The filter as query parameters, in one fixed order, without `?`; only what is set. */
export function inboxFilterSearch(filter: InboxFilter): string {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.language) params.set('language', filter.language);
  if (filter.changesAnswer) params.set('changesAnswer', 'true');
  return params.toString();
}

export function auditFilterFromSearch(search: string): AuditFilter {
  const params = new URLSearchParams(search);
  const filter: AuditFilter = {};
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  const action = params.get('action');
  const subject = textOf(params.get('subject'));
  if (from) filter.from = from;
  if (to) filter.to = to;
  if (isAuditAction(action)) filter.action = action;
  if (subject) filter.subject = subject;
  return filter;
}

export function auditFilterSearch(filter: AuditFilter): string {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.action) params.set('action', filter.action);
  if (filter.subject) params.set('subject', filter.subject);
  return params.toString();
}

/** `?query` when there is one, else nothing: for links and addresses. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
