// What the console's consent screens show (issue 38): a member's current choices and history, a consent's proof, and
// the withdrawals to honour with their urgency. Read from the same fold the exports use (server/consent/currentChoices.ts).
import {
  DUE_SOON_BUSINESS_DAYS,
  STAFF_CONSENT_CHANNELS,
  type ConsentHistoryConsent,
  type ConsentHistoryWithdrawal,
  type HonouredMarkView,
  type MemberConsentView,
  type StaffConsentChannel,
  type TermsTextView,
  type WithdrawalToHonour,
  type WithdrawalUrgency,
} from '../../src/domain/staffConsent';
import { memberKey } from '../../src/domain/memberId';
import { businessDaysBetween } from '../consent/businessDays';
import { consentStates, currentChoices, eventsInOrder } from '../consent/currentChoices';
import type { StoredSubmission, TermsText, Withdrawal, WithdrawalEntry, WithdrawalMark } from '../store/types';
import { CHANNEL_FIELDS, withdrawalReference } from '../store/withdrawalRules';
import { deliveryView } from './inboxViews';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function channelsOf(record: Readonly<Record<string, unknown>>): Record<StaffConsentChannel, boolean> {
  return Object.fromEntries(STAFF_CONSENT_CHANNELS.map((channel) => [channel, record[CHANNEL_FIELDS[channel]] === true])) as Record<StaffConsentChannel, boolean>;
}

export function consentEntry(consent: StoredSubmission, state: string): ConsentHistoryConsent {
  return {
    kind: 'consent',
    reference: consent.reference,
    receivedAt: consent.receivedAt,
    language: consent.language,
    channels: channelsOf(consent.record),
    email: text(consent.record.emailAddress),
    mobile: text(consent.record.mobileNumber),
    // Read without its check (stored before confirmation existed), a consent counts when received.
    state: state === '' ? 'counted when received' : state,
    evidence: {
      termsVersion: consent.termsVersion ?? null,
      termsSha256: consent.termsSha256 ?? null,
      pageUrl: consent.pageUrl ?? null,
      clientIp: consent.clientIp ?? null,
      userAgent: consent.userAgent ?? null,
    },
  };
}

export function markView(mark: WithdrawalMark | null | undefined): HonouredMarkView | null {
  return mark ? { on: mark.honouredOn, note: mark.note, by: mark.byEmail ?? mark.bySubject, at: mark.recordedAt } : null;
}

export function withdrawalEntry(withdrawal: Withdrawal, mark: WithdrawalMark | null | undefined): ConsentHistoryWithdrawal {
  return {
    kind: 'withdrawal',
    reference: withdrawalReference(withdrawal.id),
    receivedAt: withdrawal.receivedAt,
    channels: [...withdrawal.channels],
    source: withdrawal.source,
    honourBy: withdrawal.honourBy,
    honoured: markView(mark),
  };
}

/** A member's consent as the console shows it: current choices and since when, and every consent and withdrawal in order. */
export function memberConsentView(
  memberId: string,
  consents: readonly StoredSubmission[],
  withdrawals: readonly Withdrawal[],
  marks: ReadonlyMap<number, WithdrawalMark>,
): MemberConsentView {
  const key = memberKey(memberId);
  const choice = currentChoices(consents, withdrawals).find((each) => memberKey(each.memberId) === key);
  const states = consentStates(consents, withdrawals);
  const counting = choice?.consent;
  return {
    memberId,
    current: {
      channels: Object.fromEntries(STAFF_CONSENT_CHANNELS.map((channel) => [channel, choice?.channels[CHANNEL_FIELDS[channel]] === true])) as Record<StaffConsentChannel, boolean>,
      since: choice?.since ?? null,
      consentReference: counting?.reference ?? null,
      email: counting ? text(counting.record.emailAddress) : null,
      mobile: counting ? text(counting.record.mobileNumber) : null,
      waiting: (choice?.waiting ?? []).map((consent) => consent.reference),
    },
    history: eventsInOrder(consents, withdrawals).map((event) =>
      event.kind === 'consent' ? consentEntry(event.submission, states.get(event.submission.id) ?? '') : withdrawalEntry(event.withdrawal, marks.get(event.withdrawal.id)),
    ),
  };
}

export function termsView(terms: TermsText | undefined): TermsTextView | null {
  return terms ? { version: terms.version, language: terms.language, text: terms.text, sha256: terms.sha256, recordedAt: terms.recordedAt ?? null } : null;
}

/** How close a withdrawal is to its honour-by date, from the plan's today. */
export function urgencyOf(daysLeft: number, honoured: boolean): WithdrawalUrgency {
  if (honoured) return 'honoured';
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= DUE_SOON_BUSINESS_DAYS ? 'soon' : 'later';
}

export function toHonourRow(entry: WithdrawalEntry, today: string): WithdrawalToHonour {
  const { withdrawal, mark } = entry;
  const businessDaysLeft = businessDaysBetween(today, withdrawal.honourBy);
  return {
    reference: withdrawalReference(withdrawal.id),
    memberId: withdrawal.memberId,
    channels: [...withdrawal.channels],
    source: withdrawal.source,
    receivedAt: withdrawal.receivedAt,
    honourBy: withdrawal.honourBy,
    businessDaysLeft,
    urgency: urgencyOf(businessDaysLeft, mark !== null),
    deliveries: entry.deliveries.map(deliveryView),
    honoured: markView(mark),
  };
}

/** The "to honour" list's cursor, opaque to the browser: the last row's honour-by date and id. */
export function encodeWithdrawalCursor(cursor: { honourBy: string; id: number }): string {
  return Buffer.from(JSON.stringify([cursor.honourBy, cursor.id])).toString('base64url');
}

export function decodeWithdrawalCursor(raw: string): { honourBy: string; id: number } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value[0]) && Number.isSafeInteger(value[1])) {
      return { honourBy: value[0], id: Number(value[1]) };
    }
  } catch {
    // Not base64url JSON: refused as any other bad cursor.
  }
  return undefined;
}
