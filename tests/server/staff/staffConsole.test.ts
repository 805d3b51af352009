// The staff console's server against a real OpenID provider on loopback (issue 37): sign-in with PKCE, state and
// nonce, each refused when wrong; roles enforced by the server with a security event; the audit trail of every read;
// idle sessions ended; sign-out here and at the provider; and no token, code or personal value in any log line.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type RouteOptions } from 'fastify';
import { requireStaffAccess, staffConsole } from '../../../server/plugins/staffConsole';
import { store as storePlugin } from '../../../server/plugins/store';
import { createIdentityProvider } from '../../../server/staff/identityProvider';
import { staffSettings } from '../../../server/staff/staffSettings';
import { SQLITE_FILE_NAME } from '../../../server/store/createStore';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../../src/domain/apiContract';
import { signInThroughProvider, startIdentityProvider, type RunningIdentityProvider, type TestAccount } from '../../support/identityProvider';
import { account, callback as callbackOf, CLIENT, cookieOf, PUBLIC_URL, REDIRECT_URI, signIn as signInOf, staffEnv, startSignIn as startSignInOf } from './staffHarness';
import { contactRecord, envelope, FORMS, openApp, openSession, post, type TestApp } from '../support/appHarness';
import { logCollector } from '../support/logCollector';

const VIEWER = account('viewer', ['portal-viewers', 'everyone']);
const ADMIN = account('admin', ['portal-admins']);
const NOBODY = account('nobody', ['everyone']);

let provider: RunningIdentityProvider;
let harness: TestApp;
let logs: ReturnType<typeof logCollector>;

const env = () => staffEnv(provider);

beforeAll(async () => {
  provider = await startIdentityProvider({ clients: [CLIENT], accounts: [VIEWER, ADMIN, NOBODY] });
});
afterAll(async () => {
  await provider.stop();
});
beforeEach(async () => {
  logs = logCollector();
  harness = await openApp({ prefix: 'staff', env: env(), logStream: logs.stream });
});
afterEach(async () => {
  await harness.close();
});

const startSignIn = (returnTo?: string) => startSignInOf(harness, returnTo);
const callback = (callbackUrl: URL, signInCookie: string) => callbackOf(harness, callbackUrl, signInCookie);
const signIn = (who: TestAccount, returnTo?: string) => signInOf(harness, who, returnTo);

function sqlite() {
  return new BetterSqlite3(path.join(harness.config.dataDir, SQLITE_FILE_NAME));
}

async function auditActions(): Promise<string[]> {
  return (await harness.store.staff.listAudit({ limit: 100 })).map((event) => event.action).reverse();
}

describe('signing in through the plan\'s provider', () => {
  it('opens a session for a viewer, sends them back where they were going, and records the sign-in', async () => {
    const { cookie, landing } = await signIn(VIEWER, '/staff/forms/tgi?language=es');
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe('/staff/forms/tgi?language=es');
    expect(cookieOf(landing, 'portal-staff')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = await harness.app.inject({ method: 'GET', url: '/staff/api/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ subject: 'viewer', email: 'viewer@plan.example', role: 'viewer' });
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.headers['staff-session-idle-ends']).toBe(session.json().idleEndsAt);
    const [event] = await harness.store.staff.listAudit({ limit: 1 });
    expect(event).toMatchObject({ action: 'sign-in', subject: 'viewer', email: 'viewer@plan.example', detail: { role: 'viewer' }, clientAddress: '127.0.0.1' });
  });

  it('never sends the browser back to another site', async () => {
    const { landing } = await signIn(VIEWER, 'https://evil.example/staff');
    expect(landing.headers.location).toBe('/staff');
    const again = await signIn(VIEWER, '//evil.example/staff');
    expect(again.landing.headers.location).toBe('/staff');
  });

  it('refuses a person in none of the console\'s groups, says whom to ask, and records it', async () => {
    const { cookie, landing } = await signIn(NOBODY);
    expect(landing.statusCode).toBe(403);
    expect(cookie).toBe('');
    expect(landing.body).toContain('You have no access to the staff console');
    expect(landing.body).toContain('portal-viewers, portal-managers, portal-admins');
    expect(await auditActions()).toEqual(['no-role']);
    expect(logs.securityEvents()).toEqual([expect.objectContaining({ securityEvent: 'staffSignInRefused', reason: 'no-role' })]);
  });

  it('refuses an answer whose state is not the sign-in\'s', async () => {
    const { authorizationUrl, signInCookie } = await startSignIn();
    const answer = await signInThroughProvider(authorizationUrl, VIEWER, REDIRECT_URI);
    answer.searchParams.set('state', 'a-state-this-browser-never-had');
    const landing = await callback(answer, signInCookie);
    expect(landing.statusCode).toBe(400);
    expect(landing.body).toContain('Sign-in did not work');
    expect(cookieOf(landing, 'portal-staff')).toBeUndefined();
    expect(await auditActions()).toEqual(['sign-in-refused']);
  });

  it('refuses an answer brought back by another browser (no sign-in cookie), and a sign-in used twice', async () => {
    const { authorizationUrl, signInCookie } = await startSignIn();
    const answer = await signInThroughProvider(authorizationUrl, VIEWER, REDIRECT_URI);
    expect((await callback(answer, '')).statusCode).toBe(400);
    expect((await callback(answer, signInCookie)).statusCode).toBe(303);
    expect((await callback(answer, signInCookie)).statusCode).toBe(400);
    const events = await harness.store.staff.listAudit({ limit: 10 });
    expect(events.map((event) => event.detail.reason ?? event.action)).toEqual(['sign-in-unknown-or-expired', 'sign-in', 'no-sign-in-cookie']);
  });

  it('refuses the code when the PKCE verifier is not the one its challenge was made from', async () => {
    const { authorizationUrl, signInCookie } = await startSignIn();
    const answer = await signInThroughProvider(authorizationUrl, VIEWER, REDIRECT_URI);
    const db = sqlite();
    db.prepare("update staff_sign_ins set code_verifier = 'a-verifier-the-provider-never-saw-0123456789abcdef'").run();
    db.close();
    const landing = await callback(answer, signInCookie);
    expect(landing.statusCode).toBe(400);
    expect((await harness.store.staff.listAudit({ limit: 1 }))[0]?.detail.reason).toBe('token-error:invalid_grant');
  });

  it('refuses an ID token whose nonce is not the sign-in\'s', async () => {
    const { authorizationUrl, signInCookie } = await startSignIn();
    const answer = await signInThroughProvider(authorizationUrl, VIEWER, REDIRECT_URI);
    const db = sqlite();
    db.prepare("update staff_sign_ins set nonce = 'another-nonce'").run();
    db.close();
    const landing = await callback(answer, signInCookie);
    expect(landing.statusCode).toBe(400);
    expect((await harness.store.staff.listAudit({ limit: 1 }))[0]?.detail.reason).toMatch(/^OAUTH_/);
  });

  it('refuses an ID token that was altered on its way (its signature no longer matches)', async () => {
    await harness.close();
    const settings = staffSettings(env())!;
    // Between the console and the provider's token endpoint: the ID token's claims changed, its signature kept.
    const tampering = createIdentityProvider(settings, {
      customFetch: async (url, init) => {
        const response = await fetch(url, init as RequestInit);
        if (!String(url).endsWith('/token')) return response;
        const body = (await response.json()) as { id_token: string };
        const [header, payload, signature] = body.id_token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
        claims.groups = ['portal-admins'];
        body.id_token = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
        return new Response(JSON.stringify(body), { status: response.status, headers: { 'content-type': 'application/json' } });
      },
    });
    logs = logCollector();
    harness = await openApp({ prefix: 'staff', env: env(), logStream: logs.stream });
    // The harness has no hook for the provider: the app is built again with it, on the same store.
    const { buildApp } = await import('../../../server/app');
    const app = await buildApp({ config: harness.config, store: harness.store, staffIdentityProvider: tampering, logStream: logs.stream, serveSpa: true });
    try {
      const start = await app.inject({ method: 'GET', url: '/staff/auth/signin' });
      const signInCookie = `portal-staff-sign-in=${cookieOf(start, 'portal-staff-sign-in')!.value}`;
      const answer = await signInThroughProvider(String(start.headers.location), VIEWER, REDIRECT_URI);
      const landing = await app.inject({ method: 'GET', url: `${answer.pathname}${answer.search}`, headers: { cookie: signInCookie } });
      expect(landing.statusCode).toBe(400);
      expect(cookieOf(landing, 'portal-staff')).toBeUndefined();
      expect((await harness.store.staff.listAudit({ limit: 1 }))[0]?.detail.reason).toMatch(/^OAUTH_|^ERR_JWS/);
    } finally {
      await app.close();
    }
  });

  it('never writes a code, a token, the state or a person\'s email into the log', async () => {
    const { authorizationUrl, signInCookie } = await startSignIn();
    const answer = await signInThroughProvider(authorizationUrl, VIEWER, REDIRECT_URI);
    const landing = await callback(answer, signInCookie);
    const cookie = `portal-staff=${cookieOf(landing, 'portal-staff')!.value}`;
    await harness.app.inject({ method: 'GET', url: '/staff/api/forms/contact/submissions', headers: { cookie } });
    await harness.app.inject({ method: 'GET', url: '/staff/api/audit', headers: { cookie } });
    const text = JSON.stringify(logs.lines);
    const secrets = [answer.searchParams.get('code')!, answer.searchParams.get('state')!, signInCookie.split('=')[1]!, cookie.split('=')[1]!, VIEWER.email, CLIENT.client_secret];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(logs.lines.length).toBeGreaterThan(0);
  });
});

describe('the console\'s calls', () => {
  it('lists a form\'s inbox newest first, opens one submission, downloads the filter, and records each read', async () => {
    const visitor = await openSession(harness.app);
    for (const firstName of ['Ana', 'Bea']) {
      const saved = await post(harness.app, visitor, FORMS.contact.path, envelope('contact', contactRecord({ firstName })));
      expect(saved.statusCode).toBe(201);
    }
    const { cookie } = await signIn(VIEWER);
    const list = await harness.app.inject({ method: 'GET', url: '/staff/api/forms/contact/submissions', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const rows = list.json().rows as { reference: string; summary: string; delivery: string }[];
    expect(rows.map((row) => row.summary)).toEqual(['Bea Hopper', 'Ana Hopper']);
    const one = await harness.app.inject({ method: 'GET', url: `/staff/api/forms/contact/submissions/${rows[0]!.reference}`, headers: { cookie } });
    expect(one.statusCode).toBe(200);
    expect(one.json().fields).toEqual(expect.arrayContaining([{ name: 'firstName', label: expect.any(String), value: 'Bea' }]));
    expect(one.json().evidence).toMatchObject({ termsVersion: expect.any(String), termsSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const csv = await harness.app.inject({ method: 'GET', url: '/staff/api/forms/contact/export?format=csv&language=en', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="contact-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.split('\n').filter((line) => line.includes('Hopper'))).toHaveLength(2);
    const events = await harness.store.staff.listAudit({ limit: 10 });
    expect(events.slice(0, 3).map(({ action, detail, records }) => ({ action, detail, records }))).toEqual([
      { action: 'download', detail: { form: 'contact', format: 'csv', language: 'en', rows: 2 }, records: [] },
      { action: 'view', detail: { form: 'contact' }, records: [rows[0]!.reference] },
      { action: 'list', detail: { form: 'contact', rows: 2 }, records: rows.map((row) => row.reference) },
    ]);
  });

  it('refuses a viewer an admin\'s call with 403, a security event and an audit entry; an admin is served', async () => {
    const viewer = await signIn(VIEWER);
    const refused = await harness.app.inject({ method: 'GET', url: '/staff/api/audit', headers: { cookie: viewer.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(logs.securityEvents()).toEqual([expect.objectContaining({ securityEvent: 'staffForbidden', role: 'viewer', needs: 'admin', route: '/staff/api/audit' })]);
    expect((await harness.store.staff.listAudit({ limit: 1 }))[0]).toMatchObject({ action: 'forbidden', subject: 'viewer' });
    const admin = await signIn(ADMIN);
    const served = await harness.app.inject({ method: 'GET', url: '/staff/api/audit?action=forbidden', headers: { cookie: admin.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.json().entries).toEqual([expect.objectContaining({ action: 'forbidden', subject: 'viewer' })]);
  });

  it('answers 401 to a call and sends a page back to sign-in once the session is idle', async () => {
    const { cookie } = await signIn(VIEWER);
    const db = sqlite();
    db.prepare("update staff_sessions set idle_ends_at = '2000-01-01T00:00:00.000Z'").run();
    db.close();
    expect((await harness.app.inject({ method: 'GET', url: '/staff/api/session', headers: { cookie } })).statusCode).toBe(401);
    const page = await harness.app.inject({ method: 'GET', url: '/staff/forms/tgi', headers: { cookie } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/staff/auth/signin?return=%2Fstaff%2Fforms%2Ftgi');
  });

  it('signs out with the anti-forgery pair, here and at the provider, and the session serves nothing after', async () => {
    const { cookie } = await signIn(VIEWER);
    const forged = await harness.app.inject({ method: 'POST', url: '/staff/auth/signout', headers: { cookie } });
    expect(forged.statusCode).toBe(403);
    const pair = await harness.app.inject({ method: 'GET', url: '/staff/signed-out' });
    const token = cookieOf(pair, XSRF_COOKIE_NAME)!.value;
    const session = cookieOf(pair, 'portal_session')!.value;
    const out = await harness.app.inject({
      method: 'POST',
      url: '/staff/auth/signout',
      headers: { cookie: `${cookie}; ${XSRF_COOKIE_NAME}=${token}; portal_session=${session}`, [XSRF_HEADER_NAME.toLowerCase()]: token },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().redirectTo).toMatch(new RegExp(`^${provider.issuer}/.*post_logout_redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/staff/signed-out`)}`));
    expect((await harness.app.inject({ method: 'GET', url: '/staff/api/session', headers: { cookie } })).statusCode).toBe(401);
    expect((await auditActions()).slice(-1)).toEqual(['sign-out']);
  });
});

describe('every staff route has a role', () => {
  it('each route under /staff says who may call it; each that needs a role refuses a request without a session, and an admin\'s refuses a viewer', async () => {
    const app = Fastify({ logger: false });
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/staff')) routes.push(route);
    });
    await app.register(storePlugin, { store: harness.store, close: false });
    await app.register(fastifyCookie);
    await app.register(staffConsole, { settings: harness.config.staff!, planTimeZone: 'America/Los_Angeles', languages: ['en', 'es'], staffDir: harness.dir, rateLimit: { max: 10_000, windowMs: 60_000 } });
    await app.ready();
    try {
      expect(routes.length).toBeGreaterThanOrEqual(12);
      const viewer = await signIn(VIEWER);
      for (const route of routes) {
        const access = route.config?.staffAccess;
        expect({ route: route.url, access }).toEqual({ route: route.url, access: expect.stringMatching(/^(public|viewer|manager|admin)$/) });
        if (access === 'public') continue;
        const url = route.url.replace(':form', 'contact').replace(':reference', 'PMC-NOTHING').replace('*', 'x');
        for (const method of [route.method].flat().filter((each) => each !== 'HEAD')) {
          const anonymous = await app.inject({ method: method as 'GET', url });
          expect({ url, method, status: anonymous.statusCode }).toEqual({ url, method, status: url.startsWith('/staff/api/') ? 401 : 303 });
          if (access === 'admin' || access === 'manager') {
            const refused = await app.inject({ method: method as 'GET', url, headers: { cookie: viewer.cookie } });
            expect({ url, method, status: refused.statusCode }).toEqual({ url, method, status: 403 });
          }
        }
      }
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a staff route that does not say who may call it', () => {
    const handler = async () => undefined;
    expect(() => requireStaffAccess({ method: 'GET', url: '/staff/api/new-report', handler })).toThrow('GET /staff/api/new-report does not say who may call it');
    expect(() => requireStaffAccess({ method: 'GET', url: '/staff/api/new-report', handler, config: { staffAccess: 'manager' } })).not.toThrow();
    expect(() => requireStaffAccess({ method: 'GET', url: '/api/preferredcontact', handler })).not.toThrow();
  });
});

describe('without an identity provider', () => {
  it('has no console: /staff and its calls are the not-found answers', async () => {
    const plain = await openApp({ prefix: 'no-staff' });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/staff' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/staff/auth/signin' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/staff/api/session' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
