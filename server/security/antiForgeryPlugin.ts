// Anti-forgery on the server (docs/api.md): a state-changing request without a valid session and token pair is
// refused with 403, and an HTML page or API answer to a request that had none sets a fresh pair.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createAntiForgery, type AntiForgery, type AntiForgerySecrets } from './antiForgery';
import { logSecurityEvent } from './securityLog';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anti-forgery pair was checked and found valid: no new cookies are needed. */
    antiForgeryVerified: boolean;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route another system calls, which proves itself by a signature of the body (server/routes/consentIntake.ts):
     * no browser, no cookies, nothing for a forged cross-site request to borrow; anti-forgery is not asked of it.
     */
    signedIntake?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isSignedIntake = (request: FastifyRequest) => request.routeOptions.config?.signedIntake === true;

export interface AntiForgeryOptions {
  /** The secrets the tokens are signed with (SESSION_SECRET, or those kept in the database), read again as they change. */
  secrets: () => AntiForgerySecrets;
  /** The answers that hand out a pair, beside HTML pages: the API's (by the path the request was routed by). */
  isApiRequest: (request: FastifyRequest) => boolean;
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

  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || isSignedIntake(request)) return undefined;
    const refusal = current().refusal({ cookies: request.cookies, headers: request.headers, secure: request.protocol === 'https' });
    if (refusal) {
      logSecurityEvent(request, 'antiForgeryRefused', { refusal });
      return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Access Denied!' });
    }
    request.antiForgeryVerified = true;
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if ((html || options.isApiRequest(request)) && !request.antiForgeryVerified && !isSignedIntake(request)) {
      const antiForgery = current();
      for (const cookie of antiForgery.cookiesFor(request.cookies ?? {}, request.protocol === 'https')) {
        reply.setCookie(cookie.name, cookie.value, { ...antiForgery.cookieOptions(request.protocol === 'https'), httpOnly: cookie.httpOnly });
      }
    }
    return payload;
  });
}

/** Needs @fastify/cookie; registered on the root app, not encapsulated, so it guards every route. */
export const antiForgeryGuard = fastifyPlugin(antiForgeryPlugin, { name: 'portal-anti-forgery', fastify: '5.x', dependencies: ['@fastify/cookie'] });
