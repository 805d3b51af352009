// STOP replies from the plan's SMS platform (issue 23): posted to the portal, signed with Standard Webhooks and a secret
// staff create (`npm run admin -- consent intake-secret`). A STOP names the mobile number it came from; it withdraws
// consent for every member whose current consent has that number, at once, with the honour-by date of any other
// withdrawal. A message sent again (the same webhook-id) records nothing new.
import { formatPhone, phoneE164 } from '../../src/domain/phone';
import { verifySignature, type SignatureRefusal } from '../delivery/signature';
import type { ConsentChannel, PortalStore, Withdrawal } from '../store/types';
import { CONSENT_CHANNELS, CONSENT_FORM_KIND } from '../store/withdrawalRules';
import { honourBy } from './businessDays';
import { currentChoices } from './currentChoices';
import { tellChangeOfNumber } from './confirmation';

/** Where the SMS platform posts STOP replies. */
export const STOP_INTAKE_PATH = '/api/consent/stop-replies';
/** Where it posts YES replies to its opt-in text (issue 36): the same secret, signature, replay and rate rules. */
export const YES_INTAKE_PATH = '/api/consent/yes-replies';
/** The settings name of the intake's secret. */
export const STOP_INTAKE_SECRET = 'consentStop';
/** As the Standard Webhooks libraries: a message more than five minutes from now is refused (a replay, or a forgery). */
export const STOP_INTAKE_TOLERANCE_SECONDS = 5 * 60;
/** After `consent intake-secret` replaces it, the old secret still verifies for a day, while the SMS platform changes. */
export const PREVIOUS_INTAKE_SECRET_MS = 24 * 3_600_000;
/** What a STOP reply withdraws when the message does not say: text messages, the channel it was sent on. */
export const STOP_DEFAULT_CHANNELS: readonly ConsentChannel[] = ['text'];

/** The body the SMS platform posts. */
export interface StopReplyBody {
  /** The number the STOP came from: ten digits, or +1 and ten digits, in any punctuation. */
  phone: string;
  /** When the platform received it (ISO 8601); when the portal did, if left out. */
  receivedAt?: string;
  /** What it withdraws; text messages if left out. */
  channels?: ConsentChannel[];
}

/** The body's JSON Schema (Fastify checks it; the route's 400 names what is wrong). */
export const STOP_REPLY_SCHEMA = {
  type: 'object',
  required: ['phone'],
  additionalProperties: false,
  properties: {
    phone: { type: 'string', minLength: 10, maxLength: 32, description: 'The mobile number the STOP came from, e.g. +19165550100.' },
    receivedAt: { type: 'string', format: 'date-time', description: 'When the SMS platform received the STOP.' },
    channels: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: [...CONSENT_CHANNELS] } },
  },
} as const;

/** A YES reply's body: the number it came from, and when the platform received it. */
export type YesReplyBody = Omit<StopReplyBody, 'channels'>;

export const YES_REPLY_SCHEMA = {
  ...STOP_REPLY_SCHEMA,
  properties: { phone: STOP_REPLY_SCHEMA.properties.phone, receivedAt: STOP_REPLY_SCHEMA.properties.receivedAt },
} as const;

/**
 * The number as the form writes it, (916) 555-0100, which the withdrawal keeps; undefined when it is not a US number.
 * Read by phoneE164, the definition the stored consents' numbers are kept and matched by (issue 33).
 */
export function stopPhone(raw: string): string | undefined {
  const e164 = phoneE164(raw);
  // +1 and the ten digits: the mask shows the ten.
  return e164 === undefined ? undefined : formatPhone(e164.slice(2));
}

export interface SignedRequest {
  headers: { id: string | undefined; timestamp: string | undefined; signature: string | undefined };
  body: string;
}

/** Why a request is refused, or undefined when its signature holds (a secret that has not been created refuses all). */
export async function stopIntakeRefusal(store: Pick<PortalStore, 'intakeSecrets'>, request: SignedRequest, now: Date): Promise<SignatureRefusal | 'noSecret' | undefined> {
  const secrets = await store.intakeSecrets(STOP_INTAKE_SECRET);
  const usable = [secrets.current, secrets.previousUntil !== undefined && secrets.previousUntil > now.toISOString() ? secrets.previous : undefined].filter(
    (secret): secret is string => secret !== undefined,
  );
  if (usable.length === 0) return 'noSecret';
  return verifySignature(request.headers, request.body, usable, now, STOP_INTAKE_TOLERANCE_SECONDS);
}

export interface StopReplyResult {
  /** The message had been received before: these are the withdrawals it recorded then. */
  replayed: boolean;
  withdrawals: Withdrawal[];
}

/** Records a STOP reply: a withdrawal for each member whose current consent has the number (none when no one's has). */
export async function recordStopReply(
  store: Pick<PortalStore, 'withdrawalsOfIntakeMessage' | 'consentsOfMobile' | 'addWithdrawals' | 'confirmations'>,
  reply: { messageId: string; phone: string; receivedAt: Date; channels: readonly ConsentChannel[] },
  timeZone: string,
): Promise<StopReplyResult> {
  const earlier = await store.withdrawalsOfIntakeMessage(reply.messageId);
  if (earlier.length > 0) return { replayed: true, withdrawals: earlier };
  // The numbers compared in their canonical form, as the store found the consents.
  const number = phoneE164(reply.phone);
  // A consent waiting for this number's YES never gets it now (issue 36): its member sends the form again.
  if (number !== undefined) await store.confirmations.cancelMobile(number, reply.receivedAt);
  const { consents, withdrawals } = await store.consentsOfMobile(CONSENT_FORM_KIND, reply.phone);
  const members = currentChoices(consents, withdrawals).filter((choice) => {
    const mobile = choice.consent?.record.mobileNumber;
    return number !== undefined && typeof mobile === 'string' && phoneE164(mobile) === number;
  });
  if (members.length === 0) return { replayed: false, withdrawals: [] };
  const due = honourBy(reply.receivedAt, timeZone);
  try {
    const written = await store.addWithdrawals(
      members.map((member) => ({
        memberId: member.memberId,
        channels: reply.channels,
        source: 'sms-stop' as const,
        receivedAt: reply.receivedAt,
        honourBy: due,
        phone: reply.phone,
        intakeMessageId: reply.messageId,
      })),
    );
    return { replayed: false, withdrawals: written };
  } catch (error) {
    // The same message, sent twice at once: the other request recorded it (the table refuses a second row per member).
    const recorded = await store.withdrawalsOfIntakeMessage(reply.messageId);
    if (recorded.length > 0) return { replayed: true, withdrawals: recorded };
    throw error;
  }
}

export interface YesReplyResult {
  /** The message had been received before: these are the consents it confirmed then. */
  replayed: boolean;
  /** The references of the consents whose number it confirmed. */
  confirmed: string[];
}

/**
 * Records a YES reply (issue 36): confirms the number for every consent waiting for it (received before the reply, and
 * not expired), which then counts once nothing else is awaited. A YES for which nothing waits records nothing.
 */
export async function recordYesReply(
  store: Pick<PortalStore, 'confirmations' | 'findSubmission' | 'consentsOfMember'>,
  reply: { messageId: string; phone: string; receivedAt: Date },
): Promise<YesReplyResult> {
  const references = async (confirmations: readonly { submissionId: number }[]) => {
    const found = await Promise.all([...new Set(confirmations.map((row) => row.submissionId))].map((id) => store.findSubmission(CONSENT_FORM_KIND, id)));
    return found.flatMap((consent) => (consent ? [consent.reference] : []));
  };
  const earlier = await store.confirmations.ofMessage(reply.messageId);
  if (earlier.length > 0) return { replayed: true, confirmed: await references(earlier) };
  const number = phoneE164(reply.phone);
  if (number === undefined) return { replayed: false, confirmed: [] };
  const confirmed = await store.confirmations.confirmMobile(number, reply.receivedAt, reply.messageId);
  for (const submissionId of new Set(confirmed.map((row) => row.submissionId))) await tellChangeOfNumber({ store }, submissionId, reply.receivedAt);
  return { replayed: false, confirmed: await references(confirmed) };
}
