// A contact point's confirmation as the store reads it (issue 36): the rows of contact_confirmations, read with the
// consents they belong to (submissionQueries.ts) and by the confirmation and mail queries.
import type { Kysely, Selectable } from 'kysely';
import { CONTACT_POINTS } from '../../src/domain/contactConfirmation';
import type { Database } from './schema';
import type { StoredConfirmation } from './types';

type ConfirmationRow = Selectable<Database['contact_confirmations']>;

export function toConfirmation(row: ConfirmationRow): StoredConfirmation {
  return {
    id: Number(row.id),
    submissionId: Number(row.submission_id),
    point: CONTACT_POINTS.find((point) => point === row.point) ?? 'email',
    address: row.address,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    confirmedAt: row.confirmed_at,
    confirmedBy: row.confirmed_by,
    cancelledAt: row.cancelled_at,
  };
}

/** The confirmations of these consents, by consent, oldest first. */
export async function confirmationsOf(db: Kysely<Database>, submissionIds: readonly number[]): Promise<Map<number, StoredConfirmation[]>> {
  const byConsent = new Map<number, StoredConfirmation[]>();
  for (let start = 0; start < submissionIds.length; start += 500) {
    const rows = await db
      .selectFrom('contact_confirmations')
      .selectAll()
      .where('submission_id', 'in', submissionIds.slice(start, start + 500))
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const confirmation = toConfirmation(row);
      byConsent.set(confirmation.submissionId, [...(byConsent.get(confirmation.submissionId) ?? []), confirmation]);
    }
  }
  return byConsent;
}

