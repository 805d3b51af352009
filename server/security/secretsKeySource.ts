// Where the secrets key comes from (issue 35): SECRETS_KEY or SECRETS_KEY_FILE, which config.ts reads, or outside
// production a development key kept in a file beside the data folder, made on first use, so the quick start needs no
// setting. The server and the admin command line resolve it the same way, so both find the same key.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newSecretsKeyText, parseSecretsKey, type SecretsKey, type SecretsKeyring } from './secretsAtRest';

export interface SecretsKeySettings {
  /** SECRETS_KEY or SECRETS_KEY_FILE. */
  current: SecretsKey | undefined;
  /** SECRETS_KEY_PREVIOUS or SECRETS_KEY_PREVIOUS_FILE: still decrypts while the plan changes keys. */
  previous: SecretsKey | undefined;
  /** Without a key, outside production: the file the development key is kept in (beside DATA_DIR, never in it). */
  developmentKeyFile: string | undefined;
}

/**
 * Beside the data folder and named after it (`./data` keeps its key in `./data.secrets-key`): outside the folder whose
 * files a backup copies, and one key per database, so the admin command line finds the key the server used.
 */
export function developmentKeyFileFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.secrets-key`;
}

/** The key cannot be had: the message says what to set. */
export class SecretsKeyUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretsKeyUnavailableError';
  }
}

export interface ResolvedSecretsKey {
  keyring: SecretsKeyring;
  /** How the key was found: a setting, or the development key file (and whether this call made it). */
  source: { kind: 'setting' } | { kind: 'developmentFile'; file: string; created: boolean };
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown error';
}

function readKeyFile(file: string): SecretsKey | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw new SecretsKeyUnavailableError(`The development secrets key file ${file} cannot be read (${errorCode(error)}): set SECRETS_KEY or SECRETS_KEY_FILE (docs/operations.md#the-secrets-key).`);
  }
  const key = parseSecretsKey(text);
  if (key === undefined) {
    throw new SecretsKeyUnavailableError(`The development secrets key file ${file} does not hold a key: set SECRETS_KEY or SECRETS_KEY_FILE (docs/operations.md#the-secrets-key).`);
  }
  return key;
}

/**
 * Written to a file of its own first, then linked into place, which fails when the file exists: a server and an admin
 * command starting together both end up with the one key, never two.
 */
function createKeyFile(file: string): boolean {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(temporary, `${newSecretsKeyText()}\n`, { mode: 0o600, flag: 'wx' });
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw new SecretsKeyUnavailableError(
      `No SECRETS_KEY is set, and the development key file ${file} cannot be written (${errorCode(error)}): set SECRETS_KEY or SECRETS_KEY_FILE (docs/operations.md#the-secrets-key).`,
    );
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** The keyring to open the store with; SecretsKeyUnavailableError when there is none to be had. */
export function resolveSecretsKeyring(settings: SecretsKeySettings): ResolvedSecretsKey {
  const withPrevious = (current: SecretsKey): SecretsKeyring =>
    settings.previous === undefined || settings.previous.id === current.id ? { current } : { current, previous: settings.previous };
  if (settings.current !== undefined) return { keyring: withPrevious(settings.current), source: { kind: 'setting' } };
  const file = settings.developmentKeyFile;
  // config.ts refuses this case in production with its own explanation; this is for a caller that skipped it.
  if (file === undefined) throw new SecretsKeyUnavailableError('SECRETS_KEY is not set (docs/operations.md#the-secrets-key).');
  const existing = readKeyFile(file);
  if (existing !== undefined) return { keyring: withPrevious(existing), source: { kind: 'developmentFile', file, created: false } };
  const created = createKeyFile(file);
  const key = readKeyFile(file);
  if (key === undefined) throw new SecretsKeyUnavailableError(`The development secrets key file ${file} vanished as it was made: start again.`);
  return { keyring: withPrevious(key), source: { kind: 'developmentFile', file, created } };
}

/** The one line that says a development key is in use, and where (never the key). */
export function developmentKeyNotice(file: string, created: boolean): string {
  return (
    `No SECRETS_KEY is set: the signing secrets in the database are encrypted with the development key in ${file}` +
    `${created ? ' (made now)' : ''}, outside DATA_DIR so its backups do not hold it. In production set SECRETS_KEY or ` +
    'SECRETS_KEY_FILE, and NODE_ENV=production (docs/operations.md#the-secrets-key).'
  );
}
