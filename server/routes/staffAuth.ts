// The staff console's sign-in and sign-out (issue 37, docs/operations.md#the-staff-console): the browser is sent to the
// plan's OpenID Connect provider with a new state, nonce and PKCE verifier, kept in the database under a cookie;
// the callback redeems the code against them, maps the provider's groups to a role and opens a session. Every
// outcome is in the audit trail; a refusal is a security event too. No token, code or claim value is ever logged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_CALLBACK_PATH, STAFF_SIGN_IN_PATH, STAFF_SIGN_OUT_PATH, STAFF_SIGNED_OUT_PATH } from '../../src/domain/staffConsole';
import { logSecurityEvent } from '../security/securityLog';
import { createIdentityProvider, randomToken, SignInRefusal, type StaffIdentityProvider } from '../staff/identityProvider';
import { SIGN_IN_AGAIN, staffPageHtml, type StaffPage } from '../staff/staffPages';
import { audit } from '../staff/staffRequest';
import { cookieIdHash, newCookieId, safeReturnPath, sessionTimes, SIGN_IN_TIMEOUT_MS, staffCookieNames, staffCookieOptions } from '../staff/staffSessions';
import { roleOfClaims, type StaffSettings } from '../staff/staffSettings';
import type { PortalStore } from '../store/types';
import { STAFF_ABSOLUTE_TIMEOUT_MS } from '../../src/domain/staffConsole';
import crypto from 'node:crypto';

export interface StaffAuthOptions {
  store: PortalStore;
  settings: StaffSettings;
  /** Defaults to the settings' provider; a test may pass its own client of a real provider. */
  identityProvider?: StaffIdentityProvider;
}

function sendPage(reply: FastifyReply, status: number, page: StaffPage): FastifyReply {
  reply.scriptNonce = crypto.randomBytes(16).toString('base64');
  return reply.code(status).type('text/html; charset=utf-8').send(staffPageHtml(page, reply.scriptNonce));
}

const secureOf = (request: FastifyRequest) => request.protocol === 'https';

const UNREACHABLE: StaffPage = {
  title: 'Sign-in is not available',
  paragraphs: ["The plan's sign-in service cannot be reached just now. Try again in a few minutes; if it goes on, tell the plan's IT service desk."],
  link: SIGN_IN_AGAIN,
};

export async function staffAuthRoutes(app: FastifyInstance, options: StaffAuthOptions): Promise<void> {
  const { store, settings } = options;
  const provider = options.identityProvider ?? createIdentityProvider(settings);

  app.get(STAFF_SIGN_IN_PATH, { schema: { hide: true }, config: { staffAccess: 'public' } }, async (request, reply) => {
    const returnTo = safeReturnPath((request.query as Record<string, unknown>).return);
    const signIn = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(), returnTo };
    let url: URL;
    try {
      url = await provider.authorizationUrl(signIn);
    } catch (error) {
      request.log.warn({ reason: error instanceof SignInRefusal ? error.reason : 'unexpected' }, 'the staff identity provider cannot be reached');
      return sendPage(reply, 503, UNREACHABLE);
    }
    const id = newCookieId();
    const now = new Date();
    await store.staff.beginSignIn(cookieIdHash(id), signIn, now, new Date(now.getTime() + SIGN_IN_TIMEOUT_MS));
    reply.setCookie(staffCookieNames(secureOf(request)).signIn, id, staffCookieOptions(secureOf(request), SIGN_IN_TIMEOUT_MS));
    return reply.code(303).header('location', url.href).send();
  });

  app.get(STAFF_CALLBACK_PATH, { schema: { hide: true }, config: { staffAccess: 'public' } }, async (request, reply) => {
    const names = staffCookieNames(secureOf(request));
    const cookieId = request.cookies[names.signIn];
    reply.clearCookie(names.signIn, { path: '/' });
    const signIn = cookieId === undefined ? undefined : await store.staff.takeSignIn(cookieIdHash(cookieId), new Date());
    const refuse = async (reason: string) => {
      logSecurityEvent(request, 'staffSignInRefused', { reason });
      await audit(store, request, 'sign-in-refused', { reason }, [], { subject: null, email: null });
      return sendPage(reply, 400, {
        title: 'Sign-in did not work',
        paragraphs: ['Your sign-in could not be completed: it may have taken too long, or been started in another window. Please try again.'],
        link: SIGN_IN_AGAIN,
      });
    };
    if (signIn === undefined) return refuse(cookieId === undefined ? 'no-sign-in-cookie' : 'sign-in-unknown-or-expired');
    let person;
    try {
      // The address the provider sent the browser to, as the provider knows it: the console's public origin.
      person = await provider.redeem(new URL(request.url, settings.publicUrl), signIn);
    } catch (error) {
      if (!(error instanceof SignInRefusal)) throw error;
      if (error.reason.startsWith('discovery-failed')) return sendPage(reply, 503, UNREACHABLE);
      return refuse(error.reason);
    }
    const role = roleOfClaims(person.claims, settings);
    if (role === undefined) {
      logSecurityEvent(request, 'staffSignInRefused', { reason: 'no-role' });
      await audit(store, request, 'no-role', {}, [], person);
      const groups = [...new Set(Object.values(settings.roles).flat())];
      return sendPage(reply, 403, {
        title: 'You have no access to the staff console',
        paragraphs: [
          `You signed in as ${person.email ?? person.subject}, but your account is in none of the console's groups. This attempt has been recorded.`,
          `To get access, ask your manager to request it from the plan's identity administrator (the IT service desk), naming the group for your role: ${groups.join(', ')}.`,
        ],
      });
    }
    const id = newCookieId();
    await store.staff.createSession(cookieIdHash(id), { subject: person.subject, email: person.email, name: person.name, role, ...sessionTimes(new Date()) });
    reply.setCookie(names.session, id, staffCookieOptions(secureOf(request), STAFF_ABSOLUTE_TIMEOUT_MS));
    await audit(store, request, 'sign-in', { role }, [], person);
    return reply.code(303).header('location', signIn.returnTo).send();
  });

  // Anti-forgery is asked of it as of every POST (server/security/antiForgeryPlugin.ts): no site can sign staff out.
  app.post(STAFF_SIGN_OUT_PATH, { schema: { hide: true }, config: { staffAccess: 'public' } }, async (request, reply) => {
    const names = staffCookieNames(secureOf(request));
    const cookieId = request.cookies[names.session];
    reply.clearCookie(names.session, { path: '/' });
    const ended = cookieId === undefined ? undefined : await store.staff.endSession(cookieIdHash(cookieId), new Date());
    if (ended) await audit(store, request, 'sign-out', {}, [], ended);
    let redirectTo = STAFF_SIGNED_OUT_PATH;
    try {
      redirectTo = (await provider.endSessionUrl())?.href ?? redirectTo;
    } catch {
      // The provider cannot be reached: the session here has ended all the same.
    }
    return reply.code(200).send({ redirectTo });
  });

  app.get(STAFF_SIGNED_OUT_PATH, { schema: { hide: true }, config: { staffAccess: 'public' } }, async (_request, reply) =>
    sendPage(reply, 200, { title: 'You are signed out', paragraphs: ['You have signed out of the staff console.'], link: SIGN_IN_AGAIN }),
  );
}
