// notifications add | list | remove | clear: the notices of the portal's notification strip.
import { CommandFailure, expectWords, plainCommand, plural, type CommandDefinition } from '../command';
import { UsageError } from '../args';

export const NOTIFICATION_MAX_LENGTH = 500;

function checkNotificationText(raw: string): string {
  const text = raw.trim();
  if (text === '') throw new CommandFailure('The notification text is empty.');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) {
    throw new CommandFailure('The notification text must be one line, without control characters.');
  }
  const length = [...text].length;
  if (length > NOTIFICATION_MAX_LENGTH) {
    throw new CommandFailure(`The notification text has ${length} characters; the most is ${NOTIFICATION_MAX_LENGTH}.`);
  }
  return text;
}

export const notificationsAdd: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 1, 'notifications add "<text>"');
    const text = checkNotificationText(words[0] ?? '');
    return async (store) => {
      const row = await store.addNotification(text);
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
  for (const row of rows) io.stdout(`${String(row.id).padStart(width)}  ${row.createdAt}  ${row.message}\n`);
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
