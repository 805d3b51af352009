// The consent views of `export contacts` (issue 23). A member's current choice is their latest consent (member IDs
// compared by their key, memberKey: normalised, without letter case), less the channels they withdrew after it; a later consent
// replaces both. `export contacts` gives one row per member with their current channels and since when; `--history`
// gives every consent and withdrawal in the order received.
import { CHANNEL_FIELDS, confirmationLabel, consentStates, eventsInOrder, type CurrentChoice } from '../consent/currentChoices';
import { withdrawalReference } from '../store/withdrawalRules';
import type { FormKind, StoredSubmission, Withdrawal } from '../store/types';
import { exportColumns, formatRows, toRow, type ExportColumn, type ExportFormat, type JsonValue } from './exportSubmissions';

const CURRENT_COLUMNS: readonly ExportColumn[] = [
  { name: 'currentSince', label: 'Current since', time: true },
  // Issue 36: the member's later consents that wait for a confirmation, with what each waits for.
  { name: 'waiting', label: 'Waiting', time: false },
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
    base.waiting = choice.waiting.length === 0 ? null : choice.waiting.map((consent) => `${consent.reference} (${confirmationLabel(consent)})`).join('; ');
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
 * withdrawn as No and the others empty, a STOP reply's number, its source and honour-by date), in the order received.
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
  const states = consentStates(consents, withdrawals);
  const rows = eventsInOrder(consents, withdrawals)
    .filter((event) => from === undefined || event.at >= from)
    .map((event): Record<string, JsonValue> => {
      if (event.kind === 'consent') {
        const row = toRow(kind, { submission: event.submission });
        if (states.get(event.submission.id) === 'superseded') row.confirmation = 'superseded';
        return { event: 'consent', ...row, withdrawalSource: null, honourBy: null };
      }
      const row: Record<string, JsonValue> = Object.fromEntries(exportColumns(kind).map((column) => [column.name, null]));
      row.reference = withdrawalReference(event.withdrawal.id);
      row.receivedAt = event.withdrawal.receivedAt;
      row.memberId = event.withdrawal.memberId;
      // A STOP reply: the number it came from, which is what matched the member.
      row.mobileNumber = event.withdrawal.phone;
      for (const channel of event.withdrawal.channels) row[CHANNEL_FIELDS[channel]] = false;
      return { event: 'withdrawal', ...row, withdrawalSource: event.withdrawal.source, honourBy: event.withdrawal.honourBy };
    });
  return formatRows(columns, rows, format, timeZone);
}

