/**
 * @jest-environment-options {"url": "https://plan.example/staff/forms/contact"}
 */
// The console's API client on its real footing: over HTTPS it copies __Host-XSRF-TOKEN (never a plain XSRF-TOKEN a
// sibling subdomain could plant) into every POST, sends no token with a GET, reads each answer's idle end, and turns
// failures into plain data with the server's own sentence.
import { http, HttpResponse } from 'msw';
import { STAFF_IDLE_ENDS_HEADER } from '../../src/domain/staffConsole';
import { createStaffApi, StaffApiError } from '../../src/staff/api';
import { server } from '../../support/mswServer';

const IDLE_END = '2026-11-28T17:15:00.000Z';
const SESSION = { subject: 'idp|93f6aa', email: null, name: null, role: 'admin', idleEndsAt: IDLE_END, absoluteEndsAt: '2026-11-29T01:00:00.000Z' };

it('sends __Host-XSRF-TOKEN with a POST, none with a GET, and hands back the idle end of each answer', async () => {
  document.cookie = 'XSRF-TOKEN=planted; path=/';
  document.cookie = '__Host-XSRF-TOKEN=the-real-one; path=/; secure';
  const sent: Request[] = [];
  server.use(
    http.all('https://plan.example/staff/api/session*', ({ request }) => {
      sent.push(request.clone());
      return HttpResponse.json(SESSION, { headers: { [STAFF_IDLE_ENDS_HEADER]: IDLE_END } });
    }),
  );
  const api = createStaffApi();
  await expect(api.session()).resolves.toEqual({ body: SESSION, idleEndsAt: IDLE_END });
  await expect(api.keepSession()).resolves.toEqual({ body: SESSION, idleEndsAt: IDLE_END });
  expect(sent.map((request) => [request.method, new URL(request.url).pathname, request.headers.get('x-xsrf-token')])).toEqual([
    ['GET', '/staff/api/session', null],
    ['POST', '/staff/api/session/keep', 'the-real-one'],
  ]);
  expect(sent.every((request) => request.credentials === 'same-origin')).toBe(true);
});

it('asks the inbox with the filter and the cursor, in one spelling', async () => {
  const asked: string[] = [];
  server.use(
    http.get('https://plan.example/staff/api/forms/:kind/submissions', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ rows: [] });
    }),
  );
  await createStaffApi().inbox('tgi', { language: 'es', changesAnswer: true, from: '2026-11-01' }, 'c/9+x', {});
  expect(asked).toEqual(['?from=2026-11-01&language=es&changesAnswer=true&after=c%2F9%2Bx']);
});

it("fails with the status and the server's sentence, and the idle end the refusal still carried", async () => {
  server.use(
    http.get('https://plan.example/staff/api/audit', () =>
      HttpResponse.json({ message: 'Your role does not allow this.' }, { status: 403, statusText: 'Forbidden', headers: { [STAFF_IDLE_ENDS_HEADER]: IDLE_END } }),
    ),
  );
  const failure = await createStaffApi()
    .audit({}, undefined)
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(StaffApiError);
  expect(failure).toMatchObject({
    failure: { status: 403, statusText: 'Forbidden', url: 'https://plan.example/staff/api/audit', message: 'Your role does not allow this.' },
    idleEndsAt: IDLE_END,
  });
});

it('fails with status 0 when no answer comes in time', async () => {
  server.use(http.get('https://plan.example/staff/api/forms', () => new Promise<Response>(() => undefined)));
  const failure = await createStaffApi({ timeoutMs: 20 })
    .forms()
    .catch((error: unknown) => error);
  expect(failure).toMatchObject({ failure: { status: 0, message: 'The server did not answer in time.' } });
});

it("reads the session's ends on this computer's clock when it is minutes off the server's", async () => {
  // The server's clock says 17:00; this computer's says 16:47 (13 minutes behind).
  const serverNow = Date.parse('2026-11-28T17:00:00.000Z');
  jest.spyOn(Date, 'now').mockReturnValue(serverNow - 13 * 60_000);
  server.use(
    http.get('https://plan.example/staff/api/session', () =>
      HttpResponse.json(SESSION, { headers: { [STAFF_IDLE_ENDS_HEADER]: IDLE_END, date: new Date(serverNow).toUTCString() } }),
    ),
  );
  try {
    await expect(createStaffApi().session()).resolves.toEqual({
      body: { ...SESSION, idleEndsAt: '2026-11-28T17:02:00.000Z', absoluteEndsAt: '2026-11-29T00:47:00.000Z' },
      idleEndsAt: '2026-11-28T17:02:00.000Z',
    });
  } finally {
    jest.restoreAllMocks();
  }
});

it('posts a JSON body with the consent calls, and reads a refusal’s code and fields', async () => {
  document.cookie = '__Host-XSRF-TOKEN=the-real-one; path=/; secure';
  const sent: { contentType: string | null; token: string | null; body: unknown }[] = [];
  server.use(
    http.post('https://plan.example/staff/api/consent/withdrawals', async ({ request }) => {
      sent.push({ contentType: request.headers.get('content-type'), token: request.headers.get('x-xsrf-token'), body: await request.json() });
      return HttpResponse.json(
        { message: 'No consent is on record for member ID ZX9087654.', code: 'no-consent', fields: { received: 'Too early.', ignored: 7 } },
        { status: 409, statusText: 'Conflict' },
      );
    }),
  );
  const request = { memberId: 'ZX9087654', channels: ['text' as const], source: 'phone' as const, received: '2026-11-20' };
  const failure = await createStaffApi()
    .recordWithdrawal(request)
    .catch((error: unknown) => error);
  expect(sent).toEqual([{ contentType: 'application/json', token: 'the-real-one', body: request }]);
  expect(failure).toMatchObject({
    failure: { status: 409, message: 'No consent is on record for member ID ZX9087654.', code: 'no-consent', fields: { received: 'Too early.' } },
  });
  // Only the fields the server named in words: a value of another kind is not a problem to show.
  expect((failure as StaffApiError).failure.fields).toEqual({ received: 'Too early.' });
});

it('asks for the withdrawals with the list and the cursor', async () => {
  const asked: string[] = [];
  server.use(
    http.get('https://plan.example/staff/api/withdrawals', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ rows: [], today: '2026-11-27' });
    }),
  );
  await createStaffApi().withdrawals('honoured', 'c/9+x');
  await createStaffApi().withdrawals('open', undefined);
  expect(asked).toEqual(['?show=honoured&after=c%2F9%2Bx', '?show=open']);
});
