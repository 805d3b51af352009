// Signing secrets encrypted at rest (issue 35): AES-256-GCM under the plan's secrets key, each value bound to its row.
// The stored form is `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts), described in
// docs/operations.md#the-secrets-key. A backup or replica of the database then holds no secret that signs anything.
import crypto from 'node:crypto';

/** A key the secrets are encrypted with: 32 bytes, and its id, which each value names so the right key is found. */
export interface SecretsKey {
  /** The first 8 hex digits of the SHA-256 of the key: names it in values, logs and messages, never reveals it. */
  readonly id: string;
  readonly bytes: Buffer;
}

/** The key that encrypts; and while the plan changes keys, the one before it, which still decrypts. */
export interface SecretsKeyring {
  readonly current: SecretsKey;
  readonly previous?: SecretsKey | undefined;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CIPHER = 'aes-256-gcm';
const FORMAT_VERSION = 'v1';
/** v1, the key id, the IV (12 bytes: 16 characters), the ciphertext, the tag (16 bytes: 22 characters). */
const SEALED = /^v1\.([0-9a-f]{8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]{22})$/;

/** How to make a key, quoted wherever one is asked for. */
export const MAKE_SECRETS_KEY_COMMAND = `node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`;

export function secretsKeyId(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8);
}

/**
 * A key written as 32 bytes in base64 (standard or URL-safe, padded or not) or in 64 hex digits; undefined for anything
 * else (the caller says what is wrong, never quoting the text).
 */
export function parseSecretsKey(text: string): SecretsKey | undefined {
  const trimmed = text.trim();
  let bytes: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) bytes = Buffer.from(trimmed, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes?.length !== KEY_BYTES) return undefined;
  return { id: secretsKeyId(bytes), bytes };
}

/** A new random key, as SECRETS_KEY takes it (base64). */
export function newSecretsKeyText(): string {
  return crypto.randomBytes(KEY_BYTES).toString('base64');
}

/** Why a stored secret cannot be read; the message names the row and the key id, never the secret or the key. */
export type StoredSecretProblem = 'notEncrypted' | 'unknownKey' | 'doesNotDecrypt' | 'noKey';

export class StoredSecretError extends Error {
  /** For logs that keep only codes (the delivery worker's). */
  readonly code = 'STORED_SECRET_UNREADABLE';

  constructor(
    readonly place: string,
    readonly problem: StoredSecretProblem,
    message: string,
  ) {
    super(message);
    this.name = 'StoredSecretError';
  }
}

function keyringIds(keyring: SecretsKeyring): string {
  return keyring.previous === undefined
    ? `the current key is ${keyring.current.id}`
    : `the current key is ${keyring.current.id}, the previous ${keyring.previous.id}`;
}

/** The message for secrets encrypted with a key this process was not given: which key to set, and where it is described. */
export function unknownKeyMessage(places: readonly string[], keyIds: readonly string[], keyring: SecretsKeyring): string {
  const keys = keyIds.join(', ');
  return (
    `The signing secrets in ${places.join(', ')} are encrypted with the key ${keys}, which this process does not have ` +
    `(${keyringIds(keyring)}). Set SECRETS_KEY (or SECRETS_KEY_FILE) to the key ${keys}; while changing keys, set the new ` +
    'key as SECRETS_KEY and the old one as SECRETS_KEY_PREVIOUS, then run `npm run admin -- secrets reencrypt` ' +
    '(docs/operations.md#the-secrets-key).'
  );
}

/** The key id a stored value names, or undefined when it is not in the encrypted form (plain text from before issue 35). */
export function sealedKeyId(stored: string): string | undefined {
  return SEALED.exec(stored)?.[1];
}

/**
 * Encrypts a secret for the row it will live in: `place` (`settings:secret:anti-forgery`,
 * `webhook_endpoints:3:secret`) is the GCM additional data, so a value copied to another row does not decrypt.
 */
export function sealSecret(keyring: SecretsKeyring, place: string, plaintext: string): string {
  const key = keyring.current;
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv(CIPHER, key.bytes, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(place, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [FORMAT_VERSION, key.id, ...parts].join('.');
}

/** The secret a stored value holds; StoredSecretError when it is not encrypted, names a key not given, or was changed. */
export function openSecret(keyring: SecretsKeyring, place: string, stored: string): string {
  const match = SEALED.exec(stored);
  if (!match) {
    throw new StoredSecretError(
      place,
      'notEncrypted',
      `The secret in ${place} is in plain text, which this version never writes: restart the server, which encrypts ` +
        'secrets it finds in plain text; if no older version wrote it, the database was changed by hand.',
    );
  }
  const [, keyId = '', iv = '', ciphertext = '', tag = ''] = match;
  const key = [keyring.current, keyring.previous].find((candidate) => candidate?.id === keyId);
  if (key === undefined) throw new StoredSecretError(place, 'unknownKey', unknownKeyMessage([place], [keyId], keyring));
  try {
    const decipher = crypto.createDecipheriv(CIPHER, key.bytes, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(place, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new StoredSecretError(
      place,
      'doesNotDecrypt',
      `The secret in ${place} does not decrypt with the key ${keyId}: it was changed, or copied from another row, after it was encrypted.`,
    );
  }
}

/** What the store seals and opens with: bound to the keyring it was opened with, or refusing every secret without one. */
export interface StoredSecretCipher {
  /** The current key's id; undefined when the store has no key. */
  readonly keyId: string | undefined;
  readonly keyring: SecretsKeyring | undefined;
  seal(place: string, plaintext: string): string;
  open(place: string, stored: string): string;
}

export function storedSecretCipher(keyring: SecretsKeyring | undefined): StoredSecretCipher {
  // A store opened without a key (a benchmark, a test that never touches a secret) refuses secrets: never plain text.
  const noKey = (place: string): never => {
    throw new StoredSecretError(place, 'noKey', `The secret in ${place} cannot be read or written: the store was opened without a secrets key.`);
  };
  return {
    keyId: keyring?.current.id,
    keyring,
    seal: (place, plaintext) => (keyring === undefined ? noKey(place) : sealSecret(keyring, place, plaintext)),
    open: (place, stored) => (keyring === undefined ? noKey(place) : openSecret(keyring, place, stored)),
  };
}
