// PortalStore over Kysely, the same code for SQLite and PostgreSQL. Only the submission batch writer
// (the hot path, see sqliteWriter.ts / postgresWriter.ts) and the way a write transaction begins
// differ by dialect.

import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { StoreError, writeFailed } from './errors';
import { retryWhileBusy } from './sqliteBusy';
import { GroupCommit } from './groupCommit';
import { runMigrations } from './migrations';
import { isFormKind, MAINTENANCE_SETTING, type Database } from './schema';
import { keyCutoff, prepareSubmission, type PendingSubmission, type SubmissionBatchWriter } from './submission';
import type {
  Dialect,
  FormKind,
  ListOptions,
  NotificationRow,
  PortalStore,
  PurgeOptions,
  SaveOptions,
  SaveResult,
  StoredSubmission,
} from './types';

export interface PortalStoreParts {
  dialect: Dialect;
  db: Kysely<Database>;
  writeBatch: SubmissionBatchWriter;
  /** Whether a failed batch may be split to isolate one failing item (by the driver error). */
  splitOnFailure: (error: unknown) => boolean;
  /** The most submissions in one transaction (default 1000). */
  maxBatchSize?: number;
  /** How long an Idempotency-Key is remembered; older ones are expired (and purged by purgeExpiredIdempotencyKeys). */
  idempotencyKeyTtlMs: number;
  /** SQLite only: copies the live database into a new file (see sqliteBackup.ts); absent, backupTo is unsupported. */
  backup?: (file: string) => Promise<void>;
}

/**
 * NPIs per write transaction of an import: each one holds SQLite's write lock for a few milliseconds only, so
 * the portal's submissions are not kept waiting (a single transaction for the whole list held it for minutes).
 */
const PROVIDER_IMPORT_TRANSACTION = 5000;
/** The longest pause an import leaves between two transactions on SQLite (see #stageProviders). */
const LONGEST_IMPORT_PAUSE_MS = 100;
/**
 * The settings row naming the import that owns the staging table providers_import (a random token). That table
 * is not in the Kysely schema: it exists only while an import runs (or after one crashed, until the next).
 */
const PROVIDER_IMPORT_SETTING = 'providers-import';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An import that another import (or providers clear) took over before it finished: the other one's list counts. */
export class ProviderImportSupersededError extends StoreError {
  constructor() {
    super('WRITE_FAILED', 'Another provider import (or providers clear) started meanwhile and took over.');
    this.name = 'ProviderImportSupersededError';
  }
}

function parseRecord(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // JSON.parse's message quotes the text: never pass it on.
  }
  throw new Error('A stored submission record is not a valid JSON object.');
}

export class KyselyPortalStore implements PortalStore {
  readonly dialect: Dialect;
  readonly #db: Kysely<Database>;
  readonly #writer: GroupCommit<PendingSubmission, SaveResult>;
  readonly #backup: ((file: string) => Promise<void>) | undefined;
  readonly #idempotencyKeyTtlMs: number;
  #closing: Promise<void> | undefined;

  constructor(parts: PortalStoreParts) {
    this.dialect = parts.dialect;
    this.#db = parts.db;
    this.#backup = parts.backup;
    this.#idempotencyKeyTtlMs = parts.idempotencyKeyTtlMs;
    this.#writer = new GroupCommit<PendingSubmission, SaveResult>({
      commit: parts.writeBatch,
      splitOnFailure: parts.splitOnFailure,
      toCallerError: writeFailed,
      closedError: () => new StoreError('CLOSED', 'The store is closed.'),
      maxBatchSize: parts.maxBatchSize,
    });
  }

  async purgeExpiredIdempotencyKeys(now: Date = new Date()): Promise<number> {
    const result = await this.#write(() =>
      this.#db.deleteFrom('idempotency_keys').where('created_at', '<', keyCutoff(this.#idempotencyKeyTtlMs, now)).executeTakeFirst(),
    );
    return Number(result.numDeletedRows);
  }

  /** Batches and items committed so far (for benchmarks and diagnostics). */
  get writeStats() {
    return this.#writer.stats;
  }

  async migrate(): Promise<void> {
    await runMigrations(this.#db as unknown as Kysely<unknown>, this.dialect);
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.#db);
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      await this.#writer.close();
      await this.#db.destroy();
    })();
    return this.#closing;
  }

  saveSubmission(kind: FormKind, record: Record<string, unknown>, options?: SaveOptions): Promise<SaveResult> {
    let pending: PendingSubmission;
    try {
      pending = prepareSubmission(kind, record, options);
    } catch (error) {
      return Promise.reject(writeFailed(error));
    }
    return this.#writer.submit(pending);
  }

  async listSubmissions(kind: FormKind, options: ListOptions = {}): Promise<StoredSubmission[]> {
    let query = this.#db
      .selectFrom('submissions as s')
      .select(['s.id', 's.reference', 's.received_at', 's.record', 's.terms_version'])
      .where('s.kind', '=', kind);
    if (options.since !== undefined) query = query.where('s.received_at', '>=', options.since.toISOString());
    if (kind === 'tgi' && options.history !== true) {
      // Latest response wins: keep a response unless a later one (higher id) exists for its NPI.
      // Responses without an NPI each stand alone. Index (kind, npi, id) answers the NOT EXISTS.
      query = query.where((eb) =>
        eb.or([
          eb('s.npi', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('submissions as later')
                .select(sql`1`.as('one'))
                .where('later.kind', '=', 'tgi')
                .whereRef('later.npi', '=', 's.npi')
                .whereRef('later.id', '>', 's.id'),
            ),
          ),
        ]),
      );
    }
    const rows = await query.orderBy('s.id').execute();
    return rows.map((row) => {
      const submission: StoredSubmission = {
        id: Number(row.id),
        reference: row.reference,
        receivedAt: row.received_at,
        record: parseRecord(row.record),
      };
      if (kind === 'contact') submission.termsVersion = row.terms_version;
      return submission;
    });
  }

  async countSubmissions(kind: FormKind): Promise<number> {
    const row = await this.#db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async purgeSubmissions(kinds: readonly FormKind[], before: Date, options: PurgeOptions = { dryRun: false }): Promise<Record<FormKind, number>> {
    const wanted = [...new Set(kinds)];
    if (wanted.length === 0 || !wanted.every(isFormKind)) throw new StoreError('INVALID_INPUT', 'A purge needs one or more known form kinds.');
    if (!(before instanceof Date) || Number.isNaN(before.getTime())) throw new StoreError('INVALID_INPUT', 'A purge needs a valid date.');
    // received_at is fixed-width ISO text (schema.ts), so text order is time order, in both databases.
    const cutoff = before.toISOString();
    const counts: Record<FormKind, number> = { attestation: 0, contact: 0, tgi: 0 };

    if (options.dryRun) {
      // One statement: one consistent snapshot, and no write lock taken just to count.
      const rows = await this.#db
        .selectFrom('submissions')
        .select((eb) => ['kind', eb.fn.countAll().as('n')])
        .where('kind', 'in', wanted)
        .where('received_at', '<', cutoff)
        .groupBy('kind')
        .execute();
      for (const row of rows) counts[row.kind] = Number(row.n);
      return counts;
    }

    await this.#writeTransaction(async (trx) => {
      // Counted by the delete itself: a count taken first could differ on PostgreSQL (read committed).
      for (const kind of wanted) {
        const result = await trx.deleteFrom('submissions').where('kind', '=', kind).where('received_at', '<', cutoff).executeTakeFirst();
        counts[kind] = Number(result.numDeletedRows);
      }
      // Then the keys left pointing at nothing. Swept after the submissions (not selected by the same
      // date before them) so that a submission committed between two statements on PostgreSQL cannot
      // leave its key behind: a key and its submission always commit together, so this statement sees
      // both or neither. A replay of a purged key would otherwise answer with a reference that is gone.
      await trx
        .deleteFrom('idempotency_keys as k')
        .where('k.kind', 'in', wanted)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('submissions as s')
                .select(sql`1`.as('one'))
                .whereRef('s.id', '=', 'k.submission_id'),
            ),
          ),
        )
        .execute();
    });
    return counts;
  }

  async backupTo(file: string): Promise<void> {
    const backup = this.#backup;
    if (backup === undefined) {
      throw new StoreError('UNSUPPORTED', 'This store copies only a SQLite database; back up PostgreSQL with pg_dump.');
    }
    if (this.#closing !== undefined) throw new StoreError('CLOSED', 'The store is closed.');
    // Holding Kysely's one SQLite connection: the copy is read through it, and must not start while a
    // write transaction of this store is open on it (it would copy that transaction's uncommitted rows).
    await this.#db.connection().execute(() => backup(file));
  }

  async getMaintenance(): Promise<boolean> {
    const row = await this.#db.selectFrom('settings').select('value').where('key', '=', MAINTENANCE_SETTING).executeTakeFirst();
    return row?.value === 'on';
  }

  async setMaintenance(on: boolean): Promise<void> {
    const value = on ? 'on' : 'off';
    await this.#write(() =>
      this.#db
        .insertInto('settings')
        .values({ key: MAINTENANCE_SETTING, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute(),
    );
  }

  async sharedSecret(name: string, create: () => string): Promise<string> {
    const key = `secret:${name}`;
    // First writer wins; every instance then reads the same value (insert-or-ignore, then read).
    await this.#write(() =>
      this.#db
        .insertInto('settings')
        .values({ key, value: create() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute(),
    );
    const row = await this.#db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    return row.value;
  }

  async listNotifications(): Promise<NotificationRow[]> {
    const rows = await this.#db.selectFrom('notifications').select(['id', 'message', 'created_at']).orderBy('id').execute();
    return rows.map((row) => ({ id: Number(row.id), message: row.message, createdAt: row.created_at }));
  }

  async addNotification(message: string): Promise<NotificationRow> {
    if (typeof message !== 'string') throw new StoreError('INVALID_INPUT', 'A notification message must be text.');
    const row = await this.#write(() =>
      this.#db
        .insertInto('notifications')
        .values({ message, created_at: new Date().toISOString() })
        .returning(['id', 'message', 'created_at'])
        .executeTakeFirstOrThrow(),
    );
    return { id: Number(row.id), message: row.message, createdAt: row.created_at };
  }

  async removeNotification(id: number): Promise<boolean> {
    if (!Number.isSafeInteger(id)) return false;
    const result = await this.#write(() => this.#db.deleteFrom('notifications').where('id', '=', id).executeTakeFirst());
    return Number(result.numDeletedRows) > 0;
  }

  async clearNotifications(): Promise<number> {
    const result = await this.#write(() => this.#db.deleteFrom('notifications').executeTakeFirst());
    return Number(result.numDeletedRows);
  }

  async importProviders(npis: AsyncIterable<string> | Iterable<string>): Promise<number> {
    const token = randomUUID();
    await this.#writeTransaction(async (trx) => {
      // Taking the import over. A staging table found here is a crashed import's, or belongs to one still running,
      // which then stops at its next chunk (its token is gone): the last import started is the one that counts.
      await trx
        .insertInto('settings')
        .values({ key: PROVIDER_IMPORT_SETTING, value: token })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: token }))
        .execute();
      await sql`drop table if exists providers_import`.execute(trx);
      // Exactly as migration 0001 creates providers: this table becomes providers.
      await sql`create table providers_import (npi text primary key)`.execute(trx);
    });
    try {
      let held = 0;
      let chunk: string[] = [];
      for await (const npi of npis) {
        if (typeof npi !== 'string') throw new StoreError('INVALID_INPUT', 'Provider NPIs must be text.');
        chunk.push(npi);
        if (chunk.length === PROVIDER_IMPORT_TRANSACTION) {
          held += await this.#stageProviders(token, chunk);
          chunk = [];
        }
      }
      if (chunk.length > 0) held += await this.#stageProviders(token, chunk);

      // The swap: one short transaction. Renamed tables keep their primary key index (SQLite renames its
      // automatic index along; PostgreSQL keeps the constraint's name, given back here so the next import can
      // create providers_import_pkey again). Readers see the old list up to the commit, the new one after.
      await this.#writeTransaction(async (trx) => {
        if (!(await this.#ownsProviderImport(trx, token))) throw new ProviderImportSupersededError();
        await sql`alter table providers rename to providers_old`.execute(trx);
        await sql`alter table providers_import rename to providers`.execute(trx);
        await sql`drop table providers_old`.execute(trx);
        if (this.dialect === 'postgres') await sql`alter table providers rename constraint providers_import_pkey to providers_pkey`.execute(trx);
        await trx.deleteFrom('settings').where('key', '=', PROVIDER_IMPORT_SETTING).execute();
      });
      return held;
    } catch (error) {
      // The live list was not touched; the staging table is dropped now rather than by the next import.
      await this.#abandonProviderImport(token).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Adds one chunk to the staging table in its own short write transaction; returns how many NPIs were new (the
   * primary key keeps each NPI once, so the rest were duplicates). On SQLite it then leaves the write lock free
   * for as long as it held it, so that the server's writes, waiting asynchronously (sqliteBusy.ts), get their turn.
   */
  async #stageProviders(token: string, npis: readonly string[]): Promise<number> {
    let lockedAt = 0;
    const added = await this.#writeTransaction(async (trx) => {
      lockedAt = Date.now();
      if (!(await this.#ownsProviderImport(trx, token))) throw new ProviderImportSupersededError();
      // The chunk as one parameter (a JSON text, a text array) rather than one per NPI: no limit on bound
      // parameters to keep under, and far less to build. SQLite needs the WHERE to read ON CONFLICT as an upsert.
      const insert =
        this.dialect === 'postgres'
          ? sql`insert into providers_import (npi) select unnest(${npis}::text[]) on conflict (npi) do nothing`
          : sql`insert into providers_import (npi) select value from json_each(${JSON.stringify(npis)}) where true on conflict (npi) do nothing`;
      const result = await insert.execute(trx);
      return Number(result.numAffectedRows ?? 0);
    });
    if (this.dialect === 'sqlite') await pause(Math.min(Date.now() - lockedAt, LONGEST_IMPORT_PAUSE_MS));
    return added;
  }

  /** Whether this import (by its token) still owns the staging table. */
  async #ownsProviderImport(trx: Kysely<Database>, token: string): Promise<boolean> {
    let query = trx.selectFrom('settings').select('value').where('key', '=', PROVIDER_IMPORT_SETTING);
    // PostgreSQL: the row stays locked to the commit, so no other import can take over between this check and
    // the writes that follow (on SQLite the write lock keeps every other writer out already).
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row?.value === token;
  }

  async #abandonProviderImport(token: string): Promise<void> {
    await this.#writeTransaction(async (trx) => {
      // Taken over: the staging table is the other import's now.
      if (!(await this.#ownsProviderImport(trx, token))) return;
      await sql`drop table if exists providers_import`.execute(trx);
      await trx.deleteFrom('settings').where('key', '=', PROVIDER_IMPORT_SETTING).execute();
    });
  }

  async providerCount(): Promise<number> {
    const row = await this.#db
      .selectFrom('providers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async hasProvider(npi: string): Promise<boolean> {
    const row = await this.#db.selectFrom('providers').select('npi').where('npi', '=', npi).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A write transaction. SQLite: BEGIN IMMEDIATE on Kysely's single connection, so the write lock is
   * taken up front instead of failing on a read-to-write upgrade.
   */
  async #writeTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    if (this.dialect === 'postgres') return this.#db.transaction().execute(work);
    // BEGIN IMMEDIATE fails at once while another process writes (nothing done yet): tried again after a pause.
    return retryWhileBusy(() =>
      this.#db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await work(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          await sql`rollback`.execute(conn).catch(() => undefined);
          throw error;
        }
      }),
    );
  }

  /** One write statement; on SQLite it waits for another process's lock without blocking the event loop. */
  #write<T>(statement: () => Promise<T>): Promise<T> {
    return this.dialect === 'sqlite' ? retryWhileBusy(statement) : statement();
  }
}
