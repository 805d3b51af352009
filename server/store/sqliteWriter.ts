// The SQLite hot path of saveSubmission: one batch = one BEGIN IMMEDIATE ... COMMIT on the store's
// better-sqlite3 connection, with prepared statements (Kysely's per-query prepare would cost more
// than the insert). It runs while holding Kysely's connection, so it never lands inside a Kysely
// transaction of another call, and synchronously, so nothing else runs on the connection meanwhile.
// The statements use the columns of schema.ts; the row objects are typed by its table interfaces.

import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { driverErrorCode } from './errors';
import { retryWhileBusy } from './sqliteBusy';
import { outboxJobs, parseEndpointForms, type NewDelivery, type OutboxEndpoint } from './outbox';
import { formatReference, type Database, type IdempotencyKeysTable, type NewSubmissionRow } from './schema';
import { KEY_CONFLICT, keyCutoff, sameBody, submissionRow, type PendingSubmission, type SubmissionBatchWriter } from './submission';
import type { FormKind, SaveResult } from './types';

interface StoredKey {
  kind: FormKind;
  submission_id: number;
  body_hash: string | null;
  created_at: string;
  reference: string | null;
}

interface Statements {
  maxId: BetterSqlite3.Statement<[], number | null>;
  findKey: BetterSqlite3.Statement<[string], StoredKey>;
  forgetKey: BetterSqlite3.Statement<[string], unknown>;
  insertSubmission: BetterSqlite3.Statement<[NewSubmissionRow], unknown>;
  insertKey: BetterSqlite3.Statement<[IdempotencyKeysTable], unknown>;
  activeEndpoints: BetterSqlite3.Statement<[], { id: number; forms: string }>;
  insertDelivery: BetterSqlite3.Statement<[NewDelivery], unknown>;
}

function prepareStatements(raw: BetterSqlite3.Database): Statements {
  return {
    maxId: raw.prepare<[], number | null>('SELECT max(id) FROM submissions').pluck(),
    // The reference as stored (random since issue 21, so it no longer follows from the id).
    findKey: raw.prepare<[string], StoredKey>(
      'SELECT k.kind, k.submission_id, k.body_hash, k.created_at, s.reference FROM idempotency_keys k LEFT JOIN submissions s ON s.id = k.submission_id WHERE k."key" = ?',
    ),
    forgetKey: raw.prepare<[string], unknown>('DELETE FROM idempotency_keys WHERE "key" = ?'),
    insertSubmission: raw.prepare<[NewSubmissionRow], unknown>(
      'INSERT INTO submissions (id, kind, reference, received_at, record, terms_version, terms_sha256, npi, language, page_url, client_ip, user_agent, submitted_via, member_key, mobile_e164) ' +
        'VALUES (@id, @kind, @reference, @received_at, @record, @terms_version, @terms_sha256, @npi, @language, @page_url, @client_ip, @user_agent, @submitted_via, @member_key, @mobile_e164)',
    ),
    insertKey: raw.prepare<[IdempotencyKeysTable], unknown>(
      'INSERT INTO idempotency_keys ("key", kind, submission_id, created_at, body_hash) VALUES (@key, @kind, @submission_id, @created_at, @body_hash)',
    ),
    activeEndpoints: raw.prepare<[], { id: number; forms: string }>("SELECT id, forms FROM webhook_endpoints WHERE state = 'active'"),
    insertDelivery: raw.prepare<[NewDelivery], unknown>(
      'INSERT INTO deliveries (endpoint_id, submission_id, withdrawal_id, message_id, status, attempts, next_attempt_at, lease_until, last_status, last_error, created_at, delivered_at) ' +
        'VALUES (@endpoint_id, @submission_id, @withdrawal_id, @message_id, @status, @attempts, @next_attempt_at, @lease_until, @last_status, @last_error, @created_at, @delivered_at)',
    ),
  };
}

function writeBatch(statements: Statements, items: readonly PendingSubmission[], keyTtlMs: number): SaveResult[] {
  // Inside BEGIN IMMEDIATE: this connection holds the write lock, so max(id) + 1 is ours, also
  // against another process on the same file.
  const now = new Date();
  const receivedAt = now.toISOString();
  const cutoff = keyCutoff(keyTtlMs, now);
  let lastId = statements.maxId.get() ?? 0;
  const results: SaveResult[] = [];
  const written: { id: number; kind: FormKind }[] = [];
  for (const item of items) {
    if (item.idempotencyKey !== null) {
      // Also finds a key inserted earlier in this very batch.
      const seen = statements.findKey.get(item.idempotencyKey);
      if (seen !== undefined && seen.created_at < cutoff) {
        // Expired (the purge has not reached it yet): the key is free for this new submission.
        statements.forgetKey.run(item.idempotencyKey);
      } else if (seen !== undefined) {
        results.push(
          sameBody(seen.body_hash, item.bodyHash)
            ? { id: seen.submission_id, reference: seen.reference ?? formatReference(seen.kind, seen.submission_id), replayed: true }
            : KEY_CONFLICT,
        );
        continue;
      }
    }
    lastId += 1;
    const row = submissionRow(item, lastId, receivedAt);
    statements.insertSubmission.run(row);
    if (item.idempotencyKey !== null) {
      statements.insertKey.run({ key: item.idempotencyKey, kind: item.kind, submission_id: lastId, created_at: receivedAt, body_hash: item.bodyHash });
    }
    results.push({ id: lastId, reference: row.reference, replayed: false });
    written.push({ id: lastId, kind: item.kind });
  }
  // The outbox, in the same transaction (outbox.ts): read under the write lock, so an endpoint added by another
  // process is either seen here or added after this commit.
  if (written.length > 0) {
    const endpoints: OutboxEndpoint[] = statements.activeEndpoints.all().map((row) => ({ id: row.id, forms: parseEndpointForms(row.forms) }));
    for (const job of outboxJobs(endpoints, written, receivedAt)) statements.insertDelivery.run(job);
  }
  return results;
}

export function createSqliteBatchWriter(raw: BetterSqlite3.Database, db: Kysely<Database>, keyTtlMs: number): SubmissionBatchWriter {
  let transaction: ((items: readonly PendingSubmission[]) => SaveResult[]) | undefined;
  // BEGIN IMMEDIATE fails at once while another process writes; the batch is then tried again after a pause.
  return (items) =>
    retryWhileBusy(() => db.connection().execute(async () => {
      // Prepared on first use: the tables exist only once migrate() has run.
      if (transaction === undefined) {
        const statements = prepareStatements(raw);
        const run = raw.transaction((batch: readonly PendingSubmission[]) => writeBatch(statements, batch, keyTtlMs));
        transaction = (batch) => run.immediate(batch);
      }
      return transaction(items);
    }));
}

// Errors that can belong to one item of a batch; anything else (busy, I/O, full disk, missing table)
// is the database's and would fail every half of a split just the same.
const ITEM_ERROR_CODES = /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG|RANGE)/;

export function sqliteSplitOnFailure(error: unknown): boolean {
  const code = driverErrorCode(error);
  if (code === undefined) return error instanceof TypeError || error instanceof RangeError;
  return ITEM_ERROR_CODES.test(code);
}
