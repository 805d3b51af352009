// The security headers of every answer beside the CSP (docs/api.md): helmet's set, HSTS over HTTPS only, no
// X-Powered-By, and no caching of the API's and the health checks' answers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyPlugin from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** The requests whose answers must never be cached (the API's); the health checks are added to them. */
  isApiRequest: (request: FastifyRequest) => boolean;
  /** The path a request was routed by, however its address was spelled. */
  routedPath: (request: FastifyRequest) => string;
}

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  // The CSP is set per answer (contentSecurityPolicy.ts, for its nonces) and HSTS only over HTTPS; helmet sets the rest.
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.removeHeader('x-powered-by');
    const routed = options.routedPath(request);
    if (options.isApiRequest(request) || routed.startsWith('/healthz') || routed.startsWith('/readyz')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Registered on the root app, not encapsulated: every route's answers carry the headers. */
export const securityHeaders = fastifyPlugin(securityHeadersPlugin, { name: 'portal-security-headers', fastify: '5.x' });
