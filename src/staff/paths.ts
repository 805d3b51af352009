// The console's addresses: its pages (all under /staff, full paths, no router basename), its API calls and the downloads.
import { STAFF_API_PATH, STAFF_BASE_PATH, STAFF_SIGN_IN_PATH, type ExportFormat } from '../domain/staffConsole';
import { withQuery } from './filters';

/** Where /staff leads: the first form's inbox (issue 37). */
export const STAFF_HOME_FORM = 'contact';

export const STAFF_PAGES = {
  home: STAFF_BASE_PATH,
  inbox: `${STAFF_BASE_PATH}/forms/:kind`,
  submission: `${STAFF_BASE_PATH}/forms/:kind/:reference`,
  audit: `${STAFF_BASE_PATH}/audit`,
  /** The member ID is never in these addresses: it is typed on the page and kept in its slice (issue 38). */
  consent: `${STAFF_BASE_PATH}/consent`,
  consentProof: `${STAFF_BASE_PATH}/consent/proof/:reference`,
  /** `?show=honoured` for the withdrawals marked honoured: the address is the filter, as an inbox's is. */
  withdrawals: `${STAFF_BASE_PATH}/withdrawals`,
  /** `?show=reviewed` for the changes reviewed already; the waiting ones are the page's own address. */
  answerChanges: `${STAFF_BASE_PATH}/answer-changes`,
  /** Admins: the plan's endpoints and the failed deliveries. */
  deliveries: `${STAFF_BASE_PATH}/deliveries`,
  /** Managers and admins: maintenance and the notices of the strip. */
  site: `${STAFF_BASE_PATH}/site`,
} as const;

export function inboxPath(kind: string): string {
  return `${STAFF_BASE_PATH}/forms/${encodeURIComponent(kind)}`;
}

export function submissionPath(kind: string, reference: string): string {
  return `${inboxPath(kind)}/${encodeURIComponent(reference)}`;
}

export function consentProofPath(reference: string): string {
  return `${STAFF_BASE_PATH}/consent/proof/${encodeURIComponent(reference)}`;
}

/** The two lists of withdrawals: those still to honour, and those marked honoured. */
export type WithdrawalsShown = 'open' | 'honoured';

/** Which list an address asks for: anything but `show=honoured` is the open one. */
export function withdrawalsShownBy(search: string): WithdrawalsShown {
  return new URLSearchParams(search).get('show') === 'honoured' ? 'honoured' : 'open';
}

/** The open list is the page's own address; the honoured one adds its filter. */
export function withdrawalsPath(show: WithdrawalsShown): string {
  return show === 'honoured' ? `${STAFF_PAGES.withdrawals}?show=honoured` : STAFF_PAGES.withdrawals;
}

/** The two lists of changed survey answers: those waiting for a review, and those reviewed. */
export type AnswerChangesShown = 'waiting' | 'reviewed';

/** Which list an address asks for: anything but `show=reviewed` is the waiting one. */
export function answerChangesShownBy(search: string): AnswerChangesShown {
  return new URLSearchParams(search).get('show') === 'reviewed' ? 'reviewed' : 'waiting';
}

export function answerChangesPath(show: AnswerChangesShown): string {
  return show === 'reviewed' ? `${STAFF_PAGES.answerChanges}?show=reviewed` : STAFF_PAGES.answerChanges;
}

export const STAFF_API = {
  session: `${STAFF_API_PATH}/session`,
  keepSession: `${STAFF_API_PATH}/session/keep`,
  forms: `${STAFF_API_PATH}/forms`,
  audit: `${STAFF_API_PATH}/audit`,
  submissions: (kind: string) => `${STAFF_API_PATH}/forms/${encodeURIComponent(kind)}/submissions`,
  submission: (kind: string, reference: string) => `${STAFF_API_PATH}/forms/${encodeURIComponent(kind)}/submissions/${encodeURIComponent(reference)}`,
  export: (kind: string) => `${STAFF_API_PATH}/forms/${encodeURIComponent(kind)}/export`,
} as const;

/** The download of an inbox with its filter (`filterQuery` from inboxFilterSearch): the browser fetches it, the server records it. */
export function exportHref(kind: string, format: ExportFormat, filterQuery: string): string {
  return withQuery(STAFF_API.export(kind), [`format=${format}`, filterQuery].filter(Boolean).join('&'));
}

/** Where a browser whose session ended goes: the server sends it on to the identity provider, then back to `returnTo`. */
export function signInAddress(returnTo: string): string {
  return `${STAFF_SIGN_IN_PATH}?return=${encodeURIComponent(returnTo)}`;
}
