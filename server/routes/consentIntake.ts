// The STOP intake (issue 23, docs/consent.md#stop-replies-from-the-sms-platform): the plan's SMS platform posts each
// STOP reply here, signed with Standard Webhooks and the secret staff created. A request unsigned, signed more than
// five minutes from now or signed wrongly is refused (401) and logged as a security event; never the number it names.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  recordStopReply,
  recordYesReply,
  stopIntakeRefusal,
  STOP_DEFAULT_CHANNELS,
  STOP_INTAKE_PATH,
  STOP_REPLY_SCHEMA,
  stopPhone,
  YES_INTAKE_PATH,
  YES_REPLY_SCHEMA,
  type StopReplyBody,
  type YesReplyBody,
} from '../consent/stopIntake';
import { logSecurityEvent } from '../security/securityLog';
import type { PortalStore } from '../store/types';
import { withdrawalReference } from '../store/withdrawalRules';
import { badRequest, errorSchema, rateLimitOptions } from './api';

export interface ConsentIntakeOptions {
  store: PortalStore;
  /** The plan's time zone: the honour-by date counts its business days. */
  planTimeZone: string;
  rateLimit: { max: number; windowMs: number };
  now?: () => Date;
}

const REFUSALS = {
  noSecret: 'The STOP intake has no secret yet: staff create one with `npm run admin -- consent intake-secret`.',
  unsigned: 'Sign the request (Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature).',
  stale: 'The webhook-timestamp is more than five minutes from now: sign each request when it is sent.',
  badSignature: 'No signature matches the body with the intake secret.',
} as const;

/** What either intake answers besides its 200: a body it cannot read, a signature that fails, a budget spent. */
const INTAKE_REFUSALS = { 400: errorSchema, 401: errorSchema, 429: errorSchema } as const;

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function consentIntakeRoutes(app: FastifyInstance, options: ConsentIntakeOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  // Its own budget: a platform forwarding a burst of STOPs does not spend the members' submissions.
  await app.register(fastifyRateLimit, rateLimitOptions(options.rateLimit.max, options.rateLimit.windowMs, 'STOP and YES replies'));
  async function signed(request: FastifyRequest, reply: FastifyReply) {
    const refusal = await stopIntakeRefusal(
      options.store,
      {
        headers: { id: header(request.headers['webhook-id']), timestamp: header(request.headers['webhook-timestamp']), signature: header(request.headers['webhook-signature']) },
        body: request.jsonText ?? '',
      },
      now(),
    );
    if (refusal === undefined) return undefined;
    logSecurityEvent(request, 'signedIntakeRefused', { refusal });
    return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: REFUSALS[refusal] });
  }
  /** The reply's number and time, or the 400 that says what is wrong with them. */
  function replyOf(request: FastifyRequest<{ Body: YesReplyBody }>, reply: FastifyReply) {
    const phone = stopPhone(request.body.phone);
    if (phone === undefined) return badRequest(reply, 'phone must be a US mobile number: ten digits, or +1 and ten digits.');
    const at = now();
    const receivedAt = request.body.receivedAt === undefined ? at : new Date(request.body.receivedAt);
    if (receivedAt.getTime() > at.getTime() + 60_000) return badRequest(reply, 'receivedAt is in the future.');
    return { messageId: header(request.headers['webhook-id']) ?? '', phone, receivedAt };
  }
  const signatureHeaders = {
    type: 'object',
    properties: { 'webhook-id': { type: 'string' }, 'webhook-timestamp': { type: 'string' }, 'webhook-signature': { type: 'string' } },
  } as const;
  app.post<{ Body: StopReplyBody }>(
    STOP_INTAKE_PATH,
    {
      config: { signedIntake: true },
      // The signature is checked before the body's shape: an unsigned caller learns nothing of what it should send.
      preValidation: signed,
      schema: {
        summary: 'A STOP reply from the plan\'s SMS platform (signed with Standard Webhooks)',
        description:
          'Withdraws consent, by default for text messages, for every member whose current consent has the number. ' +
          'A message sent again (the same webhook-id) records nothing new and answers with what it recorded.',
        tags: ['consent'],
        body: STOP_REPLY_SCHEMA,
        headers: signatureHeaders,
        response: {
          200: {
            type: 'object',
            required: ['replayed', 'withdrawals'],
            properties: {
              replayed: { type: 'boolean' },
              withdrawals: {
                type: 'array',
                items: { type: 'object', required: ['reference', 'honourBy'], properties: { reference: { type: 'string' }, honourBy: { type: 'string' } } },
              },
            },
          },
          ...INTAKE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const said = replyOf(request, reply);
      if (!('phone' in said)) return said;
      const result = await recordStopReply(options.store, { ...said, channels: request.body.channels ?? STOP_DEFAULT_CHANNELS }, options.planTimeZone);
      const withdrawals = result.withdrawals.map((withdrawal) => ({ reference: withdrawalReference(withdrawal.id), honourBy: withdrawal.honourBy }));
      // References only: never the number or a member ID.
      request.log.info({ stopReply: { replayed: result.replayed, withdrawals: withdrawals.map((withdrawal) => withdrawal.reference) } }, 'STOP reply received');
      return reply.code(200).send({ replayed: result.replayed, withdrawals });
    },
  );
  app.post<{ Body: YesReplyBody }>(
    YES_INTAKE_PATH,
    {
      config: { signedIntake: true },
      preValidation: signed,
      schema: {
        summary: "A YES reply to the plan's opt-in text (signed with Standard Webhooks)",
        description:
          'Confirms the number for every consent waiting for it (issue 36): each counts once nothing else is awaited. ' +
          'A message sent again (the same webhook-id) confirms nothing new and answers with what it confirmed.',
        tags: ['consent'],
        body: YES_REPLY_SCHEMA,
        headers: signatureHeaders,
        response: {
          200: {
            type: 'object',
            required: ['replayed', 'confirmed'],
            properties: { replayed: { type: 'boolean' }, confirmed: { type: 'array', items: { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } } } },
          },
          ...INTAKE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const said = replyOf(request, reply);
      if (!('phone' in said)) return said;
      const result = await recordYesReply(options.store, said);
      // References only: never the number.
      request.log.info({ yesReply: { replayed: result.replayed, confirmed: result.confirmed } }, 'YES reply received');
      return reply.code(200).send({ replayed: result.replayed, confirmed: result.confirmed.map((reference) => ({ reference })) });
    },
  );
}
