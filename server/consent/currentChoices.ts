// A member's current choices (issue 23) and what a consent waits for (issue 36, docs/consent.md#the-states-of-a-consent).
// One fold over a member's consents and withdrawals, read by `export contacts`, the STOP and YES intakes, the settling
// of a new consent and the confirmation page, so that each rule lives here once:
// - a consent that names no new contact point counts when it is received; one that does counts once each new point is
//   confirmed (its last confirmation's time), unless a consent received after it counted first (it is then superseded);
// - the latest consent counted is the member's current choice, less the channels withdrawn after it;
// - a contact point is the member's, confirmed, when the current consent's is the same as the one before it, or was
//   confirmed for it, or came before confirmation existed (legacy); a STOP from the confirmed number holds its texts
//   until that number confirms again (a YES).
// Member IDs are compared by their key (memberKey: normalised, without letter case).
import type { ContactPoint } from '../../src/domain/contactConfirmation';
import { memberKey } from '../../src/domain/memberId';
import { phoneE164 } from '../../src/domain/phone';
import type { ContactCheck } from '../store/contactCheck';
import type { StoredSubmission, Withdrawal } from '../store/types';
import { CHANNEL_FIELDS } from '../store/withdrawalRules';

export { CHANNEL_FIELDS };

/** The channels that reach the member at their mobile number. */
const MOBILE_CHANNELS = ['isText', 'isPreRecordedCall', 'isPhone'] as const;

export type ConsentEvent = { kind: 'consent'; at: string; submission: StoredSubmission } | { kind: 'withdrawal'; at: string; withdrawal: Withdrawal };

const memberOf = (event: ConsentEvent): string =>
  memberKey(event.kind === 'consent' ? String(event.submission.record.memberId ?? '') : event.withdrawal.memberId);

const byTime = (a: ConsentEvent, b: ConsentEvent) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.kind === b.kind ? 0 : a.kind === 'consent' ? -1 : 1);

/** Every consent and withdrawal in the order received; at the same instant, a consent before a withdrawal. */
export function eventsInOrder(consents: readonly StoredSubmission[], withdrawals: readonly Withdrawal[]): ConsentEvent[] {
  const events: ConsentEvent[] = [
    ...consents.map((submission): ConsentEvent => ({ kind: 'consent', at: submission.receivedAt, submission })),
    ...withdrawals.map((withdrawal): ConsentEvent => ({ kind: 'withdrawal', at: withdrawal.receivedAt, withdrawal })),
  ];
  // Stable: consents keep their stored order, withdrawals theirs.
  return events.sort(byTime);
}

/** An email address as contact points are compared and kept: trimmed, in lower case. */
export function emailAddressKey(value: unknown): string | undefined {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return key === '' ? undefined : key;
}

/** The contact points a consent uses: its email when it chose emails, its number when it chose a channel that calls it. */
export function contactPointsOf(record: Readonly<Record<string, unknown>>): Partial<Record<ContactPoint, string>> {
  const email = record.isEmail === true ? emailAddressKey(record.emailAddress) : undefined;
  const mobile = MOBILE_CHANNELS.some((field) => record[field] === true) ? phoneE164(String(record.mobileNumber ?? '')) : undefined;
  return { ...(email ? { email } : {}), ...(mobile ? { mobile } : {}) };
}

/** When a consent counted: when received, once its last confirmation came, or never (yet). */
export function countedAt(submission: StoredSubmission): string | undefined {
  const check = submission.contactCheck;
  // Read without its check (not a consent, or a reader that did not ask): it counts as before confirmation existed.
  if (check === undefined) return submission.receivedAt;
  if (check === null) return undefined;
  let last = submission.receivedAt;
  for (const point of check.needs) {
    const confirmed = (submission.confirmations ?? []).find((row) => row.point === point && row.confirmedAt !== null && row.cancelledAt === null);
    if (confirmed?.confirmedAt == null) return undefined;
    if (confirmed.confirmedAt > last) last = confirmed.confirmedAt;
  }
  return last;
}

/** The contact points a member's current consent has confirmed. */
export interface ConfirmedContact {
  email?: string;
  /** The consent whose record holds the confirmed email: a notice of a change is sent to it. */
  emailConsent?: StoredSubmission;
  mobile?: string;
  /** A STOP came from the confirmed number after its last confirmation: texts to it wait for a YES. */
  mobileStopped: boolean;
}

export interface CurrentChoice {
  memberId: string;
  /** The member's current consent, undefined for a member known only by a withdrawal or by consents still waiting. */
  consent: StoredSubmission | undefined;
  /** Each channel's current state, by record field. */
  channels: Record<string, boolean>;
  /** When the current state began: the consent counting, or a withdrawal. */
  since: string;
  lastWithdrawal: Withdrawal | undefined;
  confirmed: ConfirmedContact;
  /** Consents received after the current one that wait for a confirmation (or were never settled), oldest first. */
  waiting: StoredSubmission[];
}

/** The state of one member after the consent `next` is counted, from the state before. */
function counting(choice: CurrentChoice, next: StoredSubmission, at: string): void {
  const check: ContactCheck | null | undefined = next.contactCheck;
  const points = contactPointsOf(next.record);
  const confirmedFor = (point: ContactPoint) =>
    check === undefined || check?.legacy === true || (next.confirmations ?? []).some((row) => row.point === point && row.confirmedAt !== null && row.cancelledAt === null);
  const previous = choice.confirmed;
  const email = points.email ?? emailAddressKey(next.record.emailAddress);
  const keepsEmail = email !== undefined && (email === previous.email || confirmedFor('email'));
  const mobile = points.mobile ?? phoneE164(String(next.record.mobileNumber ?? ''));
  const mobileConfirmedNow = confirmedFor('mobile') && check?.needs.includes('mobile') === true;
  const keepsMobile = mobile !== undefined && (mobile === previous.mobile || confirmedFor('mobile'));
  choice.confirmed = {
    ...(keepsEmail ? { email, emailConsent: next } : {}),
    ...(keepsMobile ? { mobile } : {}),
    // A YES lifts a STOP; the same number kept without one stays held.
    mobileStopped: keepsMobile && !mobileConfirmedNow && mobile === previous.mobile ? previous.mobileStopped : false,
  };
  choice.consent = next;
  choice.memberId = String(next.record.memberId ?? '');
  for (const field of Object.values(CHANNEL_FIELDS)) choice.channels[field] = next.record[field] === true;
  choice.since = at;
}

/** One current choice per member, in the order each member was first seen. */
export function currentChoices(consents: readonly StoredSubmission[], withdrawals: readonly Withdrawal[]): CurrentChoice[] {
  const byMember = new Map<string, CurrentChoice>();
  const events: ConsentEvent[] = [
    ...consents.flatMap((submission): ConsentEvent[] => {
      const at = countedAt(submission);
      return at === undefined ? [] : [{ kind: 'consent', at, submission }];
    }),
    ...withdrawals.map((withdrawal): ConsentEvent => ({ kind: 'withdrawal', at: withdrawal.receivedAt, withdrawal })),
  ].sort(byTime);
  const fresh = (at: string): CurrentChoice => ({
    memberId: '',
    consent: undefined,
    channels: Object.fromEntries(Object.values(CHANNEL_FIELDS).map((field) => [field, false])),
    since: at,
    lastWithdrawal: undefined,
    confirmed: { mobileStopped: false },
    waiting: [],
  });
  for (const event of events) {
    const key = memberOf(event);
    const choice = byMember.get(key) ?? fresh(event.at);
    if (event.kind === 'consent') {
      // A consent received before the current one came too late: the member's later word already counts.
      if (choice.consent !== undefined && choice.consent.receivedAt > event.submission.receivedAt) continue;
      counting(choice, event.submission, event.at);
    } else {
      if (choice.consent === undefined && choice.memberId === '') choice.memberId = event.withdrawal.memberId.trim();
      for (const channel of event.withdrawal.channels) choice.channels[CHANNEL_FIELDS[channel]] = false;
      const stopped = event.withdrawal.source === 'sms-stop' ? phoneE164(event.withdrawal.phone ?? '') : undefined;
      if (stopped !== undefined && stopped === choice.confirmed.mobile) choice.confirmed.mobileStopped = true;
      choice.lastWithdrawal = event.withdrawal;
      choice.since = event.at;
    }
    byMember.set(key, choice);
  }
  // What still waits: the consents that have not counted, received after the member's current one.
  for (const submission of consents) {
    if (countedAt(submission) !== undefined) continue;
    const key = memberKey(String(submission.record.memberId ?? ''));
    const choice = byMember.get(key) ?? fresh(submission.receivedAt);
    if (choice.consent !== undefined && choice.consent.receivedAt > submission.receivedAt) continue;
    if (choice.memberId === '') choice.memberId = String(submission.record.memberId ?? '');
    choice.waiting.push(submission);
    byMember.set(key, choice);
  }
  return [...byMember.values()];
}

/** What a new consent waits for, given its member's choice before it (undefined: a member the plan has not seen). */
export interface ContactNeeds {
  needs: ContactPoint[];
  /** New points taken at once: there is nothing to confirm them by. */
  unconfirmed: ContactPoint[];
}

export interface ConfirmationMeans {
  /** SMTP is set: a new email address is sent a link. */
  email: boolean;
  /** An endpoint receives contacts (the SMS platform): a new number is asked for a YES. */
  mobile: boolean;
}

/**
 * The new contact points of a consent: its email when it chose emails and the address is not the member's confirmed
 * one; its number when it chose a channel that calls it and the number is not the member's confirmed one, or chose
 * texts to a number that sent STOP since it was last confirmed.
 */
export function contactNeeds(before: CurrentChoice | undefined, record: Readonly<Record<string, unknown>>, means: ConfirmationMeans): ContactNeeds {
  const points = contactPointsOf(record);
  const confirmed = before?.confirmed ?? { mobileStopped: false };
  const result: ContactNeeds = { needs: [], unconfirmed: [] };
  if (points.email !== undefined && points.email !== confirmed.email) (means.email ? result.needs : result.unconfirmed).push('email');
  const stopHolds = record.isText === true && confirmed.mobileStopped;
  if (points.mobile !== undefined && (points.mobile !== confirmed.mobile || stopHolds)) (means.mobile ? result.needs : result.unconfirmed).push('mobile');
  return result;
}

/** What a settled consent still waits for: its needs not confirmed yet (none once it counted, or for one not settled). */
export function awaitingOf(submission: StoredSubmission): ContactPoint[] {
  const check = submission.contactCheck;
  if (!check) return [];
  return check.needs.filter(
    (point) => !(submission.confirmations ?? []).some((row) => row.point === point && row.confirmedAt !== null && row.cancelledAt === null),
  );
}

/** The member key of the member a consent is for. */
export function consentMemberKey(consent: StoredSubmission): string {
  return memberKey(String(consent.record.memberId ?? ''));
}

/** The current choice of a consent's member, from their consents and withdrawals. */
export function memberChoice(consent: StoredSubmission, consents: readonly StoredSubmission[], withdrawals: readonly Withdrawal[]): CurrentChoice | undefined {
  const key = consentMemberKey(consent);
  return currentChoices(consents, withdrawals).find((choice) => memberKey(choice.memberId) === key);
}

/** The member's choice just before a consent was received: the fold of what came before it. */
export function choiceBefore(consent: StoredSubmission, consents: readonly StoredSubmission[], withdrawals: readonly Withdrawal[]): CurrentChoice | undefined {
  const earlier = consents.filter((other) => other.id !== consent.id && other.receivedAt <= consent.receivedAt);
  return memberChoice(consent, earlier, withdrawals.filter((withdrawal) => withdrawal.receivedAt <= consent.receivedAt));
}

/** Whether a consent can no longer count: a consent received after it counts already. */
export function isSuperseded(consent: StoredSubmission, choice: CurrentChoice | undefined): boolean {
  return choice?.consent !== undefined && choice.consent.id !== consent.id && choice.consent.receivedAt > consent.receivedAt;
}

/**
 * Where a consent stands, as the exports say it (docs/consent.md#the-states-of-a-consent): `not settled`, `before
 * confirmation` (stored before consents were confirmed), `not needed`, `confirmed`, `waiting for email and mobile`,
 * `expired`, `cancelled by STOP`; new points taken at once are flagged `unconfirmed email`. `superseded` is said by
 * the caller, which knows the member's later consents.
 */
export function confirmationLabel(consent: StoredSubmission, now: Date = new Date()): string {
  const check = consent.contactCheck;
  if (check === undefined) return '';
  if (check === null) return 'not settled';
  if (check.legacy === true) return 'before confirmation';
  const unconfirmed = check.unconfirmed.length > 0 ? `unconfirmed ${check.unconfirmed.join(' and ')}` : '';
  const awaiting = awaitingOf(consent);
  if (check.needs.length === 0) return unconfirmed || 'not needed';
  if (awaiting.length === 0) return ['confirmed', unconfirmed].filter(Boolean).join('; ');
  const rows = (consent.confirmations ?? []).filter((row) => awaiting.includes(row.point) && row.confirmedAt === null);
  if (rows.some((row) => row.cancelledAt !== null)) return 'cancelled by STOP';
  if (rows.some((row) => row.expiresAt <= now.toISOString())) return 'expired';
  return `waiting for ${awaiting.join(' and ')}`;
}

/**
 * Where each of a member's consents stands, by id: its confirmationLabel, or `superseded` for one that never counted
 * and no longer waits (a later consent of the member counted first). What the exports and the console say alike.
 */
export function consentStates(consents: readonly StoredSubmission[], withdrawals: readonly Withdrawal[], now: Date = new Date()): Map<number, string> {
  const waiting = new Set(currentChoices(consents, withdrawals).flatMap((choice) => choice.waiting.map((consent) => consent.id)));
  const superseded = (consent: StoredSubmission) => consent.contactCheck != null && countedAt(consent) === undefined && !waiting.has(consent.id);
  return new Map(consents.map((consent) => [consent.id, superseded(consent) ? 'superseded' : confirmationLabel(consent, now)]));
}
