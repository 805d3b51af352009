// The mock back end of docs/api.md shared by jest and Storybook, so it imports `msw` only (never msw/node).
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver, type RequestHandler } from 'msw';
import { API_PATHS, fromFormDataBody, type SubmissionReceipt } from '../src/domain/apiContract';
import type { ContactPoint } from '../src/domain/contactConfirmation';
import { FORMS, formatReference, type FormDescriptor, type FormKind } from '../src/domain/forms';
import { hasValidNpiCheckDigit } from '../src/domain/npi';

/** The shell's calls; each form's POST is an endpoint too, named by its kind (src/domain/forms.ts). */
const SHELL_PATHS = {
  siteInMaintenance: API_PATHS.siteInMaintenance,
  notifications: API_PATHS.notifications,
  npiValidity: `${API_PATHS.npiValidity}/:npi`,
} as const;

export type MockEndpoint = keyof typeof SHELL_PATHS | FormKind;

/** Leading wildcards match any origin and base path, so configurable API and web bases still hit them. */
export const MOCK_PATHS = Object.fromEntries([
  ...Object.entries(SHELL_PATHS).map(([endpoint, path]) => [endpoint, `*${path}`]),
  ...FORMS.map((form) => [form.kind, `*${form.path}`]),
]) as Record<MockEndpoint, string>;

export const MOCK_ENDPOINTS = Object.keys(MOCK_PATHS) as MockEndpoint[];

/** The shell's calls are GETs; every form's is a POST. */
function mockMethod(endpoint: MockEndpoint): 'get' | 'post' {
  return Object.hasOwn(SHELL_PATHS, endpoint) ? 'get' : 'post';
}

/** A handler for one call of docs/api.md with the given resolver: the building block of the scenarios. */
export function mockEndpoint(endpoint: MockEndpoint, resolver: HttpResponseResolver): HttpHandler {
  return http[mockMethod(endpoint)](MOCK_PATHS[endpoint], resolver);
}

export interface ReceivedSubmission {
  /** The URL path the POST reached, e.g. '/api/Attestation'. */
  path: string;
  /** Request headers, names lower-cased. */
  headers: Record<string, string>;
  /** The record inside the formData envelope; undefined when the envelope was wrong. */
  record: unknown;
  /** The raw JSON body, to assert the envelope itself. */
  body: unknown;
}

/** Every POST the mocks received, in order, so tests can assert payloads and headers. */
export const receivedSubmissions: ReceivedSubmission[] = [];
let lastSubmissionId = 0;

export function clearReceivedSubmissions(): void {
  receivedSubmissions.length = 0;
  lastSubmissionId = 0;
}

/** What a saved consent waits for the member to confirm (issue 36), from the record stored; nothing by default. */
export type AwaitingOf = (record: Readonly<Record<string, unknown>>) => readonly ContactPoint[];

export interface SubmissionResolverOptions {
  /** What the consent waits for; nothing by default. */
  awaitingOf?: AwaitingOf;
  /** Answers only after this long. The POST is recorded when it arrives, not when answered, so a story that ends
   *  before the answer cannot leave its POST to land in the next story's `receivedSubmissions`. */
  answerAfterMs?: number;
}

/**
 * A form's POST as the reference server answers it: its envelope, and a reference with its prefix (src/domain/forms.ts),
 * and, with `awaitingOf`, what the consent waits for.
 */
export function submissionResolver(
  { envelopeKey: key, kind }: FormDescriptor<FormKind>,
  { awaitingOf, answerAfterMs = 0 }: SubmissionResolverOptions = {},
): HttpResponseResolver {
  return async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      body = undefined;
    }
    const record = fromFormDataBody(key, body);
    receivedSubmissions.push({
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers.entries()),
      record,
      body,
    });
    if (answerAfterMs > 0) await delay(answerAfterMs);
    if (typeof record !== 'object' || record === null) {
      return HttpResponse.json({ formData: `Expected a JSON string holding ${key}.` }, { status: 400, statusText: 'Bad Request' });
    }
    lastSubmissionId += 1;
    const awaiting = awaitingOf?.(record as Record<string, unknown>) ?? [];
    const receipt: SubmissionReceipt = {
      id: lastSubmissionId,
      reference: formatReference(kind, lastSubmissionId),
      ...(awaiting.length > 0 ? { awaiting } : {}),
    };
    return HttpResponse.json(receipt, { status: 201, statusText: 'Created' });
  };
}

/** The healthy back end's answer to each call; scenarios reuse them (e.g. `slow` delays then answers these). */
export const defaultResolvers: Record<MockEndpoint, HttpResponseResolver> = {
  siteInMaintenance: () => HttpResponse.json(false),
  notifications: () => HttpResponse.json([]),
  npiValidity: ({ params }) => {
    const npi = typeof params.npi === 'string' ? params.npi : '';
    return HttpResponse.json(hasValidNpiCheckDigit(npi));
  },
  ...(Object.fromEntries(FORMS.map((form) => [form.kind, submissionResolver(form)])) as Record<FormKind, HttpResponseResolver>),
};

export const defaultHandlers: RequestHandler[] = MOCK_ENDPOINTS.map((endpoint) => mockEndpoint(endpoint, defaultResolvers[endpoint]));
