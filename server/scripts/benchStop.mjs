// `npm run bench:stop`: how long a STOP reply's lookup takes among a million stored consents (issue 33), the way it was
// (a LIKE over every record's JSON text, then another for the members' IDs) and the way it is (the canonical columns'
// indexes), timed in the same run on the same database, since the machine is shared and a figure from another day
// means nothing.
//
// Builds the server if stale, then for SQLite (a fresh temp DATA_DIR) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
// is set, PostgreSQL (in a schema of its own, dropped at the end, so no table of that database is touched):
//   1. migrates to 0011, the schema before the canonical columns, and stores BENCH_ROWS consents (default 1,000,000;
//      one member in five has two, with different numbers) in large transactions;
//   2. times the old lookup (the statements consentsOfMobile ran before issue 33, copied below) on that schema;
//   3. runs the remaining migrations as the server does at start (0012 fills the columns of every row), timed;
//   4. times the old statements again (the control, on the same data) and store.consentsOfMobile, and checks that both
//      find the same consents; prints each database's plan of the first statement.
// Each figure is the median of BENCH_RUNS lookups (default 7), each of another stored number, after one warm-up.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** One consent in five is a second consent of a member (another number): a member then has two to be found. */
const MEMBERS = Math.ceil(ROWS * 0.8);
const BEFORE_CANONICAL = '0011_submitted_via';
const INSERT_BATCH = 10_000;
const COLUMNS = ['s.id', 's.reference', 's.received_at', 's.record', 's.terms_version', 's.terms_sha256', 's.language', 's.npi', 's.page_url', 's.client_ip', 's.user_agent', 's.submitted_via'];

buildIfStale({ spa: false });
const { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } = require('kysely');
const BetterSqlite3 = require('better-sqlite3');
const { Pool } = require('pg');
const { createStore, SQLITE_FILE_NAME } = require(path.join(root, 'dist-server/server/store/createStore.js'));
const { migrationProvider } = require(path.join(root, 'dist-server/server/store/migrations.js'));
const { membersWithMobile } = require(path.join(root, 'dist-server/server/store/withdrawalQueries.js'));
const { phoneE164 } = require(path.join(root, 'dist-server/src/domain/phone.js'));

const fmt = (ms) => `${ms < 10 ? ms.toFixed(2) : ms.toFixed(0)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The i-th consent's mobile number, as the form's mask writes it: (916) 200-0000 onwards, every one different. */
function mobileOf(i) {
  const area = 916 + Math.floor(i / 8_000_000);
  const line = String(2_000_000 + (i % 8_000_000));
  return `(${area}) ${line.slice(0, 3)}-${line.slice(3)}`;
}

/** The i-th stored consent: a record as the server stores it, of member i mod MEMBERS. */
function consent(i) {
  const member = i % MEMBERS;
  const record = {
    firstName: 'Zoë',
    lastName: 'Núñez',
    memberId: `M${String(member).padStart(9, '0')}`,
    emailAddress: `member${member}@example.org`,
    mobileNumber: mobileOf(i),
    isEmail: true,
    isText: true,
    isPreRecordedCall: false,
    isPhone: false,
  };
  const at = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  return { id: i + 1, reference: `PMC-B${i}`, receivedAt: at, record: JSON.stringify(record), termsVersion: '2026-11-01' };
}

// ---- The lookup as it was before issue 33 (server/store/withdrawalQueries.ts), for the control. ----
const likeText = (value) => value.replace(/[\\%_]/g, (character) => `\\${character}`);
const oldMemberKey = (memberId) => memberId.trim().toLowerCase();

function oldFirstStatement(mobileNumber) {
  return sql`select ${sql.join(COLUMNS.map((column) => sql.ref(column)))} from submissions as s
    where s.kind = 'contact' and s.record like ${`%${likeText(JSON.stringify({ mobileNumber }).slice(1, -1))}%`} escape '\\' order by s.id`;
}

async function oldConsentsOfMobile(db, mobileNumber) {
  const { rows: withMobile } = await oldFirstStatement(mobileNumber).execute(db);
  const keys = [...new Set(withMobile.map((row) => oldMemberKey(String(JSON.parse(row.record).memberId ?? ''))).filter(Boolean))];
  if (keys.length === 0) return [];
  const { rows: ofMembers } = await sql`select ${sql.join(COLUMNS.map((column) => sql.ref(column)))} from submissions as s
    where s.kind = 'contact' and (${sql.join(
      keys.map((key) => sql`lower(s.record) like ${`%"memberid":"%${likeText(JSON.stringify(key).slice(1, -1))}%`} escape '\\'`),
      sql` or `,
    )}) order by s.id`.execute(db);
  const consents = ofMembers.map((row) => ({ id: Number(row.id), record: JSON.parse(row.record) })).filter((row) => keys.includes(oldMemberKey(String(row.record.memberId ?? ''))));
  await sql`select * from consent_withdrawals where member_key in (${sql.join(keys)}) order by received_at, id`.execute(db);
  return consents.map((row) => row.id);
}

/** The database's plan of a statement (a query builder's or a raw one), with its parameters, one line each. */
async function explain(db, dialect, statement) {
  const compiled = statement.compile(db);
  const prefix = dialect === 'postgres' ? 'explain' : 'explain query plan';
  const { rows } = await db.executeQuery(CompiledQuery.raw(`${prefix} ${compiled.sql}`, compiled.parameters));
  return rows.map((row) => `    ${row['QUERY PLAN'] ?? row.detail}`).join('\n');
}

/** The numbers the timed lookups ask for: stored ones, spread over the table, a member with two consents among them. */
function sampleNumbers() {
  const picks = [Math.floor(ROWS * 0.9)];
  for (let run = 1; picks.length < RUNS + 1; run += 1) picks.push(Math.floor((ROWS * run) / (RUNS + 2)));
  return picks.map(mobileOf);
}

async function timed(lookup, numbers) {
  const times = [];
  const found = [];
  await lookup(numbers[0]);
  for (const number of numbers.slice(1)) {
    const start = performance.now();
    found.push(await lookup(number));
    times.push(performance.now() - start);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), found };
}

async function fillSqlite(file) {
  const raw = new BetterSqlite3(file);
  raw.pragma('journal_mode = WAL');
  const insert = raw.prepare(
    "insert into submissions (id, kind, reference, received_at, record, terms_version, language) values (@id, 'contact', @reference, @receivedAt, @record, @termsVersion, 'en')",
  );
  const many = raw.transaction((from, to) => {
    for (let i = from; i < to; i += 1) insert.run(consent(i));
  });
  for (let from = 0; from < ROWS; from += 100_000) many(from, Math.min(ROWS, from + 100_000));
  // No ANALYZE: the portal never runs one, so its planner works without statistics, and so does this bench's.
  raw.close();
}

async function fillPostgres(db) {
  for (let from = 0; from < ROWS; from += INSERT_BATCH) {
    const rows = [];
    for (let i = from; i < Math.min(ROWS, from + INSERT_BATCH); i += 1) rows.push(consent(i));
    await sql`insert into submissions (id, kind, reference, received_at, record, terms_version)
      select v.id, 'contact', v.reference, v.received_at, v.record, v.terms_version
      from unnest(${rows.map((row) => row.id)}::integer[], ${rows.map((row) => row.reference)}::text[], ${rows.map((row) => row.receivedAt)}::text[],
        ${rows.map((row) => row.record)}::text[], ${rows.map((row) => row.termsVersion)}::text[]) as v (id, reference, received_at, record, terms_version)`.execute(db);
  }
  await sql`select setval(pg_get_serial_sequence('submissions', 'id'), ${ROWS})`.execute(db);
  // As autovacuum would have by now on a database that grew to this size (the migration analyzes again when it is done).
  await sql`analyze submissions`.execute(db);
}

async function benchDatabase(label, dialect, { kysely, storeOptions, fill }) {
  console.log(`\n== ${label}: ${ROWS.toLocaleString('en-US')} stored consents, ${MEMBERS.toLocaleString('en-US')} members ==`);
  const db = kysely();
  // The schema as it was before the canonical columns: what a plan upgrading from then has stored.
  const { error } = await new Migrator({ db, provider: migrationProvider(dialect) }).migrateTo(BEFORE_CANONICAL);
  if (error) throw error;
  let start = performance.now();
  await fill(db);
  console.log(`stored in ${fmt(performance.now() - start)}`);
  const numbers = sampleNumbers();

  const oldBefore = await timed((number) => oldConsentsOfMobile(db, number), numbers);
  console.log(`old lookup (LIKE), before migration 0012:      median ${fmt(oldBefore.median)} (min ${fmt(oldBefore.min)}, max ${fmt(oldBefore.max)})`);
  console.log(`  plan of its first statement:\n${await explain(db, dialect, oldFirstStatement(numbers[1]))}`);

  const store = createStore(storeOptions);
  start = performance.now();
  await store.migrate();
  console.log(`migration 0012 (columns, indexes, filling every stored row): ${fmt(performance.now() - start)}`);

  const oldAfter = await timed((number) => oldConsentsOfMobile(db, number), numbers);
  const now = await timed(async (number) => (await store.consentsOfMobile('contact', number)).consents.map((row) => row.id), numbers);
  console.log(`old lookup (LIKE), control after migration:    median ${fmt(oldAfter.median)} (min ${fmt(oldAfter.min)}, max ${fmt(oldAfter.max)})`);
  console.log(`new lookup (store.consentsOfMobile, indexes):  median ${fmt(now.median)} (min ${fmt(now.min)}, max ${fmt(now.max)})`);
  const same = JSON.stringify(oldAfter.found) === JSON.stringify(now.found);
  console.log(`same consents found both ways: ${same ? 'yes' : 'NO'} (${now.found.map((ids) => ids.length).join(', ')} per lookup)`);
  console.log(`  plan of its first statement:\n${await explain(db, dialect, membersWithMobile(db, 'contact', phoneE164(numbers[1])))}`);
  const ofMembers = db.selectFrom('submissions as s').select(COLUMNS).where('s.kind', '=', 'contact').where('s.member_key', 'in', ['m000000001']).orderBy('s.id');
  console.log(`  plan of its second statement (the members' consents):\n${await explain(db, dialect, ofMembers)}`);
  console.log(`speed-up (median, same run): ${(oldAfter.median / now.median).toFixed(0)}×`);
  await store.close();
  await db.destroy();
  if (!same) throw new Error('the old and the new lookup found different consents');
  return { label, before: oldBefore.median, control: oldAfter.median, after: now.median };
}

async function main() {
  console.log(`bench:stop on ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)}`);
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-stop-'));
  try {
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    // The store's own file, made as createStore makes it.
    await createStore({ dataDir }).close();
    results.push(
      await benchDatabase('SQLite', 'sqlite', {
        kysely: () => new Kysely({ dialect: new SqliteDialect({ database: new BetterSqlite3(file) }) }),
        storeOptions: { dataDir },
        fill: () => fillSqlite(file),
      }),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const pgUrl = (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL)?.trim();
  if (pgUrl) {
    // A schema of its own: the database's tables are never touched, and it goes at the end.
    const schema = `bench_stop_${crypto.randomBytes(4).toString('hex')}`;
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const admin = new Pool({ connectionString: pgUrl, max: 1 });
    await admin.query(`create schema ${schema}`);
    try {
      results.push(
        await benchDatabase('PostgreSQL', 'postgres', {
          kysely: () => new Kysely({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url.toString(), max: 2 }) }) }),
          storeOptions: { dataDir, databaseUrl: url.toString() },
          fill: (db) => fillPostgres(db),
        }),
      );
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  } else {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.)');
  }

  console.log('\n== Summary: a STOP reply\'s lookup, median of ' + RUNS + ' ==');
  for (const result of results) {
    console.log(`${result.label.padEnd(10)} before (LIKE) ${fmt(result.before).padStart(9)}  control (LIKE, after) ${fmt(result.control).padStart(9)}  after (index) ${fmt(result.after).padStart(8)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
