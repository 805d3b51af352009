// Opens the store: PostgreSQL when a database URL is given, else the embedded SQLite file
// <dataDir>/portal.sqlite3. Call migrate() before use.

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { KyselyPortalStore } from './portalStore';
import { createPostgresBatchWriter, postgresSplitOnFailure } from './postgresWriter';
import type { Database as Schema } from './schema';
import { backupSqliteDatabase } from './sqliteBackup';
import { createSqliteBatchWriter, sqliteSplitOnFailure } from './sqliteWriter';
import { DEFAULT_IDEMPOTENCY_KEY_TTL_MS } from './submission';
import type { PortalStore } from './types';
import type { SecretsKeyring } from '../security/secretsAtRest';

export const SQLITE_FILE_NAME = 'portal.sqlite3';

export interface CreateStoreOptions {
  /** postgres://user:password@host:port/database; when absent, SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** How long an Idempotency-Key is remembered (default 24 h). */
  idempotencyKeyTtlMs?: number;
  /**
   * The key the signing secrets are encrypted with (issue 35; server/security/secretsKeySource.ts finds it). A store
   * opened without one, for work that touches no secret (benchmarks, some tests), refuses every secret.
   */
  secretsKeyring?: SecretsKeyring | undefined;
}

export interface TuningOptions {
  /** The most submissions committed in one transaction (default 1000). */
  maxBatchSize?: number;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** How long an Idempotency-Key is remembered (default 24 h). */
  idempotencyKeyTtlMs?: number;
  /** Not tuning, but passed the same way: see CreateStoreOptions. */
  secretsKeyring?: SecretsKeyring | undefined;
}

export function createStore(options: CreateStoreOptions): PortalStore {
  const url = options.databaseUrl?.trim();
  const tuning: TuningOptions = {
    ...(options.idempotencyKeyTtlMs === undefined ? {} : { idempotencyKeyTtlMs: options.idempotencyKeyTtlMs }),
    secretsKeyring: options.secretsKeyring,
  };
  return url ? createPostgresStore(url, tuning) : createSqliteStore(options.dataDir, tuning);
}

/** The folder owner-only (0700) and the database owner-only (0600): it holds every submission (the secrets encrypted). */
export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

/**
 * Creates the data folder and the database file with owner-only modes before SQLite opens it (SQLite gives its
 * -wal and -shm files the database file's mode), and tightens the modes of a folder and files made before.
 */
function prepareDataFiles(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  fs.closeSync(fs.openSync(file, 'a', DATA_FILE_MODE));
  for (const name of [dataDir, file, `${file}-wal`, `${file}-shm`]) tightenMode(name, name === dataDir ? DATA_DIR_MODE : DATA_FILE_MODE);
  return file;
}

/** Only what this process owns: a folder an operator set up for several users keeps its mode. */
function tightenMode(name: string, mode: number): void {
  const stat = fs.statSync(name, { throwIfNoEntry: false });
  if (stat && stat.uid === process.getuid?.() && (stat.mode & 0o777) !== mode) fs.chmodSync(name, mode);
}

export function createSqliteStore(dataDir: string, tuning: TuningOptions = {}): KyselyPortalStore {
  const file = prepareDataFiles(dataDir);
  const raw = new Database(file, { timeout: 0 });
  try {
    // No waiting inside SQLite, which would block the event loop: writes wait asynchronously (sqliteBusy.ts).
    raw.pragma('busy_timeout = 0');
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
    raw.pragma('foreign_keys = ON');
  } catch (error) {
    raw.close();
    throw error;
  }
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: raw }) });
  return new KyselyPortalStore({
    dialect: 'sqlite',
    db,
    writeBatch: createSqliteBatchWriter(raw, db, tuning.idempotencyKeyTtlMs ?? DEFAULT_IDEMPOTENCY_KEY_TTL_MS),
    idempotencyKeyTtlMs: tuning.idempotencyKeyTtlMs ?? DEFAULT_IDEMPOTENCY_KEY_TTL_MS,
    splitOnFailure: sqliteSplitOnFailure,
    maxBatchSize: tuning.maxBatchSize,
    backup: (destination) => backupSqliteDatabase(raw, destination),
    secretsKeyring: tuning.secretsKeyring,
  });
}

export function createPostgresStore(databaseUrl: string, tuning: TuningOptions = {}): KyselyPortalStore {
  const pool = new Pool({ connectionString: databaseUrl, max: tuning.poolSize ?? 10 });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, that would end the
  // process. The pool drops that client and the next query opens a new connection (or fails, visibly).
  pool.on('error', () => undefined);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return new KyselyPortalStore({
    dialect: 'postgres',
    db,
    writeBatch: createPostgresBatchWriter(db, tuning.idempotencyKeyTtlMs ?? DEFAULT_IDEMPOTENCY_KEY_TTL_MS),
    idempotencyKeyTtlMs: tuning.idempotencyKeyTtlMs ?? DEFAULT_IDEMPOTENCY_KEY_TTL_MS,
    splitOnFailure: postgresSplitOnFailure,
    maxBatchSize: tuning.maxBatchSize,
    secretsKeyring: tuning.secretsKeyring,
  });
}
