// The staff console's contract (issue 37, docs/operations.md#the-staff-console): its paths, roles and the JSON its
// API answers, shared by the server (server/staff/) and the console's own app (src/staff/), which no public page loads.

/** Every staff address lives under this prefix; with no identity provider configured it answers 404. */
export const STAFF_BASE_PATH = '/staff';
/** The console's JSON API. */
export const STAFF_API_PATH = `${STAFF_BASE_PATH}/api`;
/** Where a browser goes to sign in (it is sent on to the identity provider); `?return=/staff/...` comes back there. */
export const STAFF_SIGN_IN_PATH = `${STAFF_BASE_PATH}/auth/signin`;
/** The redirect address registered with the identity provider: `{STAFF_PUBLIC_URL}/staff/auth/callback`. */
export const STAFF_CALLBACK_PATH = `${STAFF_BASE_PATH}/auth/callback`;
/** POST (with the anti-forgery pair) ends the session, here and at the provider when it supports RP-initiated logout. */
export const STAFF_SIGN_OUT_PATH = `${STAFF_BASE_PATH}/auth/signout`;
/** Where the provider sends a browser back after signing out, and a session that ended shows. */
export const STAFF_SIGNED_OUT_PATH = `${STAFF_BASE_PATH}/signed-out`;

/** The roles, each holding every right of the one before it. */
export const STAFF_ROLES = ['viewer', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether `held` includes the rights of `needed` (admin ⊇ manager ⊇ viewer). */
export function roleIncludes(held: StaffRole, needed: StaffRole): boolean {
  return STAFF_ROLES.indexOf(held) >= STAFF_ROLES.indexOf(needed);
}

/** A session ends after this long without a request that keeps it (issue 37). */
export const STAFF_IDLE_TIMEOUT_MS = 15 * 60 * 1000;
/** ... and this long after sign-in, whatever happens. */
export const STAFF_ABSOLUTE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/** The console warns this long before the idle end, and offers to stay signed in. */
export const STAFF_IDLE_WARNING_MS = 2 * 60 * 1000;

/** GET /staff/api/session: who is signed in, and when the session ends. */
export interface StaffSessionView {
  subject: string;
  email: string | null;
  name: string | null;
  role: StaffRole;
  /** ISO 8601: the end if nothing keeps the session before then. */
  idleEndsAt: string;
  /** ISO 8601: the end whatever happens (8 hours after sign-in). */
  absoluteEndsAt: string;
}

/** The forms of the inbox, as the console lists them. */
export interface StaffFormView {
  kind: string;
  /** "Preferred contact", "TGI survey", "Training attestation". */
  title: string;
  /** The form tracks changed answers per NPI: its inbox can be filtered by "changes the answer". */
  tracksAnswerChanges: boolean;
}

/** GET /staff/api/forms */
export interface StaffFormsAnswer {
  forms: StaffFormView[];
  /** The plan's languages, as `lang` tags with their English names, for the language filter. */
  languages: { code: string; name: string }[];
  /** The plan's time zone (an IANA name): the console shows times in it. */
  timeZone: string;
}

/** The inbox filter: query parameters of the list and of the download. */
export interface InboxFilter {
  /** Received on or after this day (YYYY-MM-DD, in the plan's time zone). */
  from?: string;
  /** Received on or before this day (YYYY-MM-DD, in the plan's time zone). */
  to?: string;
  /** A `lang` tag. */
  language?: string;
  /** TGI only: only the responses that change their NPI's answer. */
  changesAnswer?: boolean;
}

/** One row of the inbox. */
export interface InboxRow {
  /** What the submission page is addressed by: /staff/api/forms/:kind/submissions/:reference */
  reference: string;
  receivedAt: string;
  language: string;
  /** The record's name fields or NPI, what staff recognise a row by ("Ana Ruiz", "1234567893"). */
  summary: string;
  /** Delivery to the plan's systems: 'delivered', 'pending', 'failed' or 'none' (no endpoint takes this form). */
  delivery: DeliveryState;
  /** TGI: whether it changes its NPI's answer. */
  changesAnswer?: boolean;
}

export type DeliveryState = 'delivered' | 'pending' | 'failed' | 'none';

/** GET /staff/api/forms/:kind/submissions?from&to&language&changesAnswer&after */
export interface InboxPage {
  rows: InboxRow[];
  /** Pass as `after` for the next (older) page; absent on the last page. */
  next?: string;
}

/** One field of a submission under its label, as staff read it (Yes/No, times in the plan's time zone). */
export interface SubmissionField {
  name: string;
  label: string;
  value: string;
}

/** One endpoint's delivery of a submission: never what the receiver answered, only its HTTP status. */
export interface SubmissionDelivery {
  /** The endpoint's address (its origin and path). */
  endpoint: string;
  status: DeliveryState;
  attempts: number;
  /** When it was delivered; null while it is not. */
  deliveredAt: string | null;
  /** The HTTP status of the last answer; null when none came (a timeout, a refused connection) or none was tried. */
  lastStatus: number | null;
}

/** GET /staff/api/forms/:kind/submissions/:reference */
export interface SubmissionView {
  kind: string;
  reference: string;
  receivedAt: string;
  language: string;
  /** 'app' or 'html-form'. */
  submittedVia: string;
  fields: SubmissionField[];
  /** Each endpoint's delivery of it. */
  deliveries: SubmissionDelivery[];
  /** A consent's evidence (issue 23). */
  evidence?: { termsVersion: string | null; termsSha256: string | null; pageUrl: string | null };
}

/** The inbox download: GET /staff/api/forms/:kind/export?format=csv|json plus the filter; the CLI export's columns. */
export type ExportFormat = 'csv' | 'json';

/** What the audit trail records (issue 37). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-refused',
  'no-role',
  'sign-out',
  'list',
  'view',
  'download',
  'audit-list',
  'audit-export',
  'forbidden',
  // Issue 38: the consent screens.
  'consent-lookup',
  'consent-proof',
  'withdrawal-record',
  'withdrawals-list',
  'withdrawal-honoured',
  'answer-changes-list',
  'answer-change-review',
  'maintenance',
  'notice-add',
  'notice-remove',
  'endpoint-add',
  'endpoint-test',
  'endpoint-rotate',
  'endpoint-remove',
  'deliveries-list',
  'delivery-retry',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of the audit trail, as the console shows it. */
export interface AuditEntryView {
  id: number;
  at: string;
  /** The provider's subject; null for a refused sign-in that named nobody. */
  subject: string | null;
  email: string | null;
  clientAddress: string;
  action: AuditAction;
  /** What was read or changed: a form, a filter, a row count. */
  detail: Record<string, string | number | boolean>;
  /** The references of the records it concerns. */
  records: string[];
}

/** GET /staff/api/audit?from&to&action&subject&after (admin). */
export interface AuditPage {
  entries: AuditEntryView[];
  next?: string;
}

// Added with the console's browser app (issue 37): what both sides of the API must spell alike.

/** Every staff API answer carries the session's new idle end (ISO 8601): the server counts each request as activity. */
export const STAFF_IDLE_ENDS_HEADER = 'Staff-Session-Idle-Ends';

/** POST /staff/auth/signout answers where the browser goes next (the provider's sign-out, or STAFF_SIGNED_OUT_PATH). */
export interface StaffSignOutAnswer {
  redirectTo: string;
}

/** An error answer of the staff API (a 404 for a reference that is not there, a 403 for a role too low). */
export interface StaffErrorAnswer {
  message: string;
}

/** The audit trail's filter: query parameters of GET /staff/api/audit (days as InboxFilter's). */
export interface AuditFilter {
  from?: string;
  to?: string;
  action?: AuditAction;
  /** A provider's subject or an email, as typed. */
  subject?: string;
}
