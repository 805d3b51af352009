// Serves the built SPA: hashed assets precompressed with long immutable caching, and every app route's page (never
// cached), drawn on the server (server/pages.ts) into index.html with the state the browser's store starts from, the
// runtime configuration, this response's CSP nonce and the route's own chunk (docs/architecture.md#routes), so the
// page arrives drawn and the browser fetches the screen's code with the main bundle, not after it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { PAGE_STATE_ELEMENT_ID, pageRedirect, pageStatus, type PageRenderer, type PageRequest, type RenderedPage } from '../src/domain/pageRendering';
import type { PortalConfig } from '../src/domain/portalConfig';
import { SOURCE_LANGUAGE, startLanguage } from '../src/domain/language';
import { catalogChunkGroups, routeForPath } from '../src/domain/routeTable';
import { POST_FIELDS, SENT_PARAMETER, type PostedForm } from '../src/domain/formPost';
import { CONFIRM_EMAIL_PATH, type EmailConfirmationOutcome } from '../src/domain/contactConfirmation';
import { logSecurityEvent } from './security/securityLog';

/** The empty configuration slot of public/index.html, quoted or not (the production build minifies it). */
export const CONFIG_SCRIPT_PATTERN = /<script[^>]*\bid="?portal-config"?[^>]*><\/script>/;

/** JSON inside a script element must not be able to close it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** What a page shows that changes while the server runs; a value that could not be read is undefined. */
export interface PageInputs {
  notices: readonly string[] | undefined;
  inMaintenance: boolean | undefined;
}

export interface SpaOptions {
  staticDir: string;
  portal: PortalConfig;
  pages: PageRenderer;
  /** The notices in a language and the maintenance flag, read for each page. */
  readPageInputs: (language: string) => Promise<PageInputs>;
}

/** The build's chunk graph (dist/stats.json, written by .ci/statsWriterPlugin.ts): the entry's files and each chunk group's. */
interface BuildStats {
  entry: string[];
  groups: Record<string, string[]>;
}

/**
 * Each chunk group's files (a screen's, a catalog's) beyond the main bundle's, from the build's stats; an empty map when there are none (the
 * app then loads each screen's chunk itself, as it does on every later navigation).
 */
export function readScreenAssets(staticDir: string): Map<string, string[]> {
  const statsFile = path.join(staticDir, 'stats.json');
  const assets = new Map<string, string[]>();
  if (!fs.existsSync(statsFile)) return assets;
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Partial<BuildStats>;
  const entry = new Set(stats.entry ?? []);
  for (const [group, files] of Object.entries(stats.groups ?? {})) {
    const own = files.filter((file) => !entry.has(file) && /\.(js|css)$/.test(file));
    assets.set(group, own);
  }
  return assets;
}

/**
 * Tags for a screen's files, placed before the main bundle's: deferred scripts run in document order, so the
 * screen's chunks are registered when the webpack runtime starts and its lazy import finds them loaded.
 */
export function screenAssetTags(files: readonly string[]): string {
  return files
    .map((file) => (file.endsWith('.css') ? `<link rel="stylesheet" href="/${file}">` : `<script defer src="/${file}"></script>`))
    .join('');
}

export function renderIndexHtml(
  template: string,
  portal: PortalConfig,
  nonce: string,
  screenFiles: readonly string[] = [],
  language: string = portal.languages[0] ?? SOURCE_LANGUAGE,
  stylesheets: ReadonlyMap<string, string> = new Map(),
): string {
  // The page says its language before any script runs (the preboot screen is read in it); `language` is one the
  // plan offers (startLanguage), never the request's text.
  const withLanguage = template.replace(/<html\b[^>]*>/, `<html lang="${language}">`);
  const withConfig = withLanguage.replace(
    CONFIG_SCRIPT_PATTERN,
    `<script type="application/json" id="portal-config">${scriptSafeJson(portal)}</script>`,
  );
  const tags = screenAssetTags(screenFiles);
  const withScreen = !tags
    ? withConfig
    : /<script\b[^>]*\bsrc=/.test(withConfig)
      ? withConfig.replace(/<script\b[^>]*\bsrc=/, (firstScript) => `${tags}${firstScript}`)
      : withConfig.replace('</head>', `${tags}</head>`);
  const withLoader = scriptsAfterFirstPaint(inlineStylesheets(withScreen, stylesheets));
  // The template's own <style> (the preboot screen) carries the nonce too: the CSP allows no other inline style.
  return withLoader.replace(/<(script|style)(?![^>]*\bnonce=)(?=[\s>])/g, (_tag, name: string) => `<${name} nonce="${nonce}"`);
}

/**
 * The page's own stylesheets written into it (issue 20): the page arrives drawn, and a stylesheet linked is a request
 * more, on a slow connection a round trip or two, before anything can be painted. Each becomes a `<style>` with the
 * stylesheet's address in `data-href`, where webpack's CSS loader (mini-css-extract-plugin) looks before it loads a
 * screen's stylesheet itself. A stylesheet not in `stylesheets` (not read at start) stays linked.
 */
export function inlineStylesheets(html: string, stylesheets: ReadonlyMap<string, string>): string {
  if (stylesheets.size === 0) return html;
  return html.replace(/<link\b[^>]*>/g, (tag) => {
    if (!/\brel="?stylesheet"?/.test(tag)) return tag;
    const href = /\bhref="?([^"\s>]+)"?/.exec(tag)?.[1];
    const css = href === undefined ? undefined : stylesheets.get(href);
    return css === undefined ? tag : `<style data-href="${href}">${css}</style>`;
  });
}

/**
 * The built stylesheets by address (`/assets/main.abc.css`), read once at start; one that could close its `<style>`
 * element is left out (and stays linked).
 */
export function readStylesheets(staticDir: string): Map<string, string> {
  const stylesheets = new Map<string, string>();
  const assetsDir = path.join(staticDir, 'assets');
  if (!fs.existsSync(assetsDir)) return stylesheets;
  for (const file of fs.readdirSync(assetsDir)) {
    if (!file.endsWith('.css')) continue;
    const css = fs.readFileSync(path.join(assetsDir, file), 'utf8');
    if (!/<\/style/i.test(css)) stylesheets.set(`/assets/${file}`, css);
  }
  return stylesheets;
}

/** A script element with a source, quoted or not (the production build minifies the template). */
const SOURCED_SCRIPT_PATTERN = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g;

/**
 * The page's scripts, in their order, requested once the page has been painted rather than with it (issue 20). The
 * page arrives drawn, so its first paint needs only the HTML and its stylesheets; scripts requested alongside them
 * would share a slow connection with them (about 120 KB of script on a form route) and hold the paint back. The
 * loader is an inline script at the end of the body: it runs once the stylesheets are in (a parser-inserted script
 * waits for them), then waits for the next frame to be painted; in a tab in the background, which paints nothing, it
 * starts after a second. `async = false` keeps the scripts' order, as `defer` did. Same-origin scripts, which the
 * CSP's `'self'` allows.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(SOURCED_SCRIPT_PATTERN, (_tag, source: string) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const loader =
    '(function(sources){var started=false;function load(){if(started)return;started=true;' +
    "sources.forEach(function(source){var script=document.createElement('script');script.src=source;script.async=false;document.head.appendChild(script);});}" +
    `requestAnimationFrame(function(){setTimeout(load,0);});setTimeout(load,${SCRIPTS_START_IN_BACKGROUND_MS});})(${scriptSafeJson(sources)});`;
  return withoutScripts.replace('</body>', () => `<script>${loader}</script></body>`);
}

/** When a tab in the background, where no frame is painted, starts the app anyway. */
const SCRIPTS_START_IN_BACKGROUND_MS = 1000;

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The template's empty root element, quoted or not (the production build minifies it). */
const ROOT_PATTERN = /<div id="?root"?><\/div>/;
const TITLE_PATTERN = /<title>[^<]*<\/title>/;

/**
 * A drawn page in the template: its title, its markup in the root element and, before it, the state the browser's
 * store starts from (JSON in a script element that cannot be closed from inside, as the configuration).
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
  return html
    .replace(TITLE_PATTERN, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT_PATTERN, () => `${state}<div id="root">${page.body}</div>`);
}

/**
 * The page drawn, or undefined when drawing it failed: the page is then sent undrawn and the browser's app draws it,
 * as before pages were drawn here, so a bug in one screen's server rendering strands nobody. Logged without the
 * error's message, which could quote a value.
 */
function drawnPage(pages: PageRenderer, request: PageRequest, reply: FastifyReply): RenderedPage | undefined {
  try {
    return pages.render(request);
  } catch (error) {
    reply.log.error({ err: error, pageRender: 'failed' }, 'drawing a page failed; the browser draws it');
    return undefined;
  }
}

/**
 * The page compressed as the browser accepts it (brotli, else gzip; the assets are precompressed, a page cannot be, as
 * every one carries its own nonce): about 70 % less to send on a slow connection. Brotli at quality 5 takes well under
 * a millisecond for a page; 11, the assets', would take tens.
 */
function compressedFor(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return zlib.gzipSync(html);
  }
  return html;
}

/** How long a maintenance page asks clients to wait before trying again (the browser's page asks more often). */
const MAINTENANCE_RETRY_AFTER_S = 300;

/** Paths that are API calls, never app routes, even when unknown. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/notification');
}

/**
 * The path a request was routed by, however its address was spelled (issue 21): the matched route's own path, else the
 * address's path decoded, an absolute-form target (`GET http://host/api/… HTTP/1.1`) included. `/%61pi/…` is `/api/…`
 * to the router, so it must be to every decision about the answer (no-store, the anti-forgery cookies, app or API).
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  const target = request.url.split('?')[0] ?? '/';
  try {
    // Only a target with a scheme is absolute: `//host/x` is a path of this site, and stays one.
    return decodeURIComponent(/^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? new URL(target).pathname : target);
  } catch {
    return target;
  }
}

/** A request for the API (by the path it was routed by), never for an app page. */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(routedPath(request));
}

/** A page to draw and send: what the renderer draws from, and the status when it is not the route's own. */
export interface PageToSend {
  url: string;
  language: string;
  posted?: PostedForm;
  /** The email confirmation page's state (issue 36): drawn for this request alone, never cached. */
  emailConfirmation?: EmailConfirmationOutcome;
  status?: number;
  /** False sends the page undrawn, its shell only, for the browser's app to draw (a page past the address's budget). */
  draw?: boolean;
}

/** The values the server writes into each response's drawn forms (src/forms/FormPostFields.tsx). */
export interface FormPostValues {
  antiForgeryToken: string;
  idempotencyKey: string;
}

/**
 * Each drawn form's hidden fields filled in for this response: the visitor's anti-forgery token and a new idempotency key
 * (a page is the same for everyone and may be cached; these are not). React draws them without a value.
 */
export function withFormPostValues(html: string, values: FormPostValues): string {
  const filled = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}"/>`;
  return html
    .replaceAll(`<input type="hidden" name="${POST_FIELDS.antiForgeryToken}"/>`, () => filled(POST_FIELDS.antiForgeryToken, values.antiForgeryToken))
    .replaceAll(`<input type="hidden" name="${POST_FIELDS.idempotencyKey}"/>`, () => filled(POST_FIELDS.idempotencyKey, values.idempotencyKey));
}

/** Draws a page and sends it: the built index.html with the drawn page, its state, configuration, nonce and scripts. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply, page: PageToSend, inputs: PageInputs) => FastifyReply;

/** Reads the built template once, and returns what draws a page into it for each response. */
export function createPageSender(options: SpaOptions): PageSender {
  const indexFile = path.join(options.staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The built SPA is missing: ${indexFile}. Run "npm run build" first.`);
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  if (!CONFIG_SCRIPT_PATTERN.test(template)) {
    throw new Error(`${indexFile} has no portal-config script element to fill in.`);
  }
  if (!ROOT_PATTERN.test(template)) {
    throw new Error(`${indexFile} has no empty root element to draw the page in.`);
  }
  const screenAssets = readScreenAssets(options.staticDir);
  const stylesheets = readStylesheets(options.staticDir);

  return (request, reply, { url, language, posted, emailConfirmation, status, draw = true }, inputs) => {
    const pathname = url.split('?')[0] ?? '/';
    const drawing = { url, language, config: options.portal, ...inputs, ...(posted ? { posted } : {}), ...(emailConfirmation ? { emailConfirmation } : {}) };
    const page = draw ? drawnPage(options.pages, drawing, reply) : undefined;
    reply.scriptNonce = crypto.randomBytes(16).toString('base64');
    // The screen's code, and in another language its catalogs, ahead of the main bundle: the page is taken over
    // (hydrated) only once both are in, so neither may wait for the main bundle to ask for it.
    const { chunk } = routeForPath(pathname).screen;
    const screenFiles = [chunk, ...catalogChunkGroups(language, chunk, SOURCE_LANGUAGE)].flatMap((group) => screenAssets.get(group) ?? []);
    const code = status ?? page?.status ?? pageStatus(pathname, inputs.inMaintenance);
    if (code === 503 && posted === undefined) reply.header('retry-after', String(MAINTENANCE_RETRY_AFTER_S));
    const drawn = page ? withRenderedPage(template, page) : template;
    // The token the anti-forgery plugin (server/security/antiForgeryPlugin.ts) sets or finds for this response.
    const filled = withFormPostValues(drawn, { antiForgeryToken: request.antiForgeryToken?.() ?? '', idempotencyKey: newIdempotencyKey() });
    return reply
      .code(code)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(compressedFor(request, reply, renderIndexHtml(filled, options.portal, reply.scriptNonce, screenFiles, language, stylesheets)));
  };
}

/** A drawn form's idempotency key: unguessable, and in the API's key alphabet. */
const newIdempotencyKey = (): string => crypto.randomBytes(18).toString('base64url');

/** How many pages one client address may ask for in a window (PAGE_RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_MS). */
export interface PageBudget {
  max: number;
  windowMs: number;
}

export interface SpaRouteOptions extends SpaOptions {
  /**
   * The page a form's confirmation address draws (`/preferredcontact?sent=PMC-…`), when this browser sent that
   * submission (server/routes/formPosts.ts); undefined draws the form as any visitor gets it.
   */
  confirmation?: (request: FastifyRequest, pathname: string, reference: string) => Promise<PostedForm | undefined>;
  /** The pages' per-address budget (issue 35); undefined leaves them unlimited. */
  pageBudget?: PageBudget;
  /**
   * Where an email confirmation link stands (issue 36), for the confirmation page's address: read, never confirmed,
   * by a GET (a mail scanner's included); undefined draws the page's own first state.
   */
  emailConfirmation?: (request: FastifyRequest, search: string) => Promise<EmailConfirmationOutcome>;
}

/** How long the answering address waits for its budget, in seconds, when this request is past it; undefined while within it. */
type PageBudgetCheck = (request: FastifyRequest) => Promise<number | undefined>;

/**
 * The pages' budget (issue 35): each page asked for counts, per client address (as the API's budgets count: @fastify/rate-limit,
 * keyed by the request's address, IPv6 by its /64), drawn from the cache or not, a maintenance redirect included. Kept in a scope
 * of its own whose limiter guards no route by itself (`global: false`): the pages are answered by routes and by the root's
 * not-found handler alike, so sendApp asks it.
 */
async function pageBudgetCheck(app: FastifyInstance, { max, windowMs }: PageBudget): Promise<PageBudgetCheck> {
  const made: { limiter?: ReturnType<FastifyInstance['createRateLimit']> } = {};
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false, max, timeWindow: windowMs });
    made.limiter = scope.createRateLimit();
  });
  const { limiter } = made;
  if (!limiter) throw new Error("the pages' rate limit was not set up");
  return async (request) => {
    const outcome = await limiter(request);
    return !outcome.isAllowed && outcome.isExceeded ? Math.max(1, outcome.ttlInSeconds) : undefined;
  };
}

export async function spaRoutes(app: FastifyInstance, options: SpaRouteOptions & { sendPage?: PageSender }): Promise<void> {
  const sendPage = options.sendPage ?? createPageSender(options);
  const overBudget = options.pageBudget ? await pageBudgetCheck(app, options.pageBudget) : undefined;

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

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const search = request.url.slice(pathname.length);
    const language = startLanguage(options.portal.languages, search, request.cookies);
    const url = pathname === '/index.html' ? `/${search}` : request.url;
    const waitS = overBudget ? await overBudget(request) : undefined;
    if (waitS !== undefined) {
      // Past the address's budget: a page all the same (its CSP, its nonce, no-store), its shell only, which the
      // browser's app draws as it draws a page the server could not; nothing drawn here and nothing read from the store.
      logSecurityEvent(request, 'rateLimited', { budget: 'pages' });
      reply.header('retry-after', String(waitS));
      return sendPage(request, reply, { url, language, status: 429, draw: false }, { notices: undefined, inMaintenance: undefined });
    }
    const inputs = await options.readPageInputs(language);
    const redirect = pageRedirect(url, inputs.inMaintenance);
    if (redirect !== undefined) return reply.code(302).header('cache-control', 'no-store').redirect(redirect);
    if (options.emailConfirmation && routeForPath(pathname).path === CONFIRM_EMAIL_PATH) {
      const emailConfirmation = await options.emailConfirmation(request, search);
      // Never cached (pages.ts): the address carries the link's token. Another origin is sent only this one's origin
      // (Referrer-Policy strict-origin-when-cross-origin), never the token.
      return sendPage(request, reply, { url, language, emailConfirmation }, inputs);
    }
    const sent = new URLSearchParams(search).get(SENT_PARAMETER);
    const posted = sent && options.confirmation ? await options.confirmation(request, pathname, sent) : undefined;
    return sendPage(request, reply, { url, language, ...(posted ? { posted } : {}) }, inputs);
  };

  // Pages, not API calls: left out of the OpenAPI document.
  app.get('/', { schema: { hide: true } }, sendApp);
  app.get('/index.html', { schema: { hide: true } }, sendApp);

  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '*/*';
    const acceptsHtml = accept.includes('text/html') || accept.includes('*/*');
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request) && acceptsHtml && !path.extname(request.url.split('?')[0] ?? '')) {
      // Every route of the table and every unknown path answers with the app, which shows its own not-found page.
      return sendApp(request, reply);
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'There is nothing at this address.' });
  });
}
