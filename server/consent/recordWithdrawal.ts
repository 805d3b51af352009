// Recording a withdrawal of consent (issues 23, 38): the rules the command line (`consent withdraw`) and the console
// (POST /staff/api/consent/withdrawals) share, so each lives once: the member ID as the form normalises it, the day
// it was received read in the plan's time zone and never in the future, the honour-by date, and no withdrawal for a
// member ID with no consent on record unless staff say so (a typo would otherwise be "recorded, honour by ..." while
// the member keeps getting texts). Each caller words the problems for its own people.
import { CONTACT_MAX_LENGTHS } from '../../src/domain/contact';
import { memberKey, normalizeMemberId } from '../../src/domain/memberId';
import { parseSince } from '../exports/exportSubmissions';
import { dayEnd, dayStart } from '../staff/planDays';
import type { ConsentChannel, PortalStore, Withdrawal, WithdrawalSource } from '../store/types';
import { CONSENT_CHANNELS, CONSENT_FORM_KIND, WITHDRAWAL_SOURCES } from '../store/withdrawalRules';
import { dateIn, honourBy } from './businessDays';

/** A clock a minute ahead of the server's is not "the future". */
const CLOCK_SLACK_MS = 60_000;

export type MemberIdProblem = 'missing' | 'too-long';

/** The member ID as stored, or why it cannot be. */
export function readMemberId(raw: unknown): { memberId: string } | { problem: MemberIdProblem } {
  const memberId = typeof raw === 'string' ? normalizeMemberId(raw) : '';
  if (memberId === '') return { problem: 'missing' };
  if (memberId.length > CONTACT_MAX_LENGTHS.memberId) return { problem: 'too-long' };
  return { memberId };
}

export function isConsentChannel(value: unknown): value is ConsentChannel {
  return typeof value === 'string' && (CONSENT_CHANNELS as readonly string[]).includes(value);
}

export function isWithdrawalSource(value: unknown): value is WithdrawalSource {
  return typeof value === 'string' && (WITHDRAWAL_SOURCES as readonly string[]).includes(value);
}

export type ReceivedProblem = 'unreadable' | 'future';

/**
 * When the plan received it. A day alone (YYYY-MM-DD) is a day in the plan's time zone: today is now; an earlier day
 * is its last instant, so the withdrawal outranks a consent given the same day (the safer reading when the hour is not
 * known: no text without consent). A date-time is that instant.
 */
export function readReceived(raw: string, timeZone: string, now: Date = new Date()): { receivedAt: Date } | { problem: ReceivedProblem } {
  let receivedAt: Date | undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const end = dayEnd(raw, timeZone);
    const start = dayStart(raw, timeZone);
    if (end === undefined || start === undefined) return { problem: 'unreadable' };
    if (start.getTime() > now.getTime() + CLOCK_SLACK_MS) return { problem: 'future' };
    receivedAt = raw === dateIn(now, timeZone) ? now : new Date(end.getTime() - 1);
  } else {
    receivedAt = parseSince(raw);
    if (receivedAt === undefined) return { problem: 'unreadable' };
  }
  if (receivedAt.getTime() > now.getTime() + CLOCK_SLACK_MS) return { problem: 'future' };
  return { receivedAt };
}

export interface WithdrawalToRecord {
  /** As readMemberId gives it. */
  memberId: string;
  channels: readonly ConsentChannel[];
  source: WithdrawalSource;
  receivedAt: Date;
  /** Record it although no consent is on record for the member (a consent given outside the portal). */
  force: boolean;
}

/** Records the withdrawal with its delivery jobs; `noConsent` when nothing is on record for the member and not forced. */
export async function recordWithdrawal(store: PortalStore, request: WithdrawalToRecord, planTimeZone: string): Promise<{ withdrawal: Withdrawal } | { noConsent: true }> {
  if (!request.force) {
    const { consents } = await store.consentsOfMember(CONSENT_FORM_KIND, memberKey(request.memberId));
    if (consents.length === 0) return { noConsent: true };
  }
  const withdrawal = await store.addWithdrawal({
    memberId: request.memberId,
    channels: CONSENT_CHANNELS.filter((channel) => request.channels.includes(channel)),
    source: request.source,
    receivedAt: request.receivedAt,
    honourBy: honourBy(request.receivedAt, planTimeZone),
  });
  return { withdrawal };
}
