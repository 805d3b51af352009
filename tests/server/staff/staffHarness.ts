// The staff console's server under test (issues 37, 38): the app on a fresh SQLite database, configured for a real
// OpenID provider on loopback, and people signed in through it as a browser would, with the anti-forgery pair for
// the requests that change something.
import type { LightMyRequestResponse } from 'fastify';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../../src/domain/apiContract';
import { signInThroughProvider, type RunningIdentityProvider, type TestAccount } from '../../support/identityProvider';
import type { TestApp } from '../support/appHarness';

export const PUBLIC_URL = 'http://127.0.0.1:8799';
export const REDIRECT_URI = `${PUBLIC_URL}/staff/auth/callback`;
export const CLIENT = {
  client_id: 'staff-console',
  client_secret: 'a-client-secret-of-the-console-0123456789',
  redirect_uris: [REDIRECT_URI],
  post_logout_redirect_uris: [`${PUBLIC_URL}/staff/signed-out`],
};

export const account = (sub: string, groups: string[]): TestAccount => ({ sub, login: sub, password: `${sub}-password`, email: `${sub}@plan.example`, name: `Staff ${sub}`, groups });

/** The settings that turn the console on against `provider`. */
export const staffEnv = (provider: RunningIdentityProvider) => ({
  STAFF_OIDC_ISSUER: provider.issuer,
  STAFF_OIDC_CLIENT_ID: CLIENT.client_id,
  STAFF_OIDC_CLIENT_SECRET: CLIENT.client_secret,
  STAFF_PUBLIC_URL: PUBLIC_URL,
  STAFF_OIDC_SCOPES: 'openid email profile groups',
});

export const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((cookie) => cookie.name === name);

/** The sign-in's first step: the browser sent to the provider, with the sign-in cookie. */
export async function startSignIn(harness: TestApp, returnTo = '/staff/forms/contact') {
  const response = await harness.app.inject({ method: 'GET', url: `/staff/auth/signin?return=${encodeURIComponent(returnTo)}` });
  expect(response.statusCode).toBe(303);
  const cookie = cookieOf(response, 'portal-staff-sign-in');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return { authorizationUrl: String(response.headers.location), signInCookie: `portal-staff-sign-in=${cookie!.value}` };
}

/** The provider's redirect back, as the browser follows it. */
export function callback(harness: TestApp, callbackUrl: URL, signInCookie: string) {
  return harness.app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}`, headers: { cookie: signInCookie } });
}

export async function signIn(harness: TestApp, who: TestAccount, returnTo?: string): Promise<{ cookie: string; landing: LightMyRequestResponse }> {
  const { authorizationUrl, signInCookie } = await startSignIn(harness, returnTo);
  const landing = await callback(harness, await signInThroughProvider(authorizationUrl, who, REDIRECT_URI), signInCookie);
  const session = cookieOf(landing, 'portal-staff');
  return { cookie: session ? `portal-staff=${session.value}` : '', landing };
}

/** A signed-in person's requests: GETs with the session, POSTs with the anti-forgery pair as the console sends it. */
export interface StaffClient {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown): Promise<LightMyRequestResponse>;
}

export async function staffClient(harness: TestApp, who: TestAccount): Promise<StaffClient> {
  const { cookie } = await signIn(harness, who);
  const pair = await harness.app.inject({ method: 'GET', url: '/staff/signed-out' });
  const token = cookieOf(pair, XSRF_COOKIE_NAME)!.value;
  const anonymous = cookieOf(pair, 'portal_session')!.value;
  const withPair = `${cookie}; ${XSRF_COOKIE_NAME}=${token}; portal_session=${anonymous}`;
  return {
    get: (url) => harness.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, body) =>
      harness.app.inject({
        method: 'POST',
        url,
        headers: { cookie: withPair, [XSRF_HEADER_NAME.toLowerCase()]: token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
  };
}
