// Issue 21, the second round of hardening: one describe per finding the round made.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { API_PATHS } from '../../src/domain/apiContract';
import { attestationRecord, contactRecord, envelope, FORMS, openApp, openSession, post, type TestApp } from './support/appHarness';
import { rawExchange } from './support/rawHttp';

let t: TestApp;
beforeEach(async () => {
  t = await openApp({ prefix: 'hardening-2' });
});
afterEach(async () => {
  await t.close();
});

/** Sends one raw request and collects the answer until the server closes the connection. */
async function rawRequest(port: number, request: string): Promise<string> {
  return (await rawExchange(port, [request])).text;
}

const setCookieNames = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header : header ? [header] : []).map((cookie) => cookie.split('=')[0] ?? '');

describe('3. no-store and the anti-forgery cookies follow the route matched, not how the address is spelled', () => {
  it.each([
    ['the maintenance flag', `/%61pi/common/issiteinmaintenance`],
    ['the notices', '/%6eotification'],
    ['the maintenance flag, every letter of api escaped', '/%61%70%69/common/issiteinmaintenance'],
  ])('%s at %s', async (_what, url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(setCookieNames(response.headers['set-cookie'])).toEqual(expect.arrayContaining(['portal_session', 'XSRF-TOKEN']));
  });

  it('a POST to an escaped API path is still refused without the anti-forgery pair', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/%61pi/preferredcontact', payload: {}, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an absolute-form request target (GET http://host/api/… HTTP/1.1) is no-store and hands out the pair', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await rawRequest(port, `GET http://127.0.0.1:${port}${API_PATHS.siteInMaintenance} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(answer).toMatch(/\r\nset-cookie: XSRF-TOKEN=/i);
  });

  it('an escaped unknown API path is the API’s JSON 404, never the app', async () => {
    const response = await t.app.inject({ url: '/%61pi/nothing-here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('9. a return address of another host never reaches the maintenance page', () => {
  it('during maintenance, //host/x goes to the maintenance page without a way back; after it, the maintenance page goes home', async () => {
    await t.store.setMaintenance(true);
    const during = await t.app.inject({ url: '//evil.example/x', headers: { accept: 'text/html' } });
    expect(during.statusCode).toBe(302);
    expect(during.headers.location).toBe('/maintenance');
    await t.store.setMaintenance(false);
    const after = await t.app.inject({ url: '/maintenance?from=%2F%2Fevil.example%2Fx', headers: { accept: 'text/html' } });
    expect(after.headers.location).toBe('/');
  });
});

describe('4. bytes are not taken on trust: UTF-8 only, decoded strictly, never compressed', () => {
  /** A POST with the anti-forgery pair and raw body bytes. */
  async function postBytes(body: Buffer, headers: Record<string, string>) {
    const session = await openSession(t.app);
    return t.app.inject({
      method: 'POST',
      url: FORMS.attestation.path,
      headers: { ...session.headers, 'content-type': 'application/json', ...headers },
      payload: body,
    });
  }
  /** The attestation's body with `firstName` replaced by raw bytes. */
  const bodyWithName = (nameBytes: Buffer): Buffer => {
    const text = JSON.stringify(envelope('attestation', attestationRecord({ firstName: 'NAME_HERE' })));
    const [before, after] = text.split('NAME_HERE');
    return Buffer.concat([Buffer.from(before ?? ''), nameBytes, Buffer.from(after ?? '')]);
  };

  it('a Latin-1 charset is a 415, with a message saying what to send, and nothing is stored', async () => {
    const response = await postBytes(bodyWithName(Buffer.from([0x4a, 0x6f, 0x73, 0xe9])), { 'content-type': 'application/json; charset=iso-8859-1' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Send the body as application/json, in UTF-8 and not compressed.' });
    expect(await t.store.countSubmissions('attestation')).toBe(0);
  });

  it.each([
    ['a stray Latin-1 byte', [0x4a, 0x6f, 0x73, 0xe9]],
    ['an encoded surrogate (ED A0 80)', [0x41, 0xed, 0xa0, 0x80]],
    ['an overlong slash (C0 AF)', [0x41, 0xc0, 0xaf]],
  ])('%s in a body said to be UTF-8 is a 400, and nothing is stored', async (_what, bytes) => {
    const response = await postBytes(bodyWithName(Buffer.from(bytes)), { 'content-type': 'application/json; charset=utf-8' });
    expect(response.statusCode).toBe(400);
    expect(await t.store.countSubmissions('attestation')).toBe(0);
  });

  it('a UTF-8 name is stored as sent, charset named or not', async () => {
    expect((await postBytes(bodyWithName(Buffer.from('José', 'utf8')), { 'content-type': 'application/json; charset=UTF-8' })).statusCode).toBe(201);
    expect((await postBytes(bodyWithName(Buffer.from('Zoë', 'utf8')), {})).statusCode).toBe(201);
    const names = (await t.store.listSubmissions('attestation')).map((row) => (row.record as { firstName: string }).firstName);
    expect(names.sort()).toEqual(['José', 'Zoë']);
  });

  it.each(['gzip', 'br', 'deflate'])('plain JSON labelled Content-Encoding: %s is a 415', async (encoding) => {
    const response = await postBytes(bodyWithName(Buffer.from('Ana')), { 'content-encoding': encoding });
    expect(response.statusCode).toBe(415);
    expect(await t.store.countSubmissions('attestation')).toBe(0);
  });
});

describe('5 and 6. what Node would answer or bend itself is refused with the headers and the log line of every refusal', () => {
  let listening: TestApp;
  let port: number;
  const logLines: string[] = [];
  beforeEach(async () => {
    logLines.length = 0;
    listening = await openApp({
      prefix: 'node-answers',
      logStream: new Writable({
        write(chunk: Buffer, _encoding, callback) {
          logLines.push(chunk.toString());
          callback();
        },
      }),
    });
    await listening.app.listen({ port: 0, host: '127.0.0.1' });
    port = (listening.app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await listening.close();
  });

  const headersOf = (answer: string): string => answer.split('\r\n\r\n')[0] ?? '';
  const securityEvents = () => logLines.filter((line) => line.includes('"securityEvent":"malformedRequest"'));

  it('2,001 header fields (the X-XSRF-TOKEN last) are a 431, not a 403 for a header Node dropped', async () => {
    const session = await openSession(listening.app);
    const sessionLines = Object.entries(session.headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    const padding = Array.from({ length: 2001 }, (_, index) => `x${index}:1\r\n`).join('');
    const answer = await rawRequest(
      port,
      `POST ${FORMS.attestation.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${padding}${sessionLines}Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(headersOf(answer)).toMatch(/\r\ncontent-security-policy: /i);
    expect(headersOf(answer)).toMatch(/\r\nx-frame-options: DENY/i);
    expect(answer).toContain('The request has too many header fields.');
    expect(securityEvents().some((line) => line.includes('"statusCode":431'))).toBe(true);
    expect(await listening.store.countSubmissions('attestation')).toBe(0);
  });

  it('an HTTP/1.1 request without Host is a 400 with the security headers, logged', async () => {
    const answer = await rawRequest(port, `GET ${API_PATHS.siteInMaintenance} HTTP/1.1\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(headersOf(answer)).toMatch(/\r\ncontent-security-policy: /i);
    expect(headersOf(answer)).toMatch(/\r\nx-content-type-options: nosniff/i);
    expect(answer).toContain('The request has no Host header.');
    expect(securityEvents().some((line) => line.includes('"statusCode":400'))).toBe(true);
  });

  it('Expect: 200-ok is a 417 with the security headers, logged', async () => {
    const answer = await rawRequest(port, `GET ${API_PATHS.siteInMaintenance} HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 417 /);
    expect(headersOf(answer)).toMatch(/\r\ncontent-security-policy: /i);
    expect(headersOf(answer)).toMatch(/\r\ncache-control: no-store/i);
    expect(securityEvents().some((line) => line.includes('"statusCode":417'))).toBe(true);
  });

  it('an ordinary request with its 20-odd headers is answered as always', async () => {
    const padding = Array.from({ length: 20 }, (_, index) => `x-extra-${index}: 1\r\n`).join('');
    const answer = await rawRequest(port, `GET ${API_PATHS.siteInMaintenance} HTTP/1.1\r\nHost: 127.0.0.1\r\n${padding}Connection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(securityEvents()).toEqual([]);
  });
});

describe('8. invisible text never counts as filled in; a line or paragraph separator is refused in one-line fields', () => {
  it.each([
    ['tag characters', '\u{E0041}\u{E0042}'],
    ['the braille blank', '\u2800\u2800'],
    ['interlinear annotation marks', '\uFFF9\uFFFA\uFFFB'],
    ['variation selectors', '\uFE0F\u{E0100}'],
    ['a Hangul filler and a soft hyphen', '\u3164\u00AD'],
  ])('a last name of %s only is missing: 400, nothing stored', async (_what, lastName) => {
    const session = await openSession(t.app);
    const response = await post(t.app, session, FORMS.attestation.path, envelope('attestation', attestationRecord({ lastName })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { lastName: 'Last Name is required.' } });
    expect(await t.store.countSubmissions('attestation')).toBe(0);
  });

  it.each([
    ['a line separator', 'A\u2028B'],
    ['a paragraph separator', 'A\u2029B'],
  ])('a first name with %s is refused as a character that cannot be used', async (_what, firstName) => {
    const session = await openSession(t.app);
    const response = await post(t.app, session, FORMS.attestation.path, envelope('attestation', attestationRecord({ firstName })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { firstName: expect.stringMatching(/^First Name contains a character that cannot be used here/) } });
  });

  it('a name with an accent, an emoji with its variation selector, or a joined emoji is stored as typed', async () => {
    const session = await openSession(t.app);
    for (const firstName of ['Zoë', 'Ana ❤\uFE0F', 'Sam 👩\u200D💻']) {
      expect((await post(t.app, session, FORMS.attestation.path, envelope('attestation', attestationRecord({ firstName })))).statusCode).toBe(201);
    }
  });
});

describe("7. a member ID is normalised and holds only the plan's characters, so one member has one ID", () => {
  const postContact = async (app: TestApp, memberId: string, headers: Record<string, string> = {}) =>
    post(app.app, await openSession(app.app), FORMS.contact.path, envelope('contact', contactRecord({ memberId })), headers);

  it('a full-width ID is stored as the card prints it', async () => {
    expect((await postContact(t, '\uFF10\uFF10\uFF10\uFF11\uFF12\uFF13')).statusCode).toBe(201);
    expect((await postContact(t, ' AB-0012 ')).statusCode).toBe(201);
    const stored = await t.store.listSubmissions('contact');
    expect(stored.map((submission) => submission.record.memberId)).toEqual(['000123', 'AB-0012']);
  });

  it.each([
    ['a Cyrillic А', '\u0410BC123'],
    ['a zero-width joiner', '000123\u200D'],
    ['a no-break space', '0\u00A0001\u00A023'],
    ['a space', '0 001 23'],
  ])('an ID with %s is refused: 400 saying what is allowed, in English and in Spanish, and nothing stored', async (_what, memberId) => {
    const english = await postContact(t, memberId);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ errors: { memberId: 'Member ID can only have letters A to Z, numbers and hyphens (-).' } });
    const spanish = await postContact(t, memberId, { 'content-language': 'es' });
    expect(spanish.json()).toMatchObject({
      errors: { memberId: expect.stringMatching(/^El campo .+ solo puede tener letras de la A a la Z, números y guiones \(-\)\.$/) },
    });
    expect(await t.store.countSubmissions('contact')).toBe(0);
  });

  it("a plan whose IDs are digits only (MEMBER_ID_CHARACTERS=0-9) refuses a letter, listing its characters", async () => {
    const digitsOnly = await openApp({ prefix: 'member-ids', env: { MEMBER_ID_CHARACTERS: '0-9' } });
    try {
      const refused = await postContact(digitsOnly, 'AB123');
      expect(refused.json()).toMatchObject({ errors: { memberId: 'Member ID can only have these characters: 0-9.' } });
      expect((await postContact(digitsOnly, '00123')).statusCode).toBe(201);
    } finally {
      await digitsOnly.close();
    }
  });
});
