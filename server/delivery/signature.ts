// Standard Webhooks signatures (standardwebhooks.com, "Signature scheme"): the HMAC-SHA256 of `id.timestamp.body`
// keyed by the base64 part of the endpoint's `whsec_` secret, sent as `v1,<base64>`; several are space-separated.
// Receivers verify it with the specification's libraries in any language (docs/operations.md#delivery).
import crypto from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` and the base64 of 24 random bytes (the specification allows 24 to 64). */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(24).toString('base64')}`;
}

/** Whether a stored secret has the form the signatures need. */
export function isWebhookSecret(secret: string): boolean {
  if (!secret.startsWith(SECRET_PREFIX)) return false;
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return key.length >= 24 && key.length <= 64;
}

/** `v1,<base64>` for one secret. */
export function signature(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const digest = crypto.createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/** The `webhook-signature` header: one signature per secret (during a rotation, the new one and the old one). */
export function signatureHeader(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string): string {
  return secrets.map((secret) => signature(secret, messageId, timestampSeconds, body)).join(' ');
}
