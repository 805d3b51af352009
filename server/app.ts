// Builds the reference server: security on every response, the API, health checks, OpenAPI and the SPA.
import http from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import type { ServerConfig } from './config';
import { antiForgeryGuard } from './security/antiForgeryPlugin';
import { consentIntakeRoutes } from './routes/consentIntake';
import { ANTI_FORGERY_SECRET, newAntiForgerySecret, SECRETS_REREAD_MS, type AntiForgerySecrets } from './security/antiForgery';
import { contentSecurityPolicy, contentSecurityPolicyHeaders } from './security/contentSecurityPolicy';
import { securityHeaders } from './security/securityHeaders';
import { logSecurityEvent } from './security/securityLog';
import { acceptStrictJsonBodiesOnly } from './security/strictJsonBody';
import { createNpiChecker, type NpiChecker } from './npi';
import { shippedTerms } from './consent/termsRegistry';
import type { PortalMetrics } from './metrics';
import { apiRoutes, recordComponents, type ApiRouteOptions } from './routes/api';
import { formPostRoutes, formPostToken } from './routes/formPosts';
import { cachedPageRenderer, loadPageRenderer, PAGE_CACHE } from './pages';
import { noticesIn } from './notices';
import { createPageSender, isApiRequest, routedPath, spaRoutes, type PageInputs, type SpaOptions } from './spa';
import { DEFAULT_MEMBER_ID_CHARACTERS } from '../src/domain/memberId';
import type { PageRenderer } from '../src/domain/pageRendering';
import { StoreError } from './store/errors';
import type { PortalStore } from './store/types';

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface AppDependencies {
  config: ServerConfig;
  store: PortalStore;
  /** Defaults to the check digit, provider list and registry checker of the configuration. */
  npi?: NpiChecker;
  /** Where logs go; defaults to stdout. Tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Serve the built SPA (off for API-only tests). */
  serveSpa?: boolean;
  /** Draws the pages; defaults to the build's renderer (config.renderFile). */
  pages?: PageRenderer;
  /** Counts requests, submissions and NPI look-ups for the metrics port (server/metrics.ts); none when it is off. */
  metrics?: PortalMetrics;
}

/** Log lines name the route, never the raw URL: an NPI in a path is a provider's identifier. */
function loggerOptions(level: string, stream: NodeJS.WritableStream | undefined): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Form values are protected health information: no bodies, headers, cookies or query strings are logged.
    serializers: {
      req: (request: { method: string; routeOptions?: { url?: string }; id: string }) => ({
        method: request.method,
        route: request.routeOptions?.url ?? 'unmatched',
        id: request.id,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      // Only messages known to be fixed texts are logged (Fastify's own, the store's); any other error's
      // message could quote a value, so it is left out. Stacks stay out of logs and answers.
      err: (error: FastifyError) => ({
        type: error.name,
        code: error.code,
        statusCode: error.statusCode,
        message: error.name === 'StoreError' || String(error.code ?? '').startsWith('FST_') ? error.message : '(message withheld)',
        stack: '',
      }),
    },
  };
}

/**
 * The headers every answer carries, also those Fastify or Node write themselves before any hook runs (a broken
 * URL, an over-long path or header block, a body that never arrives): helmet's set for a non-HTML answer.
 */
const BARE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy('', false),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/** What Node's parser refused, as a status with a plain, generic body (never the parser's own words or code). */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request did not arrive in time.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large.' };
  return { status: 400, message: 'The request could not be read.' };
}

/** The body of every refusal made outside Fastify's error handler: the status, its name and a fixed message. */
function refusalBody(status: number, message: string): { statusCode: number; error: string; message: string } {
  return { statusCode: status, error: http.STATUS_CODES[status] ?? 'Error', message };
}

/** A refusal written past Fastify (to the socket, or to Node's own response): its headers, and its body as text. */
function bareRefusal(status: number, message: string): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify(refusalBody(status, message));
  return { headers: { ...BARE_ANSWER_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' }, body };
}

/** What Node refused itself, in the log line Fastify's own refusals get (the socket's address: no request was made). */
function logBareRefusal(app: FastifyInstance, clientAddress: string | undefined, statusCode: number): void {
  app.log.warn({ securityEvent: 'malformedRequest', clientAddress, statusCode }, 'security event');
}

function rawAnswer(status: number, message: string): string {
  const { headers, body } = bareRefusal(status, message);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * More header fields than any browser or proxy sends (a browser sends about 20). Node keeps only its first 2,000
 * (`maxHeadersCount`) and drops the rest without a word: 2,000 padding headers before X-XSRF-TOKEN made a valid POST a
 * 403, and before X-Forwarded-* made the proxy's address the client's (issue 21). Node now keeps them all (the 16 KB
 * header block limit still bounds them) and a request with more than this many is refused with 431.
 */
export const MAX_HEADER_FIELDS = 200;

/**
 * What Node's HTTP server would otherwise answer or bend itself, bare of the security headers and unlogged (issue 21):
 * a header block with fields past its count limit, an HTTP/1.1 request without Host, and an `Expect` it does not know.
 * Each is refused here with the answers' headers and a security-event log line, as Fastify's own refusals are.
 */
function refuseWhatNodeWouldBend(app: FastifyInstance): void {
  app.server.maxHeadersCount = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.rawHeaders.length / 2 > MAX_HEADER_FIELDS) {
      logSecurityEvent(request, 'malformedRequest', { statusCode: 431 });
      return reply.code(431).headers(BARE_ANSWER_HEADERS).send(refusalBody(431, 'The request has too many header fields.'));
    }
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      logSecurityEvent(request, 'malformedRequest', { statusCode: 400 });
      return reply.code(400).headers(BARE_ANSWER_HEADERS).send(refusalBody(400, 'The request has no Host header.'));
    }
    return undefined;
  });
  // Node answers an Expect other than 100-continue with a bare 417 unless the server listens for it.
  app.server.on('checkExpectation', (request: http.IncomingMessage, response: http.ServerResponse) => {
    logBareRefusal(app, request.socket.remoteAddress, 417);
    const { headers, body } = bareRefusal(417, 'The request expects what this server does not do.');
    response.writeHead(417, headers);
    response.end(body);
  });
}

/**
 * The anti-forgery secrets. SESSION_SECRET when set (rotated by changing it and restarting; a token signed with the old
 * one is refused once, and the portal's save tries again with the fresh pair the 403 carries). Otherwise the random
 * secret kept in the database, shared by every instance (tokens survive restarts), and its predecessor after
 * `npm run admin -- secrets rotate`: read again every SECRETS_REREAD_MS, so every instance signs with the new one
 * within that time.
 */
async function antiForgerySecrets(app: FastifyInstance, config: ServerConfig, store: PortalStore): Promise<() => AntiForgerySecrets> {
  if (config.sessionSecret !== undefined) {
    const fixed = { current: config.sessionSecret };
    return () => fixed;
  }
  const read = async (): Promise<AntiForgerySecrets> => ({
    current: await store.sharedSecret(ANTI_FORGERY_SECRET, newAntiForgerySecret),
    previous: await store.previousSharedSecret(ANTI_FORGERY_SECRET),
  });
  let secrets = await read();
  const timer = setInterval(() => {
    read()
      .then((next) => {
        if (next.current !== secrets.current || next.previous !== secrets.previous) secrets = next;
      })
      .catch(() => app.log.warn('the anti-forgery secrets could not be read again; the ones in hand stay'));
  }, SECRETS_REREAD_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return () => secrets;
}

/** Each NPI look-up counted by its answer (server/metrics.ts). */
function countedNpiChecker(checker: NpiChecker, metrics: PortalMetrics): NpiChecker {
  return {
    async isValid(npi) {
      try {
        const valid = await checker.isValid(npi);
        metrics.npiLookup(valid ? 'valid' : 'not found');
        return valid;
      } catch (error) {
        metrics.npiLookup('failed');
        throw error;
      }
    },
  };
}

/** What draws the pages: the build's renderer (cached), the notices and flag each page shows, and the sender. */
async function pageServingOf(deps: AppDependencies, store: PortalStore) {
  const { config } = deps;
  const renderer = deps.pages ?? (await loadPageRenderer(config.renderFile, config.portal.languages));
  const pages = config.pageCacheMs > 0 ? cachedPageRenderer(renderer, { ...PAGE_CACHE, ttlMs: config.pageCacheMs }) : renderer;
  // A page is still drawn when the database does not answer: without notices, and the browser asks for the flag.
  const readPageInputs = async (language: string): Promise<PageInputs> => {
    const [notices, inMaintenance] = await Promise.allSettled([noticesIn(store, language), store.getMaintenance()]);
    return {
      notices: notices.status === 'fulfilled' ? notices.value : undefined,
      inMaintenance: inMaintenance.status === 'fulfilled' ? inMaintenance.value : undefined,
    };
  };
  const options: SpaOptions = { staticDir: config.staticDir, portal: config.portal, pages, readPageInputs };
  return { options, readPageInputs, sendPage: createPageSender(options) };
}

/** How often Node looks for requests past their time limit (its default, 30 s, would let a stalled body live on). */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1000;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, store } = deps;
  const app: FastifyInstance = Fastify({
    // A client that sends its head and then trickles or stops its body is answered 408 and cut off.
    requestTimeout: config.requestTimeoutMs,
    // Node answers a request without Host itself (400), before any hook, bare; the hook below answers it instead.
    http: { headersTimeout: config.requestTimeoutMs, connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS, requireHostHeader: false },
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const { status, message } = clientErrorAnswer(error.code);
      logBareRefusal(app, socket.remoteAddress, status);
      if (socket.writable) socket.end(rawAnswer(status, message));
      socket.destroySoon();
    },
    // A URL Fastify cannot decode, or a path parameter past its length limit: answered here, before any hook.
    frameworkErrors(error, request, reply) {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      logSecurityEvent(request, 'malformedRequest', { statusCode: tooLong ? 414 : 400 });
      const body = tooLong
        ? { statusCode: 414, error: 'URI Too Long', message: 'The address is too long.' }
        : { statusCode: 400, error: 'Bad Request', message: 'The address could not be read.' };
      // frameworkErrors types its reply by a generic route; this answer belongs to no route.
      return (reply as FastifyReply).code(body.statusCode).headers(BARE_ANSWER_HEADERS).send(body);
    },
    logger: loggerOptions(config.logLevel, deps.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify also takes a hop count, which its type declaration leaves out.
    trustProxy: config.trustProxy as boolean | string[],
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  });

  deps.metrics?.observeRequests(app);

  // Fastify also parses text/plain by default; the API takes JSON only, anything else is a 415 (docs/api.md).
  app.removeContentTypeParser('text/plain');
  // JSON in UTF-8, uncompressed, decoded strictly (server/security/strictJsonBody.ts).
  acceptStrictJsonBodiesOnly(app);

  const secrets = await antiForgerySecrets(app, config, store);
  // Each consent keeps the SHA-256 of the terms text it was given with (issue 23); main.ts records the texts themselves.
  // The terms each language's consents are given with: their version (with the plan's edition) and the text's hash.
  const termsShown = new Map(shippedTerms(config.portal, config.termsEdition).map((terms) => [terms.language, terms]));
  const checker =
    deps.npi ??
    createNpiChecker({
      store,
      registryUrl: config.npi.registryUrl,
      timeoutMs: config.npi.timeoutMs,
      onRegistryFailure: (reason) => app.log.warn({ reason }, 'NPI registry unavailable; the check digit decided'),
    });
  const npi = deps.metrics ? countedNpiChecker(checker, deps.metrics) : checker;

  const registry = config.npi.registryUrl === undefined ? undefined : new URL(config.npi.registryUrl);
  if (registry?.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(registry.hostname)) {
    app.log.warn({ setting: 'NPPES_URL' }, 'the NPI registry is asked over plain http: use https unless it is on the plan\'s own network');
  }
  await app.register(fastifyCookie);
  // After the cookies are read (an answer refused here still gets the anti-forgery pair), before anything else.
  refuseWhatNodeWouldBend(app);
  await app.register(securityHeaders, { isApiRequest, routedPath });
  await app.register(contentSecurityPolicyHeaders);
  await app.register(antiForgeryGuard, { secrets, isApiRequest, formPostToken });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Health plan forms portal API', version: '1.0.0', description: 'The six calls of the portal (docs/api.md in the repository).' },
      components: { schemas: recordComponents() },
    },
  });

  // Draining: a request already in flight when close() began still gets its answer, but its keep-alive connection
  // must end with it; otherwise close() waits for the client (or keepAliveTimeout, 72 s) to drop the idle socket.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StoreError) {
      // The database could not take the submission: nothing was stored, and a retry with the same key is safe.
      request.log.error({ storeError: error.code, dbCode: error.dbCode }, 'submission not stored');
      const unavailable = error.code !== 'INVALID_INPUT';
      if (unavailable) reply.header('retry-after', '5');
      return reply
        .code(unavailable ? 503 : 400)
        .send({
          statusCode: unavailable ? 503 : 400,
          error: unavailable ? 'Service Unavailable' : 'Bad Request',
          message: unavailable ? 'The submission could not be stored. Please try again.' : 'The request could not be read.',
        });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ statusCode: status, error: 'Internal Server Error', message: 'Sorry, something went wrong on our side.' });
    }
    if (status === 413) logSecurityEvent(request, 'bodyTooLarge');
    if (status === 415) logSecurityEvent(request, 'unsupportedMediaType');
    const messages: Record<number, [string, string]> = {
      400: ['Bad Request', error.validation ? 'The request does not have the expected shape.' : 'The request could not be read.'],
      413: ['Payload Too Large', `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB.`],
      415: ['Unsupported Media Type', 'Send the body as application/json, in UTF-8 and not compressed.'],
      429: ['Too Many Requests', error.message],
    };
    const [title, message] = messages[status] ?? ['Error', 'The request could not be handled.'];
    const errors = error.validation
      ? Object.fromEntries(
          error.validation.map((issue) => [
            (issue.instancePath || '/').replace(/^\//, '') || String(issue.params?.missingProperty ?? issue.params?.additionalProperty ?? 'body'),
            issue.message ?? 'is not valid',
          ]),
        )
      : undefined;
    return reply.code(status).send({ statusCode: status, error: title, message, ...(errors ? { errors } : {}) });
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await store.ping();
      return { status: 'ready', database: store.dialect };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: store.dialect });
    }
  });

  // The pages, drawn from the build (when it serves them): the API's scope takes the forms posted without scripts too.
  const pageServing = deps.serveSpa === false ? undefined : await pageServingOf(deps, store);
  const apiOptions: ApiRouteOptions = {
    store,
    npi,
    rateLimit: config.rateLimit,
    languages: config.portal.languages,
    recordSettings: { memberIdCharacters: config.portal.memberIdCharacters ?? DEFAULT_MEMBER_ID_CHARACTERS },
    termsShown: (language) => termsShown.get(language),
    keepConsentClient: config.consentKeepClient,
  };
  const formPosts =
    pageServing &&
    formPostRoutes({
      api: apiOptions,
      portal: config.portal,
      sendPage: pageServing.sendPage,
      readPageInputs: pageServing.readPageInputs,
      receiptSecret: () => secrets().current,
    });
  await app.register(apiRoutes, { ...apiOptions, ...(formPosts ? { withinSubmissionBudget: formPosts.register } : {}) });
  await app.register(consentIntakeRoutes, { store, planTimeZone: config.planTimeZone, rateLimit: config.rateLimit });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (pageServing && formPosts) {
    // Called directly, not registered: its not-found handler must be the root one.
    await spaRoutes(app, { ...pageServing.options, sendPage: pageServing.sendPage, confirmation: formPosts.confirmation });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'There is nothing at this address.' }),
    );
  }
  return app;
}
