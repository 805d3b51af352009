// The bot check no person sees (issue 35, docs/api.md#the-bot-check): a proof-of-work challenge in ALTCHA's open
// protocol, made and verified here with its maintained library (altcha-lib; no third party is asked), which the app
// solves in a web worker while the person fills the form and sends with the save in the Bot-Check header. Single use
// and expiring. Forms posted without scripts cannot compute it; they carry a honeypot field instead (formPosts.ts).
// BOT_CHECK says what a failed check does: off (no check), log (count and log what would be refused, refuse nothing;
// the default) or enforce (refuse with a 403 naming the check).
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const BOT_CHECK_MODES = ['off', 'log', 'enforce'] as const;
export type BotCheckMode = (typeof BOT_CHECK_MODES)[number];

export function isBotCheckMode(value: string): value is BotCheckMode {
  return (BOT_CHECK_MODES as readonly string[]).includes(value);
}

/** Why a request did not pass; `honeypot` is a post without scripts whose hidden field was filled in. */
export type BotCheckFailure = 'missing' | 'malformed' | 'expired' | 'invalid' | 'replayed' | 'honeypot';

export type BotCheckVerdict = { passed: true } | { passed: false; reason: BotCheckFailure };

/**
 * The work asked of a browser: PBKDF2-SHA-256 at COST iterations for every counter up to a random one of at most
 * MAX_COUNTER (deterministic mode: the server knows the answer, so verifying is one HMAC, and no browser ever searches
 * past MAX_COUNTER). Measured in docs/api.md#the-bot-check: well under a second on a desktop, a few seconds on a slow
 * phone, while the person is still typing.
 */
export const BOT_CHECK_WORK = { algorithm: 'PBKDF2/SHA-256', cost: 1000, maxCounter: 4000, minCounter: 500 } as const;

/** How long a challenge can be solved and used: longer than anyone takes to fill a form; the app fetches a new one after. */
export const BOT_CHECK_LIFETIME_S = 60 * 60;

/** At most this many spent challenges are remembered (each for its lifetime; the oldest go first when full). */
const SPENT_LIMIT = 200_000;

/** The bot check as the routes ask it (server/plugins/botCheck.ts makes it): what it says, and whether the request goes on. */
export interface BotCheckGate {
  readonly mode: BotCheckMode;
  /** The verdict on a submission's Bot-Check header. */
  verify(payload: string | undefined): Promise<BotCheckVerdict>;
  /** Logs and counts a verdict; true when the request goes on (it passed, or BOT_CHECK is not enforce). */
  admit(request: FastifyRequest, verdict: BotCheckVerdict): boolean;
}

export interface BotCheck {
  /** A new challenge, signed with the keys of the moment. */
  challenge(): Promise<Challenge>;
  /** Whether the Bot-Check header's payload is a solution of an unexpired challenge of ours, not used before. */
  verify(payload: string | undefined): Promise<BotCheckVerdict>;
}

/** The keys that sign challenges and their answers, derived from the anti-forgery secret (rotated with it). */
function signingKeys(secret: string) {
  const derive = (purpose: string) => crypto.createHmac('sha256', secret).update(`bot-check:${purpose}`).digest('hex');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

/** The ALTCHA payload: base64 of JSON `{ challenge, solution }`; undefined when it is not that shape. */
function readPayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  if (payload.length > 4096 || !/^[A-Za-z0-9+/=_-]+$/.test(payload)) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { challenge, solution } = parsed as { challenge?: unknown; solution?: unknown };
    if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null) return undefined;
    const { parameters, signature } = challenge as { parameters?: unknown; signature?: unknown };
    if (typeof parameters !== 'object' || parameters === null || typeof signature !== 'string') return undefined;
    return { challenge: challenge as Challenge, solution: solution as Solution };
  } catch {
    return undefined;
  }
}

/**
 * `secrets()` are the anti-forgery secrets of the moment: a challenge signed before a rotation still verifies with the
 * previous one. Spent challenges are remembered by this instance (several instances share them once issue 40's Redis
 * is there; until then a solution may be replayed once to each other instance).
 */
export function createBotCheck(secrets: () => { current: string; previous?: string }): BotCheck {
  const spent = new CappedMap<string, true>({ maxSize: SPENT_LIMIT });

  async function verifiedWith(secret: string, payload: { challenge: Challenge; solution: Solution }) {
    return verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...signingKeys(secret) });
  }

  return {
    async challenge() {
      return createChallenge({
        algorithm: BOT_CHECK_WORK.algorithm,
        cost: BOT_CHECK_WORK.cost,
        counter: randomInt(BOT_CHECK_WORK.maxCounter, BOT_CHECK_WORK.minCounter),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + BOT_CHECK_LIFETIME_S,
        ...signingKeys(secrets().current),
      });
    },
    async verify(raw) {
      if (raw === undefined || raw === '') return { passed: false, reason: 'missing' };
      const payload = readPayload(raw);
      if (payload === undefined) return { passed: false, reason: 'malformed' };
      const { current, previous } = secrets();
      let result;
      try {
        result = await verifiedWith(current, payload);
        if (result.invalidSignature && previous !== undefined) result = await verifiedWith(previous, payload);
      } catch {
        // altcha-lib throws on parameters no challenge of ours has (an unknown algorithm, a bad prefix).
        return { passed: false, reason: 'malformed' };
      }
      if (result.expired) return { passed: false, reason: 'expired' };
      if (!result.verified) return { passed: false, reason: 'invalid' };
      // Single use: the signature names the challenge (its random nonce and salt among what it signs).
      // Kept past the challenge's lifetime at most by the map's size: an expired one is refused before this anyway.
      if (!spent.setIfAbsent(payload.challenge.signature ?? '', true)) return { passed: false, reason: 'replayed' };
      return { passed: true };
    },
  };
}

/** The words of a refusal (a 403's message; the app shows its own text, docs/errors.md). */
export const BOT_CHECK_REFUSAL =
  'The bot check did not pass: the form must be sent from the portal’s page, which solves a small puzzle while it is filled in. Reload the page and send the form again.';
