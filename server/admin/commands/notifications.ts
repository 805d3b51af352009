// notifications add | list | remove | clear: the notices of the portal's notification strip.
import { CommandFailure, expectWords, plainCommand, plural, type CommandDefinition } from '../command';
import { UsageError, type OptionSpec } from '../args';
import { NOTIFICATION_MAX_LENGTH, readNoticeText, TRANSLATION_LANGUAGES } from '../../notices';

const TRANSLATION_OPTIONS: OptionSpec = Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, 'value']));

function checkNotificationText(raw: string, what = 'The notification text'): string {
  const read = readNoticeText(raw);
  if ('text' in read) return read.text;
  if (read.problem === 'empty') throw new CommandFailure(`${what} is empty.`);
  if (read.problem === 'control') throw new CommandFailure(`${what} must be one line, without control characters.`);
  throw new CommandFailure(`${what} has ${read.length} characters; the most is ${NOTIFICATION_MAX_LENGTH}.`);
}

export const notificationsAdd: CommandDefinition = {
  options: TRANSLATION_OPTIONS,
  prepare(words, options, io) {
    expectWords(words, 1, 'notifications add "<text>"');
    const text = checkNotificationText(words[0] ?? '');
    const translations: Record<string, string> = {};
    for (const language of TRANSLATION_LANGUAGES) {
      const given = options.get(language);
      if (typeof given === 'string') translations[language] = checkNotificationText(given, `The --${language} text`);
    }
    return async (store) => {
      const row = await store.addNotification(text, translations);
      io.stdout(`Added notification ${row.id}.\n`);
    };
  },
};

export const notificationsList = plainCommand('notifications list', async (store, io) => {
  const rows = await store.listNotifications();
  if (rows.length === 0) {
    io.stdout('No notifications.\n');
    return;
  }
  const width = Math.max(...rows.map((row) => String(row.id).length));
  for (const row of rows) {
    io.stdout(`${String(row.id).padStart(width)}  ${row.createdAt}  ${row.message}\n`);
    const indent = ' '.repeat(width + 2 + row.createdAt.length + 2);
    for (const [language, text] of Object.entries(row.translations)) io.stdout(`${indent}${language}: ${text}\n`);
  }
});

export const notificationsRemove: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 1, 'notifications remove <id>');
    const raw = words[0] ?? '';
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw new UsageError('The notification id must be a positive whole number (see notifications list).');
    return async (store) => {
      if (!(await store.removeNotification(id))) throw new CommandFailure(`There is no notification with id ${id}.`);
      io.stdout(`Removed notification ${id}.\n`);
    };
  },
};

export const notificationsClear = plainCommand('notifications clear', async (store, io) => {
  const removed = await store.clearNotifications();
  io.stdout(`Removed ${plural(removed, 'notification')}.\n`);
});
