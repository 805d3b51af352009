// The six calls of docs/api.md with their exact paths and payloads (docs/api.md).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_PATHS, BOT_CHECK, fromFormDataBody, type FormDataBody, type YesNo } from '../../src/domain/apiContract';
import { FORMS, type FormDescriptor } from '../../src/domain/forms';
import { recordJsonSchema, validateRecord, type RecordSettings } from '../../src/domain/recordSchema';
import { NPI_NOT_APPLICABLE } from '../../src/domain/constants';
import { serverTranslate, submissionLanguage } from '../languages';
import { noticesIn } from '../notices';
import type { NpiChecker } from '../npi';
import { consentEvidence } from '../consent/consentEvidence';
import { settleConsent } from '../consent/confirmation';
import type { ContactPoint } from '../../src/domain/contactConfirmation';
import { BOT_CHECK_REFUSAL, type BotCheckGate } from '../security/botCheck';
import { logSecurityEvent } from '../security/securityLog';
import { writeFailed } from '../store/errors';
import type { FormKind, PortalStore, SaveResult, TermsText } from '../store/types';

export interface ApiRouteOptions {
  store: PortalStore;
  npi: NpiChecker;
  rateLimit: { max: number; windowMs: number; npiMax: number };
  /** The plan's languages: a submission says one of them in Content-Language (English when it says none). */
  languages: readonly string[];
  /** What the plan sets that the records' rules read (its member IDs' characters). */
  recordSettings: RecordSettings;
  /** The texting terms as this server shows them in a language: version and SHA-256 (server/consent/termsRegistry.ts). */
  termsShown: (language: string) => Pick<TermsText, 'version' | 'sha256'> | undefined;
  /** Keep the client's address and user agent with each consent (CONSENT_KEEP_CLIENT; off unless the plan says). */
  keepConsentClient?: boolean;
  /** Where the portal's pages are served (the portal's webBase): a consent's page address must be one of them. */
  webBase?: string;
  /**
   * Routes registered in the submissions' scope, under their rate limit: the forms the browser posts itself
   * (server/routes/formPosts.ts), which count against the same budget as the API's submissions.
   */
  withinSubmissionBudget?: (scope: FastifyInstance) => Promise<void>;
  /** SMTP is set (issue 36): a consent's new email address waits for the link sent to it, and receipts are sent. */
  emailConfirmation?: boolean;
  /** The bot check each save's Bot-Check header is judged by (server/plugins/botCheck.ts); none: not checked. */
  botCheck?: BotCheckGate;
}

/** How one submission is kept beside its record: its language, its Idempotency-Key and body hash, how it came. */
export interface SubmissionToStore {
  language: string;
  /** `<kind>:<key>`: a key belongs to its form. */
  idempotencyKey?: string;
  bodyHash?: string;
  submittedVia?: 'app' | 'html-form';
}

/** A per-address budget for one scope of routes; going over it answers 429 with Retry-After and is logged. */
export function rateLimitOptions(max: number, windowMs: number, what: string) {
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
  properties: {
    id: { type: 'string', description: 'The reference again, for clients that read an id: opaque, never a count of submissions.' },
    reference: { type: 'string' },
    awaiting: {
      type: 'array',
      items: { type: 'string', enum: ['email', 'mobile'] },
      description: 'A consent that waits for its new contact points to be confirmed (issue 36): email, a link sent to it; mobile, a YES reply.',
    },
  },
} as const;

export const errorSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    /** The check a 403 names when the bot check refused it (`bot-check`), so a client can tell it from a token's. */
    check: { type: 'string' },
  },
} as const;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * isValidNPI is the server's own verdict at the time of saving, never the browser's (which anyone can set):
 * a record never says Yes for an NPI this server finds invalid. The person is never refused over it: a
 * not-found NPI they confirmed is stored with No, as the Confirm dialog told them.
 */
export async function serverNpiVerdict(npi: NpiChecker, individualNPI: string): Promise<YesNo> {
  try {
    return individualNPI !== NPI_NOT_APPLICABLE && (await npi.isValid(individualNPI)) ? 'Yes' : 'No';
  } catch (error) {
    // The provider list could not be read: nothing is stored, and the client may try again (503).
    throw writeFailed(error);
  }
}

async function withServerNpiVerdict(npi: NpiChecker, record: Record<string, unknown>): Promise<Record<string, unknown>> {
  return { ...record, isValidNPI: await serverNpiVerdict(npi, String(record.individualNPI)) };
}

/**
 * Stores a checked record (its NPI verdict already the server's) with what the server keeps beside it: a consent's
 * terms version and hash and its evidence, the language, the key. One path for the API and the forms posted without it.
 */
export async function storeSubmission(
  form: FormDescriptor<FormKind>,
  record: Record<string, unknown>,
  request: FastifyRequest,
  options: ApiRouteOptions,
  how: SubmissionToStore,
): Promise<SaveResult & { awaiting: ContactPoint[] }> {
  const terms = form.consentTermsVersion ? options.termsShown(how.language) : undefined;
  const saved = await options.store.saveSubmission(form.kind, record, {
    // The consent is to the terms this server's SPA shows; the time of consent is the commit time.
    ...(form.consentTermsVersion
      ? {
          termsVersion: terms?.version ?? form.consentTermsVersion(how.language),
          termsSha256: terms?.sha256,
          ...consentEvidence(request, options.keepConsentClient === true, options.webBase),
        }
      : {}),
    language: how.language,
    ...(how.idempotencyKey ? { idempotencyKey: how.idempotencyKey, bodyHash: how.bodyHash } : {}),
    ...(how.submittedVia ? { submittedVia: how.submittedVia } : {}),
  });
  // A consent is settled once stored (issue 36); a replay settles one a failed request left unsettled.
  const awaiting =
    form.consentTermsVersion && !saved.keyConflict
      ? await settleConsent({ store: options.store, emailConfirmation: options.emailConfirmation === true }, saved.id, String(record.memberId ?? ''))
      : [];
  // The receipt asked for (issue 36), queued once however often the request comes; sent only where SMTP is set.
  if (record.wantsReceipt === true && !saved.keyConflict && options.emailConfirmation === true) await options.store.mail.queueReceipt(saved.id, new Date());
  return { ...saved, awaiting };
}

/** The fingerprint of a submission's body that its Idempotency-Key is bound to. */
function bodyHash(formData: string): string {
  return crypto.createHash('sha256').update(formData, 'utf8').digest('base64url');
}

export function badRequest(reply: FastifyReply, message: string, errors?: Record<string, string>) {
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

  app.get<{ Querystring: { lang?: string } }>(
    API_PATHS.notifications,
    {
      schema: {
        summary: 'The notices of the notification strip',
        description: "In English, or with ?lang= in one of the plan's languages: a notice not given in it is in English.",
        tags: ['portal'],
        querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 35 } } },
        response: { 200: { type: 'array', items: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } } },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const language = lang !== undefined && options.languages.includes(lang) ? lang : undefined;
      return (await noticesIn(store, language)).map((message) => ({ message }));
    },
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
    // Every form's POST comes from its descriptor: path, kind, envelope, record schema, summary, and what the server
    // adds to the record (its NPI verdict) or keeps beside it (the terms version of a consent).
    for (const form of FORMS) registerSubmission(submissions, form, options);
    if (options.withinSubmissionBudget) await submissions.register(options.withinSubmissionBudget);
  });
}

function registerSubmission(app: FastifyInstance, form: FormDescriptor<FormKind>, options: ApiRouteOptions): void {
  const { npi, languages, recordSettings } = options;
  app.post<{ Body: FormDataBody }>(
    form.path,
    {
      schema: {
        summary: form.summary,
        description: `formData holds the JSON text of {"${form.envelopeKey}": ${recordSchemaName(form.kind)}}.`,
        tags: ['submissions'],
        body: formDataBodySchema,
        headers: {
          type: 'object',
          properties: {
            'idempotency-key': { type: 'string' },
            'x-xsrf-token': { type: 'string' },
            'content-language': { type: 'string', description: "The form's language, one the plan offers (English when absent)." },
            'bot-check': { type: 'string', description: 'The solution of a bot check challenge (GET /api/bot-check), base64 of ALTCHA’s JSON payload.' },
          },
        },
        response: { 201: receiptSchema, 400: errorSchema, 403: errorSchema, 413: errorSchema, 415: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        return badRequest(reply, 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
      }
      const language = submissionLanguage(request.headers['content-language'], languages);
      if (!language.ok) return badRequest(reply, language.message);
      if (options.botCheck && !options.botCheck.admit(request, await options.botCheck.verify(request.headers['bot-check'] as string | undefined))) {
        return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: BOT_CHECK_REFUSAL, check: BOT_CHECK.refusal });
      }
      const inner = fromFormDataBody(form.envelopeKey, request.body);
      if (inner === undefined) {
        return badRequest(reply, `formData must be JSON text of an object holding ${form.envelopeKey} and nothing else.`);
      }
      // The field errors are said in the form's language, as its screen would say them.
      const result = validateRecord(form.record, inner, serverTranslate(language.language), recordSettings);
      if (!result.ok) return badRequest(reply, 'The form has errors.', result.errors);
      const record = form.npiVerdictByServer ? await withServerNpiVerdict(npi, result.record) : result.record;
      // A key belongs to its form: the same key on another form is a new request, never a replay of the first.
      // And to its body: the same key with another body is refused (the IETF Idempotency-Key draft's 422).
      const saved = await storeSubmission(form, record, request, options, {
        language: language.language,
        ...(key ? { idempotencyKey: `${form.kind}:${key}`, bodyHash: bodyHash(request.body.formData) } : {}),
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
      // The id a client may read is the reference: the row's sequential id would tell anyone the plan's volume.
      return reply.code(201).send({ id: saved.reference, reference: saved.reference, ...(saved.awaiting.length > 0 ? { awaiting: saved.awaiting } : {}) });
    },
  );
}

/** The name of a form's record in the OpenAPI document's components (AttestationRecord, ContactRecord, TgiRecord). */
function recordSchemaName(kind: FormKind): string {
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Record`;
}

/** Every form's record as a JSON Schema, from its record schema: the OpenAPI document's components. */
export function recordComponents(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(FORMS.map((form) => [recordSchemaName(form.kind), recordJsonSchema(form.record)]));
}
