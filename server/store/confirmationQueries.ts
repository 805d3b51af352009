// Confirmed consent in the database (issue 36): a consent's contact check and the confirmations it waits for, written
// with the messages and delivery jobs that ask for them in one transaction, so a settled consent always has its
// email and its `consent.confirmation_requested` events on their way. The rules are server/consent's; this module
// only stores what they decided.
import { writeContactCheck } from './contactCheck';
import { deliveryJob } from './outbox';
import { mailJob, mailTokenPlace } from './mailJob';
import { toConfirmation } from './confirmationRows';
import type { StoreAccess } from './storeAccess';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { ConfirmationStore, ConsentSettlement } from './types';
import { consentEndpoints } from './withdrawalQueries';

/**
 * Settles consents in one transaction (the group commit of portalStore.ts hands it every settlement made in the same
 * moment: one fsync for many, as the submissions' own writes share one). Each is settled once only: a replayed request,
 * or another instance, that settles the same consent finds it settled (false).
 */
export async function settleAll(access: StoreAccess, settlements: readonly ConsentSettlement[]): Promise<boolean[]> {
  return access.writeTransaction(async (trx) => {
    const needsEndpoints = settlements.some((settlement) => settlement.confirmations.some((confirmation) => confirmation.point === 'mobile'));
    const endpoints = needsEndpoints ? await consentEndpoints(trx) : [];
    const results: boolean[] = [];
    for (const settlement of settlements) results.push(await settleOne(access, trx, settlement, endpoints));
    return results;
  });
}

async function settleOne(access: StoreAccess, trx: Kysely<Database>, settlement: ConsentSettlement, endpoints: readonly number[]): Promise<boolean> {
  const at = settlement.at.toISOString();
  const updated = await trx
    .updateTable('submissions')
    .set({ contact_check: writeContactCheck(settlement.check) })
    .where('id', '=', settlement.submissionId)
    .where('contact_check', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  for (const confirmation of settlement.confirmations) {
    const row = await trx
      .insertInto('contact_confirmations')
      .values({
        submission_id: settlement.submissionId,
        member_key: settlement.memberKey,
        point: confirmation.point,
        address: confirmation.address,
        token_hash: confirmation.tokenHash ?? null,
        created_at: at,
        expires_at: confirmation.expiresAt.toISOString(),
        confirmed_at: null,
        confirmed_by: null,
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (confirmation.point === 'mobile') {
      for (const endpointId of endpoints) await trx.insertInto('deliveries').values(deliveryJob(endpointId, { confirmationId: id }, at)).execute();
    } else if (confirmation.token !== undefined) {
      const job = await trx
        .insertInto('mail_jobs')
        .values(mailJob('confirm-email', settlement.submissionId, settlement.submissionId, at, id))
        .returning('id')
        .executeTakeFirstOrThrow();
      // Sealed for its own row, known once inserted; erased once the message is sent.
      await trx.updateTable('mail_jobs').set({ token: access.secrets.seal(mailTokenPlace(Number(job.id)), confirmation.token) }).where('id', '=', job.id).execute();
    }
  }
  if (settlement.noticeTo !== undefined) {
    await trx.insertInto('mail_jobs').values(mailJob('contact-change', settlement.submissionId, settlement.noticeTo, at, null)).execute();
  }
  return true;
}

/** Every part but settling, which portalStore.ts puts through its group commit (settleAll). */
export function createConfirmationStore(access: StoreAccess): Omit<ConfirmationStore, 'settle'> {
  const { db } = access;
  return {
    async byTokenHash(tokenHash) {
      const row = await db.selectFrom('contact_confirmations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row ? toConfirmation(row) : undefined;
    },

    async confirm(id, at, by) {
      const updated = await access.write(() =>
        db
          .updateTable('contact_confirmations')
          .set({ confirmed_at: at.toISOString(), confirmed_by: by })
          .where('id', '=', id)
          .where('confirmed_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .executeTakeFirst(),
      );
      return Number(updated.numUpdatedRows) > 0;
    },

    async confirmMobile(e164, at, messageId) {
      const when = at.toISOString();
      return access.writeTransaction(async (trx) => {
        const waiting = await trx
          .selectFrom('contact_confirmations')
          .selectAll()
          .where('point', '=', 'mobile')
          .where('address', '=', e164)
          .where('confirmed_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .where('expires_at', '>', when)
          .where('created_at', '<=', when)
          .orderBy('id')
          .execute();
        if (waiting.length === 0) return [];
        await trx
          .updateTable('contact_confirmations')
          .set({ confirmed_at: when, confirmed_by: messageId })
          .where('id', 'in', waiting.map((row) => row.id))
          .execute();
        return waiting.map((row) => ({ ...toConfirmation(row), confirmedAt: when, confirmedBy: messageId }));
      });
    },

    async ofMessage(messageId) {
      return (await db.selectFrom('contact_confirmations').selectAll().where('confirmed_by', '=', messageId).orderBy('id').execute()).map(toConfirmation);
    },

    async cancelMobile(e164, at) {
      const updated = await access.write(() =>
        db
          .updateTable('contact_confirmations')
          .set({ cancelled_at: at.toISOString() })
          .where('point', '=', 'mobile')
          .where('address', '=', e164)
          .where('confirmed_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .executeTakeFirst(),
      );
      return Number(updated.numUpdatedRows);
    },

    async hasConsentEndpoint() {
      return (await consentEndpoints(db)).length > 0;
    },

    async recordContactChange(change) {
      const at = change.at.toISOString();
      await access.writeTransaction(async (trx) => {
        const row = await trx
          .insertInto('contact_changes')
          .values({ submission_id: change.submissionId, previous_mobile: change.previousMobile, mobile: change.mobile ?? null, changed_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const endpointId of await consentEndpoints(trx)) {
          await trx.insertInto('deliveries').values(deliveryJob(endpointId, { contactChangeId: Number(row.id) }, at)).execute();
        }
      });
    },

    async unsettled(kind, before, limit) {
      const rows = await db
        .selectFrom('submissions')
        .select('id')
        .where('kind', '=', kind)
        .where('contact_check', 'is', null)
        .where('received_at', '<', before.toISOString())
        .orderBy('received_at')
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.id));
    },
  };
}

