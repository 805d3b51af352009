// Changed survey answers reviewed by staff (issue 38): the responses that changed their NPI's answer, newest first on
// the index (kind, received_at, id), waiting for a review or reviewed; a review recorded once, with its
// `submission.answer_change_reviewed` jobs in the same transaction; and the response each change replaced.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { formDescriptor } from '../../src/domain/forms';
import { changesAnswerExpression } from './answerChangeSql';
import { jobsOf } from './jobStatuses';
import { deliveryJob, parseEndpointForms } from './outbox';
import type { Database } from './schema';
import type { StoreAccess } from './storeAccess';
import { readStoredRecord, readSubmittedVia, submissionsOf, toStoredSubmissions } from './submissionQueries';
import type { AnswerChangeEntry, AnswerReview, AnswerReviewDesk, FormKind, StoredSubmission } from './types';

type ReviewRow = { submission_id: number; outcome: string; note: string; by_subject: string; by_email: string | null; recorded_at: string };

function toReview(row: ReviewRow): AnswerReview {
  return {
    submissionId: Number(row.submission_id),
    outcome: row.outcome === 'confirmed' ? 'confirmed' : 'not-confirmed',
    note: row.note,
    bySubject: row.by_subject,
    byEmail: row.by_email,
    recordedAt: row.recorded_at,
  };
}

export async function answerReviewsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, AnswerReview>> {
  const reviews = new Map<number, AnswerReview>();
  if (ids.length === 0) return reviews;
  for (const row of await db.selectFrom('answer_change_reviews').selectAll().where('submission_id', 'in', [...ids]).execute()) {
    reviews.set(Number(row.submission_id), toReview(row));
  }
  return reviews;
}

/**
 * For each response of a form whose latest response per NPI wins, the response stored just before it for its NPI: the
 * answer it replaced (undefined when none). One seek on (kind, npi, id) each.
 */
export async function previousResponses(db: Kysely<Database>, submissions: Iterable<StoredSubmission & { kind: FormKind }>): Promise<Map<number, StoredSubmission | undefined>> {
  const previousOf = new Map<number, StoredSubmission | undefined>();
  for (const submission of submissions) {
    if (formDescriptor(submission.kind).latestPerNpi === undefined || !submission.npi) continue;
    const before = await db
      .selectFrom('submissions')
      .select(['id', 'reference', 'received_at', 'record', 'language', 'submitted_via'])
      .where('kind', '=', submission.kind)
      .where('npi', '=', submission.npi)
      .where('id', '<', submission.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const record = before ? readStoredRecord(before.record) : undefined;
    previousOf.set(
      submission.id,
      before && record
        ? { id: Number(before.id), reference: before.reference, receivedAt: before.received_at, record, language: before.language, submittedVia: readSubmittedVia(before.submitted_via) }
        : undefined,
    );
  }
  return previousOf;
}

export function createAnswerReviewDesk(access: StoreAccess): AnswerReviewDesk {
  const { db } = access;

  /** Whether a later response exists for each change's NPI. */
  async function laterExists(kind: FormKind, changes: readonly StoredSubmission[]): Promise<Set<number>> {
    const superseded = new Set<number>();
    for (const change of changes) {
      const later = await db.selectFrom('submissions').select('id').where('kind', '=', kind).where('npi', '=', change.npi ?? '').where('id', '>', change.id).limit(1).executeTakeFirst();
      if (later) superseded.add(change.id);
    }
    return superseded;
  }

  async function entriesOf(kind: FormKind, changes: StoredSubmission[]): Promise<AnswerChangeEntry[]> {
    const ids = changes.map((change) => change.id);
    const [previous, reviews, jobs, superseded] = await Promise.all([
      previousResponses(db, changes.map((change) => ({ ...change, kind }))),
      answerReviewsOf(db, ids),
      jobsOf(access, 'answerReview', ids),
      laterExists(kind, changes),
    ]);
    return changes.map((change) => ({
      change,
      previous: previous.get(change.id),
      current: !superseded.has(change.id),
      review: reviews.get(change.id) ?? null,
      deliveries: jobs.get(change.id) ?? [],
    }));
  }

  function changesOf(kind: FormKind) {
    const rule = formDescriptor(kind).latestPerNpi;
    if (rule === undefined) throw new Error(`The ${kind} form has no current answer per NPI.`);
    return submissionsOf(access, kind).where(changesAnswerExpression(access, rule.answerField));
  }

  return {
    async answerChangesPage({ kind, reviewed, limit, after }) {
      let query = changesOf(kind).where(({ exists, not, selectFrom }) => {
        const hasReview = exists(selectFrom('answer_change_reviews as r').select('r.submission_id').whereRef('r.submission_id', '=', 's.id'));
        return reviewed ? hasReview : not(hasReview);
      });
      if (after !== undefined) query = query.where(sql<SqlBool>`(s.received_at, s.id) < (${after.at}, ${after.id})`);
      const rows = await query.orderBy('s.received_at', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
      return entriesOf(kind, await toStoredSubmissions(access, kind, rows));
    },

    async answerChangeEntry(kind, submissionId) {
      const rows = await changesOf(kind).where('s.id', '=', submissionId).execute();
      if (rows.length === 0) return undefined;
      return (await entriesOf(kind, await toStoredSubmissions(access, kind, rows)))[0];
    },

    answerReviews: (ids) => answerReviewsOf(db, ids),

    async reviewAnswerChange(kind, review) {
      return access.writeTransaction(async (trx) => {
        const inserted = await trx
          .insertInto('answer_change_reviews')
          .values({
            submission_id: review.submissionId,
            outcome: review.outcome,
            note: review.note,
            by_subject: review.bySubject,
            by_email: review.byEmail,
            recorded_at: review.recordedAt,
          })
          .onConflict((conflict) => conflict.column('submission_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        const endpoints = await trx.selectFrom('webhook_endpoints').select(['id', 'forms']).where('state', '=', 'active').orderBy('id').execute();
        for (const endpoint of endpoints) {
          if (!parseEndpointForms(endpoint.forms).includes(kind)) continue;
          await trx.insertInto('deliveries').values(deliveryJob(Number(endpoint.id), { answerReviewId: review.submissionId }, review.recordedAt)).execute();
        }
        return true;
      });
    },
  };
}
