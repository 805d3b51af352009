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
import { createSqliteBatchWriter, sqliteSplitOnFailure } from './sqliteWriter';
import type { PortalStore } from './types';

export const SQLITE_FILE_NAME = 'portal.sqlite3';

export interface CreateStoreOptions {
  /** postgres://user:password@host:port/database; when absent, SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

export interface TuningOptions {
  /** The most submissions committed in one transaction (default 1000). */
  maxBatchSize?: number;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
}

export function createStore(options: CreateStoreOptions): PortalStore {
  const url = options.databaseUrl?.trim();
  return url ? createPostgresStore(url) : createSqliteStore(options.dataDir);
}

export function createSqliteStore(dataDir: string, tuning: TuningOptions = {}): KyselyPortalStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const raw = new Database(path.join(dataDir, SQLITE_FILE_NAME), { timeout: 5000 });
  try {
    raw.pragma('busy_timeout = 5000');
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
    writeBatch: createSqliteBatchWriter(raw, db),
    splitOnFailure: sqliteSplitOnFailure,
    maxBatchSize: tuning.maxBatchSize,
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
    writeBatch: createPostgresBatchWriter(db),
    splitOnFailure: postgresSplitOnFailure,
    maxBatchSize: tuning.maxBatchSize,
  });
}
