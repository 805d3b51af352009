// Withdrawals of consent (issue 23): recorded by staff (`consent withdraw`) or received as STOP replies, kept as
// consent evidence; the current choices of a member are their latest consent less what they withdrew since.
import type { StoreAccess } from './storeAccess';
import type { ConsentChannel, NewWithdrawal, Withdrawal, WithdrawalSource } from './types';

/** The channels a member can withdraw, in the contact record's order. */
export const CONSENT_CHANNELS: readonly ConsentChannel[] = ['email', 'text', 'prerecorded', 'phone'];
/** How a withdrawal can reach the plan. */
export const WITHDRAWAL_SOURCES: readonly WithdrawalSource[] = ['phone', 'mail', 'sms-stop', 'web', 'other'];

/** The member ID as compared: trimmed, letter case ignored (issue 23). */
export function memberKey(memberId: string): string {
  return memberId.trim().toLowerCase();
}

function parseChannels(json: string): ConsentChannel[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? CONSENT_CHANNELS.filter((channel) => value.includes(channel)) : [];
  } catch {
    return [];
  }
}

function toWithdrawal(row: { id: number; member_id: string; channels: string; source: string; received_at: string; honour_by: string; recorded_at: string }): Withdrawal {
  return {
    id: Number(row.id),
    memberId: row.member_id,
    channels: parseChannels(row.channels),
    source: WITHDRAWAL_SOURCES.find((source) => source === row.source) ?? 'other',
    receivedAt: row.received_at,
    honourBy: row.honour_by,
    recordedAt: row.recorded_at,
  };
}

export async function addWithdrawal(access: StoreAccess, withdrawal: NewWithdrawal): Promise<Withdrawal> {
  const row = await access.write(() =>
    access.db
      .insertInto('consent_withdrawals')
      .values({
        member_id: withdrawal.memberId,
        member_key: memberKey(withdrawal.memberId),
        channels: JSON.stringify(CONSENT_CHANNELS.filter((channel) => withdrawal.channels.includes(channel))),
        source: withdrawal.source,
        received_at: withdrawal.receivedAt.toISOString(),
        honour_by: withdrawal.honourBy,
        recorded_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toWithdrawal(row);
}

export async function listWithdrawals(access: StoreAccess): Promise<Withdrawal[]> {
  return (await access.db.selectFrom('consent_withdrawals').selectAll().orderBy('received_at').orderBy('id').execute()).map(toWithdrawal);
}
