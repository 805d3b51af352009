// The settings table: the maintenance flag, and the secrets every instance shares (the anti-forgery key).
import { MAINTENANCE_SETTING } from './schema';
import type { StoreAccess } from './storeAccess';
import type { IntakeSecrets } from './types';

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

/** Where a shared secret's predecessor is kept after a rotation. */
const previousKey = (name: string) => `secret:${name}:previous`;

/** The secret this name had before its last rotation, or undefined when it was never rotated. */
export async function previousSharedSecret(access: StoreAccess, name: string): Promise<string | undefined> {
  const row = await access.db.selectFrom('settings').select('value').where('key', '=', previousKey(name)).executeTakeFirst();
  return row?.value;
}

/**
 * Replaces the secret of this name by a new one from `create`, keeping the one it replaces as its predecessor (one
 * transaction: every instance reads either both old or both new). Returns nothing: a secret is never printed.
 */
export async function rotateSharedSecret(access: StoreAccess, name: string, create: () => string): Promise<void> {
  const key = `secret:${name}`;
  await access.writeTransaction(async (trx) => {
    const current = await trx.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    if (current) {
      await trx
        .insertInto('settings')
        .values({ key: previousKey(name), value: current.value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: current.value }))
        .execute();
    }
    const value = create();
    await trx.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
  });
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


const intakeKeys = (name: string) => ({ current: `intake:${name}`, previous: `intake:${name}:previous`, previousUntil: `intake:${name}:previousUntil` });

export async function intakeSecrets(access: StoreAccess, name: string): Promise<IntakeSecrets> {
  const keys = intakeKeys(name);
  const rows = await access.db.selectFrom('settings').select(['key', 'value']).where('key', 'in', Object.values(keys)).execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return { current: value(keys.current), previous: value(keys.previous), previousUntil: value(keys.previousUntil) };
}

/** A new intake secret; the one it replaces keeps verifying until `previousUntil` (one transaction). */
export async function rotateIntakeSecret(access: StoreAccess, name: string, secret: string, previousUntil: Date): Promise<void> {
  const keys = intakeKeys(name);
  await access.writeTransaction(async (trx) => {
    const put = (key: string, value: string) =>
      trx.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    const current = await trx.selectFrom('settings').select('value').where('key', '=', keys.current).executeTakeFirst();
    if (current) {
      await put(keys.previous, current.value);
      await put(keys.previousUntil, previousUntil.toISOString());
    }
    await put(keys.current, secret);
  });
}
