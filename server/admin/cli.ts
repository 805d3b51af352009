// The admin CLI (`npm run admin -- <command>`): maintenance, notifications, exports, the provider list, purge and backup, on the server's database.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type ServerConfig } from '../config';
import { createStore, SQLITE_FILE_NAME } from '../store/createStore';
import { driverErrorCode } from '../store/errors';
import type { PortalStore } from '../store/types';
import { exitIfUnsupportedNode } from '../runtime';
import { StoredSecretError } from '../security/secretsAtRest';
import { resolveSecretsKeyring, SecretsKeyUnavailableError, type ResolvedSecretsKey } from '../security/secretsKeySource';
import { USAGE, UsageError, isHelpRequest, usageFor } from './args';
import { CommandFailure, prepareCommand, type AdminIo, type StoreWork } from './commands';

export type { AdminIo } from './commands';

export const EXIT = { ok: 0, failed: 1, usage: 2, unavailable: 3 } as const;

/** Opening and migrating must answer in this time: pg has no connect timeout by default. */
const CONNECT_TIMEOUT_MS = 15_000;
const CLOSE_TIMEOUT_MS = 5_000;
const TIMED_OUT = Symbol('timed out');

async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Common driver codes in words; the driver's own message is never shown (it can quote values or the URL's password). */
const DRIVER_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  ETIMEDOUT: 'connection timed out',
  ECONNRESET: 'connection reset',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'DATA_DIR is not a folder',
  EEXIST: 'DATA_DIR is not a folder',
  EROFS: 'read-only file system',
  ENOSPC: 'disk full',
  SQLITE_CANTOPEN: 'cannot open the database file',
  SQLITE_NOTADB: 'the file is not a SQLite database',
  SQLITE_CORRUPT: 'the database file is damaged',
  SQLITE_BUSY: 'the database is busy',
  SQLITE_READONLY: 'the database is read-only',
  '28P01': 'password authentication failed',
  '28000': 'the server refused this user',
  '3D000': 'the database does not exist',
  '57P03': 'the database server is starting up',
};

function describeCode(error: unknown): string {
  const code = driverErrorCode(error);
  if (!code) return '';
  const words = DRIVER_CODES[code];
  return words ? ` (${code}: ${words})` : ` (${code})`;
}

function databaseName(config: ServerConfig): string {
  return config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the SQLite database in ${config.dataDir}`;
}

async function closeStore(store: PortalStore, io: AdminIo): Promise<boolean> {
  try {
    if ((await withinTime(store.close(), CLOSE_TIMEOUT_MS)) !== TIMED_OUT) return true;
    io.stderr('Closing the database did not finish in time.\n');
  } catch (error) {
    io.stderr(`Closing the database failed${describeCode(error)}.\n`);
  }
  return false;
}

async function runWithStore(config: ServerConfig, work: StoreWork, io: AdminIo): Promise<number> {
  const sqliteFile = config.databaseUrl ? undefined : path.join(config.dataDir, SQLITE_FILE_NAME);
  const creating = sqliteFile !== undefined && !fs.existsSync(sqliteFile);

  // The server's key (issue 35), found the same way: a setting, or outside production the development key file (made
  // quietly if the server has not made it yet: the server's start says which key it uses).
  let secretsKey: ResolvedSecretsKey;
  try {
    secretsKey = resolveSecretsKeyring(config.secretsKey);
  } catch (error) {
    io.stderr(error instanceof SecretsKeyUnavailableError ? `${error.message}\n` : 'The secrets key cannot be read.\n');
    return EXIT.unavailable;
  }

  let store: PortalStore;
  try {
    store = createStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, secretsKeyring: secretsKey.keyring });
  } catch (error) {
    io.stderr(`Cannot open ${databaseName(config)}${describeCode(error)}.\n`);
    return EXIT.unavailable;
  }
  // A wrong working folder or DATA_DIR would otherwise act silently on a fresh, empty database.
  if (creating) io.stderr(`Note: there was no database at ${sqliteFile}; a new, empty one was created.\n`);

  let code: number = EXIT.failed;
  let closed = false;
  try {
    code = await migrateAndRun(store, config, work, io);
  } finally {
    closed = await closeStore(store, io);
  }
  return !closed && code === EXIT.ok ? EXIT.failed : code;
}

async function migrateAndRun(store: PortalStore, config: ServerConfig, work: StoreWork, io: AdminIo): Promise<number> {
  let migrated: unknown;
  try {
    migrated = await withinTime(store.migrate(), CONNECT_TIMEOUT_MS);
  } catch (error) {
    io.stderr(`Cannot reach ${databaseName(config)}${describeCode(error)}.\n`);
    return EXIT.unavailable;
  }
  if (migrated === TIMED_OUT) {
    io.stderr(`Cannot reach ${databaseName(config)}: no answer within ${CONNECT_TIMEOUT_MS / 1000} seconds.\n`);
    return EXIT.unavailable;
  }
  // As the server's start does: secrets left in plain text by an earlier version are encrypted, and a secret under a
  // key this command was not given stops it, saying which key to set (a configuration problem).
  try {
    await store.encryptStoredSecrets({ reencrypt: false });
  } catch (error) {
    io.stderr(error instanceof StoredSecretError ? `${error.message}\n` : `Cannot read the signing secrets of ${databaseName(config)}${describeCode(error)}.\n`);
    return EXIT.unavailable;
  }

  try {
    await work(store, config);
    return EXIT.ok;
  } catch (error) {
    // A stored secret's error names its row and key id, never the secret: shown, as a CommandFailure is.
    if (error instanceof CommandFailure || error instanceof StoredSecretError) io.stderr(`${error.message}\n`);
    else io.stderr(`The operation failed${describeCode(error)}.\n`);
    return EXIT.failed;
  }
}


/** Runs one admin command; resolves to its exit code. Never throws for a bad command line, setting or database. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  if (isHelpRequest(argv)) {
    io.stdout(USAGE);
    return EXIT.ok;
  }

  let work: StoreWork;
  try {
    work = await prepareCommand(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\n${usageFor(argv)}`);
      return EXIT.usage;
    }
    io.stderr(error instanceof CommandFailure ? `${error.message}\n` : `The operation failed${describeCode(error)}.\n`);
    return EXIT.failed;
  }

  let config: ServerConfig;
  try {
    config = loadConfig(io.env, io.cwd);
  } catch (error) {
    io.stderr(error instanceof ConfigError ? `${error.message}\n` : 'The configuration cannot be read.\n');
    return EXIT.unavailable;
  }
  // A SQLite-only command on PostgreSQL is the wrong tool, not a failure: said before any connection is tried.
  if (config.databaseUrl && work.sqliteOnly !== undefined) {
    io.stderr(`${work.sqliteOnly}\n`);
    return EXIT.usage;
  }
  return runWithStore(config, work, io);
}

function main(): void {
  exitIfUnsupportedNode(EXIT.unavailable);
  let stdoutClosed = false;
  let stdoutFailed = false;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    stdoutClosed = true;
    // A reader that stops early (`| head`) is normal; any other failure means the output is incomplete.
    if (error.code !== 'EPIPE') stdoutFailed = true;
  });
  const io: AdminIo = {
    stdout: (text) => {
      if (!stdoutClosed) process.stdout.write(text);
    },
    stderr: (text) => {
      process.stderr.write(text);
    },
    env: process.env,
    cwd: process.cwd(),
  };
  void runAdmin(process.argv.slice(2), io)
    .catch(() => {
      process.stderr.write('The admin command failed unexpectedly.\n');
      return EXIT.failed;
    })
    .then((result) => {
      let code = result;
      if (stdoutFailed && code === EXIT.ok) {
        process.stderr.write('Writing to standard output failed: the output is incomplete.\n');
        code = EXIT.failed;
      }
      // Exit once stdout has drained; a connection that would not close must not keep the command alive.
      process.exitCode = code;
      setTimeout(() => process.exit(code), 2000).unref();
    });
}

if (require.main === module) main();
