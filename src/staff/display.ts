// How the console says times, languages, roles, deliveries and audit actions, in plain English, in the plan's time zone.
import type { AuditAction, DeliveryState, StaffFormsAnswer, StaffRole } from '../domain/staffConsole';

/** "Nov 28, 2026, 9:41 AM", in the plan's time zone, whatever the computer's. */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "17:45": the hour and minute of the session's absolute end, in the plan's time zone. */
export function formatClock(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

export function languageName(code: string, forms: StaffFormsAnswer | null): string {
  return forms?.languages.find((language) => language.code === code)?.name ?? code;
}

/** Words, never colour alone (WCAG 1.4.1). */
export const DELIVERY_TEXT: Record<DeliveryState, string> = {
  delivered: 'Delivered',
  pending: 'Pending',
  failed: 'Failed',
  none: 'Not sent (no endpoint takes this form)',
};

export const ROLE_TEXT: Record<StaffRole, string> = {
  viewer: 'Viewer',
  manager: 'Manager',
  admin: 'Admin',
};

/** One entry per action of AUDIT_ACTIONS: a new action fails the type check until it has its words. */
export const AUDIT_ACTION_TEXT: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'no-role': 'Signed in without a role',
  'sign-out': 'Signed out',
  list: 'Listed submissions',
  view: 'Viewed a submission',
  download: 'Downloaded submissions',
  'audit-list': 'Read the audit trail',
  'audit-export': 'Downloaded the audit trail',
  forbidden: 'Refused by role',
  'consent-lookup': "Looked up a member's consent",
  'consent-proof': 'Viewed the proof of a consent',
  'withdrawal-record': 'Recorded a withdrawal',
  'withdrawals-list': 'Listed withdrawals to honour',
  'withdrawal-honoured': 'Marked a withdrawal honoured',
  'answer-changes-list': 'Listed changed survey answers',
  'answer-change-review': 'Reviewed a changed survey answer',
  maintenance: 'Switched maintenance',
  'notice-add': 'Posted a notice',
  'notice-remove': 'Removed a notice',
  'endpoint-add': 'Added an endpoint',
  'endpoint-test': 'Tested an endpoint',
  'endpoint-rotate': "Rotated an endpoint's secret",
  'endpoint-remove': 'Removed an endpoint',
  'deliveries-list': 'Listed deliveries',
  'delivery-retry': 'Retried deliveries',
};

/** "Refused by role (forbidden)": the words, and the code the CLI's audit export and the server's logs use. */
export function auditActionText(action: AuditAction): string {
  return `${AUDIT_ACTION_TEXT[action] ?? action} (${action})`;
}

export const SUBMITTED_VIA_TEXT: Record<string, string> = {
  app: 'The portal (with scripts)',
  'html-form': 'A plain HTML form (without scripts)',
};

/** "Count submission(s)" with the right plural. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What failed, said for staff: the server's own sentence when it gave one, else its status. */
export function failureText(failure: { status: number; statusText?: string; message?: string }): string {
  if (failure.status === 0) return failure.message ?? 'The server could not be reached.';
  const status = `The server answered ${failure.status}${failure.statusText ? ` ${failure.statusText}` : ''}.`;
  return failure.message ? `${status} ${failure.message}` : status;
}
