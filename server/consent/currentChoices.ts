// A member's current choices (issue 23): their latest consent (member IDs compared by their key, memberKey: normalised,
// without letter case), less the channels they withdrew after it; a later consent replaces both. Read by `export
// contacts` and by the STOP intake, which matches a number against the members' current consents.
import { memberKey } from '../../src/domain/memberId';
import type { ConsentChannel, StoredSubmission, Withdrawal } from '../store/types';

/** The contact record's field for each channel a member can withdraw. */
export const CHANNEL_FIELDS: Readonly<Record<ConsentChannel, string>> = {
  email: 'isEmail',
  text: 'isText',
  prerecorded: 'isPreRecordedCall',
  phone: 'isPhone',
};

export type ConsentEvent = { kind: 'consent'; at: string; submission: StoredSubmission } | { kind: 'withdrawal'; at: string; withdrawal: Withdrawal };

const memberOf = (event: ConsentEvent): string =>
  memberKey(event.kind === 'consent' ? String(event.submission.record.memberId ?? '') : event.withdrawal.memberId);

/** Every consent and withdrawal in the order received; at the same instant, a consent before a withdrawal. */
export function eventsInOrder(consents: readonly StoredSubmission[], withdrawals: readonly Withdrawal[]): ConsentEvent[] {
  const events: ConsentEvent[] = [
    ...consents.map((submission): ConsentEvent => ({ kind: 'consent', at: submission.receivedAt, submission })),
    ...withdrawals.map((withdrawal): ConsentEvent => ({ kind: 'withdrawal', at: withdrawal.receivedAt, withdrawal })),
  ];
  // Stable: consents keep their stored order, withdrawals theirs.
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.kind === b.kind ? 0 : a.kind === 'consent' ? -1 : 1));
}

export interface CurrentChoice {
  memberId: string;
  /** The member's latest consent, undefined for a member known only by a withdrawal. */
  consent: StoredSubmission | undefined;
  /** Each channel's current state, by record field. */
  channels: Record<string, boolean>;
  /** When the current state began: the latest consent or withdrawal. */
  since: string;
  lastWithdrawal: Withdrawal | undefined;
}

/** One current choice per member, in the order each member was first seen. */
export function currentChoices(consents: readonly StoredSubmission[], withdrawals: readonly Withdrawal[]): CurrentChoice[] {
  const byMember = new Map<string, CurrentChoice>();
  for (const event of eventsInOrder(consents, withdrawals)) {
    const key = memberOf(event);
    const choice = byMember.get(key) ?? {
      memberId: '',
      consent: undefined,
      channels: Object.fromEntries(Object.values(CHANNEL_FIELDS).map((field) => [field, false])),
      since: event.at,
      lastWithdrawal: undefined,
    };
    if (event.kind === 'consent') {
      choice.consent = event.submission;
      choice.memberId = String(event.submission.record.memberId ?? '');
      for (const field of Object.values(CHANNEL_FIELDS)) choice.channels[field] = event.submission.record[field] === true;
    } else {
      if (choice.consent === undefined) choice.memberId = event.withdrawal.memberId.trim();
      for (const channel of event.withdrawal.channels) choice.channels[CHANNEL_FIELDS[channel]] = false;
      choice.lastWithdrawal = event.withdrawal;
    }
    choice.since = event.at;
    byMember.set(key, choice);
  }
  return [...byMember.values()];
}
