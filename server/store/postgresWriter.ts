// The PostgreSQL path of saveSubmission: one batch = one transaction with a handful of set-wise
// statements (no per-item round trips).
//
// Idempotency against other instances: the keys of the batch are inserted with ON CONFLICT DO NOTHING,
// in one sorted order (so two instances never wait on each other's keys in a cycle). A key that
// another transaction holds makes ours wait for it; once it committed, the key is "lost": the item
// becomes a replay of the stored answer and its submission is not inserted. Ids come from the serial's
// sequence, so the reference is known before the insert; a lost race leaves a gap in the ids.

import { sql, type Kysely, type Transaction } from 'kysely';
import { driverErrorCode } from './errors';
import { outboxJobs, parseEndpointForms } from './outbox';
import { formatReference, type Database, type IdempotencyKeysTable, type NewSubmissionRow } from './schema';
import { KEY_CONFLICT, keyCutoff, sameBody, submissionRow, type PendingSubmission, type SubmissionBatchWriter } from './submission';
import type { FormKind, SaveResult } from './types';

const CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

interface StoredAnswer {
  id: number;
  reference: string;
  bodyHash: string | null;
}

async function findKeys(trx: Transaction<Database>, keys: readonly string[]): Promise<Map<string, StoredAnswer>> {
  const found = new Map<string, StoredAnswer>();
  for (const part of chunks(keys)) {
    // The reference as stored (random since issue 21, so it no longer follows from the id).
    const rows = await trx
      .selectFrom('idempotency_keys as k')
      .leftJoin('submissions as s', 's.id', 'k.submission_id')
      .select(['k.key', 'k.kind', 'k.submission_id', 'k.body_hash', 's.reference'])
      .where('k.key', 'in', part)
      .execute();
    for (const row of rows) {
      found.set(row.key, {
        id: row.submission_id,
        reference: row.reference ?? formatReference(row.kind as FormKind, row.submission_id),
        bodyHash: row.body_hash,
      });
    }
  }
  return found;
}

/** The answer to an item whose key is already stored: a replay of the first answer, or a conflict of bodies. */
function answerFor(stored: StoredAnswer, item: PendingSubmission): SaveResult {
  return sameBody(stored.bodyHash, item.bodyHash) ? { id: stored.id, reference: stored.reference, replayed: true } : KEY_CONFLICT;
}

/** Expired keys among these are forgotten (the purge may not have reached them): each is free for a new submission. */
async function forgetExpiredKeys(trx: Transaction<Database>, keys: readonly string[], cutoff: string): Promise<void> {
  for (const part of chunks(keys)) {
    await trx.deleteFrom('idempotency_keys').where('key', 'in', part).where('created_at', '<', cutoff).execute();
  }
}

async function allocateIds(trx: Transaction<Database>, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('submissions', 'id'))::integer as id
    from generate_series(1, ${count})
  `.execute(trx);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

async function writeBatch(trx: Transaction<Database>, items: readonly PendingSubmission[], keyTtlMs: number): Promise<SaveResult[]> {
  const now = new Date();
  const receivedAt = now.toISOString();
  const results: (SaveResult | undefined)[] = new Array<SaveResult | undefined>(items.length).fill(undefined);

  // 1. The same key twice in this batch: the later ones replay the first.
  const firstIndexByKey = new Map<string, number>();
  const followers: [index: number, first: number][] = [];
  const leaders: number[] = [];
  items.forEach((item, index) => {
    const key = item.idempotencyKey;
    if (key === null) {
      leaders.push(index);
      return;
    }
    const first = firstIndexByKey.get(key);
    if (first === undefined) {
      firstIndexByKey.set(key, index);
      leaders.push(index);
    } else {
      followers.push([index, first]);
    }
  });

  // 2. Keys committed before (and not expired): replays, or conflicts of bodies; nothing to write.
  await forgetExpiredKeys(trx, [...firstIndexByKey.keys()], keyCutoff(keyTtlMs, now));
  const known = await findKeys(trx, [...firstIndexByKey.keys()]);
  let toWrite = leaders.filter((index) => {
    const key = items[index]!.idempotencyKey;
    const answer = key === null ? undefined : known.get(key);
    if (answer !== undefined) results[index] = answerFor(answer, items[index]!);
    return answer === undefined;
  });

  // 3. Ids for the new ones, then claim their keys (sorted: a fixed lock order across instances).
  const ids = await allocateIds(trx, toWrite.length);
  const idByIndex = new Map<number, number>(toWrite.map((index, position) => [index, ids[position]!]));
  const keyRows: IdempotencyKeysTable[] = toWrite
    .filter((index) => items[index]!.idempotencyKey !== null)
    .map((index) => ({
      key: items[index]!.idempotencyKey!,
      kind: items[index]!.kind,
      submission_id: idByIndex.get(index)!,
      created_at: receivedAt,
      body_hash: items[index]!.bodyHash,
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (keyRows.length > 0) {
    const claimed = new Set<string>();
    for (const part of chunks(keyRows)) {
      const rows = await trx
        .insertInto('idempotency_keys')
        .values(part)
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .execute();
      for (const row of rows) claimed.add(row.key);
    }
    const lost = keyRows.filter((row) => !claimed.has(row.key)).map((row) => row.key);
    if (lost.length > 0) {
      // Another instance committed these keys while we waited: answer with what it stored.
      const winners = await findKeys(trx, lost);
      toWrite = toWrite.filter((index) => {
        const key = items[index]!.idempotencyKey;
        const answer = key === null ? undefined : winners.get(key);
        if (key !== null && !claimed.has(key)) {
          if (answer === undefined) throw new Error('An idempotency key conflicted but its answer was not found.');
          results[index] = answerFor(answer, items[index]!);
          return false;
        }
        return true;
      });
    }
  }

  // 4. The submissions themselves.
  const submissionRows: NewSubmissionRow[] = toWrite.map((index) => {
    const row = submissionRow(items[index]!, idByIndex.get(index)!, receivedAt);
    results[index] = { id: row.id, reference: row.reference, replayed: false };
    return row;
  });
  for (const part of chunks(submissionRows)) {
    await trx.insertInto('submissions').values(part).execute();
  }

  // 5. The outbox, in the same transaction (outbox.ts). An endpoint added meanwhile by a committed transaction is
  // seen (read committed); one added after this read receives the submissions committed after it.
  if (submissionRows.length > 0) {
    const endpoints = (await trx.selectFrom('webhook_endpoints').select(['id', 'forms']).where('state', '=', 'active').execute()).map((row) => ({
      id: Number(row.id),
      forms: parseEndpointForms(row.forms),
    }));
    const jobs = outboxJobs(endpoints, submissionRows, receivedAt);
    for (const part of chunks(jobs)) await trx.insertInto('deliveries').values(part).execute();
  }

  for (const [index, first] of followers) {
    const answer = results[first]!;
    const leader = items[first]!;
    results[index] =
      answer.keyConflict || !sameBody(leader.bodyHash, items[index]!.bodyHash)
        ? KEY_CONFLICT
        : { id: answer.id, reference: answer.reference, replayed: true };
  }
  return results.map((result) => {
    if (result === undefined) throw new Error('A submission of the batch got no result.');
    return result;
  });
}

export function createPostgresBatchWriter(db: Kysely<Database>, keyTtlMs: number): SubmissionBatchWriter {
  return (items) => db.transaction().execute((trx) => writeBatch(trx, items, keyTtlMs));
}

// SQLSTATE classes that can come from one item (data exception, integrity, serialization failure or
// deadlock: a smaller transaction may pass, program limit). Connection, resource and internal errors
// (08, 53, 57, 58, XX) and missing tables (42) are the database's: a split would not help.
const ITEM_SQLSTATE = /^(22|23|40|54)[0-9A-Z]{3}$/;

export function postgresSplitOnFailure(error: unknown): boolean {
  const code = driverErrorCode(error);
  if (code === undefined) return error instanceof TypeError || error instanceof RangeError;
  return ITEM_SQLSTATE.test(code);
}
