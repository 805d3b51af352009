// The settings table: the maintenance flag, and the secrets every instance shares (the anti-forgery key).
import { MAINTENANCE_SETTING } from './schema';
import type { StoreAccess } from './storeAccess';

export async function getMaintenance(access: StoreAccess): Promise<boolean> {
  const row = await access.db.selectFrom('settings').select('value').where('key', '=', MAINTENANCE_SETTING).executeTakeFirst();
  return row?.value === 'on';
}

export async function setMaintenance(access: StoreAccess, on: boolean): Promise<void> {
  const value = on ? 'on' : 'off';
  await access.write(() =>
    access.db
      .insertInto('settings')
      .values({ key: MAINTENANCE_SETTING, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute(),
  );
}

/** The secret of this name, made by `create` by the first instance that asks, then the same for all. */
export async function sharedSecret(access: StoreAccess, name: string, create: () => string): Promise<string> {
  const key = `secret:${name}`;
  // First writer wins; every instance then reads the same value (insert-or-ignore, then read).
  await access.write(() =>
    access.db
      .insertInto('settings')
      .values({ key, value: create() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute(),
  );
  const row = await access.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
