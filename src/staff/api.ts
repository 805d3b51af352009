// The console's one API client: same-origin fetch, the anti-forgery header on every POST (and its JSON body, when it has
// one), a timeout, and each answer's new idle end (the Staff-Session-Idle-Ends header), handed back with the body.
import { XSRF_HEADER_NAME, xsrfCookieName } from '../domain/apiContract';
import { readCookie } from '../domain/cookies';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import {
  STAFF_CONSENT_API,
  type ConsentProofView,
  type HonouredRequest,
  type MemberConsentView,
  type NewWithdrawalRequest,
  type WithdrawalRecordedView,
  type WithdrawalsPage,
  type WithdrawalToHonour,
} from '../domain/staffConsent';
import {
  STAFF_IDLE_ENDS_HEADER,
  STAFF_SIGN_OUT_PATH,
  type AuditFilter,
  type AuditPage,
  type InboxFilter,
  type InboxPage,
  type StaffFormsAnswer,
  type StaffSessionView,
  type StaffSignOutAnswer,
  type SubmissionView,
} from '../domain/staffConsole';
import { auditFilterSearch, inboxFilterSearch, withQuery } from './filters';
import { operationsCalls, type OperationsApi } from './operationsApi';
import { STAFF_API, type WithdrawalsShown } from './paths';

/** A failed call as plain data: what state keeps and the error alert shows. Never a request body. */
export interface StaffFailure {
  /** 0 when no answer came (network, timeout). */
  status: number;
  statusText?: string;
  url: string;
  /** The server's `{ message }`, or why no answer came. */
  message?: string;
  /** The consent screens' problem code (StaffProblemAnswer): 'no-consent', 'already-honoured'. */
  code?: string;
  /** A refused form's problems, by the field each is about (StaffProblemAnswer). */
  fields?: Partial<Record<string, string>>;
}

export class StaffApiError extends Error {
  readonly failure: StaffFailure;
  /** Error answers carry the idle end too: a refused request still counted as activity. */
  readonly idleEndsAt: string | undefined;

  constructor(failure: StaffFailure, idleEndsAt?: string) {
    super(failure.status === 0 ? (failure.message ?? 'The server cannot be reached') : `The request failed with status ${failure.status}`);
    this.name = 'StaffApiError';
    this.failure = failure;
    this.idleEndsAt = idleEndsAt;
  }
}

/** An answer's body and the session's new idle end, when the server said it. */
export interface StaffAnswer<Body> {
  body: Body;
  idleEndsAt?: string;
}

export interface StaffRequestOptions {
  /** Aborted when the saga that asked is cancelled (a newer filter, a page left). */
  signal?: AbortSignal;
}

/** Every call of the console; those of the operations screens (issue 38) are declared in operationsApi.ts. */
export interface StaffApi extends OperationsApi {
  session(options?: StaffRequestOptions): Promise<StaffAnswer<StaffSessionView>>;
  keepSession(options?: StaffRequestOptions): Promise<StaffAnswer<StaffSessionView>>;
  forms(options?: StaffRequestOptions): Promise<StaffAnswer<StaffFormsAnswer>>;
  inbox(kind: string, filter: InboxFilter, after: string | undefined, options?: StaffRequestOptions): Promise<StaffAnswer<InboxPage>>;
  submission(kind: string, reference: string, options?: StaffRequestOptions): Promise<StaffAnswer<SubmissionView>>;
  audit(filter: AuditFilter, after: string | undefined, options?: StaffRequestOptions): Promise<StaffAnswer<AuditPage>>;
  signOut(options?: StaffRequestOptions): Promise<StaffAnswer<StaffSignOutAnswer>>;
  /** A POST, so that the member ID stays out of every address, log and history. */
  memberConsent(memberId: string, options?: StaffRequestOptions): Promise<StaffAnswer<MemberConsentView>>;
  consentProof(reference: string, options?: StaffRequestOptions): Promise<StaffAnswer<ConsentProofView>>;
  recordWithdrawal(request: NewWithdrawalRequest, options?: StaffRequestOptions): Promise<StaffAnswer<WithdrawalRecordedView>>;
  withdrawals(show: WithdrawalsShown, after: string | undefined, options?: StaffRequestOptions): Promise<StaffAnswer<WithdrawalsPage>>;
  markHonoured(reference: string, request: HonouredRequest, options?: StaffRequestOptions): Promise<StaffAnswer<WithdrawalToHonour>>;
}

export interface StaffApiOptions {
  timeoutMs?: number;
}

/** Over HTTPS the server names the cookie `__Host-XSRF-TOKEN`, which a sibling subdomain cannot plant or shadow. */
function antiForgeryToken(): string | undefined {
  return readCookie(document.cookie, xsrfCookieName(window.location.protocol === 'https:'));
}

/**
 * How far this computer's clock is behind the server's, by the answer's Date header; 0 within a few seconds (the
 * header counts whole seconds). A staff PC whose clock is minutes off would otherwise see the idle warning at once,
 * or never: the session's ends are the server's times, turned into this clock's before any timer is set on them.
 */
const CLOCK_SKEW_TOLERANCE_MS = 5000;

function clockOffsetOf(response: Response): number {
  const serverNow = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(serverNow)) return 0;
  const offset = serverNow - Date.now();
  return Math.abs(offset) > CLOCK_SKEW_TOLERANCE_MS ? offset : 0;
}

/** A time of the server's as this computer's clock reads it. */
function onThisClock(serverTime: string, offsetMs: number): string {
  return offsetMs === 0 ? serverTime : new Date(Date.parse(serverTime) - offsetMs).toISOString();
}

function idleEndsOf(response: Response, offsetMs: number): string | undefined {
  const value = response.headers.get(STAFF_IDLE_ENDS_HEADER);
  return value && !Number.isNaN(Date.parse(value)) ? onThisClock(value, offsetMs) : undefined;
}

/** A session's ends on this computer's clock (the console's timers and the times it shows). */
function sessionOnThisClock(answer: StaffAnswer<StaffSessionView>, offsetMs: number): StaffAnswer<StaffSessionView> {
  if (offsetMs === 0) return answer;
  const { body } = answer;
  return { ...answer, body: { ...body, idleEndsAt: onThisClock(body.idleEndsAt, offsetMs), absoluteEndsAt: onThisClock(body.absoluteEndsAt, offsetMs) } };
}

/** What an error answer says of itself: its sentence and, from the consent screens, its code and fields (StaffProblemAnswer). */
type ProblemOf = Pick<StaffFailure, 'message' | 'code' | 'fields'>;

function fieldsOf(value: unknown): Partial<Record<string, string>> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

async function problemOf(response: Response): Promise<ProblemOf> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
    return {};
  }
  if (typeof body !== 'object' || body === null) return {};
  const problem: ProblemOf = {};
  if ('message' in body && typeof body.message === 'string') problem.message = body.message;
  if ('code' in body && typeof body.code === 'string') problem.code = body.code;
  const fields = 'fields' in body ? fieldsOf(body.fields) : undefined;
  if (fields) problem.fields = fields;
  return problem;
}

function withAfter(query: string, after: string | undefined): string {
  if (!after) return query;
  return [query, `after=${encodeURIComponent(after)}`].filter(Boolean).join('&');
}

export function createStaffApi(options: StaffApiOptions = {}): StaffApi {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function timedRequest<Body>(
    method: 'GET' | 'POST',
    path: string,
    requestOptions: StaffRequestOptions = {},
    requestBody?: object,
  ): Promise<{ answer: StaffAnswer<Body>; clockOffsetMs: number }> {
    // Absolute even on the page's origin: Node's fetch (jest) cannot fetch relative URLs.
    const url = new URL(path, document.baseURI);
    const headers = new Headers({ Accept: 'application/json' });
    if (method === 'POST') {
      const token = antiForgeryToken();
      if (token) headers.set(XSRF_HEADER_NAME, token);
    }
    // Only a POST with something to say carries a body: the server refuses a JSON content type with an empty one.
    const body = method === 'POST' && requestBody !== undefined ? JSON.stringify(requestBody) : undefined;
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abort = () => controller.abort();
    requestOptions.signal?.addEventListener('abort', abort);
    try {
      let response: Response;
      try {
        response = await fetch(url, { method, headers, body, credentials: 'same-origin', signal: controller.signal });
      } catch (error) {
        const message = timedOut
          ? 'The server did not answer in time.'
          : error instanceof Error && error.message
            ? error.message
            : 'The server cannot be reached.';
        throw new StaffApiError({ status: 0, url: url.href, message });
      }
      const clockOffsetMs = clockOffsetOf(response);
      const idleEndsAt = idleEndsOf(response, clockOffsetMs);
      if (!response.ok) {
        const problem = await problemOf(response);
        throw new StaffApiError({ status: response.status, statusText: response.statusText, url: url.href, ...problem }, idleEndsAt);
      }
      // The server's contract (src/domain/staffConsole.ts) names the shape; the wire cannot prove it. An empty answer
      // (a 204) is read as no body, for the calls whose answer the console does not use.
      const text = await response.text();
      const answerBody = (text === '' ? undefined : JSON.parse(text)) as Body;
      return { answer: idleEndsAt ? { body: answerBody, idleEndsAt } : { body: answerBody }, clockOffsetMs };
    } catch (error) {
      if (error instanceof StaffApiError) throw error;
      throw new StaffApiError({ status: 0, url: url.href, message: timedOut ? 'The server did not answer in time.' : 'The answer could not be read.' });
    } finally {
      clearTimeout(timer);
      requestOptions.signal?.removeEventListener('abort', abort);
    }
  }

  const request = async <Body>(method: 'GET' | 'POST', path: string, requestOptions?: StaffRequestOptions, requestBody?: object): Promise<StaffAnswer<Body>> =>
    (await timedRequest<Body>(method, path, requestOptions, requestBody)).answer;

  return {
    session: async (requestOptions) => {
      const { answer, clockOffsetMs } = await timedRequest<StaffSessionView>('GET', STAFF_API.session, requestOptions);
      return sessionOnThisClock(answer, clockOffsetMs);
    },
    keepSession: async (requestOptions) => {
      const { answer, clockOffsetMs } = await timedRequest<StaffSessionView>('POST', STAFF_API.keepSession, requestOptions);
      return sessionOnThisClock(answer, clockOffsetMs);
    },
    forms: (requestOptions) => request('GET', STAFF_API.forms, requestOptions),
    inbox: (kind, filter, after, requestOptions) =>
      request('GET', withQuery(STAFF_API.submissions(kind), withAfter(inboxFilterSearch(filter), after)), requestOptions),
    submission: (kind, reference, requestOptions) => request('GET', STAFF_API.submission(kind, reference), requestOptions),
    audit: (filter, after, requestOptions) => request('GET', withQuery(STAFF_API.audit, withAfter(auditFilterSearch(filter), after)), requestOptions),
    signOut: (requestOptions) => request('POST', STAFF_SIGN_OUT_PATH, requestOptions),
    memberConsent: (memberId, requestOptions) => request('POST', STAFF_CONSENT_API.member, requestOptions, { memberId }),
    consentProof: (reference, requestOptions) => request('GET', STAFF_CONSENT_API.proof(reference), requestOptions),
    recordWithdrawal: (withdrawal, requestOptions) => request('POST', STAFF_CONSENT_API.withdrawals, requestOptions, withdrawal),
    withdrawals: (show, after, requestOptions) => request('GET', withQuery(STAFF_CONSENT_API.toHonour, withAfter(`show=${show}`, after)), requestOptions),
    markHonoured: (reference, mark, requestOptions) => request('POST', STAFF_CONSENT_API.honoured(reference), requestOptions, mark),
    ...operationsCalls(request),
  };
}
