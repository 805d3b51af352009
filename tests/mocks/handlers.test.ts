import { toFormDataBody } from '../../src/domain/apiContract';
import { clearReceivedSubmissions, receivedSubmissions } from '../../mocks/handlers';
import {
  attestationSaveFails500,
  forbidden403,
  maintenanceOn,
  networkError,
  notFound404,
  notificationsFail500,
  notificationsPresent,
  npiCheckFails500,
  npiNotFound,
  preferredContactAwaitingConfirmation,
  preferredContactSaveFails500,
  SAMPLE_NOTIFICATIONS,
  scenarios,
  serverError500,
  slow,
  SLOW_RESPONSE_DELAY_MS,
  tgiSaveFails500,
} from '../../mocks/scenarios';
import { server } from '../../support/mswServer';

/** The six calls of docs/api.md, made with plain fetch so these tests check the mocks, not the client. */
const CALLS = {
  siteInMaintenance: () => fetch('http://localhost/api/common/issiteinmaintenance'),
  notifications: () => fetch('http://localhost/notification'),
  npiValidity: () => fetch('http://localhost/api/Attestation/IsNPIValid/1234567893'),
  attestation: () => postJson('http://localhost/api/Attestation', toFormDataBody('attestationForm', { firstName: 'Ada' })),
  preferredContact: () => postJson('http://localhost/api/preferredcontact', toFormDataBody('preferredContactForm', { isEmail: true })),
  tgiAct: () => postJson('http://localhost/api/tgiact', toFormDataBody('tgiActForm', { isValidNPI: 'Yes' })),
} as const;
type Call = keyof typeof CALLS;
const ALL_CALLS = Object.keys(CALLS) as Call[];

function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function statusOf(call: Call): Promise<number> {
  return (await CALLS[call]()).status;
}

beforeEach(() => clearReceivedSubmissions());

describe('defaultHandlers', () => {
  it('answers maintenance false and no notifications', async () => {
    expect(await (await CALLS.siteInMaintenance()).json()).toBe(false);
    expect(await (await CALLS.notifications()).json()).toEqual([]);
  });

  it('answers IsNPIValid by the NPI check digit', async () => {
    const answer = async (npi: string) => (await fetch(`http://localhost/api/Attestation/IsNPIValid/${npi}`)).json();
    expect(await answer('1234567893')).toBe(true);
    expect(await answer('1234567890')).toBe(false);
    expect(await answer('12345')).toBe(false);
  });

  it('answers every POST 201 with a receipt and records path, headers and record', async () => {
    const response = await postJson(
      'http://localhost/api/Attestation',
      toFormDataBody('attestationForm', { firstName: 'Ada' }),
      { 'X-XSRF-TOKEN': 'tok', 'Idempotency-Key': 'k-1' },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 1, reference: 'ATT-000001' });
    expect(await (await CALLS.preferredContact()).json()).toEqual({ id: 2, reference: 'PMC-000002' });
    expect(await (await CALLS.tgiAct()).json()).toEqual({ id: 3, reference: 'TGI-000003' });

    expect(receivedSubmissions.map(({ path, record }) => ({ path, record }))).toEqual([
      { path: '/api/Attestation', record: { firstName: 'Ada' } },
      { path: '/api/preferredcontact', record: { isEmail: true } },
      { path: '/api/tgiact', record: { isValidNPI: 'Yes' } },
    ]);
    expect(receivedSubmissions[0]?.headers).toMatchObject({ 'x-xsrf-token': 'tok', 'idempotency-key': 'k-1' });
  });

  it('matches any origin and base path', async () => {
    expect((await postJson('https://api.plan.org/v2/api/Attestation', toFormDataBody('attestationForm', {}))).status).toBe(201);
    expect(await (await fetch('https://web.plan.org/portal/api/common/issiteinmaintenance')).json()).toBe(false);
  });

  it('answers 400 to an envelope for another form, a record that is not JSON, or a body without formData', async () => {
    const wrongKey = await postJson('http://localhost/api/Attestation', toFormDataBody('tgiActForm', {}));
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.json()).toEqual({ formData: 'Expected a JSON string holding attestationForm.' });

    expect((await postJson('http://localhost/api/tgiact', { formData: '{broken' })).status).toBe(400);
    expect((await postJson('http://localhost/api/preferredcontact', { preferredContactForm: {} })).status).toBe(400);
    const notJson = await fetch('http://localhost/api/tgiact', { method: 'POST', body: 'hello' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ formData: 'Expected a JSON string holding tgiActForm.' });
    expect(receivedSubmissions.map((submission) => submission.record)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('starts the receipts again after clearReceivedSubmissions', async () => {
    await CALLS.attestation();
    clearReceivedSubmissions();
    expect(receivedSubmissions).toEqual([]);
    expect(await (await CALLS.attestation()).json()).toEqual({ id: 1, reference: 'ATT-000001' });
  });
});

describe('scenarios', () => {
  it('maintenanceOn answers true', async () => {
    server.use(...maintenanceOn);
    expect(await (await CALLS.siteInMaintenance()).json()).toBe(true);
  });

  it('notificationsPresent answers the three sample notices, each a non-empty message', async () => {
    server.use(...notificationsPresent);
    expect(await (await CALLS.notifications()).json()).toEqual(SAMPLE_NOTIFICATIONS);
    expect(SAMPLE_NOTIFICATIONS).toHaveLength(3);
    for (const notice of SAMPLE_NOTIFICATIONS) expect(notice.message).toMatch(/\S/);
  });

  it('npiNotFound answers false even for a valid NPI', async () => {
    server.use(...npiNotFound);
    expect(await (await CALLS.npiValidity()).json()).toBe(false);
  });

  it('serverError500 fails all six calls with a JSON error body', async () => {
    server.use(...serverError500);
    for (const call of ALL_CALLS) {
      const response = await CALLS[call]();
      expect([call, response.status]).toEqual([call, 500]);
      expect(await response.json()).toEqual({ error: 'Internal Server Error' });
    }
    expect(receivedSubmissions).toEqual([]);
  });

  it.each<[string, typeof forbidden403, number]>([
    ['forbidden403', forbidden403, 403],
    ['notFound404', notFound404, 404],
  ])('%s fails all six calls', async (_name, handlers, status) => {
    server.use(...handlers);
    for (const call of ALL_CALLS) expect([call, await statusOf(call)]).toEqual([call, status]);
  });

  it('networkError makes all six calls reject', async () => {
    server.use(...networkError);
    for (const call of ALL_CALLS) await expect(CALLS[call]()).rejects.toThrow(TypeError);
  });

  it.each<[string, typeof npiCheckFails500, Call]>([
    ['npiCheckFails500', npiCheckFails500, 'npiValidity'],
    ['attestationSaveFails500', attestationSaveFails500, 'attestation'],
    ['notificationsFail500', notificationsFail500, 'notifications'],
    ['preferredContactSaveFails500', preferredContactSaveFails500, 'preferredContact'],
    ['tgiSaveFails500', tgiSaveFails500, 'tgiAct'],
  ])('%s fails only its own call', async (_name, handlers, failing) => {
    server.use(...handlers);
    for (const call of ALL_CALLS) {
      const status = await statusOf(call);
      expect([call, status >= 500]).toEqual([call, call === failing]);
    }
  });

  it('slow answers every call with the default answer, only after the delay', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      server.use(...slow);
      for (const call of ALL_CALLS) {
        let settled = false;
        const pending = CALLS[call]().then((response) => {
          settled = true;
          return response;
        });
        await jest.advanceTimersByTimeAsync(SLOW_RESPONSE_DELAY_MS - 100);
        expect([call, settled]).toEqual([call, false]);
        await jest.advanceTimersByTimeAsync(200);
        const response = await pending;
        expect([call, response.status < 300]).toEqual([call, true]);
      }
      expect(receivedSubmissions).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('preferredContactAwaitingConfirmation says the consent waits for the email address, and the mobile number when one is given', async () => {
    server.use(...preferredContactAwaitingConfirmation);
    const save = (record: object) => postJson('http://localhost/api/preferredcontact', toFormDataBody('preferredContactForm', record));
    const emailOnly = await save({ emailAddress: 'ada@example.org', mobileNumber: '' });
    expect(emailOnly.status).toBe(201);
    expect(await emailOnly.json()).toEqual({ id: 1, reference: 'PMC-000001', awaiting: ['email'] });
    expect(await (await save({ emailAddress: 'ada@example.org', mobileNumber: '(562) 555-0123' })).json()).toEqual({
      id: 2,
      reference: 'PMC-000002',
      awaiting: ['email', 'mobile'],
    });
    expect(await (await CALLS.tgiAct()).json()).toEqual({ id: 3, reference: 'TGI-000003' });
  });

  it('lists every scenario by name', () => {
    expect(Object.keys(scenarios).sort()).toEqual(
      [
        'attestationSaveFails500',
        'forbidden403',
        'maintenanceOn',
        'networkError',
        'notFound404',
        'notificationsFail500',
        'notificationsPresent',
        'npiCheckFails500',
        'npiNotFound',
        'preferredContactAwaitingConfirmation',
        'preferredContactSaveFails500',
        'serverError500',
        'slow',
        'tgiSaveFails500',
      ].sort(),
    );
  });
});
