// The settings table: the maintenance flag, and the secrets every instance shares (the anti-forgery key, the STOP
// intake's), sealed with the secrets key (issue 35).
import type { Kysely } from 'kysely';
import { MAINTENANCE_SETTING, type Database } from './schema';
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

/** The settings keys of a shared secret and of its predecessor after a rotation. */
const sharedKeys = (name: string) => ({ current: `secret:${name}`, previous: `secret:${name}:previous` });

/** What a sealed setting is bound to (the GCM additional data): its key, so a value moved to another row does not open. */
export const settingPlace = (key: string): string => `settings:${key}`;

/** The settings rows that hold a signing secret (the intake's `previousUntil` beside them is a time, kept as it is). */
export function isSecretSetting(key: string): boolean {
  return /^(secret|intake):[^:]+(:previous)?$/.test(key);
}

/** Writes a secret sealed for its row, replacing what the row held. */
function putSecret(trx: Kysely<Database>, access: StoreAccess, key: string, secret: string) {
  const value = access.secrets.seal(settingPlace(key), secret);
  return trx.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

/** The secret a row holds, opened; undefined when there is no such row. */
function openSetting(access: StoreAccess, row: { key: string; value: string } | undefined): string | undefined {
  return row === undefined ? undefined : access.secrets.open(settingPlace(row.key), row.value);
}

/** The secret this name had before its last rotation, or undefined when it was never rotated. */
export async function previousSharedSecret(access: StoreAccess, name: string): Promise<string | undefined> {
  const key = sharedKeys(name).previous;
  return openSetting(access, await access.db.selectFrom('settings').select(['key', 'value']).where('key', '=', key).executeTakeFirst());
}

/**
 * Replaces the secret of this name by a new one from `create`, keeping the one it replaces as its predecessor (one
 * transaction: every instance reads either both old or both new). Returns nothing: a secret is never printed.
 */
export async function rotateSharedSecret(access: StoreAccess, name: string, create: () => string): Promise<void> {
  const keys = sharedKeys(name);
  await access.writeTransaction(async (trx) => {
    const current = openSetting(access, await trx.selectFrom('settings').select(['key', 'value']).where('key', '=', keys.current).executeTakeFirst());
    // Sealed again for the predecessor's row: each value opens only where it lives.
    if (current !== undefined) await putSecret(trx, access, keys.previous, current);
    await putSecret(trx, access, keys.current, create());
  });
}

/** The secret of this name, made by `create` by the first instance that asks, then the same for all. */
export async function sharedSecret(access: StoreAccess, name: string, create: () => string): Promise<string> {
  const key = sharedKeys(name).current;
  // First writer wins; every instance then reads the same value (insert-or-ignore, then read).
  await access.write(() =>
    access.db
      .insertInto('settings')
      .values({ key, value: access.secrets.seal(settingPlace(key), create()) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute(),
  );
  const row = await access.db.selectFrom('settings').select(['key', 'value']).where('key', '=', key).executeTakeFirstOrThrow();
  return access.secrets.open(settingPlace(row.key), row.value);
}


const intakeKeys = (name: string) => ({ current: `intake:${name}`, previous: `intake:${name}:previous`, previousUntil: `intake:${name}:previousUntil` });

export async function intakeSecrets(access: StoreAccess, name: string): Promise<IntakeSecrets> {
  const keys = intakeKeys(name);
  const rows = await access.db.selectFrom('settings').select(['key', 'value']).where('key', 'in', Object.values(keys)).execute();
  const row = (key: string) => rows.find((candidate) => candidate.key === key);
  return { current: openSetting(access, row(keys.current)), previous: openSetting(access, row(keys.previous)), previousUntil: row(keys.previousUntil)?.value };
}

/** A new intake secret; the one it replaces keeps verifying until `previousUntil` (one transaction). */
export async function rotateIntakeSecret(access: StoreAccess, name: string, secret: string, previousUntil: Date): Promise<void> {
  const keys = intakeKeys(name);
  await access.writeTransaction(async (trx) => {
    const current = openSetting(access, await trx.selectFrom('settings').select(['key', 'value']).where('key', '=', keys.current).executeTakeFirst());
    if (current !== undefined) {
      await putSecret(trx, access, keys.previous, current);
      const until = previousUntil.toISOString();
      await trx.insertInto('settings').values({ key: keys.previousUntil, value: until }).onConflict((oc) => oc.column('key').doUpdateSet({ value: until })).execute();
    }
    await putSecret(trx, access, keys.current, secret);
  });
}
