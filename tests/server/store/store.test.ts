// The PortalStore contract, run against every available database (SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createStore, SQLITE_FILE_NAME } from '../../../server/store/createStore';
import { ProviderImportSupersededError, StoreError } from '../../../server/store/errors';
import { KyselyPortalStore } from '../../../server/store/portalStore';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../../src/domain/forms';
import type { FormKind, PortalStore, SaveResult } from '../../../server/store/types';
import { canonicalContract } from './canonicalContract';
import { confirmationContract } from './confirmationContract';
import { consentContract } from './consentContract';
import { outboxContract } from './outboxContract';
import { secretsAtRestContract } from './secretsAtRestContract';
import { inboxAtAMillionContract, staffContract } from './staffContract';
import { withdrawalDeskContract } from './withdrawalDeskContract';
import { answerReviewContract } from './answerReviewContract';
import { deliveryDeskContract } from './deliveryDeskContract';
import { submissionContract } from './submissionContract';
import { availableTargets, TEST_DATABASE_URL, type StoreTarget } from './storeTargets';

const PREFIX: Record<FormKind, string> = { attestation: 'ATT', contact: 'PMC', tgi: 'TGI' };

const attestation = { firstName: 'Ada', lastName: 'Lovelace', individualNPI: '1234567893', title: 'MD', organization: 'Clinic Ü', npiApplicable: true };
const contact = { memberId: 'M123456789', email: 'ada@example.org', textOptIn: true, nested: { list: [1, 2.5, null, 'ß'] } };
const tgi = (npi: string, answer: string) => ({ providerLastName: 'Hopper', providerFirstName: 'Grace', individualNPI: npi, answer });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(availableTargets())('PortalStore on %s', (_name, makeTarget) => {
  let target: StoreTarget;
  let store: PortalStore;

  beforeAll(() => {
    target = makeTarget();
  });
  beforeEach(async () => {
    await target.reset();
    store = target.open();
    await store.migrate();
  });
  afterEach(async () => {
    await store.close();
  });
  afterAll(async () => {
    await target.cleanup();
  });

  async function reopen(): Promise<PortalStore> {
    await store.close();
    store = target.open();
    await store.migrate();
    return store;
  }

  describe('outbox and consent retention (issues 22, 23)', () => {
    outboxContract({ store: () => store, target: () => target, dialect: _name });
  });

  describe('consent evidence, withdrawals delivered and the STOP intake (issue 23)', () => {
    consentContract({ store: () => store });
  });

  describe('confirmed consent: a new email or number waits for its confirmation, a STOP holds (issue 36)', () => {
    confirmationContract({ store: () => store });
  });

  describe('the staff console: sessions, sign-ins, the audit trail and the inbox (issue 37)', () => {
    staffContract({ store: () => store, target: () => target });
    inboxAtAMillionContract({ store: () => store, target: () => target });
  });

  describe('the withdrawals to honour and their marks (issue 38)', () => {
    withdrawalDeskContract({ store: () => store });
  });

  describe('changed survey answers reviewed, and their review delivered (issue 38)', () => {
    answerReviewContract({ store: () => store });
  });

  describe('the deliveries screen: attempts kept, endpoint health, failed jobs paged; every audit action (issue 38)', () => {
    deliveryDeskContract({ store: () => store });
  });

  describe('how a submission was sent, and one submission by its id (issue 34)', () => {
    submissionContract({ store: () => store, target: () => target, reopen });
  });

  describe('signing secrets encrypted at rest (issue 35)', () => {
    secretsAtRestContract({ store: () => store, target: () => target });
  });

  describe('canonical values: the member key and the mobile number in E.164, indexed (issue 33)', () => {
    canonicalContract({ store: () => store, target: () => target, reopen });
  });

  describe('migrations', () => {
    it('can run twice, and again from another instance, without harm to the data', async () => {
      const saved = await store.saveSubmission('attestation', attestation);
      await store.migrate();
      await reopen();
      await store.migrate();
      expect(await store.countSubmissions('attestation')).toBe(1);
      const next = await store.saveSubmission('attestation', attestation);
      expect(next.id).toBeGreaterThan(saved.id);
    });

    it('is safe when two instances migrate an empty database at once', async () => {
      await store.close();
      await target.reset();
      const first = target.open();
      const second = target.open();
      await Promise.all([first.migrate(), second.migrate()]);
      const [a, b] = await Promise.all([first.saveSubmission('tgi', tgi('1234567893', 'Yes')), second.saveSubmission('tgi', tgi('1234567893', 'No'))]);
      expect(a.id).not.toBe(b.id);
      await Promise.all([first.close(), second.close()]);
      store = target.open();
      await store.migrate();
      expect(await store.countSubmissions('tgi')).toBe(2);
    });

    /**
     * Takes the database back to the schema of migrations 0001 and 0002: kinds in a check constraint, no form_kinds
     * table, no language column.
     */
    async function backToSecondMigration(): Promise<void> {
      await target.query(
        // Every migration from 0003 on (each is idempotent): Kysely runs migrations only in order.
        "delete from kysely_migration where name >= '0003'",
      );
      if (target.name === 'postgres') {
        await target.query('drop index if exists submissions_reference_unique');
        await target.query('alter table submissions drop column language');
        await target.query('alter table submissions drop constraint submissions_kind_fkey');
        await target.query("alter table submissions add constraint submissions_kind_check check (kind in ('attestation', 'contact', 'tgi'))");
      } else {
        await target.query('drop table submissions');
        await target.query(`create table submissions (id integer primary key, kind text not null, reference text not null, received_at text not null,
          record text not null, terms_version text, npi text, constraint submissions_kind_check check (kind in ('attestation', 'contact', 'tgi')))`);
        await target.query('create index submissions_kind_received_at_idx on submissions (kind, received_at)');
        await target.query('create index submissions_kind_npi_id_idx on submissions (kind, npi, id)');
      }
      await target.query('drop table form_kinds');
      await target.query('drop table webhook_endpoints');
      await target.query('drop table deliveries');
      await target.query('drop table consent_withdrawals');
      await target.query('drop table terms_versions');
    }

    it('moves a database of the first migrations to the form_kinds table, keeping every submission', async () => {
      await store.close();
      await backToSecondMigration();
      await target.query(
        `insert into submissions (id, kind, reference, received_at, record, terms_version, npi) values
          (1, 'contact', 'PMC-000001', '2026-11-01T10:00:00.000Z', '{"memberId":"M1"}', '2026-11-01', null),
          (2, 'tgi', 'TGI-000002', '2026-11-02T10:00:00.000Z', '{"answer":"Yes"}', null, '1234567893')`,
      );
      // On PostgreSQL the writer takes ids from the serial's sequence, which rows written by hand do not advance.
      if (target.name === 'postgres') await target.query("select setval(pg_get_serial_sequence('submissions', 'id'), 2)");
      store = target.open();
      await store.migrate();
      // Stored before the portal spoke another language: in English; before it took plain form posts: by the app.
      expect(
        (await store.listSubmissions('contact')).map(({ reference, termsVersion, language, submittedVia }) => ({ reference, termsVersion, language, submittedVia })),
      ).toEqual([{ reference: 'PMC-000001', termsVersion: '2026-11-01', language: 'en', submittedVia: 'app' }]);
      expect(await store.countSubmissions('tgi')).toBe(1);
      expect((await store.saveSubmission('attestation', attestation)).id).toBeGreaterThan(2);
      expect((await target.query('select kind from form_kinds order by kind')).map((row) => row.kind)).toEqual(['attestation', 'contact', 'tgi']);
      if (target.name === 'sqlite') {
        const indexes = await target.query("select name from sqlite_master where type = 'index' and tbl_name = 'submissions' and sql is not null order by name");
        expect(indexes.map((row) => row.name)).toEqual([
          // Issue 33's canonical columns.
          'submissions_kind_member_key_idx',
          'submissions_kind_mobile_e164_idx',
          'submissions_kind_npi_id_idx',
          // Issue 37: the inbox's keyset (time, then id), which replaced the index on the time alone.
          'submissions_kind_received_id_idx',
          'submissions_reference_unique',
          // Issue 36: the consents left unsettled, a partial index of the few.
          'submissions_unsettled_idx',
        ]);
      }
    });

    it('refuses, in the database itself, a second submission with a reference already given (issue 21)', async () => {
      const saved = await store.saveSubmission('attestation', attestation);
      await expect(
        target.query(`insert into submissions (id, kind, reference, received_at, record) values (901, 'attestation', '${saved.reference}', '2026-11-01T10:00:00.000Z', '{}')`),
      ).rejects.toThrow(/unique/i);
    });

    it('refuses, in the database itself, a submission of a kind no form descriptor registered', async () => {
      await expect(
        target.query("insert into submissions (id, kind, reference, received_at, record) values (900, 'feedback', 'FBK-000900', '2026-11-01T10:00:00.000Z', '{}')"),
      ).rejects.toThrow(/foreign key/i);
      await target.query("insert into form_kinds (kind) values ('feedback')");
      await target.query("insert into submissions (id, kind, reference, received_at, record) values (900, 'feedback', 'FBK-000900', '2026-11-01T10:00:00.000Z', '{}')");
      expect(await target.query("select reference from submissions where kind = 'feedback'")).toEqual([{ reference: 'FBK-000900' }]);
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });

  describe('submissions', () => {
    it.each<[FormKind, Record<string, unknown>]>([
      ['attestation', attestation],
      ['contact', contact],
      ['tgi', tgi('1234567893', 'Yes')],
    ])('stores and lists a %s submission with its reference', async (kind, record) => {
      const before = Date.now();
      const saved = await store.saveSubmission(kind, record, kind === 'contact' ? { termsVersion: '2024-01' } : {});
      expect(saved.replayed).toBe(false);
      expect(Number.isInteger(saved.id)).toBe(true);
      expect(saved.reference.startsWith(`${PREFIX[kind]}-`)).toBe(true);
      expect(saved.reference).toMatch(new RegExp(`^(ATT|PMC|TGI)-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`));

      const listed = await store.listSubmissions(kind);
      expect(listed).toHaveLength(1);
      const [row] = listed;
      expect(row).toMatchObject({ id: saved.id, reference: saved.reference, record });
      expect(row!.record).toEqual(record);
      expect(new Date(row!.receivedAt).toISOString()).toBe(row!.receivedAt);
      expect(Date.parse(row!.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(row!.receivedAt)).toBeLessThanOrEqual(Date.now() + 1000);
      if (kind === 'contact') expect(row!.termsVersion).toBe('2024-01');
      else expect(row).not.toHaveProperty('termsVersion');

      for (const other of ['attestation', 'contact', 'tgi'] as FormKind[]) {
        expect(await store.countSubmissions(other)).toBe(other === kind ? 1 : 0);
      }
    });

    it('numbers references from one id sequence across forms, listed in id order', async () => {
      const a = await store.saveSubmission('attestation', attestation);
      const c = await store.saveSubmission('contact', contact);
      const a2 = await store.saveSubmission('attestation', { ...attestation, firstName: 'Second' });
      expect(c.id).toBeGreaterThan(a.id);
      expect(a2.id).toBeGreaterThan(c.id);
      // Random since issue 21: the form's prefix and 8 characters of the alphabet, nothing of the id.
      expect(c.reference).toMatch(new RegExp(`^PMC-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`));
      expect((await store.listSubmissions('contact')).map((row) => row.reference)).toEqual([c.reference]);
      const listed = await store.listSubmissions('attestation');
      expect(listed.map((row) => row.id)).toEqual([a.id, a2.id]);
      expect(listed.map((row) => row.record.firstName)).toEqual(['Ada', 'Second']);
    });

    it('gives contact submissions a null termsVersion when none was given', async () => {
      await store.saveSubmission('contact', contact);
      const [row] = await store.listSubmissions('contact');
      expect(row!.termsVersion).toBeNull();
    });

    it('filters by since (received at or after)', async () => {
      const old = await store.saveSubmission('attestation', attestation);
      await sleep(15);
      const cut = new Date();
      await sleep(15);
      const recent = await store.saveSubmission('attestation', { ...attestation, firstName: 'Recent' });
      expect((await store.listSubmissions('attestation', { since: cut })).map((row) => row.id)).toEqual([recent.id]);
      expect((await store.listSubmissions('attestation', { since: new Date(0) })).map((row) => row.id)).toEqual([old.id, recent.id]);
      expect(await store.listSubmissions('attestation', { since: new Date(Date.now() + 60_000) })).toEqual([]);
      const [oldRow] = await store.listSubmissions('attestation');
      expect((await store.listSubmissions('attestation', { since: new Date(oldRow!.receivedAt) }))[0]!.id).toBe(old.id);
    });

    it('lists the latest TGI response per NPI, or every response with history', async () => {
      const first = await store.saveSubmission('tgi', tgi('1111111111', 'first'), { npi: '1111111111' });
      const other = await store.saveSubmission('tgi', tgi('2222222222', 'other'), { npi: '2222222222' });
      const second = await store.saveSubmission('tgi', tgi('1111111111', 'second'), { npi: '1111111111' });
      // No npi option: the record's individualNPI is used.
      const third = await store.saveSubmission('tgi', tgi('1111111111', 'third'));
      // No NPI at all: each response stands alone.
      const loneA = await store.saveSubmission('tgi', { answer: 'lone A' });
      const loneB = await store.saveSubmission('tgi', { answer: 'lone B' });

      const current = await store.listSubmissions('tgi');
      expect(current.map((row) => row.id)).toEqual([other.id, third.id, loneA.id, loneB.id]);
      expect(current.map((row) => row.record.answer)).toEqual(['other', 'third', 'lone A', 'lone B']);

      const history = await store.listSubmissions('tgi', { history: true });
      expect(history.map((row) => row.id)).toEqual([first.id, other.id, second.id, third.id, loneA.id, loneB.id]);
      // The NPI each response answers for, which the export follows an answer's changes by.
      expect(history.map((row) => row.npi)).toEqual(['1111111111', '2222222222', '1111111111', '1111111111', null, null]);
      expect(await store.countSubmissions('tgi')).toBe(6);

      // With since: still only current answers.
      const cut = new Date(history[3]!.receivedAt);
      const currentSince = await store.listSubmissions('tgi', { since: cut });
      expect(currentSince.every((row) => row.id !== first.id && row.id !== second.id)).toBe(true);
      expect(currentSince.map((row) => row.id)).toContain(third.id);

      // Only TGI is reduced: other forms keep every submission.
      await store.saveSubmission('attestation', attestation, { npi: '1111111111' });
      await store.saveSubmission('attestation', attestation, { npi: '1111111111' });
      const attestations = await store.listSubmissions('attestation');
      expect(attestations).toHaveLength(2);
      expect(attestations[0]).not.toHaveProperty('npi');
    });
  });

  describe('idempotency', () => {
    it('replays a key: the first answer, nothing new stored', async () => {
      const first = await store.saveSubmission('tgi', tgi('1234567893', 'Yes'), { idempotencyKey: 'key-1' });
      const again = await store.saveSubmission('tgi', tgi('1234567893', 'Changed'), { idempotencyKey: 'key-1' });
      expect(first.replayed).toBe(false);
      expect(again).toEqual({ id: first.id, reference: first.reference, replayed: true });
      const other = await store.saveSubmission('tgi', tgi('1234567893', 'Yes'), { idempotencyKey: 'key-2' });
      expect(other.replayed).toBe(false);
      // A replay takes no id: the next submission follows the first without a gap.
      expect(other.id).toBe(first.id + 1);
      const rows = await store.listSubmissions('tgi', { history: true });
      expect(rows.map((row) => row.record.answer)).toEqual(['Yes', 'Yes']);
      expect(await store.countSubmissions('tgi')).toBe(2);
    });

    it('replays across close and reopen', async () => {
      const first = await store.saveSubmission('attestation', attestation, { idempotencyKey: 'durable-key' });
      await reopen();
      await expect(store.saveSubmission('attestation', attestation, { idempotencyKey: 'durable-key' })).resolves.toEqual({ ...first, replayed: true });
      expect(await store.countSubmissions('attestation')).toBe(1);
    });

    it('stores one row when the same key arrives several times in one batch', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => store.saveSubmission('contact', { ...contact, i }, { idempotencyKey: 'same-batch' })),
      );
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(new Set(results.map((r) => r.reference)).size).toBe(1);
      const rows = await store.listSubmissions('contact');
      expect(rows).toHaveLength(1);
      // The first call of the batch is the one stored.
      expect(rows[0]!.record.i).toBe(0);
    });

    it('stores one row per key when two instances race with the same keys', async () => {
      const other = target.open();
      await other.migrate();
      const keys = Array.from({ length: 40 }, (_, i) => `race-${i}`);
      const [mine, theirs] = await Promise.all([
        Promise.all(keys.map((key) => store.saveSubmission('tgi', { answer: `mine ${key}` }, { idempotencyKey: key }))),
        Promise.all(keys.map((key) => other.saveSubmission('tgi', { answer: `theirs ${key}` }, { idempotencyKey: key }))),
      ]);
      keys.forEach((_key, i) => {
        const pair = [mine[i]!, theirs[i]!];
        expect(pair.filter((r) => !r.replayed)).toHaveLength(1);
        expect(pair[0]!.id).toBe(pair[1]!.id);
        expect(pair[0]!.reference).toBe(pair[1]!.reference);
      });
      expect(await store.countSubmissions('tgi')).toBe(keys.length);
      await other.close();
    });

    it('refuses a malformed key without storing anything', async () => {
      await expect(store.saveSubmission('attestation', attestation, { idempotencyKey: '' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
      await expect(store.saveSubmission('attestation', attestation, { idempotencyKey: 'x'.repeat(256) })).rejects.toBeInstanceOf(StoreError);
      await expect(store.saveSubmission('attestation', attestation, { idempotencyKey: 'bad\nkey' })).rejects.toBeInstanceOf(StoreError);
      expect(await store.countSubmissions('attestation')).toBe(0);
    });

    it('binds a key to its body: the same body replays, another body is a conflict and stores nothing', async () => {
      const first = await store.saveSubmission('tgi', tgi('1234567893', 'Yes'), { idempotencyKey: 'bound', bodyHash: 'hash-a' });
      await expect(store.saveSubmission('tgi', tgi('1234567893', 'Yes'), { idempotencyKey: 'bound', bodyHash: 'hash-a' })).resolves.toEqual({ ...first, replayed: true });
      await expect(store.saveSubmission('tgi', tgi('1234567893', 'No'), { idempotencyKey: 'bound', bodyHash: 'hash-b' })).resolves.toEqual({
        id: 0,
        reference: '',
        replayed: false,
        keyConflict: true,
      });
      expect(await store.countSubmissions('tgi')).toBe(1);
      expect((await store.listSubmissions('tgi'))[0]?.record.answer).toBe('Yes');
    });

    it('refuses another body under the same key within one batch too', async () => {
      const results = await Promise.all([
        store.saveSubmission('contact', { ...contact, i: 0 }, { idempotencyKey: 'batch-bound', bodyHash: 'first' }),
        store.saveSubmission('contact', { ...contact, i: 1 }, { idempotencyKey: 'batch-bound', bodyHash: 'other' }),
        store.saveSubmission('contact', { ...contact, i: 2 }, { idempotencyKey: 'batch-bound', bodyHash: 'first' }),
      ]);
      expect(results.map((result) => (result.keyConflict ? 'conflict' : result.replayed ? 'replay' : 'stored'))).toEqual(['stored', 'conflict', 'replay']);
      expect(await store.countSubmissions('contact')).toBe(1);
    });

    it('forgets a key past its lifetime: the same key is then a new submission, and the purge deletes expired keys', async () => {
      await store.close();
      store = target.open({ idempotencyKeyTtlMs: 1000 });
      await store.migrate();
      const first = await store.saveSubmission('attestation', attestation, { idempotencyKey: 'short-lived', bodyHash: 'h' });
      await expect(store.saveSubmission('attestation', attestation, { idempotencyKey: 'short-lived', bodyHash: 'h' })).resolves.toMatchObject({ replayed: true });
      await sleep(1200);
      const later = await store.saveSubmission('attestation', attestation, { idempotencyKey: 'short-lived', bodyHash: 'other body' });
      expect(later).toMatchObject({ replayed: false });
      expect(later.id).toBeGreaterThan(first.id);
      expect(await store.countSubmissions('attestation')).toBe(2);

      await store.saveSubmission('attestation', attestation, { idempotencyKey: 'kept-a-while' });
      expect(await store.purgeExpiredIdempotencyKeys(new Date())).toBe(0);
      expect(await store.purgeExpiredIdempotencyKeys(new Date(Date.now() + 5000))).toBe(2);
      await expect(store.saveSubmission('attestation', attestation, { idempotencyKey: 'kept-a-while' })).resolves.toMatchObject({ replayed: false });
    });
  });

  describe('group commit', () => {
    it('commits 500 concurrent saves in few transactions: all resolved, all stored, ids unique', async () => {
      const results = await Promise.all(
        Array.from({ length: 500 }, (_, i) => store.saveSubmission(i % 2 ? 'tgi' : 'attestation', { n: i }, { idempotencyKey: `bulk-${i}` })),
      );
      expect(results.every((r) => !r.replayed)).toBe(true);
      expect(new Set(results.map((r) => r.id)).size).toBe(500);
      expect(new Set(results.map((r) => r.reference)).size).toBe(500);
      results.forEach((r, i) => expect(r.reference.startsWith(i % 2 ? 'TGI-' : 'ATT-')).toBe(true));
      expect(await store.countSubmissions('attestation')).toBe(250);
      expect(await store.countSubmissions('tgi')).toBe(250);
      const stored = await store.listSubmissions('attestation');
      expect(stored.map((row) => row.record.n)).toEqual(Array.from({ length: 250 }, (_, i) => i * 2));
      expect(store).toBeInstanceOf(KyselyPortalStore);
      const stats = (store as KyselyPortalStore).writeStats;
      expect(stats.items).toBe(500);
      expect(stats.batches).toBeLessThan(10);
    });

    it('fails only the item that cannot be serialised; the rest of its batch is stored', async () => {
      const circular: Record<string, unknown> = { name: 'Secret Person' };
      circular.self = circular;
      const records: Record<string, unknown>[] = Array.from({ length: 20 }, (_, i) => ({ n: i }));
      records[7] = circular;
      records[12] = { memberId: 'M-SECRET-42', big: BigInt(1) };
      const settled = await Promise.allSettled(records.map((record) => store.saveSubmission('contact', record)));
      const rejected = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
      expect(rejected).toHaveLength(2);
      expect(settled[7]!.status).toBe('rejected');
      expect(settled[12]!.status).toBe('rejected');
      for (const { reason } of rejected) {
        expect(reason).toBeInstanceOf(StoreError);
        expect((reason as StoreError).code).toBe('INVALID_INPUT');
        expect(String((reason as Error).message)).not.toMatch(/Secret|M-SECRET|self|name|memberId|big/);
      }
      expect(await store.countSubmissions('contact')).toBe(18);
    });

    it('isolates an item the database refuses inside a batch; the others commit', async () => {
      await target.poisonSubmissions('POISON');
      const records = Array.from({ length: 40 }, (_, i) => ({ n: i, name: i === 23 ? 'POISON Jane Doe' : `Person ${i}` }));
      const settled = await Promise.allSettled(records.map((record, i) => store.saveSubmission('attestation', record, { idempotencyKey: `p-${i}` })));
      const failed = settled.flatMap((s, i) => (s.status === 'rejected' ? [i] : []));
      expect(failed).toEqual([23]);
      const reason = (settled[23] as PromiseRejectedResult).reason as StoreError;
      expect(reason).toBeInstanceOf(StoreError);
      expect(reason.code).toBe('WRITE_FAILED');
      expect(reason.dbCode).toBeDefined();
      expect(reason.message).not.toMatch(/POISON|Jane|poisoned/i);
      const stored = await store.listSubmissions('attestation');
      expect(stored.map((row) => row.record.n)).toEqual(records.map((r) => r.n).filter((n) => n !== 23));
      // The refused item's key was not kept: a retry is a new attempt, not a replay.
      await expect(store.saveSubmission('attestation', { n: 23 }, { idempotencyKey: 'p-23' })).resolves.toMatchObject({ replayed: false });
    });

    it('close waits for queued writes, then refuses new ones', async () => {
      let resolved = 0;
      const saves = Array.from({ length: 50 }, (_, i) =>
        store.saveSubmission('tgi', { answer: `q${i}` }).then((result) => {
          resolved += 1;
          return result;
        }),
      );
      await store.close();
      expect(resolved).toBe(50);
      expect(new Set((await Promise.all(saves)).map((r) => r.id)).size).toBe(50);
      await expect(store.saveSubmission('tgi', { answer: 'late' })).rejects.toMatchObject({ code: 'CLOSED' });
      await expect(store.close()).resolves.toBeUndefined();
      store = target.open();
      await store.migrate();
      expect(await store.countSubmissions('tgi')).toBe(50);
    });

    it('refuses an unknown kind or a record that is not an object', async () => {
      await expect(store.saveSubmission('other' as FormKind, {})).rejects.toMatchObject({ code: 'INVALID_INPUT' });
      await expect(store.saveSubmission('tgi', ['a'] as unknown as Record<string, unknown>)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
      await expect(store.saveSubmission('tgi', null as unknown as Record<string, unknown>)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    });
  });

  describe('purge and backup', () => {
    /** Saves `early`, then `late` at least a few ms later; returns the cut-off between them. */
    async function saveAroundCutoff(early: () => Promise<unknown>, late: () => Promise<unknown>): Promise<Date> {
      await early();
      await sleep(15);
      const cut = new Date();
      await sleep(15);
      await late();
      return cut;
    }

    it('counts per form on a dry run and deletes nothing', async () => {
      const cut = await saveAroundCutoff(
        async () => {
          await store.saveSubmission('attestation', attestation);
          await store.saveSubmission('attestation', attestation);
          await store.saveSubmission('tgi', tgi('1234567893', 'old'));
        },
        () => store.saveSubmission('attestation', attestation),
      );
      const counts = (await store.purgeSubmissions(['attestation', 'contact', 'tgi'], cut, { dryRun: true })).deleted;
      expect(counts).toEqual({ attestation: 2, contact: 0, tgi: 1 });
      expect(await store.countSubmissions('attestation')).toBe(3);
      expect(await store.countSubmissions('tgi')).toBe(1);
    });

    it('deletes only the named forms received before the cut-off, with their idempotency keys', async () => {
      const kept: SaveResult[] = [];
      const cut = await saveAroundCutoff(
        async () => {
          await store.saveSubmission('attestation', attestation, { idempotencyKey: 'old-att' });
          await store.saveSubmission('contact', contact, { idempotencyKey: 'old-contact' });
          await store.saveSubmission('tgi', tgi('1234567893', 'old'), { idempotencyKey: 'old-tgi' });
        },
        async () => {
          kept.push(await store.saveSubmission('attestation', { ...attestation, firstName: 'Recent' }, { idempotencyKey: 'new-att' }));
        },
      );

      expect((await store.purgeSubmissions(['attestation', 'tgi'], cut)).deleted).toEqual({ attestation: 1, contact: 0, tgi: 1 });
      expect((await store.listSubmissions('attestation')).map((row) => row.record.firstName)).toEqual(['Recent']);
      expect(await store.countSubmissions('tgi')).toBe(0);
      expect(await store.countSubmissions('contact')).toBe(1);

      // A purged submission's key is gone: the same key is a new submission, not a replay of a deleted one.
      await expect(store.saveSubmission('attestation', attestation, { idempotencyKey: 'old-att' })).resolves.toMatchObject({ replayed: false });
      await expect(store.saveSubmission('tgi', tgi('1234567893', 'again'), { idempotencyKey: 'old-tgi' })).resolves.toMatchObject({ replayed: false });
      // The keys of what was kept, and of the forms not named, still replay.
      await expect(store.saveSubmission('attestation', attestation, { idempotencyKey: 'new-att' })).resolves.toEqual({ ...kept[0], replayed: true });
      await expect(store.saveSubmission('contact', contact, { idempotencyKey: 'old-contact' })).resolves.toMatchObject({ replayed: true });

      // Nothing left before the cut-off: a second purge deletes nothing.
      expect((await store.purgeSubmissions(['attestation', 'contact', 'tgi'], cut, { dryRun: true })).deleted).toEqual({ attestation: 0, contact: 1, tgi: 0 });
      expect((await store.purgeSubmissions(['attestation', 'tgi'], cut)).deleted).toEqual({ attestation: 0, contact: 0, tgi: 0 });
    });

    it('keeps a submission received exactly at the cut-off (strictly before only)', async () => {
      await store.saveSubmission('contact', contact);
      const [row] = await store.listSubmissions('contact');
      expect((await store.purgeSubmissions(['contact'], new Date(row!.receivedAt))).deleted).toEqual({ attestation: 0, contact: 0, tgi: 0 });
      expect((await store.purgeSubmissions(['contact'], new Date(Date.parse(row!.receivedAt) + 1))).deleted).toEqual({ attestation: 0, contact: 1, tgi: 0 });
      expect(await store.countSubmissions('contact')).toBe(0);
    });

    it('purges many submissions of every form in one call, and the store keeps working', async () => {
      await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          store.saveSubmission((['attestation', 'contact', 'tgi'] as const)[i % 3]!, { n: i }, { idempotencyKey: `many-${i}` }),
        ),
      );
      await sleep(5);
      expect((await store.purgeSubmissions(['attestation', 'contact', 'tgi'], new Date())).deleted).toEqual({ attestation: 100, contact: 100, tgi: 100 });
      const next = await store.saveSubmission('tgi', { n: 'after' }, { idempotencyKey: 'many-0' });
      expect(next.replayed).toBe(false);
      expect(await store.countSubmissions('tgi')).toBe(1);
    });

    it('refuses no kind, an unknown kind or an invalid date, deleting nothing', async () => {
      await store.saveSubmission('attestation', attestation);
      const later = new Date(Date.now() + 60_000);
      await expect(store.purgeSubmissions([], later)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
      await expect(store.purgeSubmissions(['attestation', 'other' as FormKind], later)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
      await expect(store.purgeSubmissions(['attestation'], new Date('not a date'))).rejects.toBeInstanceOf(StoreError);
      expect(await store.countSubmissions('attestation')).toBe(1);
    });

    it('backs up SQLite while the database is in use; PostgreSQL says backup is pg_dump\'s job', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
      try {
        const file = path.join(dir, 'copy.sqlite3');
        await Promise.all(Array.from({ length: 50 }, (_, i) => store.saveSubmission('contact', { ...contact, i })));
        if (store.dialect === 'postgres') {
          await expect(store.backupTo(file)).rejects.toMatchObject({ code: 'UNSUPPORTED', message: expect.stringContaining('pg_dump') });
          expect(fs.existsSync(file)).toBe(false);
          return;
        }
        // Another instance (the server) keeps writing during the copy.
        const other = target.open();
        await other.migrate();
        const writes = Promise.all(Array.from({ length: 200 }, (_, i) => other.saveSubmission('tgi', { answer: `during ${i}` })));
        await store.backupTo(file);
        await writes;
        await other.close();

        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(fs.readdirSync(dir)).toEqual(['copy.sqlite3']);
        const copy = new BetterSqlite3(file, { readonly: true });
        try {
          expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
          expect(copy.prepare("SELECT count(*) AS n FROM submissions WHERE kind = 'contact'").get()).toEqual({ n: 50 });
          // A consistent snapshot: some of the concurrent writes or none, never a torn one.
          const { n } = copy.prepare("SELECT count(*) AS n FROM submissions WHERE kind = 'tgi'").get() as { n: number };
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n).toBeLessThanOrEqual(200);
        } finally {
          copy.close();
        }

        // Never over an existing file (the copy just made stays as it was); nothing left behind on failure.
        const size = fs.statSync(file).size;
        await expect(store.backupTo(file)).rejects.toMatchObject({ code: 'BACKUP_FAILED', dbCode: 'EEXIST' });
        expect(fs.statSync(file).size).toBe(size);
        await expect(store.backupTo(path.join(dir, 'missing', 'copy.sqlite3'))).rejects.toMatchObject({ code: 'BACKUP_FAILED', dbCode: 'ENOENT' });
        expect(fs.readdirSync(dir)).toEqual(['copy.sqlite3']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('maintenance flag', () => {
    it('is off by default, and persists across close and reopen', async () => {
      expect(await store.getMaintenance()).toBe(false);
      await store.setMaintenance(true);
      expect(await store.getMaintenance()).toBe(true);
      await store.setMaintenance(true);
      await reopen();
      expect(await store.getMaintenance()).toBe(true);
      await store.setMaintenance(false);
      await reopen();
      expect(await store.getMaintenance()).toBe(false);
    });
  });

  describe('shared secrets', () => {
    it('creates a secret once and gives every later caller, after a reopen too, the same one', async () => {
      const first = await store.sharedSecret('anti-forgery', () => 'secret-one');
      const second = await store.sharedSecret('anti-forgery', () => 'secret-two');
      await reopen();
      const third = await store.sharedSecret('anti-forgery', () => 'secret-three');
      expect([first, second, third]).toEqual(['secret-one', 'secret-one', 'secret-one']);
      expect(await store.sharedSecret('other', () => 'other-secret')).toBe('other-secret');
    });

    it('rotates a secret, keeping the one it replaces as the previous, for every reader after a reopen too (issue 21)', async () => {
      expect(await store.previousSharedSecret('anti-forgery')).toBeUndefined();
      await store.sharedSecret('anti-forgery', () => 'secret-one');
      await store.rotateSharedSecret('anti-forgery', () => 'secret-two');
      await reopen();
      expect(await store.sharedSecret('anti-forgery', () => 'never')).toBe('secret-two');
      expect(await store.previousSharedSecret('anti-forgery')).toBe('secret-one');
      await store.rotateSharedSecret('anti-forgery', () => 'secret-three');
      expect(await store.previousSharedSecret('anti-forgery')).toBe('secret-two');
      // A secret never made is made by its first rotation, with no previous.
      await store.rotateSharedSecret('fresh', () => 'fresh-one');
      expect(await store.sharedSecret('fresh', () => 'never')).toBe('fresh-one');
      expect(await store.previousSharedSecret('fresh')).toBeUndefined();
    });
  });

  describe('notifications', () => {
    it('adds, lists in order, removes and clears', async () => {
      expect(await store.listNotifications()).toEqual([]);
      const first = await store.addNotification('Portal closes at 6 pm.');
      const second = await store.addNotification('New: TGI survey.');
      expect(first).toEqual({ id: expect.any(Number), message: 'Portal closes at 6 pm.', createdAt: expect.any(String), translations: {} });
      expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
      expect(second.id).toBeGreaterThan(first.id);
      expect(await store.listNotifications()).toEqual([first, second]);

      expect(await store.removeNotification(first.id)).toBe(true);
      expect(await store.removeNotification(first.id)).toBe(false);
      expect(await store.removeNotification(999_999)).toBe(false);
      expect(await store.listNotifications()).toEqual([second]);

      const third = await store.addNotification('Third');
      expect(third.id).toBeGreaterThan(second.id);
      expect(await store.clearNotifications()).toBe(2);
      expect(await store.clearNotifications()).toBe(0);
      expect(await store.listNotifications()).toEqual([]);
    });
  });

  describe('providers', () => {
    it('imports de-duplicated, replaces the whole list, answers hasProvider', async () => {
      expect(await store.providerCount()).toBe(0);
      expect(await store.hasProvider('1234567893')).toBe(false);
      expect(await store.importProviders(['1234567893', '1111111111', '1234567893', '2222222222'])).toBe(3);
      expect(await store.providerCount()).toBe(3);
      expect(await store.hasProvider('1234567893')).toBe(true);
      expect(await store.hasProvider('2222222222')).toBe(true);
      expect(await store.hasProvider('3333333333')).toBe(false);

      expect(await store.importProviders(['3333333333'])).toBe(1);
      expect(await store.providerCount()).toBe(1);
      expect(await store.hasProvider('1234567893')).toBe(false);
      expect(await store.hasProvider('3333333333')).toBe(true);

      const many = Array.from({ length: 2500 }, (_, i) => String(1_000_000_000 + i));
      expect(await store.importProviders([...many, ...many.slice(0, 100)])).toBe(2500);
      expect(await store.providerCount()).toBe(2500);
      expect(await store.hasProvider('1000002499')).toBe(true);

      expect(await store.importProviders([])).toBe(0);
      expect(await store.providerCount()).toBe(0);
    });

    /** `count` ten-digit NPIs from `first` on (the store takes them as they are: the CLI checks them). */
    const npiRange = (first: number, count: number) => Array.from({ length: count }, (_, index) => String(first + index));
    // More than one write transaction of an import holds (5000), so that the import is under way after them.
    const FIRST_CHUNKS = 6000;

    async function providerTables(): Promise<string[]> {
      const rows = await target.query(
        target.name === 'sqlite'
          ? "select name from sqlite_master where type = 'table' and name like 'providers%' order by name"
          : "select tablename as name from pg_tables where schemaname = current_schema() and tablename like 'providers%' order by tablename",
      );
      return rows.map((row) => String(row.name));
    }

    it('reads an async iterable chunk by chunk: other writers commit meanwhile, and the old list stays in use to the end', async () => {
      await store.importProviders(['1111111111']);
      const other = target.open();
      await other.migrate();
      let meanwhile: Record<string, unknown> = {};
      async function* slowList() {
        yield* npiRange(2_000_000_000, FIRST_CHUNKS);
        // Asked for more only once the first chunk is committed. A single transaction for the whole import would
        // hold SQLite's write lock here, and this submission would wait for it in vain (5 s, then fail).
        const saved = await other.saveSubmission('attestation', attestation);
        meanwhile = {
          reference: saved.reference,
          count: await other.providerCount(),
          oldListed: await other.hasProvider('1111111111'),
          newListed: await other.hasProvider('2000000000'),
          tables: await providerTables(),
        };
        yield* npiRange(2_000_000_000 + FIRST_CHUNKS, 4000);
      }
      expect(await store.importProviders(slowList())).toBe(FIRST_CHUNKS + 4000);
      expect(meanwhile).toEqual({ reference: expect.stringMatching(/^ATT-/), count: 1, oldListed: true, newListed: false, tables: ['providers', 'providers_import'] });
      expect(await other.providerCount()).toBe(FIRST_CHUNKS + 4000);
      expect(await other.hasProvider('1111111111')).toBe(false);
      expect(await other.hasProvider('2000009999')).toBe(true);
      expect(await other.countSubmissions('attestation')).toBe(1);
      expect(await providerTables()).toEqual(['providers']);
    });

    it('keeps each NPI once across chunks and counts only the new ones', async () => {
      const list = npiRange(3_000_000_000, 12_000);
      expect(await store.importProviders([...list, ...list.slice(0, 2000), ...list.slice(11_000)])).toBe(12_000);
      expect(await store.providerCount()).toBe(12_000);
    });

    it('keeps the old list when the NPIs fail midway, and leaves no staging table', async () => {
      await store.importProviders(['1111111111']);
      async function* failing() {
        yield* npiRange(2_000_000_000, FIRST_CHUNKS);
        throw new Error('the file could not be read');
      }
      await expect(store.importProviders(failing())).rejects.toThrow('the file could not be read');
      await expect(store.importProviders(['2222222222', 42 as unknown as string])).rejects.toMatchObject({ code: 'INVALID_INPUT' });
      expect(await store.providerCount()).toBe(1);
      expect(await store.hasProvider('1111111111')).toBe(true);
      expect(await store.hasProvider('2000000000')).toBe(false);
      expect(await providerTables()).toEqual(['providers']);
    });

    it("clears what a crashed import left, and swaps in a table with the list's primary key", async () => {
      await store.importProviders(['1111111111']);
      // A crash: the staging table, a row, and the token of an import that never finished.
      await target.query('create table providers_import (npi text primary key)');
      await target.query("insert into providers_import (npi) values ('9999999999')");
      await target.query("insert into settings (key, value) values ('providers-import', 'a crashed import')");
      expect(await store.hasProvider('1111111111')).toBe(true);

      expect(await store.importProviders(['2222222222', '3333333333'])).toBe(2);
      expect(await store.hasProvider('9999999999')).toBe(false);
      expect(await store.providerCount()).toBe(2);
      expect(await providerTables()).toEqual(['providers']);
      expect(await target.query("select key from settings where key = 'providers-import'")).toEqual([]);
      const primaryKey =
        target.name === 'sqlite'
          ? "select name from pragma_index_list('providers') where origin = 'pk'"
          : "select conname as name from pg_constraint where conrelid = 'providers'::regclass and contype = 'p'";
      expect(await target.query(primaryKey)).toEqual([{ name: target.name === 'sqlite' ? 'sqlite_autoindex_providers_1' : 'providers_pkey' }]);
      // And again: the staging table's key name is free for the next import (PostgreSQL names it after the table).
      expect(await store.importProviders(['4444444444'])).toBe(1);
      expect(await target.query(primaryKey)).toHaveLength(1);
    });

    it('lets an import started meanwhile take over: the first one fails, and nothing of its list is kept', async () => {
      await store.importProviders(['1111111111']);
      const other = target.open();
      await other.migrate();
      let second: Promise<number> = Promise.resolve(0);
      async function* first() {
        yield* npiRange(2_000_000_000, FIRST_CHUNKS);
        second = other.importProviders(npiRange(3_000_000_000, 7000));
        await second;
        yield* npiRange(2_000_000_000 + FIRST_CHUNKS, 10);
      }
      await expect(store.importProviders(first())).rejects.toBeInstanceOf(ProviderImportSupersededError);
      expect(await second).toBe(7000);
      expect(await store.providerCount()).toBe(7000);
      expect(await store.hasProvider('2000000000')).toBe(false);
      expect(await store.hasProvider('3000006999')).toBe(true);
      expect(await providerTables()).toEqual(['providers']);
    });
  });
});

if (TEST_DATABASE_URL === undefined) {
  describe.skip('PortalStore on postgres (set TEST_DATABASE_URL to run)', () => {
    it('runs the same suite against PostgreSQL', () => undefined);
  });
}

describe('createStore', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-create-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('opens SQLite in <dataDir>/portal.sqlite3 (creating the directory) in WAL mode', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const store = createStore({ dataDir });
    expect(store.dialect).toBe('sqlite');
    await store.migrate();
    await store.saveSubmission('attestation', attestation);
    await store.close();
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    expect(fs.existsSync(file)).toBe(true);
    const db = new BetterSqlite3(file, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare('SELECT count(*) AS n FROM submissions').get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  });

  it('uses PostgreSQL when a database URL is given, and ping fails when it cannot be reached', async () => {
    const store = createStore({ databaseUrl: 'postgres://nobody:secret@127.0.0.1:1/none', dataDir: dir });
    expect(store.dialect).toBe('postgres');
    await expect(store.ping()).rejects.toThrow();
    await store.close();
  });

  it('keeps SaveResult free of anything but id, reference and replayed', async () => {
    const store = createStore({ dataDir: dir });
    await store.migrate();
    const result: SaveResult = await store.saveSubmission('contact', contact, { idempotencyKey: 'k' });
    expect(Object.keys(result).sort()).toEqual(['id', 'reference', 'replayed']);
    await store.close();
  });
});
