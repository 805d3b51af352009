// The PortalStore contract, run against every available database (SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createStore, SQLITE_FILE_NAME } from '../../../server/store/createStore';
import { StoreError } from '../../../server/store/errors';
import { KyselyPortalStore } from '../../../server/store/portalStore';
import { formatReference } from '../../../server/store/schema';
import type { FormKind, PortalStore, SaveResult } from '../../../server/store/types';
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
      expect(saved.reference).toBe(`${PREFIX[kind]}-${String(saved.id).padStart(6, '0')}`);
      expect(saved.reference).toMatch(/^(ATT|PMC|TGI)-\d{6}$/);

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
      expect(c.reference).toBe(formatReference('contact', c.id));
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
      expect(await store.countSubmissions('tgi')).toBe(6);

      // With since: still only current answers.
      const cut = new Date(history[3]!.receivedAt);
      const currentSince = await store.listSubmissions('tgi', { since: cut });
      expect(currentSince.every((row) => row.id !== first.id && row.id !== second.id)).toBe(true);
      expect(currentSince.map((row) => row.id)).toContain(third.id);

      // Only TGI is reduced: other forms keep every submission.
      await store.saveSubmission('attestation', attestation, { npi: '1111111111' });
      await store.saveSubmission('attestation', attestation, { npi: '1111111111' });
      expect(await store.listSubmissions('attestation')).toHaveLength(2);
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
  });

  describe('group commit', () => {
    it('commits 500 concurrent saves in few transactions: all resolved, all stored, ids unique', async () => {
      const results = await Promise.all(
        Array.from({ length: 500 }, (_, i) => store.saveSubmission(i % 2 ? 'tgi' : 'attestation', { n: i }, { idempotencyKey: `bulk-${i}` })),
      );
      expect(results.every((r) => !r.replayed)).toBe(true);
      expect(new Set(results.map((r) => r.id)).size).toBe(500);
      expect(new Set(results.map((r) => r.reference)).size).toBe(500);
      results.forEach((r, i) => expect(r.reference).toBe(formatReference(i % 2 ? 'tgi' : 'attestation', r.id)));
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
  });

  describe('notifications', () => {
    it('adds, lists in order, removes and clears', async () => {
      expect(await store.listNotifications()).toEqual([]);
      const first = await store.addNotification('Portal closes at 6 pm.');
      const second = await store.addNotification('New: TGI survey.');
      expect(first).toEqual({ id: expect.any(Number), message: 'Portal closes at 6 pm.', createdAt: expect.any(String) });
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
