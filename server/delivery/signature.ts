// Standard Webhooks signatures (standardwebhooks.com, "Signature scheme"): the HMAC-SHA256 of `id.timestamp.body`
// keyed by the base64 part of the endpoint's `whsec_` secret, sent as `v1,<base64>`; several are space-separated.
// Each signature is made by `standardwebhooks`, the specification's reference library, the one receivers verify
// with (docs/operations.md#delivery-to-the-plans-systems). What is ours is only what the library does not do: the
// secrets' form, one signature per secret during a rotation, and the STOP intake's check (verifySignature).
import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` and the base64 of 24 random bytes (the specification allows 24 to 64). */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(24).toString('base64')}`;
}

/**
 * Whether a stored secret has the form the signatures need: plain base64 (which the library's decoder and Node's read
 * alike), of a key of 24 to 64 bytes (the library takes any non-empty key).
 */
export function isWebhookSecret(secret: string): boolean {
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!secret.startsWith(SECRET_PREFIX) || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return false;
  const key = Buffer.from(encoded, 'base64');
  return key.length >= 24 && key.length <= 64;
}

/** `v1,<base64>` for one secret. */
export function signature(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  return new Webhook(secret).sign(messageId, new Date(timestampSeconds * 1000), body);
}

/** The `webhook-signature` header: one signature per secret (during a rotation, the new one and the old one). */
export function signatureHeader(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string): string {
  return secrets.map((secret) => signature(secret, messageId, timestampSeconds, body)).join(' ');
}

/** Why a signed request was refused: no signature headers, a time outside the tolerance, or no signature that matches. */
export type SignatureRefusal = 'unsigned' | 'stale' | 'badSignature';

/**
 * Verifies a Standard Webhooks request as the specification's libraries do: the three headers present, the timestamp
 * within `toleranceSeconds` of now (either side: an old message is a replay, a future one a forgery waiting to be
 * replayed), and one of the `v1` signatures the HMAC of one of the secrets, compared in constant time.
 *
 * The library's own `Webhook.verify` is not used for it: it reads the process's clock with a fixed five minutes (the
 * intake's clock and tolerance are given), takes one secret (the intake verifies with the previous one too, for a
 * day after a rotation), and throws one error for every cause (the intake answers and logs which). So the expected
 * signature is the library's `sign`, and the comparison stays ours, in constant time, over every secret.
 */
export function verifySignature(
  headers: { id: string | undefined; timestamp: string | undefined; signature: string | undefined },
  body: string,
  secrets: readonly string[],
  now: Date,
  toleranceSeconds: number,
): SignatureRefusal | undefined {
  const { id, timestamp, signature: header } = headers;
  if (!id || !timestamp || !header) return 'unsigned';
  if (!/^\d{1,12}$/.test(timestamp)) return 'stale';
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) return 'stale';
  const given = header
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .map((part) => Buffer.from(part.slice(3), 'base64'));
  for (const secret of secrets) {
    if (!isWebhookSecret(secret)) continue;
    const expected = Buffer.from(signature(secret, id, seconds, body).slice(3), 'base64');
    if (given.some((candidate) => candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected))) return undefined;
  }
  return 'badSignature';
}
