// The databases the store suite runs against: SQLite always (a fresh temp dataDir per test), and
// PostgreSQL when TEST_DATABASE_URL is set (its tables dropped before each test, then re-migrated by
// the test). Only this suite may use TEST_DATABASE_URL's database while it runs: other test files
// that need PostgreSQL must use another database (or jest --runInBand).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import { createStore, SQLITE_FILE_NAME } from '../../../server/store/createStore';
import type { PortalStore } from '../../../server/store/types';
import type { SecretsKeyring } from '../../../server/security/secretsAtRest';
import { TEST_SECRETS_KEYRING } from '../support/secretsKey';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

const STORE_TABLES = [
  'submissions',
  'idempotency_keys',
  'notifications',
  'settings',
  'providers',
  // A provider import's staging table (it outlives an import that crashed).
  'providers_import',
  'form_kinds',
  'webhook_endpoints',
  'deliveries',
  'consent_withdrawals',
  'terms_versions',
  'contact_confirmations',
  'mail_jobs',
  'contact_changes',
  // Issue 37: the staff console's sign-ins, sessions and audit trail (a dropped table takes its triggers with it).
  'staff_sign_ins',
  'staff_sessions',
  'audit_events',
  // Issue 38: withdrawals marked honoured, changed answers reviewed.
  'withdrawal_marks',
  'answer_change_reviews',
  'delivery_attempts',
  'kysely_migration',
  'kysely_migration_lock',
];

export interface StoreTarget {
  name: 'sqlite' | 'postgres';
  /** Starts a test on an empty database. */
  reset(): Promise<void>;
  /** A new store instance on the current database (not migrated), with the test secrets key unless told; closed after the test. */
  open(options?: { idempotencyKeyTtlMs?: number; secretsKeyring?: SecretsKeyring | undefined }): PortalStore;
  /** Makes every insert of a submission whose record contains `marker` fail inside the database. */
  poisonSubmissions(marker: string): Promise<void>;
  /** Runs one SQL statement (with its parameters, if any) on the current database through a connection of its own; returns its rows. */
  query(statement: string, parameters?: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /** Closes every store this target opened; removes temp files. */
  cleanup(): Promise<void>;
}

function trackStores() {
  const opened: PortalStore[] = [];
  return {
    track(store: PortalStore): PortalStore {
      opened.push(store);
      return store;
    },
    async closeAll(): Promise<void> {
      const stores = opened.splice(0);
      await Promise.all(stores.map((store) => store.close().catch(() => undefined)));
    },
  };
}

export function sqliteTarget(): StoreTarget {
  const stores = trackStores();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-store-test-'));
  let dataDir = '';
  let count = 0;
  return {
    name: 'sqlite',
    async reset() {
      await stores.closeAll();
      count += 1;
      // A directory that does not exist yet: createStore must create it.
      dataDir = path.join(root, `case-${count}`, 'data');
    },
    open(options = {}) {
      return stores.track(createStore({ dataDir, secretsKeyring: TEST_SECRETS_KEYRING, ...options }));
    },
    async poisonSubmissions(marker) {
      const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
      try {
        db.exec(
          `CREATE TRIGGER poison_submissions BEFORE INSERT ON submissions WHEN instr(NEW.record, '${marker}') > 0
           BEGIN SELECT RAISE(ABORT, 'poisoned test record'); END`,
        );
      } finally {
        db.close();
      }
    },
    async query(statement, parameters = []) {
      const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
      try {
        // As the store's own connections do (createStore.ts): SQLite checks foreign keys only when asked to.
        db.pragma('foreign_keys = ON');
        const prepared = db.prepare(statement);
        if (prepared.reader) return prepared.all(...parameters) as Record<string, unknown>[];
        prepared.run(...parameters);
        return [];
      } finally {
        db.close();
      }
    },
    async cleanup() {
      await stores.closeAll();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function postgresTarget(url: string): StoreTarget {
  const stores = trackStores();
  return {
    name: 'postgres',
    async reset() {
      await stores.closeAll();
      await withClient(url, async (client) => {
        await client.query(`DROP TABLE IF EXISTS ${STORE_TABLES.join(', ')} CASCADE`);
        await client.query('DROP FUNCTION IF EXISTS poison_submissions() CASCADE');
      });
    },
    open(options = {}) {
      return stores.track(createStore({ databaseUrl: url, dataDir: '/nonexistent-unused', secretsKeyring: TEST_SECRETS_KEYRING, ...options }));
    },
    async poisonSubmissions(marker) {
      await withClient(url, async (client) => {
        await client.query(`
          CREATE FUNCTION poison_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF strpos(NEW.record, '${marker}') > 0 THEN
              RAISE EXCEPTION 'poisoned test record' USING ERRCODE = 'check_violation';
            END IF;
            RETURN NEW;
          END $$`);
        await client.query(
          'CREATE TRIGGER poison_submissions BEFORE INSERT ON submissions FOR EACH ROW EXECUTE FUNCTION poison_submissions()',
        );
      });
    },
    async query(statement, parameters = []) {
      return withClient(url, async (client) => (await client.query<Record<string, unknown>>(statement, [...parameters])).rows);
    },
    async cleanup() {
      await stores.closeAll();
      await this.reset();
    },
  };
}

/** SQLite always; PostgreSQL when TEST_DATABASE_URL is set. */
export function availableTargets(): [string, () => StoreTarget][] {
  const targets: [string, () => StoreTarget][] = [['sqlite', sqliteTarget]];
  const url = TEST_DATABASE_URL;
  if (url !== undefined) targets.push(['postgres', () => postgresTarget(url)]);
  return targets;
}
