// Every signing secret the database holds, encrypted with the current secrets key (issue 35): the start's step that
// encrypts what an earlier version left in plain text, and `secrets reencrypt` once the plan has changed keys.
import type { Kysely } from 'kysely';
import { sealedKeyId, StoredSecretError, unknownKeyMessage } from '../security/secretsAtRest';
import { endpointSecretPlace } from './outboxQueries';
import type { Database } from './schema';
import { isSecretSetting, settingPlace } from './settingsQueries';
import type { StoreAccess } from './storeAccess';
import type { StoredSecretsReport } from './types';

/** One stored secret: where it lives, its value, and how to replace that value (only if it is still the one read). */
interface StoredSecret {
  place: string;
  value: string;
  replace(trx: Kysely<Database>, sealed: string): Promise<boolean>;
}

async function readStoredSecrets(db: Kysely<Database>): Promise<StoredSecret[]> {
  const settings = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where((eb) => eb.or([eb('key', 'like', 'secret:%'), eb('key', 'like', 'intake:%')]))
    .orderBy('key')
    .execute();
  const endpoints = await db.selectFrom('webhook_endpoints').select(['id', 'secret', 'previous_secret']).orderBy('id').execute();
  // Each replacement names the value it read: an instance that changed the row meanwhile (PostgreSQL, several
  // instances starting at once) keeps its value, and this one changes nothing there.
  const updated = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;
  return [
    ...settings
      .filter((row) => isSecretSetting(row.key))
      .map((row): StoredSecret => ({
        place: settingPlace(row.key),
        value: row.value,
        replace: async (trx, sealed) =>
          updated(await trx.updateTable('settings').set({ value: sealed }).where('key', '=', row.key).where('value', '=', row.value).executeTakeFirst()),
      })),
    ...endpoints.flatMap((row): StoredSecret[] => {
      const id = Number(row.id);
      const current: StoredSecret = {
        place: endpointSecretPlace(id, 'secret'),
        value: row.secret,
        replace: async (trx, sealed) =>
          updated(await trx.updateTable('webhook_endpoints').set({ secret: sealed }).where('id', '=', id).where('secret', '=', row.secret).executeTakeFirst()),
      };
      const previousValue = row.previous_secret;
      if (previousValue === null) return [current];
      const previous: StoredSecret = {
        place: endpointSecretPlace(id, 'previous_secret'),
        value: previousValue,
        replace: async (trx, sealed) =>
          updated(
            await trx.updateTable('webhook_endpoints').set({ previous_secret: sealed }).where('id', '=', id).where('previous_secret', '=', previousValue).executeTakeFirst(),
          ),
      };
      return [current, previous];
    }),
  ];
}

interface Plan {
  report: StoredSecretsReport;
  writes: { kind: 'encrypted' | 'reencrypted'; secret: StoredSecret; sealed: string }[];
}

/** What to write; throws, before anything is written, when a secret names a key this store was not given. */
function plan(access: StoreAccess, secrets: readonly StoredSecret[], reencrypt: boolean): Plan {
  const report: StoredSecretsReport = { keyId: access.secrets.keyId, total: secrets.length, encrypted: 0, reencrypted: 0, underPreviousKey: 0 };
  const { keyring } = access.secrets;
  const [first] = secrets;
  if (first === undefined) return { report, writes: [] };
  if (keyring === undefined) {
    throw new StoredSecretError(first.place, 'noKey', 'The database holds signing secrets, and the store was opened without a secrets key.');
  }
  const unknown = secrets.filter((secret) => {
    const keyId = sealedKeyId(secret.value);
    return keyId !== undefined && keyId !== keyring.current.id && keyId !== keyring.previous?.id;
  });
  if (unknown.length > 0) {
    const keyIds = [...new Set(unknown.map((secret) => sealedKeyId(secret.value) ?? ''))];
    throw new StoredSecretError(unknown[0]!.place, 'unknownKey', unknownKeyMessage(unknown.map((secret) => secret.place), keyIds, keyring));
  }
  const writes: Plan['writes'] = [];
  for (const secret of secrets) {
    const keyId = sealedKeyId(secret.value);
    if (keyId === undefined) {
      writes.push({ kind: 'encrypted', secret, sealed: access.secrets.seal(secret.place, secret.value) });
    } else if (reencrypt) {
      // Opened first, also under the current key: a value changed or moved by hand stops the command, naming its row.
      const plaintext = access.secrets.open(secret.place, secret.value);
      if (keyId !== keyring.current.id) writes.push({ kind: 'reencrypted', secret, sealed: access.secrets.seal(secret.place, plaintext) });
    } else if (keyId !== keyring.current.id) {
      report.underPreviousKey += 1;
    }
  }
  return { report, writes };
}

/**
 * Encrypts the secrets found in plain text and, with `reencrypt`, those under the previous key. Read outside a
 * transaction first, so a start with nothing to do takes no write lock; the writes are one transaction.
 */
export async function encryptStoredSecrets(access: StoreAccess, { reencrypt }: { reencrypt: boolean }): Promise<StoredSecretsReport> {
  const first = plan(access, await readStoredSecrets(access.db), reencrypt);
  if (first.writes.length === 0) return first.report;
  return access.writeTransaction(async (trx) => {
    const { report, writes } = plan(access, await readStoredSecrets(trx), reencrypt);
    for (const write of writes) {
      if (await write.secret.replace(trx, write.sealed)) report[write.kind] += 1;
    }
    return report;
  });
}
