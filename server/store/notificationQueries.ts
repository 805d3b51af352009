// The notices of the notification strip, as staff post them with the admin command line.
import { StoreError } from './errors';
import type { StoreAccess } from './storeAccess';
import type { NotificationRow } from './types';

export async function listNotifications(access: StoreAccess): Promise<NotificationRow[]> {
  const rows = await access.db.selectFrom('notifications').select(['id', 'message', 'created_at']).orderBy('id').execute();
  return rows.map((row) => ({ id: Number(row.id), message: row.message, createdAt: row.created_at }));
}

export async function addNotification(access: StoreAccess, message: string): Promise<NotificationRow> {
  if (typeof message !== 'string') throw new StoreError('INVALID_INPUT', 'A notification message must be text.');
  const row = await access.write(() =>
    access.db
      .insertInto('notifications')
      .values({ message, created_at: new Date().toISOString() })
      .returning(['id', 'message', 'created_at'])
      .executeTakeFirstOrThrow(),
  );
  return { id: Number(row.id), message: row.message, createdAt: row.created_at };
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
