// The provider NPI list (providers import, count, clear, and the NPI check's look-up): an import streams its NPIs
// into a staging table in short transactions and swaps it in at the end, so submissions keep committing meanwhile.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ProviderImportSupersededError, StoreError } from './errors';
import type { Database } from './schema';
import type { StoreAccess } from './storeAccess';

/**
 * NPIs per write transaction of an import: each one holds SQLite's write lock for a few milliseconds only, so
 * the portal's submissions are not kept waiting (a single transaction for the whole list held it for minutes).
 */
const PROVIDER_IMPORT_TRANSACTION = 5000;
/** The longest pause an import leaves between two transactions on SQLite (see stageProviders). */
const LONGEST_IMPORT_PAUSE_MS = 100;
/**
 * The settings row naming the import that owns the staging table providers_import (a random token). That table
 * is not in the Kysely schema: it exists only while an import runs (or after one crashed, until the next).
 */
const PROVIDER_IMPORT_SETTING = 'providers-import';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Replaces the list with these NPIs (duplicates kept once); returns how many it now holds. */
export async function importProviders(access: StoreAccess, npis: AsyncIterable<string> | Iterable<string>): Promise<number> {
  const token = randomUUID();
  await access.writeTransaction(async (trx) => {
    // Taking the import over. A staging table found here is a crashed import's, or belongs to one still running,
    // which then stops at its next chunk (its token is gone): the last import started is the one that counts.
    await trx
      .insertInto('settings')
      .values({ key: PROVIDER_IMPORT_SETTING, value: token })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: token }))
      .execute();
    await sql`drop table if exists providers_import`.execute(trx);
    // Exactly as migration 0001 creates providers: this table becomes providers.
    await sql`create table providers_import (npi text primary key)`.execute(trx);
  });
  try {
    let held = 0;
    let chunk: string[] = [];
    for await (const npi of npis) {
      if (typeof npi !== 'string') throw new StoreError('INVALID_INPUT', 'Provider NPIs must be text.');
      chunk.push(npi);
      if (chunk.length === PROVIDER_IMPORT_TRANSACTION) {
        held += await stageProviders(access, token, chunk);
        chunk = [];
      }
    }
    if (chunk.length > 0) held += await stageProviders(access, token, chunk);

    // The swap: one short transaction. Renamed tables keep their primary key index (SQLite renames its
    // automatic index along; PostgreSQL keeps the constraint's name, given back here so the next import can
    // create providers_import_pkey again). Readers see the old list up to the commit, the new one after.
    await access.writeTransaction(async (trx) => {
      if (!(await ownsProviderImport(access, trx, token))) throw new ProviderImportSupersededError();
      await sql`alter table providers rename to providers_old`.execute(trx);
      await sql`alter table providers_import rename to providers`.execute(trx);
      await sql`drop table providers_old`.execute(trx);
      if (access.dialect === 'postgres') await sql`alter table providers rename constraint providers_import_pkey to providers_pkey`.execute(trx);
      await trx.deleteFrom('settings').where('key', '=', PROVIDER_IMPORT_SETTING).execute();
    });
    return held;
  } catch (error) {
    // The live list was not touched; the staging table is dropped now rather than by the next import.
    await abandonProviderImport(access, token).catch(() => undefined);
    throw error;
  }
}

/**
 * Adds one chunk to the staging table in its own short write transaction; returns how many NPIs were new (the
 * primary key keeps each NPI once, so the rest were duplicates). On SQLite it then leaves the write lock free
 * for as long as it held it, so that the server's writes, waiting asynchronously (sqliteBusy.ts), get their turn.
 */
async function stageProviders(access: StoreAccess, token: string, npis: readonly string[]): Promise<number> {
  let lockedAt = 0;
  const added = await access.writeTransaction(async (trx) => {
    lockedAt = Date.now();
    if (!(await ownsProviderImport(access, trx, token))) throw new ProviderImportSupersededError();
    // The chunk as one parameter (a JSON text, a text array) rather than one per NPI: no limit on bound
    // parameters to keep under, and far less to build. SQLite needs the WHERE to read ON CONFLICT as an upsert.
    const insert =
      access.dialect === 'postgres'
        ? sql`insert into providers_import (npi) select unnest(${npis}::text[]) on conflict (npi) do nothing`
        : sql`insert into providers_import (npi) select value from json_each(${JSON.stringify(npis)}) where true on conflict (npi) do nothing`;
    const result = await insert.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
  if (access.dialect === 'sqlite') await pause(Math.min(Date.now() - lockedAt, LONGEST_IMPORT_PAUSE_MS));
  return added;
}

/** Whether this import (by its token) still owns the staging table. */
async function ownsProviderImport(access: StoreAccess, trx: Kysely<Database>, token: string): Promise<boolean> {
  let query = trx.selectFrom('settings').select('value').where('key', '=', PROVIDER_IMPORT_SETTING);
  // PostgreSQL: the row stays locked to the commit, so no other import can take over between this check and
  // the writes that follow (on SQLite the write lock keeps every other writer out already).
  if (access.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row?.value === token;
}

async function abandonProviderImport(access: StoreAccess, token: string): Promise<void> {
  await access.writeTransaction(async (trx) => {
    // Taken over: the staging table is the other import's now.
    if (!(await ownsProviderImport(access, trx, token))) return;
    await sql`drop table if exists providers_import`.execute(trx);
    await trx.deleteFrom('settings').where('key', '=', PROVIDER_IMPORT_SETTING).execute();
  });
}

export async function providerCount(access: StoreAccess): Promise<number> {
  const row = await access.db
    .selectFrom('providers')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasProvider(access: StoreAccess, npi: string): Promise<boolean> {
  const row = await access.db.selectFrom('providers').select('npi').where('npi', '=', npi).limit(1).executeTakeFirst();
  return row !== undefined;
}
