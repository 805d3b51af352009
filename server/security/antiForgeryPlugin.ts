// Anti-forgery on the server (docs/api.md): a state-changing request without a valid session and token pair is
// refused with 403, and an HTML page or API answer to a request that had none sets a fresh pair.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { XSRF_HEADER_NAME } from '../../src/domain/apiContract';
import { antiForgeryCookieNames, createAntiForgery, type AntiForgery, type AntiForgerySecrets, type CookieToSet } from './antiForgery';
import { logSecurityEvent } from './securityLog';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anti-forgery pair was checked and found valid: no new cookies are needed. */
    antiForgeryVerified: boolean;
    /**
     * Why a form post's anti-forgery token was refused (issue 34): its route answers with a drawn page that keeps what
     * was typed, not with the API's 403, so the refusal is left for it to read. Undefined when it was not refused.
     */
    antiForgeryRefusal: string | undefined;
    /** The cookies this answer will set (memoised: the token drawn into the page must be the one set). */
    antiForgeryCookiesToSet: CookieToSet[] | undefined;
    /** The anti-forgery token the browser holds after this answer: the one a drawn form posts back (server/spa.ts). */
    antiForgeryToken(): string;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route another system calls, which proves itself by a signature of the body (server/routes/consentIntake.ts):
     * no browser, no cookies, nothing for a forged cross-site request to borrow; anti-forgery is not asked of it.
     */
    signedIntake?: boolean;
    /**
     * A form the browser posts itself (server/routes/formPosts.ts): the token comes in the body, which is read after
     * the request's head, so it is checked then, and a refusal is the route's to answer.
     */
    formPost?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isSignedIntake = (request: FastifyRequest) => request.routeOptions.config?.signedIntake === true;
const isFormPost = (request: FastifyRequest) => request.routeOptions.config?.formPost === true;

export interface AntiForgeryOptions {
  /** The secrets the tokens are signed with (SESSION_SECRET, or those kept in the database), read again as they change. */
  secrets: () => AntiForgerySecrets;
  /** The answers that hand out a pair, beside HTML pages: the API's (by the path the request was routed by). */
  isApiRequest: (request: FastifyRequest) => boolean;
  /** A form post's token, from its parsed body (server/routes/formPosts.ts); null when its body could not be read. */
  formPostToken?: (request: FastifyRequest) => string | undefined | null;
}

async function antiForgeryPlugin(app: FastifyInstance, options: AntiForgeryOptions): Promise<void> {
  // Made again only when the secrets change (a rotation), not for every request: it prepares the HMAC keys.
  let made: { secrets: AntiForgerySecrets; antiForgery: AntiForgery } | undefined;
  const current = (): AntiForgery => {
    const secrets = options.secrets();
    if (made?.secrets !== secrets) made = { secrets, antiForgery: createAntiForgery(secrets) };
    return made.antiForgery;
  };
  app.decorateRequest('antiForgeryVerified', false);
  app.decorateRequest('antiForgeryRefusal', undefined);
  app.decorateRequest('antiForgeryCookiesToSet', undefined);
  const cookiesToSet = (request: FastifyRequest): CookieToSet[] => {
    request.antiForgeryCookiesToSet ??= current().cookiesFor(request.cookies ?? {}, request.protocol === 'https');
    return request.antiForgeryCookiesToSet;
  };
  app.decorateRequest('antiForgeryToken', function antiForgeryToken(this: FastifyRequest): string {
    const { xsrf } = antiForgeryCookieNames(this.protocol === 'https');
    const fresh = this.antiForgeryVerified ? undefined : cookiesToSet(this).find((cookie) => cookie.name === xsrf);
    return fresh?.value ?? this.cookies?.[xsrf] ?? '';
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || isSignedIntake(request) || isFormPost(request)) return undefined;
    const refusal = current().refusal({ cookies: request.cookies, headers: request.headers, secure: request.protocol === 'https' });
    if (refusal) {
      logSecurityEvent(request, 'antiForgeryRefused', { refusal });
      return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Access Denied!' });
    }
    request.antiForgeryVerified = true;
    return undefined;
  });

  // A form post's token is in its body: checked once the body is read, the refusal left to its route (a drawn page).
  app.addHook('preHandler', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isFormPost(request)) return;
    const token = options.formPostToken?.(request);
    // A body that could not be read is refused by its route for that; it is no evidence about the token.
    if (token === null) return;
    const headers = { ...request.headers, [XSRF_HEADER_NAME.toLowerCase()]: token };
    const refusal = current().refusal({ cookies: request.cookies, headers, secure: request.protocol === 'https' });
    if (refusal) {
      logSecurityEvent(request, 'antiForgeryRefused', { refusal });
      request.antiForgeryRefusal = refusal;
      return;
    }
    request.antiForgeryVerified = true;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if ((html || options.isApiRequest(request)) && !request.antiForgeryVerified && !isSignedIntake(request)) {
      const antiForgery = current();
      for (const cookie of cookiesToSet(request)) {
        reply.setCookie(cookie.name, cookie.value, { ...antiForgery.cookieOptions(request.protocol === 'https'), httpOnly: cookie.httpOnly });
      }
    }
    return payload;
  });
}

/** Needs @fastify/cookie; registered on the root app, not encapsulated, so it guards every route. */
export const antiForgeryGuard = fastifyPlugin(antiForgeryPlugin, { name: 'portal-anti-forgery', fastify: '5.x', dependencies: ['@fastify/cookie'] });
