// The Fastify instance's own options, fixed when it is made: what the logs keep of a request, the time limits, the
// body limit, the proxy, and the refusals made before any hook runs (refusals.ts).
import type http from 'node:http';
import type { FastifyError, FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { refusalOptions } from './refusals';

export const BODY_LIMIT_BYTES = 16 * 1024;

/** How often Node looks for requests past their time limit (its default, 30 s, would let a stalled body live on). */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1000;

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

export function serverOptions(config: ServerConfig, logStream: NodeJS.WritableStream | undefined): FastifyHttpOptions<http.Server> {
  return {
    // A client that sends its head and then trickles or stops its body is answered 408 and cut off.
    requestTimeout: config.requestTimeoutMs,
    // Node answers a request without Host itself (400), before any hook, bare; the refusals plugin answers it instead.
    http: { headersTimeout: config.requestTimeoutMs, connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS, requireHostHeader: false },
    ...refusalOptions,
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify also takes a hop count, which its type declaration leaves out.
    trustProxy: config.trustProxy as boolean | string[],
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  };
}
