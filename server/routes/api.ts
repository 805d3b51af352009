// The six calls of docs/api.md with their exact paths and payloads (docs/api.md).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_PATHS, fromFormDataBody, type FormDataBody, type YesNo } from '../../src/domain/apiContract';
import { validateAttestationRecord } from '../../src/domain/attestation';
import { FORM_DESCRIPTORS, type FormDescriptor } from '../../src/domain/forms';
import { validatePreferredContactRecord, TEXTING_TERMS_VERSION } from '../../src/domain/contact';
import { validateTgiSurveyRecord } from '../../src/domain/tgi';
import type { ValidationResult } from '../../src/domain/recordValidation';
import { NPI_NOT_APPLICABLE } from '../../src/domain/constants';
import type { NpiChecker } from '../npi';
import { logSecurityEvent } from '../security/securityLog';
import { writeFailed } from '../store/errors';
import type { FormKind, PortalStore, SaveOptions } from '../store/types';

export interface ApiRouteOptions {
  store: PortalStore;
  npi: NpiChecker;
  rateLimit: { max: number; windowMs: number; npiMax: number };
}

/** A per-address budget for one scope of routes; going over it answers 429 with Retry-After and is logged. */
function rateLimitOptions(max: number, windowMs: number, what: string) {
  return {
    global: true,
    max,
    timeWindow: windowMs,
    onExceeded: (request: FastifyRequest) => logSecurityEvent(request, 'rateLimited', { budget: what }),
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many ${what} from this address. Please try again in ${context.after}.`,
    }),
  };
}

/** Request and answer shapes, also the source of the OpenAPI document. */
const formDataBodySchema = {
  type: 'object',
  required: ['formData'],
  additionalProperties: false,
  properties: { formData: { type: 'string', description: 'JSON text of an object with one key holding the record.' } },
} as const;

const receiptSchema = {
  type: 'object',
  required: ['id', 'reference'],
  properties: { id: { type: 'integer' }, reference: { type: 'string' } },
} as const;

const errorSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** A form's POST: its descriptor's path, kind, envelope and summary, and what the server does with its record. */
interface SubmissionRoute<T> extends Pick<FormDescriptor<FormKind>, 'path' | 'kind' | 'envelopeKey' | 'summary'> {
  validate: (input: unknown) => ValidationResult<T>;
  /** What the store keeps beside the record (the contact form's terms version); nothing when absent. */
  saveOptions?: (record: T) => SaveOptions;
  /** The record as stored, once the server has checked what it does not take on trust. */
  settle?: (record: T) => Promise<T>;
}

/**
 * isValidNPI is the server's own verdict at the time of saving, never the browser's (which anyone can set):
 * a record never says Yes for an NPI this server finds invalid. The person is never refused over it: a
 * not-found NPI they confirmed is stored with No, as the Confirm dialog told them.
 */
function withServerNpiVerdict<T extends { individualNPI: string; isValidNPI: YesNo | '' }>(npi: NpiChecker) {
  return async (record: T): Promise<T> => {
    let valid = false;
    try {
      valid = record.individualNPI !== NPI_NOT_APPLICABLE && (await npi.isValid(record.individualNPI));
    } catch (error) {
      // The provider list could not be read: nothing is stored, and the client may try again (503).
      throw writeFailed(error);
    }
    const isValidNPI: YesNo = valid ? 'Yes' : 'No';
    return { ...record, isValidNPI };
  };
}

/** The fingerprint of a submission's body that its Idempotency-Key is bound to. */
function bodyHash(formData: string): string {
  return crypto.createHash('sha256').update(formData, 'utf8').digest('base64url');
}

function badRequest(reply: FastifyReply, message: string, errors?: Record<string, string>) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, ...(errors ? { errors } : {}) });
}

export async function apiRoutes(app: FastifyInstance, options: ApiRouteOptions): Promise<void> {
  const { store, npi } = options;

  app.get(
    API_PATHS.siteInMaintenance,
    {
      schema: { summary: 'Whether the site is in maintenance', tags: ['portal'], response: { 200: { type: 'boolean' } } },
    },
    async () => store.getMaintenance(),
  );

  app.get(
    API_PATHS.notifications,
    {
      schema: {
        summary: 'The notices of the notification strip',
        tags: ['portal'],
        response: { 200: { type: 'array', items: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } } },
      },
    },
    async () => (await store.listNotifications()).map((notification) => ({ message: notification.message })),
  );

  // NPI look-ups have their own, larger budget per client address: each can cost a request to the registry.
  await app.register(async (lookups) => {
    await lookups.register(fastifyRateLimit, rateLimitOptions(options.rateLimit.npiMax, options.rateLimit.windowMs, 'NPI look-ups'));
    lookups.get<{ Params: { npi: string } }>(
      `${API_PATHS.npiValidity}/:npi`,
      {
        schema: {
          summary: 'Whether an NPI is valid',
          tags: ['providers'],
          params: { type: 'object', required: ['npi'], properties: { npi: { type: 'string', maxLength: 32 } } },
          response: { 200: { type: 'boolean' } },
        },
      },
      async (request) => npi.isValid(request.params.npi),
    );
  });

  // The submissions share one scope whose rate limit applies to all three together: one budget per
  // client address across the forms, not one per form (a per-route limit keeps a store per route).
  await app.register(async (submissions) => {
    await submissions.register(fastifyRateLimit, rateLimitOptions(options.rateLimit.max, options.rateLimit.windowMs, 'submissions'));
    registerSubmissions(submissions, store, npi);
  });
}

function registerSubmissions(app: FastifyInstance, store: PortalStore, npi: NpiChecker): void {
  function registerSubmission<T>(route: SubmissionRoute<T>) {
    app.post(
      route.path,
      {
        schema: {
          summary: route.summary,
          tags: ['submissions'],
          body: formDataBodySchema,
          headers: { type: 'object', properties: { 'idempotency-key': { type: 'string' }, 'x-xsrf-token': { type: 'string' } } },
          response: { 201: receiptSchema, 400: errorSchema, 403: errorSchema, 413: errorSchema, 415: errorSchema, 422: errorSchema, 429: errorSchema },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const key = request.headers['idempotency-key'];
        if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
          return badRequest(reply, 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
        }
        const inner = fromFormDataBody(route.envelopeKey, request.body);
        if (inner === undefined) {
          return badRequest(reply, `formData must be JSON text of an object holding ${route.envelopeKey} and nothing else.`);
        }
        const result = route.validate(inner);
        if (!result.ok) return badRequest(reply, 'The form has errors.', result.errors);
        const record = route.settle ? await route.settle(result.record) : result.record;
        const saved = await store.saveSubmission(route.kind, record as Record<string, unknown>, {
          ...route.saveOptions?.(record),
          // A key belongs to its form: the same key on another form is a new request, never a replay of the first.
          // And to its body: the same key with another body is refused (the IETF Idempotency-Key draft's 422).
          ...(key ? { idempotencyKey: `${route.kind}:${key}`, bodyHash: bodyHash((request.body as FormDataBody).formData) } : {}),
        });
        if (saved.keyConflict) {
          logSecurityEvent(request, 'idempotencyKeyReused');
          return reply.code(422).send({
            statusCode: 422,
            error: 'Unprocessable Content',
            message: 'This Idempotency-Key was already used for another submission. Send a new key with a new submission.',
          });
        }
        if (saved.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send({ id: saved.id, reference: saved.reference });
      },
    );
  }

  // What is each form's own: its rules, and what the store keeps beside the record. Everything else (path, kind,
  // envelope, summary) comes from the form's descriptor.
  registerSubmission({
    ...FORM_DESCRIPTORS.attestation,
    validate: validateAttestationRecord,
    settle: withServerNpiVerdict(npi),
  });
  registerSubmission({
    ...FORM_DESCRIPTORS.contact,
    validate: validatePreferredContactRecord,
    // The consent is to the terms this server's SPA shows; the time of consent is the commit time.
    saveOptions: () => ({ termsVersion: TEXTING_TERMS_VERSION }),
  });
  registerSubmission({
    ...FORM_DESCRIPTORS.tgi,
    // No save options: the store files the answer under the record's individualNPI itself (the npi column,
    // "latest response wins").
    validate: validateTgiSurveyRecord,
    settle: withServerNpiVerdict(npi),
  });
}
