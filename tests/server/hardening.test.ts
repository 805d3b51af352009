// Server hardening: what an attacker or a careless client sends is refused or bounded, and what is stored is
// checked by the server itself. One describe per finding; storage-specific items also run on PostgreSQL
// in tests/server/store/store.test.ts.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../../server/store/createStore';
import { npiValidityPath, toFormDataBody } from '../../src/domain/apiContract';
import {
  attestationRecord,
  BAD_CHECK_DIGIT_NPI,
  envelope,
  FORMS,
  openApp,
  openSession,
  npiWithCheckDigit,
  post,
  tgiRecord,
  VALID_NPI,
  type FormName,
  type Session,
  type TestApp,
} from './support/appHarness';
import { headersOf, rawExchange } from './support/rawHttp';
import { logCollector } from './support/logCollector';

const FORM_NAMES = Object.keys(FORMS) as FormName[];

let t: TestApp;
let session: Session;

beforeEach(async () => {
  t = await openApp({ prefix: 'hardening' });
  session = await openSession(t.app);
});
afterEach(async () => {
  await t.close();
});

describe('file modes: the data folder and the database are the owner\'s alone', () => {
  it('creates the folder 0700 and the database, its WAL and shared-memory files 0600', async () => {
    // A submission makes SQLite create its -wal and -shm files.
    expect((await post(t.app, session, FORMS.attestation.path, envelope('attestation', attestationRecord()))).statusCode).toBe(201);
    const dataDir = t.config.dataDir;
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) {
      expect({ name: path.basename(name), mode: fs.statSync(name).mode & 0o777 }).toEqual({ name: path.basename(name), mode: 0o600 });
    }
  });
});

describe('unknown keys beside the record in formData', () => {
  it.each(FORM_NAMES)('%s: 400 and nothing stored', async (form) => {
    const inner = JSON.parse(envelope(form, FORMS[form].record()).formData) as Record<string, unknown>;
    const response = await post(t.app, session, FORMS[form].path, { formData: JSON.stringify({ ...inner, evil: {} }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: `formData must be JSON text of an object holding ${FORMS[form].key} and nothing else.` });
    expect(await t.store.countSubmissions(FORMS[form].kind)).toBe(0);
  });
});

describe('control, text-direction and invisible-only text', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['ESC', 'Ada\u001b[31m'],
    ['BEL', 'A\u0007da'],
    ['a C1 control', 'Ada\u0085x'],
    ['a right-to-left override', 'Ada\u202egnp.exe'],
  ])('a first name with %s: 400 naming the field, nothing stored', async (_name, firstName) => {
    const response = await post(t.app, session, FORMS.attestation.path, toFormDataBody('attestationForm', attestationRecord({ firstName })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { firstName: 'First Name contains a character that cannot be used here (a control, line-break or text-direction character). Type it again without it.' },
    });
    expect(await t.store.countSubmissions('attestation')).toBe(0);
  });

  it('a last name of zero-width characters only is missing', async () => {
    const response = await post(t.app, session, FORMS.attestation.path, toFormDataBody('attestationForm', attestationRecord({ lastName: '\u200b\u200d\ufeff' })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { lastName: 'Last Name is required.' } });
  });
});

describe('isValidNPI is the server\'s own verdict, never the browser\'s', () => {
  it('an attestation claiming Yes for an NPI whose check digit is wrong is stored with No (201: the person is not stuck)', async () => {
    expect((await t.app.inject({ url: npiValidityPath(BAD_CHECK_DIGIT_NPI) })).json()).toBe(false);
    const response = await post(t.app, session, FORMS.attestation.path, envelope('attestation', attestationRecord({ individualNPI: BAD_CHECK_DIGIT_NPI, isValidNPI: 'Yes' })));
    expect(response.statusCode).toBe(201);
    const [stored] = await t.store.listSubmissions('attestation');
    expect(stored?.record).toMatchObject({ individualNPI: BAD_CHECK_DIGIT_NPI, isValidNPI: 'No' });
  });

  it('a TGI response claiming Yes for an NPI not on the imported provider list is stored with No', async () => {
    await t.store.importProviders([VALID_NPI]);
    const other = npiWithCheckDigit('987654321');
    const response = await post(t.app, session, FORMS.tgi.path, envelope('tgi', tgiRecord({ individualNPI: other, isValidNPI: 'Yes' })));
    expect(response.statusCode).toBe(201);
    const [stored] = await t.store.listSubmissions('tgi');
    expect(stored?.record).toMatchObject({ individualNPI: other, isValidNPI: 'No' });
  });

  it('a valid NPI sent with No (or N/A sent with No) is stored as the server finds it', async () => {
    await post(t.app, session, FORMS.tgi.path, envelope('tgi', tgiRecord({ individualNPI: VALID_NPI, isValidNPI: 'No' })));
    await post(t.app, session, FORMS.attestation.path, envelope('attestation', attestationRecord({ individualNPI: 'NA', isValidNPI: 'No' })));
    expect((await t.store.listSubmissions('tgi'))[0]?.record).toMatchObject({ isValidNPI: 'Yes' });
    expect((await t.store.listSubmissions('attestation'))[0]?.record).toMatchObject({ individualNPI: 'NA', isValidNPI: 'No' });
  });
});


describe('NPI look-ups have a budget of their own per client address', () => {
  it('answers 429 with Retry-After past NPI_RATE_LIMIT_MAX, logs it, and leaves the submissions\' budget alone', async () => {
    const logs = logCollector();
    const limited = await openApp({ prefix: 'npi-limit', env: { NPI_RATE_LIMIT_MAX: '5', RATE_LIMIT_MAX: '3' }, logStream: logs.stream });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 7; index += 1) statuses.push((await limited.app.inject({ url: npiValidityPath(VALID_NPI) })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const refused = await limited.app.inject({ url: npiValidityPath(VALID_NPI) });
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^Too many NPI look-ups from this address\./) });

      const limitedSession = await openSession(limited.app);
      expect((await post(limited.app, limitedSession, FORMS.attestation.path, envelope('attestation', attestationRecord()))).statusCode).toBe(201);
      expect(logs.securityEvents()).toContainEqual(
        expect.objectContaining({ securityEvent: 'rateLimited', budget: 'NPI look-ups', clientAddress: '127.0.0.1', route: '/api/Attestation/IsNPIValid/:npi' }),
      );
      expect(JSON.stringify(logs.securityEvents())).not.toContain(VALID_NPI);
    } finally {
      await limited.close();
    }
  });
});

describe('security events are logged with the client address and the route, never a value', () => {
  it('anti-forgery refusals, 413 and 415', async () => {
    const logs = logCollector();
    const watched = await openApp({ prefix: 'security-log', logStream: logs.stream });
    try {
      const secret = 'SecretValueZq9';
      const noToken = await watched.app.inject({
        method: 'POST',
        url: FORMS.attestation.path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(envelope('attestation', attestationRecord({ firstName: secret }))),
      });
      expect(noToken.statusCode).toBe(403);
      const watchedSession = await openSession(watched.app);
      expect((await post(watched.app, watchedSession, FORMS.attestation.path, 'x'.repeat(20_000))).statusCode).toBe(413);
      const plain = await watched.app.inject({
        method: 'POST',
        url: FORMS.attestation.path,
        headers: { ...watchedSession.headers, 'content-type': 'text/csv' },
        payload: secret,
      });
      expect(plain.statusCode).toBe(415);

      const events = logs.securityEvents();
      expect(events.map((event) => event.securityEvent)).toEqual(['antiForgeryRefused', 'bodyTooLarge', 'unsupportedMediaType']);
      for (const event of events) expect(event).toMatchObject({ clientAddress: '127.0.0.1', method: 'POST', route: '/api/Attestation', level: 40 });
      expect(JSON.stringify(events)).not.toContain(secret);
    } finally {
      await watched.close();
    }
  });
});

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'];

describe('slow bodies and Fastify\'s own refusals', () => {
  let listening: TestApp;
  let port: number;
  /** The head of a POST that passes the anti-forgery check, so the server does wait for its body. */
  let postHead: string;
  beforeEach(async () => {
    listening = await openApp({ prefix: 'timeouts', env: { REQUEST_TIMEOUT_MS: '1000' } });
    await listening.app.listen({ port: 0, host: '127.0.0.1' });
    port = (listening.app.server.address() as AddressInfo).port;
    const { headers } = await openSession(listening.app);
    const sessionLines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    postHead = `POST /api/Attestation HTTP/1.1\r\nHost: 127.0.0.1\r\n${sessionLines}Content-Type: application/json\r\nContent-Length: 400\r\n\r\n`;
  });
  afterEach(async () => {
    await listening.close();
  });

  it('a body that stops arriving is answered 408 with the security headers and cut off within the limit', async () => {
    const { text, closedAfterMs } = await rawExchange(port, [`${postHead}{"formData":"`]);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    for (const header of SECURITY_HEADERS) expect(headersOf(text)).toHaveProperty(header);
    expect(text).not.toMatch(/ERR_|HPE_|FST_/);
    expect(closedAfterMs).toBeLessThan(1000 + 2500);
  });

  it('a body trickled a byte at a time is cut off too', async () => {
    const { text, closedAfterMs } = await rawExchange(port, [postHead, ...'{"formData":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'.split('')], 100);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(1000 + 2500);
  });

  it('a header block over Node\'s limit is answered 431 with the security headers and a plain body', async () => {
    const { text } = await rawExchange(port, [`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    for (const header of SECURITY_HEADERS) expect(headersOf(text)).toHaveProperty(header);
    expect(text).toContain('"message":"The request headers are too large."');
  });

  it('a broken URL encoding is answered 400, an over-long path parameter 414: headers on, no echo, no framework code', async () => {
    const broken = await listening.app.inject({ url: '/api/Attestation/IsNPIValid/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The address could not be read.' });
    const long = await listening.app.inject({ url: `/api/Attestation/IsNPIValid/${'1'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ statusCode: 414, error: 'URI Too Long', message: 'The address is too long.' });
    for (const answer of [broken, long]) {
      for (const header of SECURITY_HEADERS) expect(answer.headers).toHaveProperty(header);
      expect(answer.body).not.toMatch(/FST_|%E0|1111/);
    }
  });
});

describe('an Idempotency-Key is bound to its form and its body', () => {
  it('the same body replays the first answer; another body under the same key is 422, stores nothing and is logged', async () => {
    const logs = logCollector();
    const keyed = await openApp({ prefix: 'key-reuse', logStream: logs.stream });
    try {
      const keyedSession = await openSession(keyed.app);
      const headers = { 'idempotency-key': 'retry-key-0001' };
      const body = envelope('attestation', attestationRecord({ firstName: 'First' }));
      const first = await post(keyed.app, keyedSession, FORMS.attestation.path, body, headers);
      expect(first.statusCode).toBe(201);
      const replay = await post(keyed.app, keyedSession, FORMS.attestation.path, body, headers);
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(first.json());
      expect(replay.headers['idempotent-replayed']).toBe('true');

      const other = await post(keyed.app, keyedSession, FORMS.attestation.path, envelope('attestation', attestationRecord({ firstName: 'Second' })), headers);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({
        statusCode: 422,
        error: 'Unprocessable Content',
        message: 'This Idempotency-Key was already used for another submission. Send a new key with a new submission.',
      });
      expect(other.body).not.toContain((first.json() as { reference: string }).reference);
      const stored = await keyed.store.listSubmissions('attestation');
      expect(stored.map((row) => row.record.firstName)).toEqual(['First']);
      expect(logs.securityEvents()).toContainEqual(expect.objectContaining({ securityEvent: 'idempotencyKeyReused', route: '/api/Attestation' }));
    } finally {
      await keyed.close();
    }
  });
});

describe('another process holding the SQLite write lock does not freeze the server', () => {
  /** A second connection to the same database file, as a staff import or a backup would hold it. */
  function outsideWriter(): BetterSqlite3.Database {
    return new BetterSqlite3(path.join(t.config.dataDir, SQLITE_FILE_NAME));
  }

  it('answers other requests while a submission waits for the lock, and stores it once the lock is released', async () => {
    const other = outsideWriter();
    try {
      other.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      const pending = post(t.app, session, FORMS.attestation.path, envelope('attestation', attestationRecord()));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The event loop is free: health, readiness and reads answer at once while the write waits.
      const health = await t.app.inject({ url: '/healthz' });
      const ready = await t.app.inject({ url: '/readyz' });
      const maintenance = await t.app.inject({ url: '/api/common/issiteinmaintenance' });
      expect([health.statusCode, ready.statusCode, maintenance.statusCode]).toEqual([200, 200, 200]);
      expect(Date.now() - started).toBeLessThan(1500);

      other.exec('COMMIT');
      const saved = await pending;
      expect(saved.statusCode).toBe(201);
      expect(await t.store.countSubmissions('attestation')).toBe(1);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  });

  it('gives up after 5 s with 503 and Retry-After, storing nothing', async () => {
    const other = outsideWriter();
    try {
      other.exec('BEGIN IMMEDIATE');
      const response = await post(t.app, session, FORMS.attestation.path, envelope('attestation', attestationRecord()));
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      other.exec('ROLLBACK');
      expect(await t.store.countSubmissions('attestation')).toBe(0);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  }, 15_000);
});
