// PortalStore over Kysely, the same code for SQLite and PostgreSQL. Only the submission batch writer
// (the hot path, see sqliteWriter.ts / postgresWriter.ts) and the way a write transaction begins
// differ by dialect.

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

const PROVIDER_CHUNK = 500;

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

  async importProviders(npis: readonly string[]): Promise<number> {
    const unique = [...new Set(npis)];
    if (unique.some((npi) => typeof npi !== 'string')) throw new StoreError('INVALID_INPUT', 'Provider NPIs must be text.');
    await this.#writeTransaction(async (trx) => {
      await trx.deleteFrom('providers').execute();
      for (let start = 0; start < unique.length; start += PROVIDER_CHUNK) {
        const part = unique.slice(start, start + PROVIDER_CHUNK).map((npi) => ({ npi }));
        await trx.insertInto('providers').values(part).execute();
      }
    });
    return unique.length;
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
