// The answers to what failed or was refused after routing (docs/errors.md): the store's failures as 503 (safe to
// retry with the same key), Fastify's refusals with fixed texts and the fields at fault, anything else as 500 with
// nothing of the error in the answer. And the API's 404 when no SPA is served (the SPA plugin answers it otherwise).
import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { logSecurityEvent } from '../security/securityLog';
import { StoreError } from '../store/errors';

export interface ErrorHandlerOptions {
  /** The request body limit the 413 names. */
  bodyLimitBytes: number;
}

async function errorHandlerPlugin(app: FastifyInstance, { bodyLimitBytes }: ErrorHandlerOptions): Promise<void> {
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
      413: ['Payload Too Large', `The request body is larger than ${bodyLimitBytes / 1024} KB.`],
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
}

export const errorHandler = fastifyPlugin(errorHandlerPlugin, { name: 'portal-error-handler', fastify: '5.x' });

async function apiNotFoundPlugin(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'There is nothing at this address.' }));
}

/** Every unknown address answered as the API answers it (API-only: without the SPA, which answers with the app). */
export const apiNotFound = fastifyPlugin(apiNotFoundPlugin, { name: 'portal-not-found', fastify: '5.x' });
