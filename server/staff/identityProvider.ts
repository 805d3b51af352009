// The staff console's sign-in through the plan's OpenID Connect provider (issue 37), with openid-client, the reference
// relying-party library: the Authorization Code flow with PKCE (S256), state and nonce, the ID token checked by it
// (signature, issuer, audience, expiry, nonce). Discovery is read when first needed and kept; a failed one is tried
// again at the next sign-in, so a provider that was down when the portal started does not need a restart.
import crypto from 'node:crypto';
import * as oidc from 'openid-client';
import { STAFF_CALLBACK_PATH, STAFF_SIGNED_OUT_PATH } from '../../src/domain/staffConsole';
import type { StaffSignIn } from '../store/types';
import type { StaffSettings } from './staffSettings';

/** What the provider says of a signed-in person, checked. */
export interface SignedInPerson {
  subject: string;
  email: string | null;
  name: string | null;
  /** Every claim of the ID token (and userinfo when the role claim was only there), for the role. */
  claims: Readonly<Record<string, unknown>>;
}

export interface StaffIdentityProvider {
  /** Where to send the browser to sign in, for this sign-in's state, nonce and verifier. */
  authorizationUrl(signIn: Omit<StaffSignIn, 'returnTo'>): Promise<URL>;
  /** Redeems the callback's code and checks the answer against what the sign-in kept; throws SignInRefusal otherwise. */
  redeem(callbackUrl: URL, signIn: StaffSignIn): Promise<SignedInPerson>;
  /** Where to end the session at the provider too (RP-initiated logout); undefined when it does not support it. */
  endSessionUrl(): Promise<URL | undefined>;
}

/**
 * Why a sign-in was refused, in our words: logged and audited, never with a token, a code or a claim's value (the
 * library's own messages and causes may quote them).
 */
export class SignInRefusal extends Error {
  constructor(readonly reason: string) {
    super(`Sign-in refused: ${reason}`);
    this.name = 'SignInRefusal';
  }
}

/** Random values of 32 bytes, base64url: the state, the nonce and the PKCE verifier (RFC 7636 asks 43-128 characters). */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The openid-client error's code (OAUTH_…), or the provider's error name: what a log may say of a failure. */
function reasonOf(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError) return `provider-error:${error.error}`;
  if (error instanceof oidc.ResponseBodyError) return `token-error:${error.error}`;
  if (error instanceof oidc.ClientError) return error.code ?? 'client-error';
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return 'unexpected';
}

export interface IdentityProviderOptions {
  /** How long a call to the provider may take. */
  timeoutMs?: number;
  /** openid-client's own hook for the HTTP calls it makes (a plan's outbound proxy; a test that alters an answer). */
  customFetch?: oidc.CustomFetch;
}

export function createIdentityProvider(settings: StaffSettings, options: IdentityProviderOptions = {}): StaffIdentityProvider {
  const redirectUri = new URL(STAFF_CALLBACK_PATH, settings.publicUrl).href;
  const insecure = settings.issuer.protocol === 'http:';
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(settings.issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
        // Only a provider on this machine (staffSettings.ts refuses http elsewhere): a test's, a developer's.
        // The ID token's signature is checked against the provider's published keys, not only its claims: openid-client
        // by default trusts a token that came straight from the token endpoint over TLS (OIDC Core 3.1.3.7 allows it),
        // which would let anything between the console and the provider change a person's groups.
        execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
        ...(options.customFetch ? { [oidc.customFetch]: options.customFetch } : {}),
        timeout: Math.ceil((options.timeoutMs ?? 10_000) / 1000),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new SignInRefusal(`discovery-failed:${reasonOf(error)}`);
      });
    return discovered;
  };

  return {
    async authorizationUrl({ state, nonce, codeVerifier }) {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    async redeem(callbackUrl, signIn) {
      const config = await configuration();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: signIn.codeVerifier,
          expectedState: signIn.state,
          expectedNonce: signIn.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new SignInRefusal(reasonOf(error));
      }
      const idToken = tokens.claims();
      if (idToken === undefined) throw new SignInRefusal('no-id-token');
      let claims: Record<string, unknown> = { ...idToken };
      // Some providers give the groups only at the userinfo endpoint (Okta's default, Keycloak's without a mapper).
      if (!(settings.roleClaim in claims) && config.serverMetadata().userinfo_endpoint !== undefined) {
        try {
          claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...claims };
        } catch (error) {
          throw new SignInRefusal(`userinfo-failed:${reasonOf(error)}`);
        }
      }
      const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 320) : null);
      return { subject: idToken.sub, email: text(claims.email), name: text(claims.name), claims };
    },

    async endSessionUrl() {
      const config = await configuration();
      if (config.serverMetadata().end_session_endpoint === undefined) return undefined;
      return oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: new URL(STAFF_SIGNED_OUT_PATH, settings.publicUrl).href });
    },
  };
}
