// Logs never hold form values (docs/api.md): canary values go through every route and answer, and none reaches the log.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  attestationRecord,
  contactRecord,
  envelope,
  npiWithCheckDigit,
  openApp,
  openSession,
  storeWith,
  tgiRecord,
  type Session,
  type TestApp,
} from './support/appHarness';
import { StoreError } from '../../server/store/errors';
import { API_PATHS, npiValidityPath } from '../../src/domain/apiContract';

const CANARY = {
  firstName: 'CanaryFirstZq7',
  lastName: 'CanaryLastQx4',
  memberId: 'MBR-CANARY-991',
  email: 'canary.zq7@example.org',
  phone: '(555) 010-9917',
  organization: 'CanaryOrgZq7 Clinic',
  title: 'CanaryTitleZq7',
  npi: npiWithCheckDigit('991799179'),
} as const;
/** Every canary, and the parts a log line could carry on their own. */
const FORBIDDEN = [...Object.values(CANARY), '5550109917', '010-9917', 'canary.zq7', 'zq7', 'qx4', 'canary'];

const contact = contactRecord({
  firstName: CANARY.firstName,
  lastName: CANARY.lastName,
  memberId: CANARY.memberId,
  emailAddress: CANARY.email,
  mobileNumber: CANARY.phone,
});
const attestation = attestationRecord({
  firstName: CANARY.firstName,
  lastName: CANARY.lastName,
  individualNPI: CANARY.npi,
  title: CANARY.title,
  organizationName: CANARY.organization,
});
const tgi = tgiRecord({
  providerFirstName: CANARY.firstName,
  providerLastName: CANARY.lastName,
  individualNPI: CANARY.npi,
  fullNameOfPersonCompletingSurvey: `${CANARY.firstName} ${CANARY.lastName}`,
  titleOfPersonCompletingSurvey: CANARY.title,
  email: CANARY.email,
  phoneNumber: CANARY.phone,
});

/** A Writable that keeps what the logger writes. */
function collector() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** A registry that answers with the NPI it was asked about, as text: the parser's message would quote it. */
async function echoingRegistry(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const number = new URL(request.url ?? '/', 'http://registry.test').searchParams.get('number');
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(`<${number}>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Extra headers that carry canaries too: none may be logged. */
const NOISY_HEADERS = {
  'user-agent': `Mozilla/5.0 (${CANARY.email})`,
  referer: `https://portal.example/preferredcontact?email=${CANARY.email}`,
  'x-member-id': CANARY.memberId,
};

function postFrom(app: FastifyInstance, session: Session | undefined, url: string, payload: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(session?.headers ?? {}), ...NOISY_HEADERS, 'content-type': 'application/json', ...headers },
    payload,
  });
}

describe('with canary values through every route', () => {
  const logs = collector();
  const statuses: number[] = [];
  let t: TestApp;
  let failing: TestApp;
  let registry: Awaited<ReturnType<typeof echoingRegistry>>;

  beforeAll(async () => {
    registry = await echoingRegistry();
    t = await openApp({
      prefix: 'logging',
      logStream: logs.stream,
      env: { LOG_LEVEL: 'trace', RATE_LIMIT_MAX: '13', NPPES_URL: registry.url, NPPES_TIMEOUT_MS: '1000' },
    });
    failing = await openApp({
      prefix: 'logging-failing',
      logStream: logs.stream,
      env: { LOG_LEVEL: 'trace' },
      wrapStore: (store) =>
        storeWith(store, {
          saveSubmission: (kind) =>
            Promise.reject(kind === 'tgi' ? new StoreError('WRITE_FAILED', 'The submission could not be stored.', 'SQLITE_FULL') : new Error('connection reset by peer')),
        }),
    });

    const { app } = t;
    const session = await openSession(app);
    const record = async (response: Promise<{ statusCode: number }>) => {
      statuses.push((await response).statusCode);
    };
    const body = {
      attestation: JSON.stringify(envelope('attestation', attestation)),
      contact: JSON.stringify(envelope('contact', contact)),
      tgi: JSON.stringify(envelope('tgi', tgi)),
    };

    // GETs, canaries in paths, query strings and headers.
    await record(app.inject({ url: `${API_PATHS.siteInMaintenance}?email=${CANARY.email}`, headers: NOISY_HEADERS }));
    await record(app.inject({ url: `${API_PATHS.notifications}?name=${CANARY.firstName}`, headers: NOISY_HEADERS }));
    await record(app.inject({ url: npiValidityPath(CANARY.npi), headers: NOISY_HEADERS }));
    await record(app.inject({ url: npiValidityPath(CANARY.firstName) }));
    await record(app.inject({ url: npiValidityPath(`${CANARY.memberId}-${'9'.repeat(30)}`) }));
    await record(app.inject({ url: `/preferredcontact?member=${CANARY.memberId}`, headers: { accept: 'text/html', ...NOISY_HEADERS } }));
    await record(app.inject({ url: `/members/${CANARY.memberId}`, headers: { accept: 'text/html' } }));
    await record(app.inject({ url: `/api/${CANARY.firstName}/${CANARY.email}` }));
    await record(app.inject({ url: `/assets/${CANARY.email}.js` }));

    // Valid POSTs, each form, with a key and its replay.
    await record(postFrom(app, session, API_PATHS.attestation, body.attestation, { 'idempotency-key': 'logging-key-1' }));
    await record(postFrom(app, session, API_PATHS.attestation, body.attestation, { 'idempotency-key': 'logging-key-1' }));
    await record(postFrom(app, session, API_PATHS.contact, body.contact));
    await record(postFrom(app, session, API_PATHS.tgi, body.tgi));

    // 400s: field errors, unknown fields, wrong types, broken envelopes and bodies, a bad key.
    await record(postFrom(app, session, API_PATHS.contact, JSON.stringify(envelope('contact', { ...contact, emailAddress: `${CANARY.email}@` }))));
    await record(postFrom(app, session, API_PATHS.contact, JSON.stringify(envelope('contact', { ...contact, [CANARY.memberId]: CANARY.phone }))));
    await record(postFrom(app, session, API_PATHS.tgi, JSON.stringify(envelope('tgi', { ...tgi, phoneNumber: 5550109917 }))));
    await record(postFrom(app, session, API_PATHS.tgi, JSON.stringify({ formData: `{"tgiActForm": {"email": "${CANARY.email}"` })));
    await record(postFrom(app, session, API_PATHS.attestation, `{"formData": "${CANARY.firstName} ${CANARY.lastName}`));
    await record(postFrom(app, session, API_PATHS.attestation, JSON.stringify({ formData: CANARY.email, [CANARY.memberId]: 1 })));
    await record(postFrom(app, session, API_PATHS.attestation, body.attestation, { 'idempotency-key': `${CANARY.firstName} key` }));

    // 403, 413, 415.
    await record(postFrom(app, undefined, API_PATHS.contact, body.contact));
    await record(postFrom(app, session, API_PATHS.contact, body.contact, { 'sec-fetch-site': 'cross-site' }));
    await record(postFrom(app, session, API_PATHS.contact, JSON.stringify(envelope('contact', { ...contact, lastName: CANARY.lastName.repeat(1500) }))));
    await record(postFrom(app, session, API_PATHS.contact, body.contact, { 'content-type': 'text/plain' }));

    // 429: the limit is 13 POSTs per address across the forms; this is the 14th that passed anti-forgery (403s are refused first).
    await record(postFrom(app, session, API_PATHS.contact, body.contact));

    // 500 (a plain error from the store) and 503 (a StoreError).
    const failingSession = await openSession(failing.app);
    await record(postFrom(failing.app, failingSession, API_PATHS.contact, body.contact));
    await record(postFrom(failing.app, failingSession, API_PATHS.tgi, body.tgi));
  });

  afterAll(async () => {
    await t.close();
    await failing.close();
    await registry.close();
  });

  it('went through every kind of answer', () => {
    for (const status of [200, 201, 400, 403, 404, 413, 415, 429, 500, 503]) expect(statuses).toContain(status);
  });

  it('logged the requests: one JSON line each way, with route and status', () => {
    const lines = logs
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; req?: { route?: string }; res?: { statusCode?: number } });
    expect(lines.filter((line) => line.msg === 'incoming request').length).toBeGreaterThanOrEqual(statuses.length);
    const completed = lines.filter((line) => line.msg === 'request completed').map((line) => line.res?.statusCode);
    for (const status of [201, 400, 403, 404, 413, 415, 429, 500, 503]) expect(completed).toContain(status);
    expect(lines.map((line) => line.req?.route)).toEqual(
      expect.arrayContaining(['/api/Attestation/IsNPIValid/:npi', API_PATHS.contact, API_PATHS.tgi, API_PATHS.attestation]),
    );
    // The registry failure and the 500 are logged, in fixed words.
    expect(logs.text()).toContain('NPI registry unavailable');
    expect(logs.text()).toContain('request failed');
  });

  it.each(FORBIDDEN)('the log never contains %j', (value) => {
    expect(logs.text().length).toBeGreaterThan(1000);
    expect(logs.text().toLowerCase()).not.toContain(value.toLowerCase());
  });
});
