// The canonical values' part of the PortalStore contract (issue 33), run by store.test.ts on every available database:
// each consent keeps its member key and mobile number in E.164 in indexed columns, migration 0012 fills them for the
// rows stored before it, and a STOP reply's lookup goes through the indexes (the databases' own plans say so).
import { DummyDriver, Kysely, PostgresAdapter, PostgresQueryCompiler, SqliteAdapter, SqliteQueryCompiler, type Dialect } from 'kysely';
import { recordStopReply } from '../../../server/consent/stopIntake';
import type { Database } from '../../../server/store/schema';
import type { PortalStore } from '../../../server/store/types';
import { membersWithMobile } from '../../../server/store/withdrawalQueries';
import { contact as consentRecord } from './consentContract';
import type { StoreTarget } from './storeTargets';
import { savedConsent } from '../support/settledConsent';

export interface CanonicalContext {
  store: () => PortalStore;
  target: () => StoreTarget;
  /** Closes the store and opens a new, migrated one on the same database. */
  reopen: () => Promise<PortalStore>;
}

/** Texts are ticked whenever a number is given, as the form requires. */
const contact = (memberId: string, mobileNumber: string) => consentRecord(memberId, mobileNumber, mobileNumber !== '');

/** A Kysely that only writes SQL, in the target's dialect: the store's own statement, to be explained. */
function compilerFor(target: StoreTarget): Kysely<Database> {
  const postgres = target.name === 'postgres';
  const dialect: Dialect = {
    createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
    createDriver: () => new DummyDriver(),
    createIntrospector: () => {
      throw new Error('not used');
    },
    createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
  };
  return new Kysely<Database>({ dialect });
}

/** The database's plan of a statement, as one text. */
async function plan(target: StoreTarget, statement: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  const explain = target.name === 'postgres' ? 'explain ' : 'explain query plan ';
  const rows = await target.query(explain + statement.sql, statement.parameters);
  return rows.map((row) => String(target.name === 'postgres' ? row['QUERY PLAN'] : row.detail)).join('\n');
}

const SUBMISSION_COLUMNS = 'id, kind, reference, received_at, record, language';

export function canonicalContract(context: CanonicalContext): void {
  const store = () => context.store();
  const target = () => context.target();

  it('keeps with each consent its member key and its mobile number in E.164; other forms and no number keep null', async () => {
    await savedConsent(store(), contact('AB-123', '(916) 555-0100'));
    await savedConsent(store(), contact(' ab-123 ', ''));
    await store().saveSubmission('attestation', { firstName: 'Ada', memberId: 'AB-123', mobileNumber: '(916) 555-0100' });
    expect(await target().query('select kind, member_key, mobile_e164 from submissions order by id')).toEqual([
      { kind: 'contact', member_key: 'ab-123', mobile_e164: '+19165550100' },
      { kind: 'contact', member_key: 'ab-123', mobile_e164: null },
      { kind: 'attestation', member_key: null, mobile_e164: null },
    ]);
    // Exports and webhook bodies read the record, not these columns: nothing of them shows.
    expect(Object.keys((await store().listSubmissions('contact'))[0]!)).not.toContain('memberKey');
  });

  it('migration 0012 fills the canonical columns of the rows stored before it, and re-keys the withdrawals by the one definition', async () => {
    // Back to the schema of 0011: the columns, their indexes and the migration's record gone.
    await store().close();
    // It and every migration after it (each is idempotent): Kysely runs migrations only in order.
    await target().query("delete from kysely_migration where name >= '0012'");
    for (const index of ['submissions_kind_member_key_idx', 'submissions_kind_mobile_e164_idx']) await target().query(`drop index ${index}`);
    for (const column of ['member_key', 'mobile_e164']) await target().query(`alter table submissions drop column ${column}`);
    // As stored before: a full-width ID (typed before issue 21 normalised IDs), one with spaces, no number, a record
    // that is not JSON, and another form's record with the same field names.
    const records = [
      [701, 'contact', contact('\uFF21\uFF22-123', '(916) 555-0100')],
      [702, 'contact', contact(' ab-123 ', '(916) 555-0199')],
      [703, 'contact', contact('CD-9', '')],
      [704, 'contact', 'not json'],
      [705, 'attestation', { firstName: 'Ada', memberId: 'AB-123', mobileNumber: '(916) 555-0100' }],
      [706, 'contact', contact('EF-7', '(916) 555-0100')],
    ] as const;
    for (const [id, kind, record] of records) {
      const text = typeof record === 'string' ? record : JSON.stringify(record);
      await target().query(`insert into submissions (${SUBMISSION_COLUMNS}) values (${id}, '${kind}', 'REF-${id}', '2026-11-0${id - 700}T10:00:00.000Z', '${text.replace(/'/g, "''")}', 'en')`);
    }
    if (target().name === 'postgres') await target().query("select setval(pg_get_serial_sequence('submissions', 'id'), 706)");
    // A withdrawal keyed as before issue 33 (trimmed and lower-cased only): the full-width ID kept its full width.
    await target().query(
      `insert into consent_withdrawals (member_id, member_key, channels, source, received_at, honour_by, recorded_at)
        values ('\uFF21\uFF22-123', '\uFF41\uFF42-123', '["email"]', 'mail', '2026-11-10T10:00:00.000Z', '2026-11-24', '2026-11-10T10:00:00.000Z')`,
    );

    await context.reopen();
    expect(await target().query('select id, member_key, mobile_e164 from submissions order by id')).toEqual([
      { id: 701, member_key: 'ab-123', mobile_e164: '+19165550100' },
      { id: 702, member_key: 'ab-123', mobile_e164: '+19165550199' },
      { id: 703, member_key: 'cd-9', mobile_e164: null },
      { id: 704, member_key: null, mobile_e164: null },
      { id: 705, member_key: null, mobile_e164: null },
      { id: 706, member_key: 'ef-7', mobile_e164: '+19165550100' },
    ]);
    expect(await target().query('select member_key from consent_withdrawals')).toEqual([{ member_key: 'ab-123' }]);

    // The STOP lookup finds them through the columns: the number's members, each with all their consents.
    const found = await store().consentsOfMobile('contact', '+1 916 555 0100');
    expect(found.consents.map((consent) => consent.id)).toEqual([701, 702, 706]);
    expect(found.withdrawals.map((withdrawal) => withdrawal.memberId)).toEqual(['\uFF21\uFF22-123']);
    // Run again (another instance, a raced run): nothing changes.
    await store().close();
    // It and every migration after it (each is idempotent): Kysely runs migrations only in order.
    await target().query("delete from kysely_migration where name >= '0012'");
    await context.reopen();
    expect(await target().query('select count(*) as n from submissions where member_key is not null')).toEqual([{ n: target().name === 'postgres' ? '4' : 4 }]);
  });

  it("a STOP reply's number, however written, matches the form's mask and withdraws as before", async () => {
    await savedConsent(store(), contact('AB-123', '(916) 555-0100'));
    const result = await recordStopReply(
      store(),
      { messageId: 'msg_canonical', phone: '+19165550100', receivedAt: new Date('2026-11-25T18:00:00Z'), channels: ['text'] },
      'America/Los_Angeles',
    );
    expect(result.withdrawals.map(({ memberId, channels }) => ({ memberId, channels }))).toEqual([{ memberId: 'AB-123', channels: ['text'] }]);
    expect(await store().consentsOfMobile('contact', 'not a number')).toEqual({ consents: [], withdrawals: [] });
  });

  it("the STOP lookup's statements use the canonical columns' indexes", async () => {
    // Enough rows that the planner prefers an index to reading the table, as it would with a plan's real volume.
    await target().query(
      `with recursive n (i) as (select 1 union all select i + 1 from n where i < 5000)
       insert into submissions (${SUBMISSION_COLUMNS}, member_key, mobile_e164)
       select 100000 + i, 'contact', 'PLAN-' || i, '2026-11-01T10:00:00.000Z', '{}', 'en', 'm-' || i, '+1916' || (5000000 + i) from n`,
    );
    const compiler = compilerFor(target());
    const withMobile = membersWithMobile(compiler, 'contact', '+19165550100').compile();
    // The members' consents, as listSubmissionRows asks for them.
    const ofMembers = compiler.selectFrom('submissions as s').select(['s.id', 's.record']).where('s.kind', '=', 'contact').where('s.member_key', 'in', ['m-1', 'm-2']).orderBy('s.id').compile();
    // Without statistics (the portal never runs ANALYZE on SQLite) and with them.
    for (const analyzed of [false, true]) {
      if (analyzed) await target().query(target().name === 'postgres' ? 'analyze submissions' : 'analyze');
      expect(await plan(target(), withMobile)).toContain('submissions_kind_mobile_e164_idx');
      expect(await plan(target(), ofMembers)).toContain('submissions_kind_member_key_idx');
    }
  });
}
