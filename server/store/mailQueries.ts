// The outbox of email messages (issue 36): a job per message, written in the transaction of what caused it
// (confirmationQueries.ts), claimed by the mail worker of any instance under a lease, as the webhook deliveries are.
// A job holds no address and no text: the address and the language are the recipient submission's, read when it is
// sent; a confirmation email's token is the only secret, sealed until it is sent and erased then.
import { sql } from 'kysely';
import { MAIL_JOB_KINDS, mailJob, mailTokenPlace } from './mailJob';
import type { StoreAccess } from './storeAccess';
import { submissionsByIds } from './submissionQueries';
import { toConfirmation } from './confirmationRows';
import type { ClaimedMail, MailJobRow, MailOutboxStore, MailOutcome } from './types';

export function createMailOutboxStore(access: StoreAccess): MailOutboxStore {
  const { db } = access;

  return {
    async queueReceipt(submissionId, at) {
      return access.writeTransaction(async (trx) => {
        const queued = await trx.selectFrom('mail_jobs').select('id').where('kind', '=', 'receipt').where('submission_id', '=', submissionId).executeTakeFirst();
        if (queued) return false;
        await trx.insertInto('mail_jobs').values(mailJob('receipt', submissionId, submissionId, at.toISOString(), null)).execute();
        return true;
      });
    },

    async claimDue(limit, leaseMs, now = new Date()) {
      const nowText = now.toISOString();
      let due = db
        .selectFrom('mail_jobs')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowText)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', nowText)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      if (access.dialect === 'postgres') due = due.forUpdate().skipLocked();
      const claimed = await access.write(() =>
        db
          .updateTable('mail_jobs')
          .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString() })
          .where('id', 'in', due)
          .returning(['id', 'kind', 'attempts', 'submission_id', 'recipient_submission_id', 'confirmation_id', 'token'])
          .execute(),
      );
      if (claimed.length === 0) return [];
      claimed.sort((a, b) => Number(a.id) - Number(b.id));
      const byId = await submissionsByIds(db, [...new Set(claimed.flatMap((job) => [Number(job.submission_id), Number(job.recipient_submission_id)]))]);
      const confirmationIds = claimed.flatMap((job) => (job.confirmation_id === null ? [] : [Number(job.confirmation_id)]));
      const confirmations = new Map(
        confirmationIds.length === 0
          ? []
          : (await db.selectFrom('contact_confirmations').selectAll().where('id', 'in', confirmationIds).execute()).map((row) => [Number(row.id), toConfirmation(row)] as const),
      );
      return claimed.map(
        (job): ClaimedMail => ({
          id: Number(job.id),
          kind: MAIL_JOB_KINDS.find((kind) => kind === job.kind) ?? 'contact-change',
          attempts: Number(job.attempts),
          about: byId.get(Number(job.submission_id)),
          recipient: byId.get(Number(job.recipient_submission_id)),
          confirmation: job.confirmation_id === null ? undefined : confirmations.get(Number(job.confirmation_id)),
          token: job.token === null ? undefined : access.secrets.open(mailTokenPlace(Number(job.id)), job.token),
        }),
      );
    },

    async finish(id, outcome: MailOutcome, now = new Date()) {
      const common = { attempts: sql<number>`attempts + 1`, lease_until: null, last_status: outcome.status };
      // Sent or failed for good: the token has done its work, and is erased (only its hash stays).
      const set =
        outcome.kind === 'sent'
          ? { ...common, status: 'sent', token: null, last_error: null, sent_at: now.toISOString() }
          : outcome.kind === 'retry'
            ? { ...common, last_error: outcome.error, next_attempt_at: outcome.at.toISOString() }
            : { ...common, status: 'failed', token: null, last_error: outcome.error };
      await access.write(() => db.updateTable('mail_jobs').set(set).where('id', '=', id).where('status', '=', 'pending').execute());
    },

    async list({ failed = false, limit = 1000 } = {}) {
      let query = db
        .selectFrom('mail_jobs as m')
        .leftJoin('submissions as s', 's.id', 'm.submission_id')
        .select(['m.id', 'm.kind', 'm.status', 'm.attempts', 'm.last_status', 'm.last_error', 'm.next_attempt_at', 'm.created_at', 'm.sent_at', 's.reference']);
      if (failed) query = query.where('m.status', '=', 'failed');
      const rows = await query.orderBy('m.id', 'desc').limit(limit).execute();
      return rows.reverse().map(
        (row): MailJobRow => ({
          id: Number(row.id),
          kind: MAIL_JOB_KINDS.find((kind) => kind === row.kind) ?? 'contact-change',
          reference: row.reference,
          status: row.status === 'sent' ? 'sent' : row.status === 'pending' ? 'pending' : 'failed',
          attempts: Number(row.attempts),
          lastStatus: row.last_status === null ? null : Number(row.last_status),
          lastError: row.last_error,
          nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
          createdAt: row.created_at,
          sentAt: row.sent_at,
        }),
      );
    },

    async backlog() {
      const row = await db
        .selectFrom('mail_jobs')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return { pending: Number(row.n), oldestCreatedAt: (row.oldest as string | null) ?? null };
    },
  };
}

