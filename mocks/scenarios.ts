// Named back-end situations to prepend to the defaults: `server.use(...scenarios.x)` or Storybook `parameters.msw.handlers`.
import { delay, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import type { NotificationMessage } from '../src/domain/apiContract';
import { FORM_DESCRIPTORS, isFormKind, type FormKind } from '../src/domain/forms';
import { defaultResolvers, mockEndpoint, MOCK_ENDPOINTS, submissionResolver, type MockEndpoint } from './handlers';

export const SAMPLE_NOTIFICATIONS: NotificationMessage[] = [
  {
    message:
      'Holiday office hours: our offices are closed Thursday, November 27 and Friday, November 28. Forms submitted online during the closure are processed on the next business day.',
  },
  { message: 'Scheduled maintenance: this site may be unavailable Saturday from 10 PM to 11:59 PM PST.' },
  { message: 'Reminder: DEI Provider Training Program attestations are due by December 31.' },
];

export const SLOW_RESPONSE_DELAY_MS = 2500;

const serverError: HttpResponseResolver = () =>
  HttpResponse.json({ error: 'Internal Server Error' }, { status: 500, statusText: 'Internal Server Error' });

// No body: what a proxy or a rejected anti-forgery check typically answers.
const forbidden: HttpResponseResolver = () => new HttpResponse(null, { status: 403, statusText: 'Forbidden' });

const notFound: HttpResponseResolver = () => new HttpResponse(null, { status: 404, statusText: 'Not Found' });

const networkFailure: HttpResponseResolver = () => HttpResponse.error();

function everyEndpoint(resolverFor: (endpoint: MockEndpoint) => HttpResponseResolver): RequestHandler[] {
  return MOCK_ENDPOINTS.map((endpoint) => mockEndpoint(endpoint, resolverFor(endpoint)));
}

export const maintenanceOn: RequestHandler[] = [mockEndpoint('siteInMaintenance', () => HttpResponse.json(true))];

export const notificationsPresent: RequestHandler[] = [mockEndpoint('notifications', () => HttpResponse.json(SAMPLE_NOTIFICATIONS))];

export const npiNotFound: RequestHandler[] = [mockEndpoint('npiValidity', () => HttpResponse.json(false))];

export const serverError500: RequestHandler[] = everyEndpoint(() => serverError);

export const forbidden403: RequestHandler[] = everyEndpoint(() => forbidden);

export const notFound404: RequestHandler[] = everyEndpoint(() => notFound);

export const networkError: RequestHandler[] = everyEndpoint(() => networkFailure);

/** A form's save answered only after a while, as the healthy back end, recorded as it arrives (see `submissionResolver`). */
export const slowSave = (kind: FormKind): RequestHandler =>
  mockEndpoint(kind, submissionResolver(FORM_DESCRIPTORS[kind], { answerAfterMs: SLOW_RESPONSE_DELAY_MS }));

/** Long enough for loading states (the 1 s loading message) to show, then the healthy answer. */
export const slow: RequestHandler[] = MOCK_ENDPOINTS.map((endpoint) =>
  isFormKind(endpoint)
    ? slowSave(endpoint)
    : mockEndpoint(endpoint, async (info) => {
        await delay(SLOW_RESPONSE_DELAY_MS);
        return defaultResolvers[endpoint](info);
      }),
);

export const npiCheckFails500: RequestHandler[] = [mockEndpoint('npiValidity', serverError)];
export const attestationSaveFails500: RequestHandler[] = [mockEndpoint('attestation', serverError)];
export const notificationsFail500: RequestHandler[] = [mockEndpoint('notifications', serverError)];
export const preferredContactSaveFails500: RequestHandler[] = [mockEndpoint('contact', serverError)];
export const tgiSaveFails500: RequestHandler[] = [mockEndpoint('tgi', serverError)];

/**
 * Issue 36: every contact point the consent names is new to the plan, so the answer says it waits for the member to
 * confirm the email address, and the mobile number when one was given.
 */
export const preferredContactAwaitingConfirmation: RequestHandler[] = [
  mockEndpoint(
    'contact',
    submissionResolver(FORM_DESCRIPTORS.contact, {
      awaitingOf: (record) => ['email', ...(typeof record.mobileNumber === 'string' && record.mobileNumber !== '' ? ['mobile' as const] : [])],
    }),
  ),
];

export const scenarios = {
  maintenanceOn,
  notificationsPresent,
  npiNotFound,
  serverError500,
  forbidden403,
  notFound404,
  networkError,
  slow,
  npiCheckFails500,
  attestationSaveFails500,
  notificationsFail500,
  preferredContactSaveFails500,
  tgiSaveFails500,
  preferredContactAwaitingConfirmation,
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarios;
