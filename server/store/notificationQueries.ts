// The notices of the notification strip, as staff post them with the admin command line: an English message and,
// when staff give them, the same notice in the plan's other languages.
import { StoreError } from './errors';
import type { StoreAccess } from './storeAccess';
import type { NotificationRow } from './types';

function readTranslations(json: string | null): Record<string, string> {
  if (json === null) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    // Written only by addNotification; a hand-edited row that is not JSON shows its English.
    return {};
  }
}

function toRow(row: { id: number; message: string; created_at: string; translations: string | null }): NotificationRow {
  return { id: Number(row.id), message: row.message, createdAt: row.created_at, translations: readTranslations(row.translations) };
}

export async function listNotifications(access: StoreAccess): Promise<NotificationRow[]> {
  const rows = await access.db.selectFrom('notifications').select(['id', 'message', 'created_at', 'translations']).orderBy('id').execute();
  return rows.map(toRow);
}

export async function addNotification(
  access: StoreAccess,
  message: string,
  translations: Readonly<Record<string, string>> = {},
): Promise<NotificationRow> {
  if (typeof message !== 'string') throw new StoreError('INVALID_INPUT', 'A notification message must be text.');
  if (Object.values(translations).some((text) => typeof text !== 'string')) {
    throw new StoreError('INVALID_INPUT', 'A notification translation must be text.');
  }
  const json = Object.keys(translations).length > 0 ? JSON.stringify(translations) : null;
  const row = await access.write(() =>
    access.db
      .insertInto('notifications')
      .values({ message, created_at: new Date().toISOString(), translations: json })
      .returning(['id', 'message', 'created_at', 'translations'])
      .executeTakeFirstOrThrow(),
  );
  return toRow(row);
}

export async function removeNotification(access: StoreAccess, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id)) return false;
  const result = await access.write(() => access.db.deleteFrom('notifications').where('id', '=', id).executeTakeFirst());
  return Number(result.numDeletedRows) > 0;
}

export async function clearNotifications(access: StoreAccess): Promise<number> {
  const result = await access.write(() => access.db.deleteFrom('notifications').executeTakeFirst());
  return Number(result.numDeletedRows);
}
