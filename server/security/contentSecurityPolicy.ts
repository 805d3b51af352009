// The Content-Security-Policy of every answer (docs/api.md): for HTML, scripts and the preboot's style only from this
// origin or with the answer's own nonce; for anything else, nothing at all.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce for script elements; made only for HTML answers (it costs a random read). */
    scriptNonce: string;
  }
}

export function contentSecurityPolicy(nonce: string, html: boolean): string {
  if (!html) return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // No inline styles but the preboot's, which carries the nonce: antd's styles are a static stylesheet in the
    // build (docs/architecture.md#antd-without-a-style-runtime), and React sets style properties through the CSSOM,
    // which style-src does not govern.
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function contentSecurityPolicyPlugin(app: FastifyInstance): Promise<void> {
  app.decorateReply('scriptNonce', '');
  app.addHook('onSend', async (_request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (html && !reply.scriptNonce) reply.scriptNonce = crypto.randomBytes(16).toString('base64');
    reply.header('content-security-policy', contentSecurityPolicy(reply.scriptNonce, html));
    return payload;
  });
}

/** The CSP on every answer of the app it is registered on (not encapsulated: it covers every route). */
export const contentSecurityPolicyHeaders = fastifyPlugin(contentSecurityPolicyPlugin, { name: 'portal-content-security-policy', fastify: '5.x' });
