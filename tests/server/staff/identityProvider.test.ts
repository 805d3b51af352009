// The test identity provider (tests/support/identityProvider) against openid-client, the library the staff console
// signs in with: discovery, Authorization Code with PKCE, state and nonce, and the claims the console reads its roles from.
import * as client from 'openid-client';
import {
  signInThroughProvider,
  startIdentityProvider,
  type RunningIdentityProvider,
  type TestAccount,
} from '../../support/identityProvider';

const REDIRECT_URI = 'http://127.0.0.1:9/staff/auth/callback';
const SIGNED_OUT_URI = 'http://127.0.0.1:9/staff/signed-out';
const CLIENT = {
  client_id: 'staff-console',
  client_secret: 'a test secret with spaces & symbols',
  redirect_uris: [REDIRECT_URI],
  post_logout_redirect_uris: [SIGNED_OUT_URI],
};
const VIEWER: TestAccount = {
  sub: 'staff-1',
  login: 'vera',
  password: 'correct horse',
  email: 'vera@plan.example',
  name: 'Vera Viewer',
  groups: ['portal-viewers'],
};
const ADMIN: TestAccount = {
  sub: 'staff-2',
  login: 'ada',
  password: 'battery staple',
  email: 'ada@plan.example',
  name: 'Ada Admin',
  groups: ['portal-admins'],
};

const started: RunningIdentityProvider[] = [];

async function start(rpInitiatedLogout?: boolean): Promise<RunningIdentityProvider> {
  const provider = await startIdentityProvider({ clients: [CLIENT], accounts: [VIEWER, ADMIN], rpInitiatedLogout });
  started.push(provider);
  return provider;
}

async function discover(issuer: string): Promise<client.Configuration> {
  return client.discovery(new URL(issuer), CLIENT.client_id, CLIENT.client_secret, undefined, {
    execute: [client.allowInsecureRequests],
  });
}

/** A fresh authorization request, as the console makes one, with the secrets it keeps for the callback. */
async function authorizationRequest(config: client.Configuration) {
  const pkceCodeVerifier = client.randomPKCECodeVerifier();
  const expectedState = client.randomState();
  const expectedNonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile groups',
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: expectedState,
    nonce: expectedNonce,
  });
  return { url, checks: { pkceCodeVerifier, expectedState, expectedNonce, idTokenExpected: true } };
}

let provider: RunningIdentityProvider;
let config: client.Configuration;

beforeAll(async () => {
  provider = await start();
  config = await discover(provider.issuer);
});

afterAll(async () => {
  await Promise.all(started.map((running) => running.stop()));
});

it('listens on loopback with an issuer of its own', () => {
  expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const metadata = config.serverMetadata();
  expect(metadata.issuer).toBe(provider.issuer);
  expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  expect(metadata.response_types_supported).toEqual(['code']);
  expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'groups']));
  expect(metadata.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['client_secret_basic']));
});

it('signs a staff member in with PKCE, state and nonce, with the roles in the ID token', async () => {
  const request = await authorizationRequest(config);
  const callback = await signInThroughProvider(request.url.href, { login: VIEWER.login, password: VIEWER.password }, REDIRECT_URI);
  expect(callback.searchParams.get('state')).toBe(request.checks.expectedState);
  expect(callback.searchParams.get('iss')).toBe(provider.issuer);

  const tokens = await client.authorizationCodeGrant(config, callback, request.checks);
  expect(tokens.claims()).toMatchObject({
    iss: provider.issuer,
    aud: CLIENT.client_id,
    sub: VIEWER.sub,
    nonce: request.checks.expectedNonce,
    email: VIEWER.email,
    name: VIEWER.name,
    groups: ['portal-viewers'],
  });
});

it('accepts the email address as the login, and tells accounts apart', async () => {
  const request = await authorizationRequest(config);
  const callback = await signInThroughProvider(request.url.href, { login: ADMIN.email, password: ADMIN.password }, REDIRECT_URI);
  const tokens = await client.authorizationCodeGrant(config, callback, request.checks);
  expect(tokens.claims()).toMatchObject({ sub: ADMIN.sub, groups: ['portal-admins'] });
});

it('refuses a wrong password', async () => {
  const request = await authorizationRequest(config);
  await expect(signInThroughProvider(request.url.href, { login: VIEWER.login, password: 'wrong' }, REDIRECT_URI)).rejects.toThrow(
    'the identity provider refused the credentials: Wrong email or password.',
  );
});

it('refuses an authorization request without PKCE', async () => {
  const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'openid', state: client.randomState() });
  const answer = await fetch(url, { redirect: 'manual' });
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.href.startsWith(REDIRECT_URI)).toBe(true);
  expect(location.searchParams.get('error')).toBe('invalid_request');
});

it('offers RP-initiated logout back to the registered address', async () => {
  const request = await authorizationRequest(config);
  const callback = await signInThroughProvider(request.url.href, { login: VIEWER.login, password: VIEWER.password }, REDIRECT_URI);
  const tokens = await client.authorizationCodeGrant(config, callback, request.checks);
  const endSession = client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token ?? '', post_logout_redirect_uri: SIGNED_OUT_URI });
  expect(endSession.href.startsWith(`${provider.issuer}/session/end?`)).toBe(true);
});

it('leaves end_session_endpoint out of discovery when RP-initiated logout is off', async () => {
  const withoutLogout = await start(false);
  const withoutConfig = await discover(withoutLogout.issuer);
  expect(withoutConfig.serverMetadata().end_session_endpoint).toBeUndefined();
  expect(() => client.buildEndSessionUrl(withoutConfig)).toThrow();
});
