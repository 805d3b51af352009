// Withdrawals of consent (issue 23): recorded by staff (`consent withdraw`) or received as STOP replies, kept as
// consent evidence; the current choices of a member are their latest consent less what they withdrew since. Each is
// written with its outbox jobs, in one transaction, for the endpoints that receive a consent form (`consent.withdrawn`).
import { sql, type Kysely, type Selectable } from 'kysely';
import { FORMS } from '../../src/domain/forms';
import { deliveryJob, parseEndpointForms } from './outbox';
import type { Database } from './schema';
import type { StoreAccess } from './storeAccess';
import type { ConsentChannel, FormKind, NewWithdrawal, StoredSubmission, Withdrawal, WithdrawalSource } from './types';
import { listSubmissionRows } from './submissionQueries';

/** The channels a member can withdraw, in the contact record's order. */
export const CONSENT_CHANNELS: readonly ConsentChannel[] = ['email', 'text', 'prerecorded', 'phone'];
/** How a withdrawal can reach the plan. */
export const WITHDRAWAL_SOURCES: readonly WithdrawalSource[] = ['phone', 'mail', 'sms-stop', 'web', 'other'];
/** The forms whose records are consents: a withdrawal is delivered to the endpoints that receive one of them. */
const CONSENT_FORMS: readonly FormKind[] = FORMS.filter((form) => form.consentTermsVersion !== undefined).map((form) => form.kind);
/** The consent form (preferred contact): the form a withdrawal belongs to. */
export const CONSENT_FORM_KIND: FormKind = CONSENT_FORMS[0]!;

/** How staff and the plan's systems quote a withdrawal: WDR- and its id. */
export function withdrawalReference(id: number): string {
  return `WDR-${id}`;
}

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
async function consentEndpoints(db: Kysely<Database>): Promise<number[]> {
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

/** LIKE's own characters in a value, escaped with a backslash (the statements say ESCAPE '\'). */
const likeText = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Every consent of each member who gave this mobile number in any consent (as the form writes it, `(916) 555-0100`),
 * and those members' withdrawals: what a STOP reply from that number is matched against. The record is JSON text in
 * both databases, so each is found by the text of its field (LIKE, no JSON functions of one database); the member's
 * other consents by their member ID, letter case ignored, then compared exactly by the caller.
 */
export async function consentsOfMobile(
  access: StoreAccess,
  kind: FormKind,
  mobileNumber: string,
): Promise<{ consents: StoredSubmission[]; withdrawals: Withdrawal[] }> {
  const withMobile = await listSubmissionRows(access, kind, (query) =>
    query.where(sql<boolean>`s.record like ${`%${likeText(JSON.stringify({ mobileNumber }).slice(1, -1))}%`} escape '\\'`),
  );
  const keys = [...new Set(withMobile.map((consent) => memberKey(String(consent.record.memberId ?? ''))).filter(Boolean))];
  if (keys.length === 0) return { consents: [], withdrawals: [] };
  const ofMembers = await listSubmissionRows(access, kind, (query) =>
    query.where((eb) =>
      eb.or(keys.map((key) => sql<boolean>`lower(s.record) like ${`%"memberid":"%${likeText(JSON.stringify(key).slice(1, -1))}%`} escape '\\'`)),
    ),
  );
  const consents = ofMembers.filter((consent) => keys.includes(memberKey(String(consent.record.memberId ?? ''))));
  return { consents, withdrawals: await listWithdrawals(access, keys) };
}
