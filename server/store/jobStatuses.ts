// What the console shows of an outbox job (issues 37, 38): for each submission, withdrawal or answer review, each endpoint's latest
// job, its status, attempts and the last HTTP status; never what was sent or what the receiver answered.
import type { StoreAccess } from './storeAccess';
import type { DeliveryStatus, JobStatus } from './types';

const SUBJECT_COLUMNS = {
  submission: 'd.submission_id',
  withdrawal: 'd.withdrawal_id',
  answerReview: 'd.answer_review_id',
} as const;

/**
 * The jobs of these submissions (`submission.created`) or withdrawals (`consent.withdrawn`), by id, one per endpoint
 * (the latest of each). A submission's own jobs only: its confirmation requests and contact changes are other events.
 */
export async function jobsOf(access: StoreAccess, subject: keyof typeof SUBJECT_COLUMNS, ids: readonly number[]): Promise<Map<number, JobStatus[]>> {
  const byId = new Map<number, JobStatus[]>();
  if (ids.length === 0) return byId;
  const column = SUBJECT_COLUMNS[subject];
  let query = access.db
    .selectFrom('deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([`${column} as subject_id`, 'd.endpoint_id', 'e.url', 'd.status', 'd.attempts', 'd.delivered_at', 'd.last_status', 'd.id'])
    .where(column, 'in', [...ids])
    .where('d.confirmation_id', 'is', null)
    .where('d.contact_change_id', 'is', null);
  if (subject === 'submission') query = query.where('d.withdrawal_id', 'is', null);
  const rows = await query.orderBy('d.id').execute();
  for (const row of rows) {
    const id = Number(row.subject_id);
    const list = byId.get(id) ?? [];
    const entry: JobStatus = {
      endpointId: Number(row.endpoint_id),
      endpointUrl: row.url,
      status: row.status as DeliveryStatus,
      attempts: Number(row.attempts),
      deliveredAt: row.delivered_at,
      lastStatus: row.last_status === null ? null : Number(row.last_status),
    };
    const same = list.findIndex((item) => item.endpointId === entry.endpointId);
    if (same >= 0) list[same] = entry;
    else list.push(entry);
    byId.set(id, list);
  }
  return byId;
}
