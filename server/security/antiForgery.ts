// Anti-forgery (docs/api.md): an anonymous HttpOnly session cookie, and an XSRF-TOKEN cookie signed
// for that session that the SPA copies into the X-XSRF-TOKEN header of every state-changing request.
import crypto from 'node:crypto';
import { HOST_COOKIE_PREFIX, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../src/domain/apiContract';

export const SESSION_COOKIE_NAME = 'portal_session';

/**
 * The pair's cookie names: over HTTPS with the `__Host-` prefix (issue 21), which browsers keep to Secure, host-only,
 * whole-site cookies, so a cookie set by a same-site subdomain for the parent domain cannot shadow them; over plain
 * HTTP (development, a plan's internal test) without it, as browsers refuse `__Host-` there. Only the names of the
 * request's protocol are read.
 */
export function antiForgeryCookieNames(secure: boolean): { session: string; xsrf: string } {
  const prefix = secure ? HOST_COOKIE_PREFIX : '';
  return { session: `${prefix}${SESSION_COOKIE_NAME}`, xsrf: `${prefix}${XSRF_COOKIE_NAME}` };
}
/** How long a pair lives, in the browser (the cookies' Max-Age) and on the server (the token's signed issue time). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
/** A token dated this far ahead of the server's clock (another instance's clock) is still taken. */
const CLOCK_SKEW_SECONDS = 60;

/** How often an instance reads the anti-forgery secrets again, so a rotation reaches it without a restart. */
export const SECRETS_REREAD_MS = 30_000;

/** The name of the anti-forgery secret the database keeps (without SESSION_SECRET). */
export const ANTI_FORGERY_SECRET = 'anti-forgery';

/** A new random anti-forgery secret: 32 bytes. */
export const newAntiForgerySecret = (): string => crypto.randomBytes(32).toString('base64url');

/** The secrets a token may be signed with: the current one, and the one before the last rotation. */
export interface AntiForgerySecrets {
  current: string;
  previous?: string | undefined;
}

export interface CookieToSet {
  name: string;
  value: string;
  httpOnly: boolean;
}

export interface AntiForgery {
  /** The cookies a response must set so that the next POST can pass; none when the request's pair is valid. */
  cookiesFor(cookies: Record<string, string | undefined>, secure: boolean): CookieToSet[];
  /** Why a state-changing request is refused, or undefined when it may proceed. */
  refusal(request: { cookies: Record<string, string | undefined>; headers: Record<string, string | string[] | undefined>; secure: boolean }): string | undefined;
  cookieOptions(secure: boolean): { path: string; sameSite: 'strict'; secure: boolean; maxAge: number };
}

/** The signature of a token: its session, its issue time (seconds) and its nonce, under one key. */
function sign(secret: crypto.KeyObject, session: string, issuedAt: string, nonce: string): string {
  return crypto.createHmac('sha256', secret).update(`${session}.${issuedAt}.${nonce}`).digest('base64url');
}

/** Whether two texts are equal, in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

const randomToken = () => crypto.randomBytes(24).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

type TokenVerdict = 'valid' | 'expired' | 'invalid';

/**
 * `nowMs` is the clock (tests move it). A token is `<issued at, s>.<nonce>.<signature>` (issue 21): it is refused once
 * older than SESSION_MAX_AGE_SECONDS, whatever the browser kept, and is signed by the current secret or, after
 * `npm run admin -- secrets rotate`, by the previous one until it expires.
 */
export function createAntiForgery(secrets: AntiForgerySecrets, nowMs: () => number = Date.now): AntiForgery {
  // KeyObjects, made once: on every createHmac Node 24 tests a Buffer key for being a KeyObject and then a CryptoKey,
  // which made one HMAC 6 times slower (8.5 µs against 1.3 µs with a KeyObject; Node 20 takes 1.3 µs either way) and
  // took a sixth of the server's CPU under `npm run bench`.
  const key = crypto.createSecretKey(Buffer.from(secrets.current));
  const keys = [key, ...(secrets.previous ? [crypto.createSecretKey(Buffer.from(secrets.previous))] : [])];

  function verdict(session: string | undefined, token: string | undefined): TokenVerdict {
    if (!session || !token || !TOKEN_SHAPE.test(session)) return 'invalid';
    const [issuedAt, nonce, signature, ...rest] = token.split('.');
    if (!issuedAt || !/^\d{1,12}$/.test(issuedAt) || !nonce || !signature || rest.length > 0) return 'invalid';
    if (!keys.some((candidate) => safeEqual(signature, sign(candidate, session, issuedAt, nonce)))) return 'invalid';
    const age = Math.floor(nowMs() / 1000) - Number(issuedAt);
    return age > SESSION_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS ? 'expired' : 'valid';
  }
  const tokenIsValid = (session: string | undefined, token: string | undefined) => verdict(session, token) === 'valid';

  return {
    cookiesFor(cookies, secure) {
      const names = antiForgeryCookieNames(secure);
      const session = cookies[names.session];
      if (tokenIsValid(session, cookies[names.xsrf])) return [];
      const nextSession = session && TOKEN_SHAPE.test(session) ? session : randomToken();
      const nonce = randomToken();
      const issuedAt = String(Math.floor(nowMs() / 1000));
      const result: CookieToSet[] = [{ name: names.xsrf, value: `${issuedAt}.${nonce}.${sign(key, nextSession, issuedAt, nonce)}`, httpOnly: false }];
      if (nextSession !== session) result.unshift({ name: names.session, value: nextSession, httpOnly: true });
      return result;
    },

    refusal({ cookies, headers, secure }) {
      const names = antiForgeryCookieNames(secure);
      const site = headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') return 'cross-site request';
      const header = headers[XSRF_HEADER_NAME.toLowerCase()];
      const cookie = cookies[names.xsrf];
      if (typeof header !== 'string' || !header) return 'missing anti-forgery header';
      if (!cookie || !safeEqual(header, cookie)) return 'anti-forgery header does not match its cookie';
      const found = verdict(cookies[names.session], cookie);
      if (found === 'expired') return 'anti-forgery token expired';
      if (found !== 'valid') return 'anti-forgery token not valid for this session';
      return undefined;
    },

    cookieOptions(secure) {
      return { path: '/', sameSite: 'strict', secure, maxAge: SESSION_MAX_AGE_SECONDS };
    },
  };
}
