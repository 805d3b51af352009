// Signatures made with `standardwebhooks` (server/delivery/signature.ts): the specification's formula, byte for byte,
// and the STOP intake's check over several secrets with its own clock.
import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { isWebhookSecret, newWebhookSecret, signatureHeader, verifySignature } from '../../../server/delivery/signature';

const body = JSON.stringify({ type: 'webhook.test', data: { endpoint: 1, text: 'señal ✓' } });
const at = 1_795_000_000;

it('signs as the specification says: v1, and the base64 HMAC-SHA256 of id.timestamp.body keyed by the secret', () => {
  const secret = newWebhookSecret();
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = crypto.createHmac('sha256', key).update(`msg_1.${at}.${body}`).digest('base64');
  expect(signatureHeader([secret], 'msg_1', at, body)).toBe(`v1,${expected}`);
});

it('signs once per secret during a rotation, each signature one the library accepts for its secret', () => {
  const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
  const now = Math.floor(Date.now() / 1000);
  const header = signatureHeader([current, previous], 'msg_2', now, body);
  expect(header.split(' ')).toHaveLength(2);
  for (const secret of [current, previous]) {
    expect(new Webhook(secret).verify(body, { 'webhook-id': 'msg_2', 'webhook-timestamp': String(now), 'webhook-signature': header })).toEqual(JSON.parse(body));
  }
});

describe('verifySignature', () => {
  const now = new Date(at * 1000);
  const secret = newWebhookSecret();
  const signed = (seconds: number, secrets = [secret]) => ({ id: 'msg_3', timestamp: String(seconds), signature: signatureHeader(secrets, 'msg_3', seconds, body) });

  it('accepts a signature of any of the secrets, on its own clock, within the tolerance either side', () => {
    expect(verifySignature(signed(at), body, [newWebhookSecret(), secret], now, 300)).toBeUndefined();
    expect(verifySignature(signed(at - 300), body, [secret], now, 300)).toBeUndefined();
    expect(verifySignature(signed(at + 300), body, [secret], now, 300)).toBeUndefined();
  });

  it('says why it refuses: unsigned, stale, or no signature of these secrets', () => {
    expect(verifySignature({ id: 'msg_3', timestamp: String(at), signature: undefined }, body, [secret], now, 300)).toBe('unsigned');
    expect(verifySignature(signed(at - 301), body, [secret], now, 300)).toBe('stale');
    expect(verifySignature({ ...signed(at), timestamp: `${at}.5` }, body, [secret], now, 300)).toBe('stale');
    expect(verifySignature(signed(at, [newWebhookSecret()]), body, [secret], now, 300)).toBe('badSignature');
    expect(verifySignature(signed(at), `${body} `, [secret], now, 300)).toBe('badSignature');
  });

  it('skips a stored secret that is not a whsec_ key of 24 to 64 bytes in plain base64, rather than failing on it', () => {
    const malformed = `${secret.slice(0, 10)} ${secret.slice(10)}`;
    expect(isWebhookSecret(malformed)).toBe(false);
    expect(isWebhookSecret(`whsec_${Buffer.alloc(16).toString('base64')}`)).toBe(false);
    expect(isWebhookSecret(secret)).toBe(true);
    expect(verifySignature(signed(at), body, [malformed, secret], now, 300)).toBeUndefined();
    expect(verifySignature(signed(at), body, [malformed], now, 300)).toBe('badSignature');
  });
});
