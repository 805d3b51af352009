// consent withdraw: staff record a member's withdrawal of consent received by phone, by mail or as a forwarded STOP
// reply (issue 23). It takes effect in the member's current choices at once; the line printed gives the date by which
// it must be honoured: 10 business days after it was received (server/consent/businessDays.ts).
import { isWithdrawalSource, readMemberId, readReceived, recordWithdrawal, type ReceivedProblem } from '../../consent/recordWithdrawal';
import { PREVIOUS_INTAKE_SECRET_MS, STOP_INTAKE_PATH, STOP_INTAKE_SECRET } from '../../consent/stopIntake';
import { newWebhookSecret } from '../../delivery/signature';
import type { ConsentChannel } from '../../store/types';
import { CONSENT_CHANNELS, WITHDRAWAL_SOURCES } from '../../store/withdrawalRules';
import { CONTACT_MAX_LENGTHS } from '../../../src/domain/contact';
import { UsageError } from '../args';
import { CommandFailure, expectWords, type CommandDefinition } from '../command';
import { quoteForTerminal } from '../terminalText';

const SHAPE = 'consent withdraw --member <id> --channels text,prerecorded,phone,email|all --source phone|mail|sms-stop|web|other [--received <date>] [--force]';

function channelsOption(raw: string | true | undefined): ConsentChannel[] {
  if (typeof raw !== 'string') throw new UsageError(`--channels is required: ${CONSENT_CHANNELS.join(',')} or all.`);
  if (raw.trim() === 'all') return [...CONSENT_CHANNELS];
  const names = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(CONSENT_CHANNELS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(`Unknown channel ${quoteForTerminal(unknown[0] ?? raw)} in --channels: use ${CONSENT_CHANNELS.join(', ')} (comma-separated) or all.`);
  }
  return CONSENT_CHANNELS.filter((channel) => names.includes(channel));
}

/** UTC+14 (Kiribati): the first day anywhere on Earth. */
const EARLIEST_TIME_ZONE = 'Etc/GMT-14';

const RECEIVED_PROBLEMS: Record<ReceivedProblem, string> = {
  future: '--received is in the future: give the date the plan received the withdrawal.',
  unreadable: '--received must be a date (YYYY-MM-DD, in the plan\'s time zone) or an ISO date-time (e.g. 2026-03-01T08:00:00Z).',
};

export const consentWithdraw: CommandDefinition = {
  options: { member: 'value', channels: 'value', source: 'value', received: 'value', force: 'flag' },
  prepare(words, options, io) {
    expectWords(words, 0, SHAPE);
    const member = readMemberId(options.get('member'));
    if ('problem' in member) {
      throw new UsageError(member.problem === 'missing' ? '--member is required: the member ID as on the card.' : `--member must be at most ${CONTACT_MAX_LENGTHS.memberId} characters.`);
    }
    const channels = channelsOption(options.get('channels'));
    const source = options.get('source');
    if (!isWithdrawalSource(source)) throw new UsageError(`--source is required: ${WITHDRAWAL_SOURCES.join(', ')}.`);
    const rawReceived = options.get('received');
    if (rawReceived === true) throw new UsageError('--received needs a date (YYYY-MM-DD) or an ISO date-time.');
    // Checked before the settings are read, in the zone whose day begins first: a day that has not begun there has
    // not begun anywhere. The plan's own zone settles the rest once the settings are known.
    if (rawReceived !== undefined) {
      const early = readReceived(rawReceived, EARLIEST_TIME_ZONE);
      if ('problem' in early) throw new UsageError(RECEIVED_PROBLEMS[early.problem]);
    }
    const force = options.get('force') === true;

    return async (store, config) => {
      let receivedAt = new Date();
      if (rawReceived !== undefined) {
        const received = readReceived(rawReceived, config.planTimeZone);
        if ('problem' in received) throw new CommandFailure(RECEIVED_PROBLEMS[received.problem]);
        receivedAt = received.receivedAt;
      }
      const recorded = await recordWithdrawal(store, { memberId: member.memberId, channels, source, receivedAt, force }, config.planTimeZone);
      if ('noConsent' in recorded) {
        throw new CommandFailure(
          `No consent is on record for member ${quoteForTerminal(member.memberId)}: nothing was recorded. Check the member ID ` +
            '(letter case and spaces do not matter). To record the withdrawal all the same (a consent given outside the ' +
            'portal), run the command again with --force.',
        );
      }
      const { withdrawal } = recorded;
      // The member ID is the staff's own input, said back so they can check it; no other personal data is printed.
      io.stdout(
        `Withdrawal ${withdrawal.id} recorded for member ${quoteForTerminal(withdrawal.memberId)}: ${withdrawal.channels.join(', ')} (received ${withdrawal.receivedAt}, by ${source}).\n` +
          `It takes effect in the member's current choices now; it must be honoured by ${withdrawal.honourBy} (10 business days after it was received).\n`,
      );
    };
  },
};

/**
 * consent intake-secret: a new secret for the STOP intake (server/routes/consentIntake.ts), printed once for the SMS
 * platform's signing; the one it replaces keeps verifying for a day while the platform changes over.
 */
export const consentIntakeSecret: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 0, 'consent intake-secret');
    return async (store) => {
      const secret = newWebhookSecret();
      const previousUntil = new Date(Date.now() + PREVIOUS_INTAKE_SECRET_MS);
      const before = await store.intakeSecrets(STOP_INTAKE_SECRET);
      await store.rotateIntakeSecret(STOP_INTAKE_SECRET, secret, previousUntil);
      io.stdout(
        `The STOP intake's secret (shown once; give it to the SMS platform, which signs each STOP reply with it):\n${secret}\n` +
          `The platform posts to ${STOP_INTAKE_PATH} with Standard Webhooks headers (docs/consent.md#stop-replies-from-the-sms-platform).\n` +
          (before.current === undefined ? '' : `The secret it replaces is accepted until ${previousUntil.toISOString()}.\n`),
      );
    };
  },
};
