// The consent views of `export contacts` (issue 23). A member's current choice is their latest consent (member IDs
// compared after trimming and without letter case), less the channels they withdrew after it; a later consent
// replaces both. `export contacts` gives one row per member with their current channels and since when; `--history`
// gives every consent and withdrawal in the order received.
import { memberKey } from '../store/withdrawalQueries';
import type { ConsentChannel, FormKind, StoredSubmission, Withdrawal } from '../store/types';
import { exportColumns, formatRows, toRow, type ExportColumn, type ExportFormat, type JsonValue } from './exportSubmissions';

/** The contact record's field for each channel a member can withdraw. */
const CHANNEL_FIELDS: Readonly<Record<ConsentChannel, string>> = {
  email: 'isEmail',
  text: 'isText',
  prerecorded: 'isPreRecordedCall',
  phone: 'isPhone',
};

type ConsentEvent = { kind: 'consent'; at: string; submission: StoredSubmission } | { kind: 'withdrawal'; at: string; withdrawal: Withdrawal };

const memberOf = (event: ConsentEvent): string =>
  memberKey(event.kind === 'consent' ? String(event.submission.record.memberId ?? '') : event.withdrawal.memberId);

/** Every consent and withdrawal in the order received; at the same instant, a consent before a withdrawal. */
function eventsInOrder(consents: readonly StoredSubmission[], withdrawals: readonly Withdrawal[]): ConsentEvent[] {
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

const CURRENT_COLUMNS: readonly ExportColumn[] = [
  { name: 'currentSince', label: 'Current since', time: true },
  { name: 'lastWithdrawalReceivedAt', label: 'Last withdrawal received', time: true },
  { name: 'honourBy', label: 'Honour by', time: false },
];

/** `export contacts`: one row per member, their latest consent's fields with the channels as they are now. */
export function formatCurrentContacts(kind: FormKind, choices: readonly CurrentChoice[], format: ExportFormat, timeZone: string): string {
  const columns = [...exportColumns(kind), ...CURRENT_COLUMNS];
  const rows = choices.map((choice) => {
    const base: Record<string, JsonValue> = choice.consent
      ? toRow(kind, { submission: choice.consent })
      : Object.fromEntries(exportColumns(kind).map((column) => [column.name, null]));
    base.memberId = choice.memberId;
    for (const [field, on] of Object.entries(choice.channels)) base[field] = on;
    base.currentSince = choice.since;
    base.lastWithdrawalReceivedAt = choice.lastWithdrawal?.receivedAt ?? null;
    base.honourBy = choice.lastWithdrawal?.honourBy ?? null;
    return base;
  });
  return formatRows(columns, rows, format, timeZone);
}

const HISTORY_COLUMNS_BEFORE: readonly ExportColumn[] = [{ name: 'event', label: 'Event', time: false }];
const HISTORY_COLUMNS_AFTER: readonly ExportColumn[] = [
  { name: 'withdrawalSource', label: 'Withdrawal source', time: false },
  { name: 'honourBy', label: 'Honour by', time: false },
];

/**
 * `export contacts --history`: every consent (its fields as stored) and every withdrawal (the member ID, the channels
 * withdrawn as No and the others empty, its source and honour-by date), in the order received.
 */
export function formatContactHistory(
  kind: FormKind,
  consents: readonly StoredSubmission[],
  withdrawals: readonly Withdrawal[],
  format: ExportFormat,
  timeZone: string,
  since?: Date,
): string {
  const from = since?.toISOString();
  const columns = [...HISTORY_COLUMNS_BEFORE, ...exportColumns(kind), ...HISTORY_COLUMNS_AFTER];
  const rows = eventsInOrder(consents, withdrawals)
    .filter((event) => from === undefined || event.at >= from)
    .map((event): Record<string, JsonValue> => {
      if (event.kind === 'consent') return { event: 'consent', ...toRow(kind, { submission: event.submission }), withdrawalSource: null, honourBy: null };
      const row: Record<string, JsonValue> = Object.fromEntries(exportColumns(kind).map((column) => [column.name, null]));
      row.reference = `WDR-${event.withdrawal.id}`;
      row.receivedAt = event.withdrawal.receivedAt;
      row.memberId = event.withdrawal.memberId;
      for (const channel of event.withdrawal.channels) row[CHANNEL_FIELDS[channel]] = false;
      return { event: 'withdrawal', ...row, withdrawalSource: event.withdrawal.source, honourBy: event.withdrawal.honourBy };
    });
  return formatRows(columns, rows, format, timeZone);
}

