// Serves the built SPA: hashed assets precompressed with long immutable caching, and index.html (never cached)
// for every app route, carrying the runtime configuration and this response's CSP nonce.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PortalConfig } from '../src/domain/portalConfig';

/** The empty configuration slot of public/index.html, quoted or not (the production build minifies it). */
export const CONFIG_SCRIPT_PATTERN = /<script[^>]*\bid="?portal-config"?[^>]*><\/script>/;

/** JSON inside a script element must not be able to close it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export interface SpaOptions {
  staticDir: string;
  portal: PortalConfig;
}

export function renderIndexHtml(template: string, portal: PortalConfig, nonce: string): string {
  const withConfig = template.replace(
    CONFIG_SCRIPT_PATTERN,
    `<script type="application/json" id="portal-config">${scriptSafeJson(portal)}</script>`,
  );
  return withConfig.replace(/<script(?![^>]*\bnonce=)/g, `<script nonce="${nonce}"`);
}

/** Paths that are API calls, never app routes, even when unknown. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/notification');
}

export async function spaRoutes(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The built SPA is missing: ${indexFile}. Run "npm run build" first.`);
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  if (!CONFIG_SCRIPT_PATTERN.test(template)) {
    throw new Error(`${indexFile} has no portal-config script element to fill in.`);
  }

  await app.register(fastifyStatic, {
    root: options.staticDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // index.html is rendered per response below; the build's stats and source maps are not for browsers.
    globIgnore: ['**/index.html', '**/index.html.*', '**/stats.json', '**/stats.json.*', '**/*.map', '**/*.map.*'],
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    reply.scriptNonce = crypto.randomBytes(16).toString('base64');
    const nonce = reply.scriptNonce;
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderIndexHtml(template, options.portal, nonce));
  };

  // Pages, not API calls: left out of the OpenAPI document.
  app.get('/', { schema: { hide: true } }, sendApp);
  app.get('/index.html', { schema: { hide: true } }, sendApp);

  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '*/*';
    const acceptsHtml = accept.includes('text/html') || accept.includes('*/*');
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && acceptsHtml && !path.extname(request.url.split('?')[0] ?? '')) {
      // Every SPA route (spec §2's table and unknown paths) answers with the app, which shows its own not-found page.
      return sendApp(request, reply);
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'There is nothing at this address.' });
  });
}
