// The storage contract of the reference server: one interface, two databases (SQLite embedded, PostgreSQL).

import type { FormKind } from '../../src/domain/forms';

/** The forms, as src/domain/forms.ts describes them. */
export type { FormKind };

export type Dialect = 'sqlite' | 'postgres';

/** A submission as stored: the validated record plus what the server adds. */
export interface StoredSubmission {
  id: number;
  /** Human-quotable reference, e.g. ATT-000042 / PMC-000007 / TGI-000003. */
  reference: string;
  /** ISO 8601 time the server committed it. */
  receivedAt: string;
  /** The validated record exactly as accepted (docs/records.md shape of its form). */
  record: Record<string, unknown>;
  /** Preferred contact only: the texting-terms version shown and the time of consent. */
  termsVersion?: string | null;
  /** The language the form was filled in. */
  language: string;
  /** A form whose latest response per NPI wins (TGI): the NPI the response answers for; null when it has none. */
  npi?: string | null;
}

export interface SaveOptions {
  /** The Idempotency-Key header; a replay returns the first answer and stores nothing new. */
  idempotencyKey?: string;
  /** A hash of the request body the key came with: the same key with another body is refused (keyConflict). */
  bodyHash?: string;
  /** Preferred contact only. */
  termsVersion?: string;
  /** The language the form was filled in (Content-Language); English when not said. */
  language?: string;
  /** TGI only: the NPI the record answers for, so the latest answer per NPI is found quickly. */
  npi?: string;
}

export interface SaveResult {
  id: number;
  reference: string;
  /** True when the idempotency key had been seen: nothing new was stored. */
  replayed: boolean;
  /**
   * True when the key had been seen with another body: nothing was stored, and id and reference are 0 and ''
   * (the first submission's are not this caller's to know).
   */
  keyConflict?: boolean;
}

export interface ListOptions {
  /** Only submissions received at or after this time. */
  since?: Date;
  /** TGI: every response instead of the current (latest) one per NPI. */
  history?: boolean;
}

export interface PurgeOptions {
  /** Only count what would be deleted; nothing is deleted. */
  dryRun: boolean;
}

export interface NotificationRow {
  id: number;
  /** In English, the portal's source language. */
  message: string;
  createdAt: string;
  /** The same notice in other languages, by language tag; a language without one shows the English. */
  translations: Readonly<Record<string, string>>;
}

export interface PortalStore {
  readonly dialect: Dialect;
  /** Runs pending migrations; safe to call at every start and from several instances. */
  migrate(): Promise<void>;
  /** Throws when the database cannot be reached (for /readyz). */
  ping(): Promise<void>;
  /** Waits for pending writes, then closes the database. */
  close(): Promise<void>;

  /** Resolves only after the submission is committed (durable). */
  saveSubmission(kind: FormKind, record: Record<string, unknown>, options?: SaveOptions): Promise<SaveResult>;
  listSubmissions(kind: FormKind, options?: ListOptions): Promise<StoredSubmission[]>;
  countSubmissions(kind: FormKind): Promise<number>;
  /**
   * Deletes the submissions of these forms received strictly before `before`, and the idempotency keys
   * that answer with them, in one write transaction. Resolves to how many submissions of each form were
   * deleted (dry run: would be); 0 for a form not named. Throws StoreError INVALID_INPUT for no kind, an
   * unknown kind or an invalid date.
   */
  purgeSubmissions(kinds: readonly FormKind[], before: Date, options?: PurgeOptions): Promise<Record<FormKind, number>>;
  /**
   * SQLite: a consistent copy of the live database (other processes may keep writing) into `file`, a new
   * file readable by its owner only; never overwrites (StoreError BACKUP_FAILED, dbCode EEXIST).
   * PostgreSQL: StoreError UNSUPPORTED, since pg_dump does this job.
   */
  backupTo(file: string): Promise<void>;

  /** Deletes the Idempotency-Keys older than their lifetime (a retry after that is a new submission); returns how many. */
  purgeExpiredIdempotencyKeys(now?: Date): Promise<number>;

  /** A secret shared by every instance on this database, created once (signs anti-forgery tokens). */
  sharedSecret(name: string, create: () => string): Promise<string>;
  /** The secret the name had before its last rotation; undefined when it was never rotated. */
  previousSharedSecret(name: string): Promise<string | undefined>;
  /** A new secret for the name, the old one kept as its predecessor (`npm run admin -- secrets rotate`). */
  rotateSharedSecret(name: string, create: () => string): Promise<void>;

  getMaintenance(): Promise<boolean>;
  setMaintenance(on: boolean): Promise<void>;

  listNotifications(): Promise<NotificationRow[]>;
  addNotification(message: string, translations?: Readonly<Record<string, string>>): Promise<NotificationRow>;
  removeNotification(id: number): Promise<boolean>;
  clearNotifications(): Promise<number>;

  /**
   * Replaces the imported provider list; returns how many NPIs it now holds (each NPI once: duplicates are
   * ignored). The NPIs are read as they come (a stream of gigabytes is fine) into a staging table, in short
   * write transactions, and swapped in at the end in one short transaction: until then the old list stays in
   * use, and it is kept when the iterable throws. An import started meanwhile takes over: this one then fails
   * (ProviderImportSupersededError) and the other's list counts. An array is an iterable: [] empties the list.
   */
  importProviders(npis: AsyncIterable<string> | Iterable<string>): Promise<number>;
  providerCount(): Promise<number>;
  hasProvider(npi: string): Promise<boolean>;
}
