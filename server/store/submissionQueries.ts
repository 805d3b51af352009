// The submissions once stored: read them back for the admin export (latest TGI answer per NPI unless the history is
// asked for), count them, purge them by date, and expire old Idempotency-Keys. Writing them is the batch writers'
// (sqliteWriter.ts, postgresWriter.ts) through the group commit.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { FORM_KINDS, formDescriptor } from '../../src/domain/forms';
import { confirmationsOf } from './confirmationRows';
import { readContactCheck } from './contactCheck';
import { StoreError } from './errors';
import { isFormKind, type Database } from './schema';
import type { StoreAccess } from './storeAccess';
import { keyCutoff } from './submission';
import type { FormKind, ListOptions, PurgeOptions, PurgeResult, StoredConfirmation, StoredSubmission, SubmittedVia } from './types';

/** A stored record's JSON text as an object; undefined when it is not one. */
export function readStoredRecord(json: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    // JSON.parse's message quotes the text: never pass it on.
    return undefined;
  }
}

/** How a stored submission was sent: a row stored before migration 0011 (null) was the app's. */
export function readSubmittedVia(value: string | null): SubmittedVia {
  return value === 'html-form' ? 'html-form' : 'app';
}

function parseRecord(json: string): Record<string, unknown> {
  const record = readStoredRecord(json);
  if (record === undefined) throw new Error('A stored submission record is not a valid JSON object.');
  return record;
}

/** The submissions of one form, with what each row keeps beside its record. */
export function submissionsOf(access: StoreAccess, kind: FormKind) {
  return access.db
    .selectFrom('submissions as s')
    .select([
      's.id',
      's.reference',
      's.received_at',
      's.record',
      's.terms_version',
      's.terms_sha256',
      's.language',
      's.npi',
      's.page_url',
      's.client_ip',
      's.user_agent',
      's.submitted_via',
      's.contact_check',
    ])
    .where('s.kind', '=', kind);
}

export type SubmissionsQuery = ReturnType<typeof submissionsOf>;
type SubmissionRow = Awaited<ReturnType<SubmissionsQuery['execute']>>[number];

/** The submissions of one form the query narrowed down to, in the order stored. */
export async function listSubmissionRows(access: StoreAccess, kind: FormKind, narrow: (query: SubmissionsQuery) => SubmissionsQuery): Promise<StoredSubmission[]> {
  return toStoredSubmissions(access, kind, await narrow(submissionsOf(access, kind)).orderBy('s.id').execute());
}

/** Rows of submissionsOf as the store gives them, in the rows' order: a consent's confirmations read for the rows found. */
export async function toStoredSubmissions(access: StoreAccess, kind: FormKind, rows: readonly SubmissionRow[]): Promise<StoredSubmission[]> {
  const descriptor = formDescriptor(kind);
  const isConsent = descriptor.consentTermsVersion !== undefined;
  // A consent's confirmations (issue 36), read for the rows found.
  const confirmations = isConsent ? await confirmationsOf(access.db, rows.map((row) => Number(row.id))) : new Map<number, StoredConfirmation[]>();
  return rows.map((row) => {
    const submission: StoredSubmission = {
      id: Number(row.id),
      reference: row.reference,
      receivedAt: row.received_at,
      record: parseRecord(row.record),
      language: row.language,
      submittedVia: readSubmittedVia(row.submitted_via),
    };
    if (descriptor.consentTermsVersion !== undefined) {
      submission.termsVersion = row.terms_version;
      submission.termsSha256 = row.terms_sha256;
      submission.pageUrl = row.page_url;
      submission.clientIp = row.client_ip;
      submission.userAgent = row.user_agent;
      submission.contactCheck = readContactCheck(row.contact_check);
      submission.confirmations = confirmations.get(Number(row.id)) ?? [];
    }
    if (descriptor.latestPerNpi !== undefined) submission.npi = row.npi;
    return submission;
  });
}

export async function listSubmissions(access: StoreAccess, kind: FormKind, options: ListOptions = {}): Promise<StoredSubmission[]> {
  return listSubmissionRows(access, kind, (query) => {
    let narrowed = query;
    if (options.since !== undefined) narrowed = narrowed.where('s.received_at', '>=', options.since.toISOString());
    if (formDescriptor(kind).latestPerNpi !== undefined && options.history !== true) {
      // Latest response wins: keep a response unless a later one (higher id) exists for its NPI.
      // Responses without an NPI each stand alone. Index (kind, npi, id) answers the NOT EXISTS.
      narrowed = narrowed.where((eb) =>
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
    return narrowed;
  });
}

/** The largest id a submission can have on PostgreSQL (its `serial` is a 32-bit integer); both databases number from 1 up. */
const MAX_SUBMISSION_ID = 2_147_483_647;

/** A submission an outbox job names, as its message is made from it: with its NPI, and a consent's terms version and check. */
export type JobSubmission = StoredSubmission & { kind: FormKind; npi: string | null };

/**
 * The submissions of outbox jobs (the webhooks', the mail's), by id, each kind's own fields with them; a row whose
 * record cannot be read is left out (its job fails as one whose submission is gone).
 */
export async function submissionsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, JobSubmission>> {
  const byId = new Map<number, JobSubmission>();
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('submissions')
    .select(['id', 'kind', 'reference', 'received_at', 'record', 'terms_version', 'language', 'npi', 'submitted_via', 'contact_check'])
    .where('id', 'in', [...ids])
    .execute();
  // A consent's confirmations: a receipt says what it still waits for.
  const confirmations = await confirmationsOf(db, rows.filter((row) => row.contact_check !== null).map((row) => Number(row.id)));
  for (const row of rows) {
    const record = readStoredRecord(row.record);
    if (record === undefined) continue;
    byId.set(Number(row.id), {
      id: Number(row.id),
      kind: row.kind,
      reference: row.reference,
      receivedAt: row.received_at,
      record,
      language: row.language,
      npi: row.npi,
      submittedVia: readSubmittedVia(row.submitted_via),
      ...(formDescriptor(row.kind).consentTermsVersion !== undefined ? { termsVersion: row.terms_version } : {}),
      ...(row.contact_check !== null ? { contactCheck: readContactCheck(row.contact_check), confirmations: confirmations.get(Number(row.id)) ?? [] } : {}),
    });
  }
  return byId;
}

/** One submission of one form by its id; undefined when there is none of that form (another form's id included). */
export async function findSubmission(access: StoreAccess, kind: FormKind, id: number): Promise<StoredSubmission | undefined> {
  if (!isFormKind(kind)) throw new StoreError('INVALID_INPUT', 'Unknown form kind.');
  // An id no row can have names none; PostgreSQL would refuse one past its integer type rather than find nothing.
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SUBMISSION_ID) return undefined;
  const [found] = await listSubmissionRows(access, kind, (query) => query.where('s.id', '=', id));
  return found;
}

/** The longest reference a form has (ATT-7KQ4MXDN; the padded ones of before issue 21 are shorter). */
const MAX_REFERENCE_LENGTH = 32;

export async function findSubmissionByReference(access: StoreAccess, kind: FormKind, reference: string): Promise<StoredSubmission | undefined> {
  if (!isFormKind(kind)) throw new StoreError('INVALID_INPUT', 'Unknown form kind.');
  if (typeof reference !== 'string' || reference.length === 0 || reference.length > MAX_REFERENCE_LENGTH) return undefined;
  const [found] = await listSubmissionRows(access, kind, (query) => query.where('s.reference', '=', reference));
  return found;
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
  const result: PurgeResult = { deleted: zero(), keptPendingDelivery: zero(), keptConsent: zero() };
  // A consent younger than the consent retention is kept, whatever the cut-off (issue 23).
  const consentCutoff = options.keepConsentsSince?.toISOString();
  const cutoffOf = (kind: FormKind) =>
    consentCutoff !== undefined && formDescriptor(kind).consentTermsVersion !== undefined && consentCutoff < cutoff ? consentCutoff : cutoff;

  /** One statement per form: its old submissions, those kept for a pending delivery or as consent evidence apart. */
  const countOld = async (db: Kysely<Database>, kind: FormKind) => {
    const rows = await db
      .selectFrom('submissions as s')
      .select((eb) => [pendingDelivery(eb).as('pending'), eb('s.received_at', '>=', cutoffOf(kind)).as('young'), eb.fn.countAll().as('n')])
      .where('s.kind', '=', kind)
      .where('s.received_at', '<', cutoff)
      .groupBy(['pending', 'young'])
      .execute();
    const yes = (value: unknown) => value === true || Number(value) === 1;
    return rows.map((row) => ({ pending: yes(row.pending), young: yes(row.young), n: Number(row.n) }));
  };

  if (options.dryRun) {
    // No write lock taken just to count.
    for (const kind of wanted) {
      for (const row of await countOld(access.db, kind)) {
        if (row.young) result.keptConsent[kind] += row.n;
        else if (row.pending) result.keptPendingDelivery[kind] += row.n;
        else result.deleted[kind] += row.n;
      }
    }
    return result;
  }

  await access.writeTransaction(async (trx) => {
    // Counted by the delete itself: a count taken first could differ on PostgreSQL (read committed).
    for (const kind of wanted) {
      const deleted = await trx
        .deleteFrom('submissions as s')
        .where('s.kind', '=', kind)
        .where('s.received_at', '<', cutoffOf(kind))
        .where((eb) => eb.not(pendingDelivery(eb)))
        .executeTakeFirst();
      result.deleted[kind] = Number(deleted.numDeletedRows);
      // What stays, and why, so staff know: consent evidence first, then a pending delivery.
      for (const row of await countOld(trx, kind)) {
        if (row.young) result.keptConsent[kind] += row.n;
        else if (row.pending) result.keptPendingDelivery[kind] += row.n;
      }
    }
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
      // A withdrawal's jobs have no submission: they stay with their withdrawal.
      .where('d.submission_id', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('submissions as s').select(sql`1`.as('one')).whereRef('s.id', '=', 'd.submission_id'))))
      .execute();
    // A changed answer's review (issue 38) goes with its response, and so do the review's finished jobs.
    await trx
      .deleteFrom('answer_change_reviews as r')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('submissions as s').select(sql`1`.as('one')).whereRef('s.id', '=', 'r.submission_id'))))
      .execute();
    await trx
      .deleteFrom('deliveries as d')
      .where('d.status', '!=', 'pending')
      .where('d.answer_review_id', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('submissions as s').select(sql`1`.as('one')).whereRef('s.id', '=', 'd.answer_review_id'))))
      .execute();
    // The attempts of the jobs swept above (issue 38) go with them.
    await trx
      .deleteFrom('delivery_attempts as a')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('deliveries as d').select(sql`1`.as('one')).whereRef('d.id', '=', 'a.delivery_id'))))
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
