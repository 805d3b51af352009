// Migration 0012's filling in (issue 33): the canonical columns of the submissions stored before them, and the
// withdrawals' member keys by the one definition (memberKey). Done in TypeScript rather than SQL: a member key needs
// Unicode's NFKC, which neither database's SQL offers alike, and the schema's own functions are the definition.
import { sql, type Kysely } from 'kysely';
import { memberKey } from '../../src/domain/memberId';
import { CANONICAL_KINDS, canonicalColumns, type CanonicalRow } from './canonicalColumns';
import { readStoredRecord } from './submissionQueries';
import type { Dialect, FormKind } from './types';

/** Rows read and written per statement: small enough for either database's parameter limit, large enough to be quick. */
const BATCH = 1000;

type Filled = CanonicalRow & { id: number };

/** Writes one batch's values in one statement (each statement is atomic, so an interrupted run leaves whole batches). */
async function writeBatch(db: Kysely<unknown>, dialect: Dialect, rows: readonly Filled[]): Promise<void> {
  if (dialect === 'postgres') {
    // Three arrays, one row each: one statement whatever the batch's size, typed by the casts.
    await sql`update submissions as s set member_key = v.member_key, mobile_e164 = v.mobile_e164
      from unnest(${rows.map((row) => row.id)}::integer[], ${rows.map((row) => row.member_key)}::text[], ${rows.map((row) => row.mobile_e164)}::text[])
        as v (id, member_key, mobile_e164)
      where s.id = v.id`.execute(db);
    return;
  }
  // SQLite names a VALUES list's columns column1, column2...; UPDATE ... FROM needs SQLite 3.33 (better-sqlite3 has it).
  const values = sql.join(rows.map((row) => sql`(${row.id}, ${row.member_key}, ${row.mobile_e164})`));
  await sql`update submissions set member_key = v.column2, mobile_e164 = v.column3
    from (values ${values}) as v
    where submissions.id = v.column1`.execute(db);
}

/**
 * Fills the canonical columns of the stored submissions, in batches by id; returns how many rows it wrote. A row whose
 * record has no such field (or is not readable) stays null, and a row that already holds its values is not written, so
 * running it again only reads. The batches walk the primary key (id > the last one, in order, a thousand at a time) and
 * nothing else: a filter on the new columns (no statistics yet) made PostgreSQL read the whole table for every batch.
 */
export async function fillCanonicalColumns(db: Kysely<unknown>, dialect: Dialect): Promise<number> {
  if (CANONICAL_KINDS.length === 0) return 0;
  const kinds: readonly string[] = CANONICAL_KINDS;
  let after = 0;
  let filled = 0;
  for (;;) {
    // Every kind is read and the others skipped here: a filter on the kind could lead a planner to the kind's indexes
    // and a sort of all their rows, where the primary key gives the batch in order at once.
    const { rows } = await sql<{ id: number; kind: FormKind; record: string } & CanonicalRow>`
      select id, kind, record, member_key, mobile_e164 from submissions where id > ${after} order by id limit ${BATCH}`.execute(db);
    const last = rows.at(-1);
    if (last === undefined) break;
    after = Number(last.id);
    const values = rows.flatMap((row): Filled[] => {
      if (!kinds.includes(row.kind)) return [];
      const record = readStoredRecord(row.record);
      if (record === undefined) return [];
      const canonical = canonicalColumns(row.kind, record);
      const unchanged = canonical.member_key === row.member_key && canonical.mobile_e164 === row.mobile_e164;
      return unchanged ? [] : [{ id: Number(row.id), ...canonical }];
    });
    if (values.length > 0) await writeBatch(db, dialect, values);
    filled += values.length;
  }
  // The planner's statistics of the new columns, so the STOP lookup's first plans use their indexes (PostgreSQL
  // gathers them itself later; SQLite's planner prefers an equality index without them).
  if (dialect === 'postgres' && filled > 0) await sql`analyze submissions`.execute(db);
  return filled;
}

/**
 * The withdrawals' member keys by memberKey (before issue 33 they were only trimmed and lower-cased, without NFKC).
 * Few rows, each written only when its key changes. A key that would repeat another of the same STOP message (which
 * the table refuses) is left as it was: only an ID typed in full-width before issue 21 could do that.
 */
export async function rekeyWithdrawals(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ id: number; member_id: string; member_key: string; intake_message_id: string | null }>`
    select id, member_id, member_key, intake_message_id from consent_withdrawals order by id`.execute(db);
  const taken = new Set(rows.filter((row) => row.intake_message_id !== null).map((row) => `${row.intake_message_id}\n${row.member_key}`));
  let changed = 0;
  for (const row of rows) {
    const key = memberKey(row.member_id);
    if (key === row.member_key) continue;
    if (row.intake_message_id !== null) {
      const slot = `${row.intake_message_id}\n${key}`;
      if (taken.has(slot)) continue;
      taken.delete(`${row.intake_message_id}\n${row.member_key}`);
      taken.add(slot);
    }
    await sql`update consent_withdrawals set member_key = ${key} where id = ${row.id}`.execute(db);
    changed += 1;
  }
  return changed;
}
