// The staff console's mock API (src/domain/staffConsole.ts) for its stories and tests: invented people, NPIs and member
// IDs, filters and keyset pages as the server answers them, and the idle end on every answer. Imports `msw` only.
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  STAFF_ABSOLUTE_TIMEOUT_MS,
  STAFF_API_PATH,
  STAFF_IDLE_ENDS_HEADER,
  STAFF_IDLE_TIMEOUT_MS,
  STAFF_SIGN_OUT_PATH,
  STAFF_SIGNED_OUT_PATH,
  type AuditEntryView,
  type AuditPage,
  type InboxPage,
  type InboxRow,
  type StaffFormsAnswer,
  type StaffRole,
  type StaffSessionView,
  type SubmissionView,
} from '../src/domain/staffConsole';
import type { StaffProblemAnswer } from '../src/domain/staffConsent';
import { staffAnswerChangeHandlers } from './staffAnswerChangeHandlers';
import { staffConsentHandlers } from './staffConsentHandlers';
import { staffDeliveryHandlers } from './staffDeliveryHandlers';
import { staffSiteHandlers } from './staffSiteHandlers';

/** Rows per page: small, so a story shows "Load more" with a handful of rows. */
export const STAFF_MOCK_PAGE_SIZE = 5;

export const STAFF_SAMPLE_FORMS: StaffFormsAnswer = {
  forms: [
    { kind: 'contact', title: 'Preferred contact', tracksAnswerChanges: false },
    { kind: 'tgi', title: 'TGI survey', tracksAnswerChanges: true },
    { kind: 'attestation', title: 'Training attestation', tracksAnswerChanges: false },
  ],
  languages: [
    { code: 'en', name: 'English' },
    { code: 'es', name: 'Spanish' },
  ],
  timeZone: 'America/Los_Angeles',
};

export const STAFF_SAMPLE_PEOPLE: Record<StaffRole, { subject: string; email: string; name: string }> = {
  viewer: { subject: 'idp|5a1c7e', email: 'lena.ortiz@sunrisehealth.example', name: 'Lena Ortiz' },
  manager: { subject: 'idp|7d20b4', email: 'marcus.webb@sunrisehealth.example', name: 'Marcus Webb' },
  admin: { subject: 'idp|93f6aa', email: 'priya.natarajan@sunrisehealth.example', name: 'Priya Natarajan' },
};

/** A signed-in session `now`, its ends that far ahead. */
export function sampleStaffSession(
  role: StaffRole,
  { now = Date.now(), idleEndsInMs = STAFF_IDLE_TIMEOUT_MS, absoluteEndsInMs = STAFF_ABSOLUTE_TIMEOUT_MS }: { now?: number; idleEndsInMs?: number; absoluteEndsInMs?: number } = {},
): StaffSessionView {
  return {
    ...STAFF_SAMPLE_PEOPLE[role],
    role,
    idleEndsAt: new Date(now + idleEndsInMs).toISOString(),
    absoluteEndsAt: new Date(now + absoluteEndsInMs).toISOString(),
  };
}

/** Newest first, as the server lists them. Eight, so the first page has more after it. */
export const CONTACT_INBOX_ROWS: InboxRow[] = [
  { reference: 'PMC-7KQ4MXDN', receivedAt: '2026-11-27T22:41:00.000Z', language: 'en', summary: 'Ana Ruiz', delivery: 'delivered' },
  { reference: 'PMC-3HWT9CAF', receivedAt: '2026-11-27T17:05:00.000Z', language: 'es', summary: 'Joaquín Herrera', delivery: 'pending' },
  { reference: 'PMC-X4RD7JEK', receivedAt: '2026-11-26T19:30:00.000Z', language: 'en', summary: 'Mei-Ling Park', delivery: 'failed' },
  { reference: 'PMC-Q9NP3TGM', receivedAt: '2026-11-25T15:12:00.000Z', language: 'en', summary: 'Darnell Brooks', delivery: 'delivered' },
  { reference: 'PMC-M6CY4WHA', receivedAt: '2026-11-24T21:47:00.000Z', language: 'es', summary: 'Lucía Méndez', delivery: 'delivered' },
  { reference: 'PMC-T7FK9QRX', receivedAt: '2026-11-20T16:03:00.000Z', language: 'en', summary: 'Samuel Okafor', delivery: 'delivered' },
  { reference: 'PMC-A3JE6NDW', receivedAt: '2026-11-18T18:25:00.000Z', language: 'en', summary: 'Hannah Lindqvist', delivery: 'none' },
  { reference: 'PMC-W9GM4KTC', receivedAt: '2026-11-12T23:58:00.000Z', language: 'es', summary: 'Rafael Domínguez', delivery: 'delivered' },
];

export const TGI_INBOX_ROWS: InboxRow[] = [
  { reference: 'TGI-9CXA4MQE', receivedAt: '2026-11-27T20:14:00.000Z', language: 'en', summary: '1234567893', delivery: 'delivered', changesAnswer: true },
  { reference: 'TGI-4RKD7HWN', receivedAt: '2026-11-26T18:02:00.000Z', language: 'en', summary: '1245319599', delivery: 'delivered', changesAnswer: false },
  { reference: 'TGI-H6TJ3PXF', receivedAt: '2026-11-23T16:40:00.000Z', language: 'es', summary: '1679576722', delivery: 'pending', changesAnswer: true },
  { reference: 'TGI-E7MW9CKA', receivedAt: '2026-11-19T22:09:00.000Z', language: 'en', summary: '1234567893', delivery: 'delivered', changesAnswer: false },
];

export const ATTESTATION_INBOX_ROWS: InboxRow[] = [
  { reference: 'ATT-7KQ4MXDN', receivedAt: '2026-11-27T18:20:00.000Z', language: 'en', summary: 'Dr. Elena Vasquez', delivery: 'delivered' },
  { reference: 'ATT-N3HC9TWE', receivedAt: '2026-11-21T17:45:00.000Z', language: 'en', summary: 'Dr. Kwame Mensah', delivery: 'failed' },
];

const INBOX_ROWS: Record<string, InboxRow[]> = { contact: CONTACT_INBOX_ROWS, tgi: TGI_INBOX_ROWS, attestation: ATTESTATION_INBOX_ROWS };

/** A consent with its evidence (issue 23). */
export const CONTACT_SUBMISSION: SubmissionView = {
  kind: 'contact',
  reference: 'PMC-7KQ4MXDN',
  receivedAt: '2026-11-27T22:41:00.000Z',
  language: 'en',
  submittedVia: 'app',
  fields: [
    { name: 'firstName', label: 'First Name', value: 'Ana' },
    { name: 'lastName', label: 'Last Name', value: 'Ruiz' },
    { name: 'memberId', label: 'Member ID', value: 'SHP40718263' },
    { name: 'emailAddress', label: 'Email Address', value: 'ana.ruiz@example.com' },
    { name: 'mobileNumber', label: 'Mobile Phone Number', value: '(916) 555-0142' },
    { name: 'isEmail', label: 'Emails', value: 'Yes' },
    { name: 'isText', label: 'Text Messages', value: 'Yes' },
    { name: 'isPreRecordedCall', label: 'Pre-recorded Calls', value: 'No' },
    { name: 'isPhone', label: 'Phone Calls', value: 'No' },
  ],
  deliveries: [
    { endpoint: 'https://crm.sunrisehealth.example/hooks/consents', status: 'delivered', attempts: 1, deliveredAt: '2026-11-27T22:41:04.000Z', lastStatus: 204 },
  ],
  evidence: {
    termsVersion: 'en-2026-09',
    termsSha256: '9f2c4e71b0d35a86e1f47c2b9d08a3e5c6f1b72d4e90a8c3f5d1e6b7a2c49f08',
    pageUrl: 'https://forms.sunrisehealth.example/preferredcontact',
  },
};

export const ATTESTATION_SUBMISSION: SubmissionView = {
  kind: 'attestation',
  reference: 'ATT-N3HC9TWE',
  receivedAt: '2026-11-21T17:45:00.000Z',
  language: 'en',
  submittedVia: 'html-form',
  fields: [
    { name: 'trainingName', label: 'Training', value: 'Childhood Lead Poison Prevention Program Provider Training' },
    { name: 'firstName', label: 'First Name', value: 'Kwame' },
    { name: 'lastName', label: 'Last Name', value: 'Mensah' },
    { name: 'npi', label: 'Individual NPI', value: '1245319599' },
    { name: 'isValidNPI', label: 'NPI found in the registry', value: 'Yes' },
    { name: 'organizationName', label: 'Organization Name', value: 'Eastside Family Medicine' },
    { name: 'completedAt', label: 'Training completed', value: 'Nov 21, 2026, 9:45 AM' },
  ],
  deliveries: [
    { endpoint: 'https://providers.sunrisehealth.example/attestations', status: 'failed', attempts: 5, deliveredAt: null, lastStatus: 503 },
    { endpoint: 'https://archive.sunrisehealth.example/credentialing', status: 'delivered', attempts: 1, deliveredAt: '2026-11-21T17:45:03.000Z', lastStatus: 200 },
  ],
};

const SUBMISSIONS: SubmissionView[] = [CONTACT_SUBMISSION, ATTESTATION_SUBMISSION];

export const AUDIT_ENTRIES: AuditEntryView[] = [
  {
    id: 412,
    at: '2026-11-28T17:02:00.000Z',
    subject: 'idp|5a1c7e',
    email: 'lena.ortiz@sunrisehealth.example',
    clientAddress: '10.20.4.17',
    action: 'view',
    detail: { form: 'contact' },
    records: ['PMC-7KQ4MXDN'],
  },
  {
    id: 411,
    at: '2026-11-28T16:58:00.000Z',
    subject: 'idp|5a1c7e',
    email: 'lena.ortiz@sunrisehealth.example',
    clientAddress: '10.20.4.17',
    action: 'list',
    detail: { form: 'contact', from: '2026-11-20', rows: 5 },
    records: [],
  },
  {
    id: 410,
    at: '2026-11-28T16:41:00.000Z',
    subject: 'idp|7d20b4',
    email: 'marcus.webb@sunrisehealth.example',
    clientAddress: '10.20.7.3',
    action: 'download',
    detail: { form: 'tgi', format: 'csv', rows: 4, changesAnswer: true },
    records: ['TGI-9CXA4MQE', 'TGI-H6TJ3PXF'],
  },
  {
    id: 409,
    at: '2026-11-28T16:40:00.000Z',
    subject: 'idp|7d20b4',
    email: 'marcus.webb@sunrisehealth.example',
    clientAddress: '10.20.7.3',
    action: 'sign-in',
    detail: { role: 'manager' },
    records: [],
  },
  {
    id: 408,
    at: '2026-11-28T15:12:00.000Z',
    subject: null,
    email: null,
    clientAddress: '203.0.113.54',
    action: 'sign-in-refused',
    detail: { reason: 'state mismatch' },
    records: [],
  },
  {
    id: 407,
    at: '2026-11-28T14:30:00.000Z',
    subject: 'idp|5a1c7e',
    email: 'lena.ortiz@sunrisehealth.example',
    clientAddress: '10.20.4.17',
    action: 'forbidden',
    detail: { route: '/staff/api/audit', role: 'viewer', needs: 'admin' },
    records: [],
  },
];

/** What the console sent, for tests to assert paths, queries and headers (the anti-forgery one above all). */
export interface ReceivedStaffRequest {
  method: string;
  path: string;
  /** The query string without `?`. */
  query: string;
  /** Names lower-cased. */
  headers: Record<string, string>;
  /** A POST's JSON body, where the handler read it (the consent screens'). */
  body?: unknown;
}

export const receivedStaffRequests: ReceivedStaffRequest[] = [];

export function clearReceivedStaffRequests(): void {
  receivedStaffRequests.length = 0;
}

function record(request: Request, body?: unknown): URL {
  const url = new URL(request.url);
  receivedStaffRequests.push({
    method: request.method,
    path: url.pathname,
    query: url.search.replace(/^\?/, ''),
    headers: Object.fromEntries(request.headers.entries()),
    ...(body === undefined ? {} : { body }),
  });
  return url;
}

/** The day of an instant in the plan's time zone, as the filter's days are. */
function planDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STAFF_SAMPLE_FORMS.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** One keyset page: `after` is the index the previous page stopped at, as an opaque cursor. */
function page<Item>(items: Item[], after: string | null): { items: Item[]; next?: string } {
  const start = after ? Number(after.replace(/^cursor-/, '')) || 0 : 0;
  const end = start + STAFF_MOCK_PAGE_SIZE;
  return { items: items.slice(start, end), ...(end < items.length ? { next: `cursor-${end}` } : {}) };
}

export interface StaffMockOptions {
  /** Who is signed in; the audit trail answers 403 below admin, as the server does. */
  role?: StaffRole;
  /** How far ahead of each answer the idle end lies (the server's 15 minutes unless the story is about the warning). */
  idleEndsInMs?: number;
  /** How far ahead of the session call the absolute end lies. */
  absoluteEndsInMs?: number;
}

const api = (path: string) => `*${STAFF_API_PATH}${path}`;

/** The whole API, signed in as `role`. Each set keeps its own idle clock: "Stay signed in" moves it to 15 minutes. */
export function staffHandlers({ role = 'admin', idleEndsInMs = STAFF_IDLE_TIMEOUT_MS, absoluteEndsInMs = STAFF_ABSOLUTE_TIMEOUT_MS }: StaffMockOptions = {}): RequestHandler[] {
  let idleIn = idleEndsInMs;
  const idleHeader = () => ({ [STAFF_IDLE_ENDS_HEADER]: new Date(Date.now() + idleIn).toISOString() });
  const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status, headers: idleHeader() });
  const session = () => sampleStaffSession(role, { idleEndsInMs: idleIn, absoluteEndsInMs });
  return [
    http.get(api('/session'), ({ request }) => {
      record(request);
      return json(session());
    }),
    http.post(api('/session/keep'), ({ request }) => {
      record(request);
      idleIn = STAFF_IDLE_TIMEOUT_MS;
      return json(session());
    }),
    http.get(api('/forms'), ({ request }) => {
      record(request);
      return json(STAFF_SAMPLE_FORMS);
    }),
    http.get(api('/forms/:kind/submissions'), ({ request, params }) => {
      const url = record(request);
      const kind = String(params.kind);
      const rows = INBOX_ROWS[kind];
      if (!rows) return json({ message: `There is no form ${kind}.` }, 404);
      const query = url.searchParams;
      const from = query.get('from');
      const to = query.get('to');
      const language = query.get('language');
      const changesAnswer = query.get('changesAnswer') === 'true';
      const matching = rows.filter(
        (row) =>
          (!from || planDay(row.receivedAt) >= from) &&
          (!to || planDay(row.receivedAt) <= to) &&
          (!language || row.language === language) &&
          (!changesAnswer || row.changesAnswer === true),
      );
      const { items, next } = page(matching, query.get('after'));
      return json({ rows: items, ...(next ? { next } : {}) } satisfies InboxPage);
    }),
    http.get(api('/forms/:kind/submissions/:reference'), ({ request, params }) => {
      record(request);
      const found = SUBMISSIONS.find((submission) => submission.kind === params.kind && submission.reference === params.reference);
      return found ? json(found) : json({ message: `There is no submission ${String(params.reference)}.` }, 404);
    }),
    http.get(api('/audit'), ({ request }) => {
      const url = record(request);
      if (role !== 'admin') return json({ statusCode: 403, error: 'Forbidden', message: 'Your role does not allow this.' }, 403);
      const action = url.searchParams.get('action');
      const subject = url.searchParams.get('subject')?.toLowerCase();
      const matching = AUDIT_ENTRIES.filter(
        (entry) => (!action || entry.action === action) && (!subject || entry.subject?.toLowerCase() === subject || entry.email?.toLowerCase() === subject),
      );
      const { items, next } = page(matching, url.searchParams.get('after'));
      return json({ entries: items, ...(next ? { next } : {}) } satisfies AuditPage);
    }),
    http.post(`*${STAFF_SIGN_OUT_PATH}`, ({ request }) => {
      record(request);
      return HttpResponse.json({ redirectTo: STAFF_SIGNED_OUT_PATH });
    }),
    ...staffConsentHandlers({ role, email: STAFF_SAMPLE_PEOPLE[role].email, json, record, page }),
    // The operations screens (issue 38): changed answers, deliveries, the site.
    ...staffAnswerChangeHandlers({ role, email: STAFF_SAMPLE_PEOPLE[role].email, json, record, page }),
    ...staffDeliveryHandlers({ role, email: STAFF_SAMPLE_PEOPLE[role].email, json, record, page }),
    ...staffSiteHandlers({ role, email: STAFF_SAMPLE_PEOPLE[role].email, json, record, page }),
  ];
}

/** Scenarios: each goes before a full set (msw takes the first handler that answers). */
const unauthorized = () => HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Your session has ended. Sign in again.' }, { status: 401 });

/** No submission matches: an empty first page. */
export const staffInboxEmpty: RequestHandler[] = [http.get(api('/forms/:kind/submissions'), () => HttpResponse.json({ rows: [] } satisfies InboxPage))];

/**
 * The inbox's answer does not come while the page is on screen: the table stays in its loading state. It comes when the
 * console gives up on it (leaving aborts the call), with no timer left behind, as msw's delay('infinite') would leave one.
 */
export const staffInboxNeverAnswers: RequestHandler[] = [
  http.get(api('/forms/:kind/submissions'), async ({ request }) => {
    await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve(), { once: true }));
    return HttpResponse.json({ rows: [] } satisfies InboxPage);
  }),
];

/** The inbox's call fails on the server. */
export const staffInboxFails500: RequestHandler[] = [
  http.get(api('/forms/:kind/submissions'), () => HttpResponse.json({ message: 'The store did not answer.' }, { status: 500, statusText: 'Internal Server Error' })),
];

/** The session ended on the server: every call answers 401. */
export const staffSignedOut: RequestHandler[] = [http.all(`*${STAFF_API_PATH}/*`, unauthorized)];

// The consent screens' scenarios (issue 38).

const serverFailed = () => HttpResponse.json({ message: 'The store did not answer.' }, { status: 500, statusText: 'Internal Server Error' });

/** Looking a member up fails on the server. */
export const staffMemberLookupFails500: RequestHandler[] = [http.post(api('/consent/member'), serverFailed)];

/** Recording a withdrawal fails on the server (what was typed must stay). */
export const staffWithdrawalFails500: RequestHandler[] = [http.post(api('/consent/withdrawals'), serverFailed)];

/** The server refuses a withdrawal's day for a reason the form cannot know (a 400 naming the field). */
export const staffWithdrawalRefused400: RequestHandler[] = [
  http.post(api('/consent/withdrawals'), () =>
    HttpResponse.json(
      { message: 'The withdrawal was not recorded: check the answers marked.', fields: { received: 'The date is before the member’s first consent (Sep 14, 2026).' } } satisfies StaffProblemAnswer,
      { status: 400, statusText: 'Bad Request' },
    ),
  ),
];

/** No withdrawal on either list. */
export const staffWithdrawalsEmpty: RequestHandler[] = [http.get(api('/withdrawals'), () => HttpResponse.json({ rows: [], today: '2026-11-27' }))];

/** The withdrawals' list fails on the server. */
export const staffWithdrawalsFail500: RequestHandler[] = [http.get(api('/withdrawals'), serverFailed)];

/** Saving a mark of honoured fails on the server (what was typed must stay). */
export const staffMarkHonouredFails500: RequestHandler[] = [http.post(api('/withdrawals/:reference/honoured'), serverFailed)];

/** Someone else marked it honoured first. */
export const staffMarkHonouredConflict: RequestHandler[] = [
  http.post(api('/withdrawals/:reference/honoured'), ({ params }) =>
    HttpResponse.json(
      { code: 'already-honoured', message: `${String(params.reference)} was already marked honoured on 2026-11-27 by priya.natarajan@sunrisehealth.example.` } satisfies StaffProblemAnswer,
      { status: 409, statusText: 'Conflict' },
    ),
  ),
];
