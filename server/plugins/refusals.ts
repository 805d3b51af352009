// What Node's HTTP server would otherwise answer or bend itself, bare of the security headers and unlogged (issue 21):
// each is refused here with the answers' headers and a security-event log line, as Fastify's own refusals are. The
// plugin takes what reaches a hook; clientErrorHandler and frameworkErrors, Fastify options, what never does.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
import { logSecurityEvent } from '../security/securityLog';

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

/** What Node's parser refused (a broken request line or header block, a body past its time): answered on the socket. */
function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorAnswer(error.code);
  logBareRefusal(this, socket.remoteAddress, status);
  if (socket.writable) socket.end(rawAnswer(status, message));
  socket.destroySoon();
}

/** A URL Fastify cannot decode, or a path parameter past its length limit: answered here, before any hook. */
const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  logSecurityEvent(request, 'malformedRequest', { statusCode: tooLong ? 414 : 400 });
  const body = tooLong
    ? { statusCode: 414, error: 'URI Too Long', message: 'The address is too long.' }
    : { statusCode: 400, error: 'Bad Request', message: 'The address could not be read.' };
  // frameworkErrors types its reply by a generic route; this answer belongs to no route.
  return (reply as FastifyReply).code(body.statusCode).headers(BARE_ANSWER_HEADERS).send(body);
};

/** The Fastify options that refuse what never reaches a hook (Fastify binds clientErrorHandler to the instance). */
export const refusalOptions = { clientErrorHandler, frameworkErrors } satisfies Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'>;

/**
 * More header fields than any browser or proxy sends (a browser sends about 20). Node keeps only its first 2,000
 * (`maxHeadersCount`) and drops the rest without a word: 2,000 padding headers before X-XSRF-TOKEN made a valid POST a
 * 403, and before X-Forwarded-* made the proxy's address the client's (issue 21). Node now keeps them all (the 16 KB
 * header block limit still bounds them) and a request with more than this many is refused with 431.
 */
export const MAX_HEADER_FIELDS = 200;

/**
 * A header block with fields past its count limit, an HTTP/1.1 request without Host, and an `Expect` Node does not
 * know. Registered after the cookies are read (an answer refused here still gets the anti-forgery pair), before
 * anything else.
 */
async function refusalsPlugin(app: FastifyInstance): Promise<void> {
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

export const refusals = fastifyPlugin(refusalsPlugin, { name: 'portal-refusals', fastify: '5.x', dependencies: ['@fastify/cookie'] });
