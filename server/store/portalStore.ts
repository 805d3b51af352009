// PortalStore over Kysely, the same code for SQLite and PostgreSQL. This class assembles the store's parts, one
// module per concern: submissions (submissionQueries.ts, with the batch writers of sqliteWriter.ts and
// postgresWriter.ts behind the group commit), settings, notifications and the provider list. Only the batch writer
// and the way a write transaction begins (storeAccess.ts) differ by dialect. What each method promises is written once,
// on PortalStore (types.ts); a comment here says only how this class does it.
import { sql, type Kysely } from 'kysely';
import { StoreError, writeFailed } from './errors';
import { GroupCommit } from './groupCommit';
import { runMigrations } from './migrations';
import * as notifications from './notificationQueries';
import { createOutboxStore } from './outboxQueries';
import { createConfirmationStore, settleAll } from './confirmationQueries';
import { createMailOutboxStore } from './mailQueries';
import { createStaffStore } from './staffQueries';
import * as providers from './providerQueries';
import { FORM_KINDS, type Database } from './schema';
import * as settings from './settingsQueries';
import { encryptStoredSecrets } from './storedSecretsQueries';
import { storedSecretCipher, type SecretsKeyring } from '../security/secretsAtRest';
import { createStoreAccess, type StoreAccess } from './storeAccess';
import { prepareSubmission, type PendingSubmission, type SubmissionBatchWriter } from './submission';
import * as submissions from './submissionQueries';
import * as terms from './termsQueries';
import * as withdrawals from './withdrawalQueries';
import type {
  IntakeSecrets,
  Dialect,
  FormKind,
  ListOptions,
  NewWithdrawal,
  NotificationRow,
  OutboxStore,
  ConfirmationStore,
  ConsentSettlement,
  MailOutboxStore,
  StaffStore,
  PortalStore,
  PurgeOptions,
  PurgeResult,
  SaveOptions,
  SaveResult,
  StoredSecretsReport,
  StoredSubmission,
  TermsText,
  Withdrawal,
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
  /** Seals the signing secrets (issue 35); absent, every secret read or written fails, never falls back to plain text. */
  secretsKeyring?: SecretsKeyring | undefined;
}

export class KyselyPortalStore implements PortalStore {
  readonly dialect: Dialect;
  readonly #access: StoreAccess;
  readonly #writer: GroupCommit<PendingSubmission, SaveResult>;
  readonly #settler: GroupCommit<ConsentSettlement, boolean>;
  readonly #backup: ((file: string) => Promise<void>) | undefined;
  readonly #idempotencyKeyTtlMs: number;
  readonly #storedListeners = new Set<() => void>();
  #closing: Promise<void> | undefined;
  readonly outbox: OutboxStore;
  readonly confirmations: ConfirmationStore;
  readonly mail: MailOutboxStore;
  readonly staff: StaffStore;

  constructor(parts: PortalStoreParts) {
    this.dialect = parts.dialect;
    this.#access = createStoreAccess(parts.dialect, parts.db, storedSecretCipher(parts.secretsKeyring));
    this.#backup = parts.backup;
    this.#idempotencyKeyTtlMs = parts.idempotencyKeyTtlMs;
    this.outbox = createOutboxStore(this.#access);
    const confirmations = createConfirmationStore(this.#access);
    // Consents settled in the same moment share one transaction, as their submissions did (issue 36): one fsync for
    // many on SQLite, instead of one each.
    const access = this.#access;
    this.#settler = new GroupCommit<ConsentSettlement, boolean>({
      commit: (items) => settleAll(access, items),
      toCallerError: writeFailed,
      closedError: () => new StoreError('CLOSED', 'The store is closed.'),
      maxBatchSize: parts.maxBatchSize,
    });
    const settler = this.#settler;
    // A settled consent has messages and deliveries to send: the workers wake as for a new submission.
    this.confirmations = {
      ...confirmations,
      settle: async (settlement) => {
        const settled = await settler.submit(settlement);
        if (settled) for (const listener of this.#storedListeners) listener();
        return settled;
      },
    };
    this.mail = createMailOutboxStore(this.#access);
    this.staff = createStaffStore(this.#access);
    this.#writer = new GroupCommit<PendingSubmission, SaveResult>({
      commit: parts.writeBatch,
      splitOnFailure: parts.splitOnFailure,
      toCallerError: writeFailed,
      closedError: () => new StoreError('CLOSED', 'The store is closed.'),
      maxBatchSize: parts.maxBatchSize,
    });
  }

  /** Batches and items committed so far (for benchmarks and diagnostics). */
  get writeStats() {
    return this.#writer.stats;
  }

  async migrate(): Promise<void> {
    const db = this.#access.db as unknown as Kysely<unknown>;
    // The forms' kinds come from their descriptors: a new form is registered here, with no migration of its own.
    await runMigrations(db, this.dialect, FORM_KINDS);
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.#access.db);
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      await this.#writer.close();
      await this.#settler.close();
      await this.#access.db.destroy();
    })();
    return this.#closing;
  }

  async backupTo(file: string): Promise<void> {
    const backup = this.#backup;
    if (backup === undefined) {
      throw new StoreError('UNSUPPORTED', 'This store copies only a SQLite database; back up PostgreSQL with pg_dump.');
    }
    if (this.#closing !== undefined) throw new StoreError('CLOSED', 'The store is closed.');
    // Holding Kysely's one SQLite connection: the copy is read through it, and must not start while a
    // write transaction of this store is open on it (it would copy that transaction's uncommitted rows).
    await this.#access.db.connection().execute(() => backup(file));
  }

  saveSubmission(kind: FormKind, record: Record<string, unknown>, options?: SaveOptions): Promise<SaveResult> {
    let pending: PendingSubmission;
    try {
      pending = prepareSubmission(kind, record, options);
    } catch (error) {
      return Promise.reject(writeFailed(error));
    }
    const saved = this.#writer.submit(pending);
    if (this.#storedListeners.size > 0) {
      // A new submission may have delivery jobs, due at once: the worker looks now rather than at its next poll.
      void saved.then(
        (result) => {
          if (!result.replayed && !result.keyConflict) for (const listener of this.#storedListeners) listener();
        },
        () => undefined,
      );
    }
    return saved;
  }

  recordTerms(text: TermsText): Promise<TermsText> {
    return terms.recordTerms(this.#access, text);
  }

  listTerms(): Promise<TermsText[]> {
    return terms.listTerms(this.#access);
  }

  async addWithdrawal(withdrawal: NewWithdrawal): Promise<Withdrawal> {
    const [written] = await this.addWithdrawals([withdrawal]);
    return written!;
  }

  async addWithdrawals(list: readonly NewWithdrawal[]): Promise<Withdrawal[]> {
    const written = await withdrawals.addWithdrawals(this.#access, list);
    // Their delivery jobs are written: the delivery worker wakes up, as for new submissions.
    if (written.length > 0) for (const listener of this.#storedListeners) listener();
    return written;
  }

  listWithdrawals(): Promise<Withdrawal[]> {
    return withdrawals.listWithdrawals(this.#access);
  }

  withdrawalsOfIntakeMessage(messageId: string): Promise<Withdrawal[]> {
    return withdrawals.withdrawalsOfIntakeMessage(this.#access, messageId);
  }

  consentsOfMobile(kind: FormKind, mobileNumber: string): Promise<{ consents: StoredSubmission[]; withdrawals: Withdrawal[] }> {
    return withdrawals.consentsOfMobile(this.#access, kind, mobileNumber);
  }

  consentsOfMember(kind: FormKind, key: string): Promise<{ consents: StoredSubmission[]; withdrawals: Withdrawal[] }> {
    return withdrawals.consentsOfMember(this.#access, kind, key);
  }

  onSubmissionsStored(listener: () => void): () => void {
    this.#storedListeners.add(listener);
    return () => this.#storedListeners.delete(listener);
  }

  listSubmissions(kind: FormKind, options: ListOptions = {}): Promise<StoredSubmission[]> {
    return submissions.listSubmissions(this.#access, kind, options);
  }

  findSubmission(kind: FormKind, id: number): Promise<StoredSubmission | undefined> {
    return submissions.findSubmission(this.#access, kind, id);
  }

  findSubmissionByReference(kind: FormKind, reference: string): Promise<StoredSubmission | undefined> {
    return submissions.findSubmissionByReference(this.#access, kind, reference);
  }

  countSubmissions(kind: FormKind): Promise<number> {
    return submissions.countSubmissions(this.#access, kind);
  }

  purgeSubmissions(kinds: readonly FormKind[], before: Date, options: PurgeOptions = { dryRun: false }): Promise<PurgeResult> {
    return submissions.purgeSubmissions(this.#access, kinds, before, options);
  }

  purgeExpiredIdempotencyKeys(now: Date = new Date()): Promise<number> {
    return submissions.purgeExpiredIdempotencyKeys(this.#access, this.#idempotencyKeyTtlMs, now);
  }

  getMaintenance(): Promise<boolean> {
    return settings.getMaintenance(this.#access);
  }

  setMaintenance(on: boolean): Promise<void> {
    return settings.setMaintenance(this.#access, on);
  }

  sharedSecret(name: string, create: () => string): Promise<string> {
    return settings.sharedSecret(this.#access, name, create);
  }

  previousSharedSecret(name: string): Promise<string | undefined> {
    return settings.previousSharedSecret(this.#access, name);
  }

  rotateSharedSecret(name: string, create: () => string): Promise<void> {
    return settings.rotateSharedSecret(this.#access, name, create);
  }

  intakeSecrets(name: string): Promise<IntakeSecrets> {
    return settings.intakeSecrets(this.#access, name);
  }

  rotateIntakeSecret(name: string, secret: string, previousUntil: Date): Promise<void> {
    return settings.rotateIntakeSecret(this.#access, name, secret, previousUntil);
  }

  encryptStoredSecrets(options: { reencrypt: boolean }): Promise<StoredSecretsReport> {
    return encryptStoredSecrets(this.#access, options);
  }

  listNotifications(): Promise<NotificationRow[]> {
    return notifications.listNotifications(this.#access);
  }

  addNotification(message: string, translations: Readonly<Record<string, string>> = {}): Promise<NotificationRow> {
    return notifications.addNotification(this.#access, message, translations);
  }

  removeNotification(id: number): Promise<boolean> {
    return notifications.removeNotification(this.#access, id);
  }

  clearNotifications(): Promise<number> {
    return notifications.clearNotifications(this.#access);
  }

  importProviders(npis: AsyncIterable<string> | Iterable<string>): Promise<number> {
    return providers.importProviders(this.#access, npis);
  }

  providerCount(): Promise<number> {
    return providers.providerCount(this.#access);
  }

  hasProvider(npi: string): Promise<boolean> {
    return providers.hasProvider(this.#access, npi);
  }
}
