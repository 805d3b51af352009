// The staff console (issue 37, docs/operations.md#the-staff-console), registered only when STAFF_OIDC_ISSUER is set:
// the sign-in routes, the JSON API, the console's page and assets (its own build, dist-staff/, which no public page
// loads). Every route under /staff names who may call it (config.staffAccess); one that does not stops the start. The
// guard checks the session and the role on the server before any handler: a page that hides a button is not security.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { roleIncludes, STAFF_API_PATH, STAFF_BASE_PATH, STAFF_IDLE_ENDS_HEADER, STAFF_SIGN_IN_PATH } from '../../src/domain/staffConsole';
import { rateLimitOptions } from '../routes/api';
import { staffApiRoutes } from '../routes/staffApi';
import { staffConsentRoutes } from '../routes/staffConsent';
import { staffAnswerChangesRoutes } from '../routes/staffAnswerChanges';
import { staffSiteRoutes } from '../routes/staffSite';
import { staffDeliveriesRoutes } from '../routes/staffDeliveries';
import { staffAuthRoutes } from '../routes/staffAuth';
import { logSecurityEvent } from '../security/securityLog';
import type { StaffIdentityProvider } from '../staff/identityProvider';
import { audit } from '../staff/staffRequest';
import { cookieIdHash, idleEndAfter, staffCookieNames } from '../staff/staffSessions';
import type { StaffSettings } from '../staff/staffSettings';

export interface StaffConsoleOptions {
  settings: StaffSettings;
  planTimeZone: string;
  languages: readonly string[];
  /** The console's build (dist-staff/): index.html and assets/. */
  staffDir: string;
  /** Requests per client address and window, the pages' budget. */
  rateLimit: { max: number; windowMs: number };
  identityProvider?: StaffIdentityProvider;
}

const ASSETS_PATH = `${STAFF_BASE_PATH}/assets/`;

const isStaffApi = (request: FastifyRequest) => (request.routeOptions.url ?? '').startsWith(`${STAFF_API_PATH}/`);

function signInAddress(request: FastifyRequest): string {
  return `${STAFF_SIGN_IN_PATH}?return=${encodeURIComponent(request.url)}`;
}

/** The console's page with this answer's CSP nonce, which antd's styles carry (src/staff/index.tsx reads it). */
function consolePage(staffDir: string): (nonce: string) => string | undefined {
  let html: string | undefined;
  return (nonce) => {
    html ??= fs.existsSync(path.join(staffDir, 'index.html')) ? fs.readFileSync(path.join(staffDir, 'index.html'), 'utf8') : undefined;
    return html?.replaceAll('__CSP_NONCE__', nonce);
  };
}

/** The console's onRoute check: a route under /staff that does not name who may call it stops the start. */
export function requireStaffAccess(route: RouteOptions): void {
  // @fastify/static registers the assets' route without a way to pass its config: code and styles, public.
  if (route.url.startsWith(ASSETS_PATH) && route.config?.staffAccess === undefined) route.config = { ...route.config, staffAccess: 'public' };
  if (route.url.startsWith(STAFF_BASE_PATH) && route.config?.staffAccess === undefined) {
    throw new Error(`The staff route ${String(route.method)} ${route.url} does not say who may call it (config.staffAccess).`);
  }
}

async function staffConsolePlugin(app: FastifyInstance, options: StaffConsoleOptions): Promise<void> {
  const { store } = app;
  app.decorateRequest('staffSession', undefined);

  // Every staff route says who may call it, or the console does not start.
  app.addHook('onRoute', requireStaffAccess);

  await app.register(fastifyRateLimit, rateLimitOptions(options.rateLimit.max, options.rateLimit.windowMs, 'staff console requests'));

  app.addHook('preHandler', async (request, reply) => {
    const access = request.routeOptions.config.staffAccess;
    if (access === undefined || access === 'public') return undefined;
    const cookieId = request.cookies[staffCookieNames(request.protocol === 'https').session];
    const now = new Date();
    const idHash = cookieId === undefined ? undefined : cookieIdHash(cookieId);
    const session = idHash === undefined ? undefined : await store.staff.touchSession(idHash, now, idleEndAfter(now));
    if (session === undefined || idHash === undefined) {
      if (isStaffApi(request)) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Your session has ended. Sign in again.' });
      return reply.code(303).header('location', signInAddress(request)).send();
    }
    request.staffSession = { session, idHash };
    if (!roleIncludes(session.role, access)) {
      logSecurityEvent(request, 'staffForbidden', { role: session.role, needs: access });
      await audit(store, request, 'forbidden', { route: request.routeOptions.url ?? 'unmatched', role: session.role, needs: access });
      return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Your role does not allow this.' });
    }
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // What a console answer holds is personal data: never kept by a browser's or a proxy's cache.
    reply.header('cache-control', 'no-store');
    if (request.staffSession) reply.header(STAFF_IDLE_ENDS_HEADER, request.staffSession.session.idleEndsAt);
    return payload;
  });

  await app.register(staffAuthRoutes, { store, settings: options.settings, ...(options.identityProvider ? { identityProvider: options.identityProvider } : {}) });
  await app.register(staffApiRoutes, { store, planTimeZone: options.planTimeZone, languages: options.languages });
  await app.register(staffConsentRoutes, { store, planTimeZone: options.planTimeZone });
  await app.register(staffAnswerChangesRoutes, { store });
  await app.register(staffSiteRoutes, { store });
  await app.register(staffDeliveriesRoutes, { store });
  // Anything else under the API is not a page of the console.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${STAFF_API_PATH}/*`,
    schema: { hide: true },
    config: { staffAccess: 'viewer' },
    handler: async (_request, reply) => reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'There is no such staff call.' }),
  });

  // The console's assets: code and styles only, no data; content-hashed, so kept a year.
  await app.register(fastifyStatic, {
    root: path.join(options.staffDir, 'assets'),
    prefix: ASSETS_PATH,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });

  const page = consolePage(options.staffDir);
  const sendConsole = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.scriptNonce = crypto.randomBytes(16).toString('base64');
    const html = page(reply.scriptNonce);
    if (html === undefined) return reply.code(503).type('text/plain; charset=utf-8').send('The staff console is not built: run npm run build.');
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get(STAFF_BASE_PATH, { schema: { hide: true }, config: { staffAccess: 'viewer' } }, sendConsole);
  app.get(`${STAFF_BASE_PATH}/*`, { schema: { hide: true }, config: { staffAccess: 'viewer' } }, sendConsole);
}

/** Encapsulated: its hooks guard only the staff routes. */
export const staffConsole = fastifyPlugin(staffConsolePlugin, { name: 'portal-staff-console', fastify: '5.x', encapsulate: true, dependencies: ['portal-store'] });
