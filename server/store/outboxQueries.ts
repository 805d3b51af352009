// The outbox once written (issue 22): its receivers, the claiming of due jobs by the delivery worker of any instance,
// their outcomes, and what staff do with them from the admin command line. The jobs themselves are written by the
// batch writers in the submissions' transactions (outbox.ts).
import { ANSWER_CHANGE_REVIEWED, CONFIRMATION_REQUESTED, CONSENT_WITHDRAWN, CONTACT_CHANGED, SUBMISSION_CREATED } from '../../src/domain/webhookEvents';
import { sql, type Kysely } from 'kysely';
import { deliveryJob, parseEndpointForms, type DeliverySubject, type NewDelivery } from './outbox';
import { isFormKind, type Database, type WebhookEndpointsTable } from './schema';
import { submissionsByIds } from './submissionQueries';
import { toWithdrawal } from './withdrawalQueries';
import { toConfirmation } from './confirmationRows';
import { answerReviewsOf, previousResponses } from './answerReviewQueries';
import { CONSENT_FORM_KIND, withdrawalReference } from './withdrawalRules';
import type { StoreAccess } from './storeAccess';
import type { StoredSecretCipher } from '../security/secretsAtRest';
import type { AnswerReview, ClaimedDelivery, DeliveryAttempt, DeliveryOutcome, DeliveryRow, DeliveryStatus, OutboxStore, WebhookEndpoint } from './types';

/** What an endpoint's sealed secret is bound to (GCM additional data): its row and column (issue 35). */
export const endpointSecretPlace = (id: number, column: 'secret' | 'previous_secret'): string => `webhook_endpoints:${Number(id)}:${column}`;

function toEndpoint(row: Omit<WebhookEndpointsTable, 'id'> & { id: number }, secrets: StoredSecretCipher): WebhookEndpoint {
  return {
    id: Number(row.id),
    url: row.url,
    forms: parseEndpointForms(row.forms).filter(isFormKind),
    state: row.state === 'disabled' ? 'disabled' : 'active',
    createdAt: row.created_at,
    secret: secrets.open(endpointSecretPlace(row.id, 'secret'), row.secret),
    previousSecret: row.previous_secret === null ? null : secrets.open(endpointSecretPlace(row.id, 'previous_secret'), row.previous_secret),
    previousSecretUntil: row.previous_secret_until,
    allowPrivateNetwork: Number(row.allow_private_network) === 1,
  };
}


const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed', 'cancelled'];

/** The update that records one attempt's outcome; a job no longer pending (retried, cancelled) is left as it is. */
function finishStatement(db: Kysely<Database>, id: number, outcome: DeliveryOutcome, now: Date) {
  const common = { attempts: sql<number>`attempts + 1`, lease_until: null, last_status: outcome.status };
  const set =
    outcome.kind === 'delivered'
      ? { ...common, status: 'delivered', last_error: null, delivered_at: now.toISOString() }
      : outcome.kind === 'retry'
        ? { ...common, last_error: outcome.error, next_attempt_at: outcome.at.toISOString() }
        : { ...common, status: 'failed', last_error: outcome.error };
  return db.updateTable('deliveries').set(set).where('id', '=', id).where('status', '=', 'pending');
}

/** The attempt kept for the console (issue 38): its time, and the receiver's status or our words for why none came. */
function attemptStatement(db: Kysely<Database>, id: number, outcome: DeliveryOutcome, now: Date) {
  return db.insertInto('delivery_attempts').values({ delivery_id: id, at: now.toISOString(), status: outcome.status, error: outcome.kind === 'delivered' ? null : outcome.error });
}

/**
 * A replay's jobs for one endpoint: one per subject (submission or withdrawal) with no job still pending there, which is
 * on its way already; a pair sent before keeps its message id, so a receiver that kept part of its data drops what it has.
 */
function replayJobs(
  endpointId: number,
  ids: readonly number[],
  earlierJobs: readonly { subject_id: number | null; message_id: string; status: string }[],
  subject: (id: number) => DeliverySubject,
  createdAt: string,
): NewDelivery[] {
  const earlier = new Map(earlierJobs.map((row) => [Number(row.subject_id), row.message_id]));
  const pending = new Set(earlierJobs.filter((row) => row.status === 'pending').map((row) => Number(row.subject_id)));
  return ids
    .filter((id) => !pending.has(id))
    .map((id) => {
      const job = deliveryJob(endpointId, subject(id), createdAt);
      const messageId = earlier.get(id);
      return messageId === undefined ? job : { ...job, message_id: messageId };
    });
}

export function createOutboxStore(access: StoreAccess): OutboxStore {
  const { db } = access;

  async function endpoint(id: number): Promise<WebhookEndpoint | undefined> {
    const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toEndpoint(row, access.secrets) : undefined;
  }

  /** The submissions of claimed jobs, and for a TGI response the one before it for its NPI (the event names it). */
  async function withSubmissions(
    jobs: {
      id: number;
      endpoint_id: number;
      message_id: string;
      attempts: number;
      submission_id: number | null;
      withdrawal_id: number | null;
      confirmation_id: number | null;
      contact_change_id: number | null;
      answer_review_id: number | null;
    }[],
  ): Promise<ClaimedDelivery[]> {
    if (jobs.length === 0) return [];
    // A confirmation's job (issue 36) carries its consent: the event names its reference and language.
    const confirmationIds = [...new Set(jobs.flatMap((job) => (job.confirmation_id == null ? [] : [Number(job.confirmation_id)])))];
    const confirmations = new Map(
      confirmationIds.length === 0
        ? []
        : (await db.selectFrom('contact_confirmations').selectAll().where('id', 'in', confirmationIds).execute()).map((row) => [Number(row.id), toConfirmation(row)] as const),
    );
    // A change of number's job (issue 36) carries the consent that now counts.
    const changeIds = [...new Set(jobs.flatMap((job) => (job.contact_change_id == null ? [] : [Number(job.contact_change_id)])))];
    const changes = new Map(
      changeIds.length === 0
        ? []
        : (await db.selectFrom('contact_changes').selectAll().where('id', 'in', changeIds).execute()).map((row) => [Number(row.id), row] as const),
    );
    // A review's job (issue 38) carries the change it reviews, and the response that change replaced.
    const reviewIds = [...new Set(jobs.flatMap((job) => (job.answer_review_id == null ? [] : [Number(job.answer_review_id)])))];
    const reviews = reviewIds.length === 0 ? new Map<number, AnswerReview>() : await answerReviewsOf(db, reviewIds);
    const ids = [
      ...new Set([
        ...jobs.flatMap((job) => (job.submission_id === null ? [] : [Number(job.submission_id)])),
        ...reviewIds,
        ...[...confirmations.values()].map((confirmation) => confirmation.submissionId),
        ...[...changes.values()].map((change) => Number(change.submission_id)),
      ]),
    ];
    const withdrawalIds = [...new Set(jobs.flatMap((job) => (job.withdrawal_id === null ? [] : [Number(job.withdrawal_id)])))];
    const withdrawals = new Map(
      withdrawalIds.length === 0
        ? []
        : (await db.selectFrom('consent_withdrawals').selectAll().where('id', 'in', withdrawalIds).execute()).map((row) => [Number(row.id), toWithdrawal(row)] as const),
    );
    const byId = await submissionsByIds(db, ids);
    // For a TGI response, the one before it for its NPI: the answer it replaced, which the event names.
    const previousOf = await previousResponses(db, byId.values());
    return jobs.map((job): ClaimedDelivery => {
      const common = { id: Number(job.id), endpointId: Number(job.endpoint_id), messageId: job.message_id, attempts: Number(job.attempts) };
      if (job.withdrawal_id !== null) {
        return { ...common, subject: 'withdrawal', submission: undefined, previous: undefined, withdrawal: withdrawals.get(Number(job.withdrawal_id)) };
      }
      if (job.contact_change_id != null) {
        const change = changes.get(Number(job.contact_change_id));
        return {
          ...common,
          subject: 'contactChange',
          submission: change && byId.get(Number(change.submission_id)),
          previous: undefined,
          contactChange: change && { previousMobile: change.previous_mobile, mobile: change.mobile, changedAt: change.changed_at },
        };
      }
      if (job.answer_review_id != null) {
        const id = Number(job.answer_review_id);
        return { ...common, subject: 'answerReview', submission: byId.get(id), previous: previousOf.get(id), answerReview: reviews.get(id) };
      }
      if (job.confirmation_id != null) {
        const confirmation = confirmations.get(Number(job.confirmation_id));
        return { ...common, subject: 'confirmation', submission: confirmation && byId.get(confirmation.submissionId), previous: undefined, confirmation };
      }
      return { ...common, subject: 'submission', submission: byId.get(Number(job.submission_id)), previous: previousOf.get(Number(job.submission_id)) };
    });
  }

  return {
    async addEndpoint(url, forms, secret, { allowPrivateNetwork = false } = {}) {
      const createdAt = new Date().toISOString();
      // The sealed secret names the row's id (issue 35), known once the row is inserted: both in one transaction, so
      // no row is ever committed without its secret.
      const row = await access.writeTransaction(async (trx) => {
        const inserted = await trx
          .insertInto('webhook_endpoints')
          .values({ url, forms: JSON.stringify(forms), secret: '', previous_secret: null, previous_secret_until: null, state: 'active', created_at: createdAt, allow_private_network: allowPrivateNetwork ? 1 : 0 })
          .returningAll()
          .executeTakeFirstOrThrow();
        const sealed = access.secrets.seal(endpointSecretPlace(inserted.id, 'secret'), secret);
        await trx.updateTable('webhook_endpoints').set({ secret: sealed }).where('id', '=', inserted.id).execute();
        return { ...inserted, secret: sealed };
      });
      return toEndpoint(row, access.secrets);
    },

    async listEndpoints() {
      return (await db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute()).map((row) => toEndpoint(row, access.secrets));
    },

    getEndpoint: endpoint,

    async setAllowPrivateNetwork(id, allow) {
      const updated = await access.write(() =>
        access.db.updateTable('webhook_endpoints').set({ allow_private_network: allow ? 1 : 0 }).where('id', '=', id).executeTakeFirst(),
      );
      return Number(updated.numUpdatedRows) > 0;
    },
    async removeEndpoint(id) {
      return access.writeTransaction(async (trx) => {
        const removed = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        await trx
          .updateTable('deliveries')
          .set({ status: 'cancelled', lease_until: null, last_error: 'endpoint removed' })
          .where('endpoint_id', '=', id)
          .where('status', '=', 'pending')
          .execute();
        return true;
      });
    },

    async rotateSecret(id, secret, previousUntil) {
      return access.writeTransaction(async (trx) => {
        const current = await trx.selectFrom('webhook_endpoints').select('secret').where('id', '=', id).executeTakeFirst();
        if (!current) return false;
        // Each sealed for its own column: the old secret is opened and sealed again as the previous one.
        const previous = access.secrets.open(endpointSecretPlace(id, 'secret'), current.secret);
        await trx
          .updateTable('webhook_endpoints')
          .set({
            secret: access.secrets.seal(endpointSecretPlace(id, 'secret'), secret),
            previous_secret: access.secrets.seal(endpointSecretPlace(id, 'previous_secret'), previous),
            previous_secret_until: previousUntil.toISOString(),
          })
          .where('id', '=', id)
          .execute();
        return true;
      });
    },

    async disableEndpoint(id, reason) {
      await access.writeTransaction(async (trx) => {
        await trx.updateTable('webhook_endpoints').set({ state: 'disabled' }).where('id', '=', id).execute();
        await trx
          .updateTable('deliveries')
          .set({ status: 'failed', lease_until: null, last_error: reason })
          .where('endpoint_id', '=', id)
          .where('status', '=', 'pending')
          .execute();
      });
    },

    async claimDue(endpointId, limit, leaseMs, now = new Date()) {
      const nowText = now.toISOString();
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      let due = db
        .selectFrom('deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('endpoint_id', '=', endpointId)
        .where('next_attempt_at', '<=', nowText)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', nowText)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      // Several instances: each takes rows no other holds, without waiting for them.
      if (access.dialect === 'postgres') due = due.forUpdate().skipLocked();
      const claimed = await access.write(() =>
        db
          .updateTable('deliveries')
          .set({ lease_until: leaseUntil })
          .where('id', 'in', due)
          .returning(['id', 'endpoint_id', 'message_id', 'attempts', 'submission_id', 'withdrawal_id', 'confirmation_id', 'contact_change_id', 'answer_review_id'])
          .execute(),
      );
      claimed.sort((a, b) => Number(a.id) - Number(b.id));
      return withSubmissions(claimed);
    },

    async finish(id, outcome, now = new Date()) {
      await access.writeTransaction(async (trx) => {
        await finishStatement(trx, id, outcome, now).execute();
        await attemptStatement(trx, id, outcome, now).execute();
      });
    },

    async finishAll(outcomes) {
      if (outcomes.length === 0) return;
      await access.writeTransaction(async (trx) => {
        for (const { id, outcome, at } of outcomes) {
          await finishStatement(trx, id, outcome, at).execute();
          await attemptStatement(trx, id, outcome, at).execute();
        }
      });
    },

    async list({ failed = false, since, limit = 1000, before } = {}) {
      let query = db
        .selectFrom('deliveries as d')
        .leftJoin('submissions as s', 's.id', 'd.submission_id')
        .leftJoin('consent_withdrawals as w', 'w.id', 'd.withdrawal_id')
        .leftJoin('contact_confirmations as c', 'c.id', 'd.confirmation_id')
        .leftJoin('contact_changes as x', 'x.id', 'd.contact_change_id')
        .leftJoin('submissions as cs', (join) =>
          join.on((eb) => eb.or([eb('cs.id', '=', eb.ref('c.submission_id')), eb('cs.id', '=', eb.ref('x.submission_id')), eb('cs.id', '=', eb.ref('d.answer_review_id'))])),
        )
        .select([
          'cs.reference as confirmation_reference',
          'cs.kind as linked_kind',
          'w.id as withdrawal_id',
          'd.withdrawal_id as job_withdrawal_id',
          'd.confirmation_id',
          'd.contact_change_id',
          'd.answer_review_id',
          'd.id',
          'd.endpoint_id',
          'd.message_id',
          'd.status',
          'd.attempts',
          'd.last_status',
          'd.last_error',
          'd.next_attempt_at',
          'd.created_at',
          'd.delivered_at',
          's.kind',
          's.reference',
        ]);
      if (failed) query = query.where('d.status', '=', 'failed');
      if (since) query = query.where('d.created_at', '>=', since.toISOString());
      if (before !== undefined) query = query.where('d.id', '<', before);
      const rows = await query.orderBy('d.id', 'desc').limit(limit).execute();
      return rows.reverse().map(
        (row): DeliveryRow => ({
          id: Number(row.id),
          endpointId: Number(row.endpoint_id),
          // A withdrawal's job: the consent form's, quoted as the export quotes the withdrawal.
          form: row.kind ?? row.linked_kind ?? (row.withdrawal_id != null ? CONSENT_FORM_KIND : null),
          reference: row.reference ?? (row.withdrawal_id != null ? withdrawalReference(Number(row.withdrawal_id)) : row.confirmation_reference),
          messageId: row.message_id,
          event:
            row.job_withdrawal_id != null
              ? CONSENT_WITHDRAWN
              : row.confirmation_id != null
                ? CONFIRMATION_REQUESTED
                : row.contact_change_id != null
                  ? CONTACT_CHANGED
                  : row.answer_review_id != null
                    ? ANSWER_CHANGE_REVIEWED
                    : SUBMISSION_CREATED,
          status: DELIVERY_STATUSES.find((status) => status === row.status) ?? 'failed',
          attempts: Number(row.attempts),
          lastStatus: row.last_status === null ? null : Number(row.last_status),
          lastError: row.last_error,
          nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
          createdAt: row.created_at,
          deliveredAt: row.delivered_at,
        }),
      );
    },

    async attemptsOf(ids) {
      const byId = new Map<number, DeliveryAttempt[]>();
      if (ids.length === 0) return byId;
      const rows = await db.selectFrom('delivery_attempts').selectAll().where('delivery_id', 'in', [...ids]).orderBy('delivery_id').orderBy('id').execute();
      for (const row of rows) {
        const list = byId.get(Number(row.delivery_id)) ?? [];
        list.push({ at: row.at, status: row.status === null ? null : Number(row.status), error: row.error });
        byId.set(Number(row.delivery_id), list);
      }
      return byId;
    },

    async endpointHealth(id) {
      const counts = await db
        .selectFrom('deliveries')
        .select((eb) => ['status', eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('endpoint_id', '=', id)
        .where('status', 'in', ['pending', 'failed'])
        .groupBy('status')
        .execute();
      const last = await db.selectFrom('deliveries').select((eb) => eb.fn.max('delivered_at').as('at')).where('endpoint_id', '=', id).executeTakeFirst();
      const of = (status: string) => counts.find((row) => row.status === status);
      return {
        lastSuccessAt: (last?.at as string | null | undefined) ?? null,
        failed: Number(of('failed')?.n ?? 0),
        waiting: Number(of('pending')?.n ?? 0),
        oldestWaitingSince: (of('pending')?.oldest as string | null | undefined) ?? null,
      };
    },

    async retry(ids) {
      if (ids !== 'failed' && ids.length === 0) return 0;
      const now = new Date().toISOString();
      const result = await access.write(() => {
        let query = db
          .updateTable('deliveries')
          .set({ status: 'pending', attempts: 0, next_attempt_at: now, lease_until: null })
          .where('status', '=', 'failed')
          .where('endpoint_id', 'in', db.selectFrom('webhook_endpoints').select('id').where('state', '=', 'active'));
        if (ids !== 'failed') query = query.where('id', 'in', [...ids]);
        return query.executeTakeFirst();
      });
      return Number(result.numUpdatedRows);
    },

    async replay(since, endpointId) {
      return access.writeTransaction(async (trx) => {
        let endpointsQuery = trx.selectFrom('webhook_endpoints').selectAll().where('state', '=', 'active');
        if (endpointId !== undefined) endpointsQuery = endpointsQuery.where('id', '=', endpointId);
        // Only where to queue: a replay needs no secret, so it works even while one cannot be opened.
        const endpoints = (await endpointsQuery.execute()).map((row) => ({ id: Number(row.id), forms: parseEndpointForms(row.forms).filter(isFormKind) }));
        const createdAt = new Date().toISOString();
        let queued = 0;
        for (const target of endpoints) {
          if (target.forms.length === 0) continue;
          const submissions = trx.selectFrom('submissions').select('id').where('received_at', '>=', since.toISOString()).where('kind', 'in', target.forms);
          const submissionJobs = await trx
            .selectFrom('deliveries')
            .select(['submission_id as subject_id', 'message_id', 'status'])
            .where('endpoint_id', '=', target.id)
            .where('submission_id', 'in', trx.selectFrom('submissions').select('id').where('received_at', '>=', since.toISOString()))
            .execute();
          const jobs = replayJobs(target.id, (await submissions.orderBy('id').execute()).map((row) => Number(row.id)), submissionJobs, (id) => ({ submissionId: id }), createdAt);
          if (target.forms.includes(CONSENT_FORM_KIND)) {
            // The withdrawals received since then too (issue 23): they are the consent form's events.
            const withdrawals = trx.selectFrom('consent_withdrawals').select('id').where('received_at', '>=', since.toISOString());
            const withdrawalJobs = await trx
              .selectFrom('deliveries')
              .select(['withdrawal_id as subject_id', 'message_id', 'status'])
              .where('endpoint_id', '=', target.id)
              .where('withdrawal_id', 'in', withdrawals)
              .execute();
            const ids = (await withdrawals.orderBy('id').execute()).map((row) => Number(row.id));
            jobs.push(...replayJobs(target.id, ids, withdrawalJobs, (id) => ({ withdrawalId: id }), createdAt));
          }
          for (let start = 0; start < jobs.length; start += 500) await trx.insertInto('deliveries').values(jobs.slice(start, start + 500)).execute();
          queued += jobs.length;
        }
        return queued;
      });
    },

    async backlog() {
      const row = await db
        .selectFrom('deliveries')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return { pending: Number(row.n), oldestCreatedAt: (row.oldest as string | null) ?? null };
    },
  };
}

