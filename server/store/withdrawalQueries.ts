// Withdrawals of consent (issue 23): recorded by staff (`consent withdraw`) or received as STOP replies, kept as
// consent evidence; the current choices of a member are their latest consent less what they withdrew since. Each is
// written with its outbox jobs, in one transaction, for the endpoints that receive a consent form (`consent.withdrawn`).
import type { Kysely, Selectable } from 'kysely';
import { memberKey } from '../../src/domain/memberId';
import { phoneE164 } from '../../src/domain/phone';
import { deliveryJob, parseEndpointForms } from './outbox';
import type { Database } from './schema';
import type { StoreAccess } from './storeAccess';
import type { ConsentChannel, FormKind, NewWithdrawal, StoredSubmission, Withdrawal } from './types';
import { listSubmissionRows } from './submissionQueries';
import { CONSENT_CHANNELS, CONSENT_FORMS, WITHDRAWAL_SOURCES } from './withdrawalRules';

function parseChannels(json: string): ConsentChannel[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? CONSENT_CHANNELS.filter((channel) => value.includes(channel)) : [];
  } catch {
    return [];
  }
}

type WithdrawalRow = Selectable<Database['consent_withdrawals']>;

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: Number(row.id),
    memberId: row.member_id,
    channels: parseChannels(row.channels),
    source: WITHDRAWAL_SOURCES.find((source) => source === row.source) ?? 'other',
    receivedAt: row.received_at,
    honourBy: row.honour_by,
    recordedAt: row.recorded_at,
    phone: row.phone,
  };
}

/** Records withdrawals and their delivery jobs in one transaction (all or none); returns them in the order given. */
export async function addWithdrawals(access: StoreAccess, withdrawals: readonly NewWithdrawal[]): Promise<Withdrawal[]> {
  if (withdrawals.length === 0) return [];
  const recordedAt = new Date().toISOString();
  return access.writeTransaction(async (trx) => {
    const endpoints = await consentEndpoints(trx);
    const written: Withdrawal[] = [];
    for (const withdrawal of withdrawals) {
      const row = await trx
        .insertInto('consent_withdrawals')
        .values({
          member_id: withdrawal.memberId,
          member_key: memberKey(withdrawal.memberId),
          channels: JSON.stringify(CONSENT_CHANNELS.filter((channel) => withdrawal.channels.includes(channel))),
          source: withdrawal.source,
          received_at: withdrawal.receivedAt.toISOString(),
          honour_by: withdrawal.honourBy,
          recorded_at: recordedAt,
          phone: withdrawal.phone ?? null,
          intake_message_id: withdrawal.intakeMessageId ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const saved = toWithdrawal(row);
      for (const endpointId of endpoints) await trx.insertInto('deliveries').values(deliveryJob(endpointId, { withdrawalId: saved.id }, recordedAt)).execute();
      written.push(saved);
    }
    return written;
  });
}

/** The active endpoints that receive a consent form. */
export async function consentEndpoints(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('webhook_endpoints').select(['id', 'forms']).where('state', '=', 'active').orderBy('id').execute();
  return rows.filter((row) => parseEndpointForms(row.forms).some((kind) => (CONSENT_FORMS as readonly string[]).includes(kind))).map((row) => Number(row.id));
}

export async function listWithdrawals(access: StoreAccess, memberKeys?: readonly string[]): Promise<Withdrawal[]> {
  if (memberKeys !== undefined && memberKeys.length === 0) return [];
  let query = access.db.selectFrom('consent_withdrawals').selectAll();
  if (memberKeys !== undefined) query = query.where('member_key', 'in', [...memberKeys]);
  return (await query.orderBy('received_at').orderBy('id').execute()).map(toWithdrawal);
}

/** The withdrawals a STOP reply posted to the intake recorded (none when its message is new). */
export async function withdrawalsOfIntakeMessage(access: StoreAccess, messageId: string): Promise<Withdrawal[]> {
  return (await access.db.selectFrom('consent_withdrawals').selectAll().where('intake_message_id', '=', messageId).orderBy('id').execute()).map(toWithdrawal);
}

/**
 * The member key of each consent of this form with this number (E.164), found by (kind, mobile_e164): a few rows,
 * repeats and nulls left to the caller. Nothing more is asked of the database on purpose: SQLite's planner, without
 * statistics, took `member_key is not null` for a range on (kind, member_key), and `distinct` for a reason to read
 * (kind, member_key) in order, and read that whole index instead of this one.
 */
export function membersWithMobile(db: Kysely<Database>, kind: FormKind, e164: string) {
  return db.selectFrom('submissions').select('member_key').where('kind', '=', kind).where('mobile_e164', '=', e164);
}

/**
 * Every consent of each member who gave this mobile number in any consent (written in any way phoneE164 reads, the
 * form's `(916) 555-0100` or `+19165550100`), and those members' withdrawals: what a STOP reply from that number is
 * matched against. Both steps go through the canonical columns' indexes (issue 33): the consents with the number by
 * (kind, mobile_e164), then the members' consents by (kind, member_key), and their withdrawals by member_key.
 */
export async function consentsOfMobile(
  access: StoreAccess,
  kind: FormKind,
  mobileNumber: string,
): Promise<{ consents: StoredSubmission[]; withdrawals: Withdrawal[] }> {
  const e164 = phoneE164(mobileNumber);
  if (e164 === undefined) return { consents: [], withdrawals: [] };
  const members = await membersWithMobile(access.db, kind, e164).execute();
  const keys = [...new Set(members.map((row) => row.member_key).filter((key): key is string => key !== null))];
  if (keys.length === 0) return { consents: [], withdrawals: [] };
  const consents = await listSubmissionRows(access, kind, (query) => query.where('s.member_key', 'in', keys));
  return { consents, withdrawals: await listWithdrawals(access, keys) };
}

/** Every consent of the member with this key, and their withdrawals (issue 36): by (kind, member_key) and member_key. */
export async function consentsOfMember(access: StoreAccess, kind: FormKind, key: string): Promise<{ consents: StoredSubmission[]; withdrawals: Withdrawal[] }> {
  const consents = await listSubmissionRows(access, kind, (query) => query.where('s.member_key', '=', key));
  return { consents, withdrawals: await listWithdrawals(access, [key]) };
}
