// The stored form of a signing secret (issue 35, server/security/secretsAtRest.ts): the keys it takes, AES-256-GCM
// with the key id and the row it belongs to, and the refusals, which never quote a secret or a key.
import crypto from 'node:crypto';
import {
  newSecretsKeyText,
  openSecret,
  parseSecretsKey,
  sealedKeyId,
  sealSecret,
  storedSecretCipher,
  StoredSecretError,
  type SecretsKeyring,
} from '../../server/security/secretsAtRest';
import { OTHER_TEST_SECRETS_KEYRING, TEST_SECRETS_KEY, TEST_SECRETS_KEYRING } from './support/secretsKey';

const SECRET = `whsec_${Buffer.alloc(24, 21).toString('base64')}`;
const PLACE = 'webhook_endpoints:7:secret';

function thrown(work: () => unknown): StoredSecretError {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(StoredSecretError);
    return error as StoredSecretError;
  }
  throw new Error('expected a StoredSecretError');
}

describe('the secrets key', () => {
  const bytes = crypto.createHash('sha256').update('a key').digest();

  it('is 32 bytes in base64 (standard or URL-safe, padded or not) or hex, named by the start of its SHA-256', () => {
    const id = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    for (const text of [bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('base64').replace(/=$/, ''), bytes.toString('hex'), ` ${bytes.toString('hex').toUpperCase()}\n`]) {
      expect(parseSecretsKey(text)).toEqual({ id, bytes });
    }
    expect(parseSecretsKey(newSecretsKeyText())?.bytes).toHaveLength(32);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'short', crypto.randomBytes(31).toString('base64'), crypto.randomBytes(33).toString('base64'), crypto.randomBytes(32).toString('hex').slice(1), `${bytes.toString('base64').slice(0, 40)}!!!=`]) {
      expect(parseSecretsKey(text)).toBeUndefined();
    }
  });
});

describe('a sealed secret', () => {
  it('is v1, the key id, a random IV, the ciphertext and the tag, and opens to the secret where it was sealed', () => {
    const sealed = sealSecret(TEST_SECRETS_KEYRING, PLACE, SECRET);
    expect(sealed).toMatch(new RegExp(`^v1\\.${TEST_SECRETS_KEYRING.current.id}\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{22}$`));
    expect(sealed).not.toContain(SECRET.slice('whsec_'.length, 20));
    expect(sealedKeyId(sealed)).toBe(TEST_SECRETS_KEYRING.current.id);
    expect(openSecret(TEST_SECRETS_KEYRING, PLACE, sealed)).toBe(SECRET);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sealSecret(TEST_SECRETS_KEYRING, PLACE, SECRET)).not.toBe(sealed);
    // The key it names may be the previous one while the plan changes keys.
    expect(openSecret({ current: OTHER_TEST_SECRETS_KEYRING.current, previous: TEST_SECRETS_KEYRING.current }, PLACE, sealed)).toBe(SECRET);
  });

  it('does not open in another row, changed, under a key not given, or in plain text; the error names the row and key, never the secret', () => {
    const sealed = sealSecret(TEST_SECRETS_KEYRING, PLACE, SECRET);
    const [version, keyId, iv, ciphertext = '', tag] = sealed.split('.');
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0]! ^= 1;
    const cases: [string, string, StoredSecretError['problem']][] = [
      ['webhook_endpoints:8:secret', sealed, 'doesNotDecrypt'],
      ['webhook_endpoints:7:previous_secret', sealed, 'doesNotDecrypt'],
      [PLACE, [version, keyId, iv, flipped.toString('base64url'), tag].join('.'), 'doesNotDecrypt'],
      [PLACE, SECRET, 'notEncrypted'],
    ];
    for (const [place, stored, problem] of cases) {
      const error = thrown(() => openSecret(TEST_SECRETS_KEYRING, place, stored));
      expect(error).toMatchObject({ place, problem });
      expect(error.message).toContain(place);
      expect(error.message).not.toContain(SECRET);
      expect(error.message).not.toContain(TEST_SECRETS_KEY);
    }
    const unknown = thrown(() => openSecret(OTHER_TEST_SECRETS_KEYRING, PLACE, sealed));
    expect(unknown.problem).toBe('unknownKey');
    expect(unknown.message).toContain(`encrypted with the key ${TEST_SECRETS_KEYRING.current.id}`);
    expect(unknown.message).toContain('SECRETS_KEY');
    expect(unknown.message).not.toContain(SECRET);
  });

  it('is refused, never written or read in plain text, by a store opened without a key', () => {
    const cipher = storedSecretCipher(undefined);
    expect(thrown(() => cipher.seal(PLACE, SECRET)).problem).toBe('noKey');
    expect(thrown(() => cipher.open(PLACE, SECRET)).problem).toBe('noKey');
    const keyring: SecretsKeyring = TEST_SECRETS_KEYRING;
    expect(storedSecretCipher(keyring).open(PLACE, storedSecretCipher(keyring).seal(PLACE, SECRET))).toBe(SECRET);
  });
});
