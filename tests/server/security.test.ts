// Security through the app: anti-forgery cookies and refusals, headers on every answer, HSTS, rate limit, no leaks in errors.
import type { LightMyRequestResponse } from 'fastify';
import {
  attestationRecord,
  contactRecord,
  tgiRecord,
  cookieValue,
  envelope,
  openApp,
  openSession,
  post,
  SESSION_COOKIE,
  sessionOf,
  storeWith,
  type Session,
  type TestApp,
} from './support/appHarness';
import { API_PATHS, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../src/domain/apiContract';

const XSRF_HEADER = XSRF_HEADER_NAME.toLowerCase();
const validBody = () => envelope('attestation', attestationRecord());

function cookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((entry) => entry.name === name);
}

describe('anti-forgery', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openApp({ prefix: 'security-xsrf' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function count(): Promise<number> {
    return t.store.countSubmissions('attestation');
  }

  it.each(['/attestation', '/', API_PATHS.siteInMaintenance, API_PATHS.notifications])(
    'GET %s sets portal_session (HttpOnly, SameSite=Strict) and XSRF-TOKEN (readable by the page)',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*' } });
      expect(response.statusCode).toBe(200);
      const session = cookie(response, SESSION_COOKIE);
      const token = cookie(response, XSRF_COOKIE_NAME);
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(session?.value).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      expect(token).toMatchObject({ sameSite: 'Strict', path: '/' });
      expect(token?.httpOnly).toBeFalsy();
      expect(token?.value).toMatch(/^\d+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      // Plain HTTP: not marked Secure (a browser would drop it).
      expect(session?.secure).toBeFalsy();
    },
  );

  it('does not hand out new cookies to a request that already has a valid pair', async () => {
    const session = await openSession(t.app);
    const again = await t.app.inject({ url: API_PATHS.notifications, headers: { cookie: session.cookie } });
    expect(again.cookies).toEqual([]);
  });

  it('keeps the session and re-signs the token when only the token is bad', async () => {
    const session = await openSession(t.app);
    const response = await t.app.inject({
      url: API_PATHS.notifications,
      headers: { cookie: `${SESSION_COOKIE}=${session.sessionId}; ${XSRF_COOKIE_NAME}=forged.token` },
    });
    expect(cookie(response, SESSION_COOKIE)).toBeUndefined();
    const token = cookieValue(response, XSRF_COOKIE_NAME) ?? '';
    expect(token).toMatch(/\./);
    expect(token).not.toBe('forged.token');
    // The new token works with the old session.
    const ok = await post(t.app, sessionOf(session.sessionId, token), API_PATHS.attestation, validBody());
    expect(ok.statusCode).toBe(201);
  });

  it('over HTTPS names both cookies __Host- (Secure, Path=/, no Domain), so a sibling subdomain cannot shadow them', async () => {
    const https = await openApp({ prefix: 'security-secure', env: { TRUST_PROXY: 'true' } });
    try {
      const response = await https.app.inject({ url: API_PATHS.notifications, headers: { 'x-forwarded-proto': 'https' } });
      for (const name of [`__Host-${SESSION_COOKIE}`, `__Host-${XSRF_COOKIE_NAME}`]) {
        expect(cookie(response, name)).toMatchObject({ secure: true, path: '/' });
        expect(cookie(response, name)?.domain).toBeUndefined();
      }
      expect(cookie(response, SESSION_COOKIE)).toBeUndefined();
      const pair = {
        session: cookie(response, `__Host-${SESSION_COOKIE}`)?.value ?? '',
        token: cookie(response, `__Host-${XSRF_COOKIE_NAME}`)?.value ?? '',
      };
      const postWith = (cookies: string) =>
        https.app.inject({
          method: 'POST',
          url: API_PATHS.attestation,
          headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/json', 'x-xsrf-token': pair.token, cookie: cookies },
          payload: JSON.stringify(validBody()),
        });
      // Cookies planted by a subdomain under the plain names change nothing: only the __Host- pair is read.
      const planted = `${SESSION_COOKIE}=planted-session-value-000000; ${XSRF_COOKIE_NAME}=planted.token`;
      expect((await postWith(`${planted}; __Host-${SESSION_COOKIE}=${pair.session}; __Host-${XSRF_COOKIE_NAME}=${pair.token}`)).statusCode).toBe(201);
      // The plain names alone, over HTTPS, are not the pair.
      expect((await postWith(`${SESSION_COOKIE}=${pair.session}; ${XSRF_COOKIE_NAME}=${pair.token}`)).statusCode).toBe(403);
    } finally {
      await https.close();
    }
  });

  async function expectRefused(headers: Record<string, string>): Promise<void> {
    const before = await count();
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.attestation,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(validBody()),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Access Denied!' });
    expect(await count()).toBe(before);
  }

  it('POST without any cookie or header → 403 Access Denied!', async () => {
    await expectRefused({});
  });

  it('POST with the cookies but without the header → 403', async () => {
    const session = await openSession(t.app);
    await expectRefused({ cookie: session.cookie });
  });

  it('POST with the header but without the cookies → 403', async () => {
    const session = await openSession(t.app);
    await expectRefused({ [XSRF_HEADER]: session.token });
  });

  it('POST whose header does not match its cookie → 403', async () => {
    const session = await openSession(t.app);
    const other = await openSession(t.app);
    await expectRefused({ cookie: session.cookie, [XSRF_HEADER]: other.token });
    await expectRefused({ cookie: session.cookie, [XSRF_HEADER]: `${session.token}x` });
  });

  it("POST with another session's token (header and cookie agreeing) → 403", async () => {
    const mine = await openSession(t.app);
    const theirs = await openSession(t.app);
    await expectRefused({ cookie: `${SESSION_COOKIE}=${mine.sessionId}; ${XSRF_COOKIE_NAME}=${theirs.token}`, [XSRF_HEADER]: theirs.token });
  });

  it('POST with a token the attacker made up (header and cookie agreeing) → 403', async () => {
    const forged = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
    await expectRefused({ cookie: `${SESSION_COOKIE}=AAAAAAAAAAAAAAAAAAAAAAAA; ${XSRF_COOKIE_NAME}=${forged}`, [XSRF_HEADER]: forged });
  });

  it('POST with a pair signed by another server secret → 403', async () => {
    const elsewhere = await openApp({ prefix: 'security-other-secret', env: { SESSION_SECRET: 'y'.repeat(40) } });
    try {
      const foreign = await openSession(elsewhere.app);
      await expectRefused(foreign.headers);
    } finally {
      await elsewhere.close();
    }
  });

  it('POST with a valid pair → 201', async () => {
    const session = await openSession(t.app);
    const before = await count();
    const response = await post(t.app, session, API_PATHS.attestation, validBody());
    expect(response.statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it.each(['cross-site', 'same-site'])('Sec-Fetch-Site: %s → 403 even with a valid pair', async (site) => {
    const session = await openSession(t.app);
    await expectRefused({ ...session.headers, 'sec-fetch-site': site });
  });

  it.each(['same-origin', 'none'])('Sec-Fetch-Site: %s with a valid pair → 201', async (site) => {
    const session = await openSession(t.app);
    const response = await post(t.app, session, API_PATHS.attestation, validBody(), { 'sec-fetch-site': site });
    expect(response.statusCode).toBe(201);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s without a token is refused before anything else', async (method) => {
    const response = await t.app.inject({ method, url: API_PATHS.attestation, payload: {} });
    expect(response.statusCode).toBe(403);
  });
});

/** Directive name → its source list. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What a directive allows, with default-src standing in for the fetch directives it covers. */
function effective(csp: Map<string, string[]>, directive: string): string[] | undefined {
  const fetchDirectives = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'object-src', 'media-src', 'frame-src'];
  return csp.get(directive) ?? (fetchDirectives.includes(directive) ? csp.get('default-src') : undefined);
}

describe('headers on every answer', () => {
  let t: TestApp;
  let session: Session;
  const responses: Record<string, LightMyRequestResponse> = {};

  beforeAll(async () => {
    t = await openApp({
      prefix: 'security-headers',
      env: { RATE_LIMIT_MAX: '1' },
      wrapStore: (store) =>
        storeWith(store, {
          listNotifications: () => Promise.reject(new Error('boom')),
        }),
    });
    session = await openSession(t.app);
    const { app } = t;
    responses['200 API'] = await app.inject({ url: API_PATHS.siteInMaintenance });
    responses['200 app page'] = await app.inject({ url: '/preferredcontact', headers: { accept: 'text/html' } });
    responses['200 asset'] = await app.inject({ url: '/assets/main.abc123.js' });
    responses['200 health'] = await app.inject({ url: '/healthz' });
    responses['404 API'] = await app.inject({ url: '/api/nothing-here' });
    responses['404 asset'] = await app.inject({ url: '/assets/missing.js' });
    responses['403'] = await app.inject({ method: 'POST', url: API_PATHS.attestation, payload: validBody() });
    // One POST per address (RATE_LIMIT_MAX=1), but the second from the 201's address.
    const from = (remoteAddress: string, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: API_PATHS.contact,
        remoteAddress,
        headers: { ...session.headers, 'content-type': 'application/json', ...headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    responses['400'] = await from('10.0.0.1', { formData: 1 });
    responses['413'] = await from('10.0.0.2', { formData: 'x'.repeat(20_000) });
    responses['415'] = await from('10.0.0.3', 'hello', { 'content-type': 'text/plain' });
    responses['201'] = await from('10.0.0.4', envelope('contact', contactRecord()));
    responses['429'] = await from('10.0.0.4', envelope('contact', contactRecord()));
    responses['500'] = await app.inject({ url: API_PATHS.notifications });
  });
  afterAll(async () => {
    await t.close();
  });

  it('produced each kind of answer', () => {
    expect(Object.fromEntries(Object.entries(responses).map(([label, response]) => [label, response.statusCode]))).toEqual({
      '200 API': 200,
      '200 app page': 200,
      '200 asset': 200,
      '200 health': 200,
      '404 API': 404,
      '404 asset': 404,
      '403': 403,
      '400': 400,
      '413': 413,
      '415': 415,
      '201': 201,
      '429': 429,
      '500': 500,
    });
  });

  it('a CSP without objects, base or framing, and no inline scripts', () => {
    for (const [label, response] of Object.entries(responses)) {
      const csp = parseCsp(response.headers['content-security-policy'] as string | undefined);
      expect({ label, objectSrc: effective(csp, 'object-src') }).toEqual({ label, objectSrc: ["'none'"] });
      expect({ label, baseUri: csp.get('base-uri') }).toEqual({ label, baseUri: ["'none'"] });
      expect({ label, frameAncestors: csp.get('frame-ancestors') }).toEqual({ label, frameAncestors: ["'none'"] });
      const scriptSrc = effective(csp, 'script-src') ?? [];
      expect({ label, inline: scriptSrc.includes("'unsafe-inline'") || scriptSrc.includes("'unsafe-eval'") }).toEqual({ label, inline: false });
    }
  });

  it('the app page names its scripts and its one inline style by nonce, no other inline style; API answers allow nothing at all', () => {
    const page = parseCsp(responses['200 app page']?.headers['content-security-policy'] as string);
    const nonce = expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/);
    expect(page.get('script-src')).toEqual(["'self'", nonce]);
    // antd's styles are a static stylesheet in the build (docs/architecture.md#antd-without-a-style-runtime).
    expect(page.get('style-src')).toEqual(["'self'", nonce]);
    expect(page.get('style-src')?.[1]).toBe(page.get('script-src')?.[1]);
    expect(parseCsp(responses['200 API']?.headers['content-security-policy'] as string).get('default-src')).toEqual(["'none'"]);
  });

  it('nosniff, a referrer policy, COOP, no framing and no X-Powered-By', () => {
    for (const [label, response] of Object.entries(responses)) {
      expect({ label, headers: response.headers }).toMatchObject({
        label,
        headers: {
          'x-content-type-options': 'nosniff',
          'referrer-policy': expect.stringMatching(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/),
          'cross-origin-opener-policy': 'same-origin',
          'x-frame-options': 'DENY',
        },
      });
      expect({ label, poweredBy: response.headers['x-powered-by'] }).toEqual({ label, poweredBy: undefined });
      expect({ label, server: response.headers.server }).toEqual({ label, server: undefined });
    }
  });

  it('Cache-Control: no-store on every API answer and the app page', () => {
    for (const label of ['200 API', '200 app page', '200 health', '404 API', '403', '400', '413', '415', '201', '429', '500']) {
      expect({ label, cacheControl: responses[label]?.headers['cache-control'] }).toEqual({ label, cacheControl: 'no-store' });
    }
  });

  it('no HSTS over plain HTTP', () => {
    for (const [label, response] of Object.entries(responses)) {
      expect({ label, hsts: response.headers['strict-transport-security'] }).toEqual({ label, hsts: undefined });
    }
  });
});

describe('HSTS', () => {
  it('is sent over HTTPS as told by a trusted proxy', async () => {
    const t = await openApp({ prefix: 'security-hsts', env: { TRUST_PROXY: 'true' } });
    try {
      for (const url of ['/healthz', '/attestation', API_PATHS.notifications, '/api/missing']) {
        const response = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https', accept: 'text/html' } });
        expect(response.headers['strict-transport-security']).toMatch(/^max-age=(\d+); includeSubDomains$/);
        expect(Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1])).toBeGreaterThanOrEqual(15_552_000);
      }
      expect((await t.app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
      expect((await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('is not sent when X-Forwarded-Proto comes from a proxy that is not trusted', async () => {
    const t = await openApp({ prefix: 'security-no-proxy' });
    try {
      const response = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('rate limit (RATE_LIMIT_MAX=3)', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await openApp({ prefix: 'security-rate', env: { RATE_LIMIT_MAX: '3' } });
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers the 4th POST from one address with 429 and Retry-After, and stores nothing for it', async () => {
    const session = await openSession(t.app);
    for (let index = 0; index < 3; index += 1) {
      expect((await post(t.app, session, API_PATHS.attestation, validBody())).statusCode).toBe(201);
    }
    const limited = await post(t.app, session, API_PATHS.attestation, validBody());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(await t.store.countSubmissions('attestation')).toBe(3);
  });

  it('counts the three forms against one budget per address', async () => {
    const session = await openSession(t.app);
    expect((await post(t.app, session, API_PATHS.attestation, validBody())).statusCode).toBe(201);
    expect((await post(t.app, session, API_PATHS.contact, envelope('contact', contactRecord()))).statusCode).toBe(201);
    expect((await post(t.app, session, API_PATHS.tgi, envelope('tgi', tgiRecord()))).statusCode).toBe(201);
    expect((await post(t.app, session, API_PATHS.tgi, envelope('tgi', tgiRecord()))).statusCode).toBe(429);
  });

  it('does not limit GETs', async () => {
    for (let index = 0; index < 12; index += 1) {
      expect((await t.app.inject({ url: API_PATHS.siteInMaintenance })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/tgisurvey', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    }
  });

  it('limits each address on its own', async () => {
    const session = await openSession(t.app);
    for (let index = 0; index < 4; index += 1) await post(t.app, session, API_PATHS.attestation, validBody());
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: API_PATHS.attestation,
      remoteAddress: '10.9.8.7',
      headers: { ...session.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(validBody()),
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('error answers carry no stack traces or SQL', () => {
  const sql = 'SQLITE_ERROR: no such column: x in SELECT * FROM submissions WHERE kind = ?';
  const leaks = /SELECT \* FROM submissions|SQLITE_ERROR|no such column|\n\s+at |\.ts:\d+|node_modules/;

  it('a route that throws → 500 with a fixed message', async () => {
    const t = await openApp({
      prefix: 'security-500',
      wrapStore: (store) =>
        storeWith(store, {
          getMaintenance: () => Promise.reject(new Error(sql)),
          listNotifications: () => {
            throw new TypeError(sql);
          },
          saveSubmission: () => Promise.reject(Object.assign(new Error(sql), { code: 'SQLITE_ERROR', sql: 'SELECT * FROM submissions' })),
        }),
    });
    try {
      const session = await openSession(t.app).catch(() => undefined);
      // The GET above failed with 500, but still handed out cookies to its page.
      expect(session).toBeDefined();
      const answers = [
        await t.app.inject({ url: API_PATHS.siteInMaintenance }),
        await t.app.inject({ url: API_PATHS.notifications }),
        await post(t.app, session as Session, API_PATHS.attestation, validBody()),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Sorry, something went wrong on our side.' });
        expect(response.body).not.toMatch(leaks);
      }
    } finally {
      await t.close();
    }
  });

  it('a failing readiness check does not show the database error either', async () => {
    const t = await openApp({ prefix: 'security-ready', wrapStore: (store) => storeWith(store, { ping: () => Promise.reject(new Error(sql)) }) });
    try {
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toMatch(leaks);
    } finally {
      await t.close();
    }
  });

  it('a body that is not JSON → 400 without echoing the parser error', async () => {
    const t = await openApp({ prefix: 'security-parse' });
    try {
      const response = await post(t.app, await openSession(t.app), API_PATHS.attestation, '{"formData": "SELECT * FROM submissions');
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toMatch(/SELECT|Unexpected|JSON at position|Unterminated/);
    } finally {
      await t.close();
    }
  });
});
