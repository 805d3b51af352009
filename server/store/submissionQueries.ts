// The submissions once stored: read them back for the admin export (latest TGI answer per NPI unless the history is
// asked for), count them, purge them by date, and expire old Idempotency-Keys. Writing them is the batch writers'
// (sqliteWriter.ts, postgresWriter.ts) through the group commit.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { FORM_KINDS, formDescriptor } from '../../src/domain/forms';
import { StoreError } from './errors';
import { isFormKind, type Database } from './schema';
import type { StoreAccess } from './storeAccess';
import { keyCutoff } from './submission';
import type { FormKind, ListOptions, PurgeOptions, PurgeResult, StoredSubmission } from './types';

function parseRecord(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // JSON.parse's message quotes the text: never pass it on.
  }
  throw new Error('A stored submission record is not a valid JSON object.');
}

export async function listSubmissions(access: StoreAccess, kind: FormKind, options: ListOptions = {}): Promise<StoredSubmission[]> {
  let query = access.db
    .selectFrom('submissions as s')
    .select(['s.id', 's.reference', 's.received_at', 's.record', 's.terms_version', 's.language', 's.npi'])
    .where('s.kind', '=', kind);
  if (options.since !== undefined) query = query.where('s.received_at', '>=', options.since.toISOString());
  if (formDescriptor(kind).latestPerNpi !== undefined && options.history !== true) {
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
              .where('later.kind', '=', kind)
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
      language: row.language,
    };
    if (formDescriptor(kind).consentTermsVersion !== undefined) submission.termsVersion = row.terms_version;
    if (formDescriptor(kind).latestPerNpi !== undefined) submission.npi = row.npi;
    return submission;
  });
}

export async function countSubmissions(access: StoreAccess, kind: FormKind): Promise<number> {
  const row = await access.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A submission whose delivery to the plan's systems is still pending: the purge keeps it (issue 22). */
function pendingDelivery(eb: ExpressionBuilder<Database & { s: Database['submissions'] }, 's'>) {
  return eb.exists(
    eb
      .selectFrom('deliveries as d')
      .select(sql`1`.as('one'))
      .whereRef('d.submission_id', '=', 's.id')
      .where('d.status', '=', 'pending'),
  );
}

export async function purgeSubmissions(
  access: StoreAccess,
  kinds: readonly FormKind[],
  before: Date,
  options: PurgeOptions = { dryRun: false },
): Promise<PurgeResult> {
  const wanted = [...new Set(kinds)];
  if (wanted.length === 0 || !wanted.every(isFormKind)) throw new StoreError('INVALID_INPUT', 'A purge needs one or more known form kinds.');
  if (!(before instanceof Date) || Number.isNaN(before.getTime())) throw new StoreError('INVALID_INPUT', 'A purge needs a valid date.');
  // received_at is fixed-width ISO text (schema.ts), so text order is time order, in both databases.
  const cutoff = before.toISOString();
  const zero = () => Object.fromEntries(FORM_KINDS.map((kind) => [kind, 0])) as Record<FormKind, number>;
  const result: PurgeResult = { deleted: zero(), keptPendingDelivery: zero() };

  /** One statement: old submissions of the wanted forms by kind, those with a pending delivery apart. */
  const countOld = (db: Kysely<Database>) =>
    db
      .selectFrom('submissions as s')
      .select((eb) => ['s.kind', pendingDelivery(eb).as('pending'), eb.fn.countAll().as('n')])
      .where('s.kind', 'in', wanted)
      .where('s.received_at', '<', cutoff)
      .groupBy(['s.kind', 'pending'])
      .execute();

  if (options.dryRun) {
    // One statement: one consistent snapshot, and no write lock taken just to count.
    for (const row of await countOld(access.db)) {
      const pending = row.pending === true || Number(row.pending) === 1;
      (pending ? result.keptPendingDelivery : result.deleted)[row.kind] += Number(row.n);
    }
    return result;
  }

  await access.writeTransaction(async (trx) => {
    // Counted by the delete itself: a count taken first could differ on PostgreSQL (read committed).
    for (const kind of wanted) {
      const deleted = await trx
        .deleteFrom('submissions as s')
        .where('s.kind', '=', kind)
        .where('s.received_at', '<', cutoff)
        .where((eb) => eb.not(pendingDelivery(eb)))
        .executeTakeFirst();
      result.deleted[kind] = Number(deleted.numDeletedRows);
    }
    // What stays for its pending delivery, said so staff know why.
    for (const row of await countOld(trx)) result.keptPendingDelivery[row.kind] += Number(row.n);
    // Then the keys and the finished delivery jobs left pointing at nothing. Swept after the submissions (not selected
    // by the same date before them) so that a submission committed between two statements on PostgreSQL cannot leave
    // its key behind: a key and its submission always commit together, so this statement sees both or neither. A
    // replay of a purged key would otherwise answer with a reference that is gone.
    await trx
      .deleteFrom('idempotency_keys as k')
      .where('k.kind', 'in', wanted)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('submissions as s').select(sql`1`.as('one')).whereRef('s.id', '=', 'k.submission_id'))))
      .execute();
    await trx
      .deleteFrom('deliveries as d')
      .where('d.status', '!=', 'pending')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('submissions as s').select(sql`1`.as('one')).whereRef('s.id', '=', 'd.submission_id'))))
      .execute();
  });
  return result;
}

/** Deletes the Idempotency-Keys older than their lifetime; returns how many. */
export async function purgeExpiredIdempotencyKeys(access: StoreAccess, idempotencyKeyTtlMs: number, now: Date = new Date()): Promise<number> {
  const result = await access.write(() =>
    access.db.deleteFrom('idempotency_keys').where('created_at', '<', keyCutoff(idempotencyKeyTtlMs, now)).executeTakeFirst(),
  );
  return Number(result.numDeletedRows);
}
