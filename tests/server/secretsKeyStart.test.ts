// Where the secrets key comes from and what the start does with it (issue 35): SECRETS_KEY and SECRETS_KEY_FILE checked
// by name, the development key beside the data folder that keeps the quick start free of settings, the secrets an earlier
// version stored in plain text encrypted at start, and a start that lacks the key saying what to set, never a secret.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ConfigError, loadConfig } from '../../server/config';
import { parseSecretsKey } from '../../server/security/secretsAtRest';
import { developmentKeyFileFor, resolveSecretsKeyring } from '../../server/security/secretsKeySource';
import { createStore, SQLITE_FILE_NAME } from '../../server/store/createStore';
import { buildServerIfMissing, killAllChildren, ROOT, SERVER_MAIN, startServer } from './support/serverProcess';
import { OTHER_TEST_SECRETS_KEY, OTHER_TEST_SECRETS_KEYRING, TEST_SECRETS_KEY, TEST_SECRETS_KEYRING } from './support/secretsKey';

const ANTI_FORGERY = 'plain-anti-forgery-secret-from-before-0123456789';
const INTAKE = `whsec_${Buffer.alloc(24, 31).toString('base64')}`;
const WEBHOOK = `whsec_${Buffer.alloc(24, 32).toString('base64')}`;
const PLAIN_SECRETS = [ANTI_FORGERY, INTAKE, WEBHOOK, INTAKE.slice('whsec_'.length), WEBHOOK.slice('whsec_'.length)];
const MAKE_KEY = `node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secrets-key-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('the secrets key settings', () => {
  it('take SECRETS_KEY, or the file SECRETS_KEY_FILE names, and SECRETS_KEY_PREVIOUS while keys change', () => {
    const direct = loadConfig({ SECRETS_KEY: TEST_SECRETS_KEY, SECRETS_KEY_PREVIOUS: OTHER_TEST_SECRETS_KEY }, dir).secretsKey;
    expect(direct).toEqual({ current: TEST_SECRETS_KEYRING.current, previous: OTHER_TEST_SECRETS_KEYRING.current, developmentKeyFile: undefined });
    fs.writeFileSync(path.join(dir, 'key'), `${TEST_SECRETS_KEY}\n`, { mode: 0o600 });
    expect(loadConfig({ SECRETS_KEY_FILE: 'key' }, dir).secretsKey.current).toEqual(TEST_SECRETS_KEYRING.current);
  });

  it('refuse a key that is not 32 bytes in base64 or hex, by name, saying how to make one and never quoting it', () => {
    const refused = configError({ SECRETS_KEY: 'my-password-is-secret' });
    expect(refused.setting).toBe('SECRETS_KEY');
    expect(refused.message).toContain(MAKE_KEY);
    expect(refused.message).not.toContain('my-password-is-secret');
    fs.writeFileSync(path.join(dir, 'key'), 'my-password-is-secret\n');
    const badFile = configError({ SECRETS_KEY_FILE: 'key' });
    expect(badFile.setting).toBe('SECRETS_KEY_FILE');
    expect(badFile.message).toContain(path.join(dir, 'key'));
    expect(badFile.message).not.toContain('my-password-is-secret');
    expect(configError({ SECRETS_KEY_FILE: 'missing' }).message).toContain('cannot be read');
    expect(configError({ SECRETS_KEY: TEST_SECRETS_KEY, SECRETS_KEY_FILE: 'key' }).setting).toBe('SECRETS_KEY_FILE');
    expect(configError({ SECRETS_KEY: TEST_SECRETS_KEY, SECRETS_KEY_PREVIOUS: 'nope' }).setting).toBe('SECRETS_KEY_PREVIOUS');
  });

  it('are required in production, with what to set, how to make a key and to keep it out of backups', () => {
    const refused = configError({ NODE_ENV: 'production' });
    expect(refused.setting).toBe('SECRETS_KEY');
    expect(refused.message).toContain('SECRETS_KEY_FILE');
    expect(refused.message).toContain(MAKE_KEY);
    expect(refused.message).toContain("apart from the database's backups");
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: TEST_SECRETS_KEY }, dir).secretsKey.current?.id).toBe(TEST_SECRETS_KEYRING.current.id);
  });

  it('outside production, without a key, name a development key file beside the data folder, never in it, made once', () => {
    const settings = loadConfig({ DATA_DIR: 'data' }, dir).secretsKey;
    const file = path.join(dir, 'data.secrets-key');
    expect(settings).toEqual({ current: undefined, previous: undefined, developmentKeyFile: file });
    expect(developmentKeyFileFor(path.join(dir, 'data'))).toBe(file);
    expect(path.relative(path.join(dir, 'data'), file).startsWith('..')).toBe(true);

    const first = resolveSecretsKeyring(settings);
    expect(first.source).toEqual({ kind: 'developmentFile', file, created: true });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(fs.readFileSync(file, 'utf8'))).toEqual(first.keyring.current);
    const again = resolveSecretsKeyring(loadConfig({ DATA_DIR: 'data' }, dir).secretsKey);
    expect(again).toEqual({ keyring: first.keyring, source: { kind: 'developmentFile', file, created: false } });
    // Nothing but the key's own file was made: no stray temporary file beside it.
    expect(fs.readdirSync(dir)).toEqual(['data.secrets-key']);
  });
});

describe('the start', () => {
  beforeAll(() => {
    buildServerIfMissing();
  });
  afterAll(async () => {
    await killAllChildren();
  });

  /** Runs the compiled server until it exits by itself (or is killed after `ms`); its output, both streams. */
  function runUntilExit(env: Record<string, string>, ms = 30_000): Promise<{ code: number | null; output: string }> {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '', ...env };
    delete childEnv.PORTAL_CONFIG_FILE;
    delete childEnv.NODE_OPTIONS;
    const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    return new Promise((resolve) => {
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
  }

  function rawRows(dataDir: string): { settings: { key: string; value: string }[]; endpoints: { secret: string; previous_secret: string | null }[] } {
    const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
    try {
      return {
        settings: db.prepare("select key, value from settings where key like 'secret:%' or key like 'intake:%' order by key").all() as { key: string; value: string }[],
        endpoints: db.prepare('select secret, previous_secret from webhook_endpoints order by id').all() as { secret: string; previous_secret: string | null }[],
      };
    } finally {
      db.close();
    }
  }

  /** A database as an earlier version left it: migrated, its secrets in plain text. */
  async function databaseFromBefore(dataDir: string): Promise<void> {
    const store = createStore({ dataDir });
    await store.migrate();
    await store.close();
    const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      const setting = db.prepare('insert into settings (key, value) values (?, ?)');
      setting.run('secret:anti-forgery', ANTI_FORGERY);
      setting.run('intake:consentStop', INTAKE);
      db.prepare(
        "insert into webhook_endpoints (url, forms, secret, previous_secret, previous_secret_until, state, created_at) values ('https://crm.example.org/hooks', '[\"contact\"]', ?, null, null, 'active', '2025-12-01T00:00:00.000Z')",
      ).run(WEBHOOK);
    } finally {
      db.close();
    }
  }

  function expectNoSecretIn(output: string): void {
    for (const secret of [...PLAIN_SECRETS, TEST_SECRETS_KEY, OTHER_TEST_SECRETS_KEY]) expect(output).not.toContain(secret);
  }

  it('runs without settings outside production: a development key made beside DATA_DIR, said in one line, and kept', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await startServer({ DATA_DIR: dataDir });
    expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    const keyFile = path.join(dir, 'data.secrets-key');
    const key = parseSecretsKey(fs.readFileSync(keyFile, 'utf8'));
    expect(key).toBeDefined();
    expect(fs.readdirSync(dataDir).some((name) => name.includes('secrets-key'))).toBe(false);
    const notices = first.output().split('\n').filter((line) => line.includes('SECRETS_KEY'));
    expect(notices).toEqual([expect.stringContaining(`development key in ${keyFile} (made now)`)]);
    // The anti-forgery secret the start made (no SESSION_SECRET here) is stored under that key.
    const [antiForgery] = rawRows(dataDir).settings;
    expect(antiForgery?.value).toMatch(new RegExp(`^v1\\.${key!.id}\\.`));
    expectNoSecretIn(first.output());
    expect(first.output()).not.toContain(fs.readFileSync(keyFile, 'utf8').trim());

    const second = await startServer({ DATA_DIR: dataDir });
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(second.output()).toContain(`development key in ${keyFile},`);
    expect(parseSecretsKey(fs.readFileSync(keyFile, 'utf8'))).toEqual(key);
  });

  it('encrypts the secrets an earlier version stored in plain text, and the app reads them', async () => {
    const dataDir = path.join(dir, 'data');
    await databaseFromBefore(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, SECRETS_KEY: TEST_SECRETS_KEY });
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('signing secrets found in plain text were encrypted');
    expectNoSecretIn(server.output());

    const raw = rawRows(dataDir);
    const values = [...raw.settings.map((row) => row.value), ...raw.endpoints.map((row) => row.secret)];
    expect(values).toHaveLength(3);
    for (const value of values) expect(value).toMatch(new RegExp(`^v1\\.${TEST_SECRETS_KEYRING.current.id}\\.`));
    expectNoSecretIn(JSON.stringify(raw));

    const store = createStore({ dataDir, secretsKeyring: TEST_SECRETS_KEYRING });
    try {
      expect(await store.sharedSecret('anti-forgery', () => 'never used')).toBe(ANTI_FORGERY);
      expect((await store.intakeSecrets('consentStop')).current).toBe(INTAKE);
      expect((await store.outbox.listEndpoints())[0]?.secret).toBe(WEBHOOK);
    } finally {
      await store.close();
    }
  });

  it('stops, saying what to set and naming no secret, with the wrong key, without one, and in production without one', async () => {
    const dataDir = path.join(dir, 'data');
    await databaseFromBefore(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, SECRETS_KEY: TEST_SECRETS_KEY });
    await server.stop('SIGTERM');
    const encrypted = rawRows(dataDir);

    const wrongKey = await runUntilExit({ DATA_DIR: dataDir, SECRETS_KEY: OTHER_TEST_SECRETS_KEY });
    expect(wrongKey.code).toBe(2);
    expect(wrongKey.output).toContain(`encrypted with the key ${TEST_SECRETS_KEYRING.current.id}`);
    expect(wrongKey.output).toContain(`the current key is ${OTHER_TEST_SECRETS_KEYRING.current.id}`);
    expect(wrongKey.output).toContain('Set SECRETS_KEY (or SECRETS_KEY_FILE) to the key');
    expectNoSecretIn(wrongKey.output);

    // Without a key, outside production, the development key made now is not the one the secrets are under.
    const noKey = await runUntilExit({ DATA_DIR: dataDir });
    expect(noKey.code).toBe(2);
    expect(noKey.output).toContain(`encrypted with the key ${TEST_SECRETS_KEYRING.current.id}`);
    expect(noKey.output).toContain('Set SECRETS_KEY');
    expectNoSecretIn(noKey.output);

    const production = await runUntilExit({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(production.code).toBe(2);
    expect(production.output).toContain('Invalid configuration: SECRETS_KEY must be set');
    expect(production.output).toContain(MAKE_KEY);
    expectNoSecretIn(production.output);

    // None of them changed a row.
    expect(rawRows(dataDir)).toEqual(encrypted);
  });
});
