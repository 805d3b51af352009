// The one secrets key of the server tests (issue 35): every test config and store that holds a signing secret takes
// it from here, so no test file carries a key of its own.
import { parseSecretsKey, type SecretsKey, type SecretsKeyring } from '../../../server/security/secretsAtRest';

/** As SECRETS_KEY takes it: 32 bytes in base64 (a fixed test value, never a plan's). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 'portal test secrets key').toString('base64');

function key(text: string): SecretsKey {
  const parsed = parseSecretsKey(text);
  if (parsed === undefined) throw new Error('the test secrets key does not parse');
  return parsed;
}

export const TEST_SECRETS_KEYRING: SecretsKeyring = { current: key(TEST_SECRETS_KEY) };

/** Another key, for the tests of a change of keys. */
export const OTHER_TEST_SECRETS_KEY = Buffer.alloc(32, 'another portal test key').toString('base64');
export const OTHER_TEST_SECRETS_KEYRING: SecretsKeyring = { current: key(OTHER_TEST_SECRETS_KEY) };
