// Admin CLI: purge (dry run, per-form counts, idempotency keys deleted with their submissions, refusals) and
// backup (a consistent, owner-only copy of a database the server holds open; never an overwrite; PostgreSQL: pg_dump).
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { USAGE, usageFor } from '../../../server/admin/args';
import type { FormKind, PortalStore } from '../../../server/store/types';
import { adminHarness, type AdminHarness } from './adminHarness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Values that must never reach the CLI's output.
const SECRET_NAME = 'Zoë Secretperson';
const SECRET_MEMBER = 'M-SECRET-000123';
const record = (n: number) => ({ name: SECRET_NAME, memberId: SECRET_MEMBER, n });

function expectNoPersonalData(text: string): void {
  expect(text).not.toContain('Secretperson');
  expect(text).not.toContain(SECRET_MEMBER);
}

let admin: AdminHarness;
let store: PortalStore;

beforeAll(async () => {
  admin = adminHarness('purge');
  store = await admin.store();
});
afterAll(async () => {
  await admin.cleanup();
});

/** Empties the database (through the CLI itself, up to now) so each test starts from nothing. */
async function emptyDatabase(): Promise<void> {
  await sleep(2);
  const now = new Date().toISOString();
  expect((await admin.run(['purge', 'all', '--before', now])).code).toBe(0);
  // Consent records are kept CONSENT_RETENTION_DAYS unless named with --force.
  expect((await admin.run(['purge', 'contacts', '--before', now, '--force'])).code).toBe(0);
}

async function saveEach(kinds: readonly FormKind[], keyPrefix?: string): Promise<void> {
  for (const [i, kind] of kinds.entries()) {
    await store.saveSubmission(kind, record(i), keyPrefix === undefined ? {} : { idempotencyKey: `${keyPrefix}-${i}` });
  }
}

/** Saves `early`, then `late` a little later; returns an ISO date-time between them. */
async function cutBetween(early: () => Promise<void>, late: () => Promise<void>): Promise<string> {
  await early();
  await sleep(15);
  const cut = new Date().toISOString();
  await sleep(15);
  await late();
  return cut;
}

describe('help', () => {
  it('lists purge and backup with their options', () => {
    for (const text of ['purge attestations|contacts|tgi|all', '--before <date>', '--dry-run', 'backup <file>', 'pg_dump']) {
      expect(USAGE).toContain(text);
    }
  });

  it.each([[['purge', 'all', '--help']], [['backup', '-h']]])('%j prints the usage and exits 0', async (argv) => {
    expect(await admin.run(argv)).toEqual({ code: 0, stdout: USAGE, stderr: '' });
  });
});

describe('purge refusals: exit 2, the usage, nothing opened or deleted', () => {
  it.each<[string[], string]>([
    [['purge'], 'Missing argument: purge attestations|contacts|tgi|all --before <date>.'],
    [['purge', 'attestations', 'contacts', '--before', '2020-01-01'], 'Too many arguments: purge attestations|contacts|tgi|all --before <date>.'],
    [['purge', 'everything', '--before', '2020-01-01'], 'Unknown form "everything": use attestations, contacts, tgi or all.'],
    [
      ['purge', 'all'],
      'purge needs --before <date>: a date (YYYY-MM-DD, local midnight) or an ISO date-time (e.g. 2026-03-01T08:00:00Z).',
    ],
    [['purge', 'all', '--dry-run'], 'purge needs --before <date>: a date (YYYY-MM-DD, local midnight) or an ISO date-time (e.g. 2026-03-01T08:00:00Z).'],
    [['purge', 'tgi', '--before'], 'Option --before needs a value.'],
    [['purge', 'tgi', '--before', '--dry-run'], 'Option --before needs a value.'],
    [['purge', 'tgi', '--before='], 'Option --before needs a value.'],
    [
      ['purge', 'tgi', '--before', 'yesterday'],
      '--before must be a date (YYYY-MM-DD, local midnight) or an ISO date-time (e.g. 2026-03-01T08:00:00Z).',
    ],
    [
      ['purge', 'tgi', '--before', '2026-02-30'],
      '--before must be a date (YYYY-MM-DD, local midnight) or an ISO date-time (e.g. 2026-03-01T08:00:00Z).',
    ],
    [['purge', 'tgi', '--before', '2999-01-01'], '--before is in the future: purge deletes only what was received before a past date or time.'],
    [['purge', 'tgi', '--before', '2020-01-01', '--dry-run=yes'], 'Option --dry-run takes no value.'],
    [['purge', 'tgi', '--before', '2020-01-01', '--since', '2019-01-01'], 'Unknown option "--since".'],
    [['backup'], 'Missing argument: backup <file>.'],
    [['backup', 'a.sqlite3', 'b.sqlite3'], 'Too many arguments: backup <file>.'],
  ])('%j', async (argv, message) => {
    const dataDir = path.join(admin.root, 'refused-data');
    const result = await admin.run(argv, { DATA_DIR: dataDir });
    expect(result).toEqual({ code: 2, stdout: '', stderr: `${message}\n\n${usageFor(argv)}` });
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('keeps every submission when --before is refused', async () => {
    await emptyDatabase();
    await saveEach(['attestation', 'contact', 'tgi']);
    expect((await admin.run(['purge', 'all'])).code).toBe(2);
    expect((await admin.run(['purge', 'all', '--before', '9999-12-31'])).code).toBe(2);
    for (const kind of ['attestation', 'contact', 'tgi'] as const) expect(await store.countSubmissions(kind)).toBe(1);
  });
});

describe('purge', () => {
  beforeEach(emptyDatabase);

  it('--dry-run prints per form what would be deleted and deletes nothing', async () => {
    const cut = await cutBetween(
      () => saveEach(['attestation', 'attestation', 'contact', 'tgi', 'tgi', 'tgi']),
      () => saveEach(['attestation', 'contact']),
    );
    const result = await admin.run(['purge', 'all', '--before', cut, '--dry-run']);
    expect(result).toEqual({
      code: 0,
      stdout:
        `Dry run, nothing was deleted. Submissions received before ${cut}:\n` +
        '  attestations: 2 would be deleted\n' +
        '  contacts:     0 would be deleted; 1 would be kept: consent records younger than CONSENT_RETENTION_DAYS (1826 days)\n' +
        '  tgi:          3 would be deleted\n' +
        'Consent records are the evidence of what each member agreed to: they are kept CONSENT_RETENTION_DAYS. Only `purge contacts --before <date> --force` deletes them earlier.\n',
      stderr: '',
    });
    expect(await store.countSubmissions('attestation')).toBe(3);
    expect(await store.countSubmissions('contact')).toBe(2);
    expect(await store.countSubmissions('tgi')).toBe(3);
  });

  it('deletes one form received before the date, with its idempotency keys, and prints the count', async () => {
    const cut = await cutBetween(
      () => saveEach(['contact', 'contact', 'attestation'], 'old'),
      () => saveEach(['contact'], 'new'),
    );
    const result = await admin.run(['purge', 'contacts', '--before', cut, '--force']);
    expect(result).toEqual({ code: 0, stdout: `Deleted the submissions received before ${cut}:\n  contacts: 2 deleted\n`, stderr: '' });
    expectNoPersonalData(result.stdout + result.stderr);
    expect(await store.countSubmissions('contact')).toBe(1);
    expect(await store.countSubmissions('attestation')).toBe(1);

    // The purged submissions' keys went with them: a retry with one is a new submission.
    await expect(store.saveSubmission('contact', record(0), { idempotencyKey: 'old-0' })).resolves.toMatchObject({ replayed: false });
    // The kept submission's key, and the other form's, still replay.
    await expect(store.saveSubmission('contact', record(0), { idempotencyKey: 'new-0' })).resolves.toMatchObject({ replayed: true });
    await expect(store.saveSubmission('attestation', record(2), { idempotencyKey: 'old-2' })).resolves.toMatchObject({ replayed: true });
  });

  it('keeps a submission whose delivery to the plan’s systems is still pending, and says how many and why', async () => {
    const endpoint = await store.outbox.addEndpoint('https://crm.example.org/hooks', ['contact'], `whsec_${Buffer.alloc(24, 1).toString('base64')}`);
    try {
      const cut = await cutBetween(
        () => saveEach(['contact', 'contact']),
        () => saveEach(['contact']),
      );
      const [delivered] = await store.outbox.claimDue(endpoint.id, 1, 60_000, new Date(Date.now() + 1000));
      await store.outbox.finish(delivered!.id, { kind: 'delivered', status: 200 });
      const result = await admin.run(['purge', 'contacts', '--before', cut, '--force']);
      expect(result).toEqual({
        code: 0,
        stdout:
          `Deleted the submissions received before ${cut}:\n` +
          "  contacts: 1 deleted; 1 kept: their delivery to the plan's systems is still pending\n" +
          'A kept submission is deleted by a later purge once it is delivered (or its delivery has failed): see `deliveries list`.\n',
        stderr: '',
      });
      expect(await store.countSubmissions('contact')).toBe(2);
    } finally {
      await store.outbox.removeEndpoint(endpoint.id);
    }
  });

  it('keeps consent records younger than CONSENT_RETENTION_DAYS whatever the date, and says why; --force only with contacts named', async () => {
    const cut = await cutBetween(
      () => saveEach(['contact', 'contact']),
      () => saveEach(['contact']),
    );
    const kept = await admin.run(['purge', 'contacts', '--before', cut]);
    expect(kept.stdout).toBe(
      `Deleted the submissions received before ${cut}:\n` +
        '  contacts: 0 deleted; 2 kept: consent records younger than CONSENT_RETENTION_DAYS (1826 days)\n' +
        'Consent records are the evidence of what each member agreed to: they are kept CONSENT_RETENTION_DAYS. Only `purge contacts --before <date> --force` deletes them earlier.\n',
    );
    expect(await store.countSubmissions('contact')).toBe(3);
    // A plan may keep them longer, never shorter than the records it has: the setting is the floor of the purge.
    expect((await admin.run(['purge', 'contacts', '--before', cut], { DATA_DIR: admin.dataDir, CONSENT_RETENTION_DAYS: '3650' })).stdout).toContain('2 kept');
    const refused = await admin.run(['purge', 'all', '--before', cut, '--force']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^--force applies to a purge that names the consent records \(contacts\) explicitly, not to "all"\./);
    expect((await admin.run(['purge', 'contacts', '--before', cut, '--force'])).stdout).toContain('contacts: 2 deleted');
    expect(await store.countSubmissions('contact')).toBe(1);
  });

  it('all: every form, with 0 for a form that had nothing that old', async () => {
    const cut = await cutBetween(
      () => saveEach(['attestation', 'tgi']),
      () => saveEach(['contact']),
    );
    const result = await admin.run(['purge', 'all', '--before', cut]);
    expect(result.stdout).toBe(`Deleted the submissions received before ${cut}:\n  attestations: 1 deleted\n  contacts:     0 deleted\n  tgi:          1 deleted\n`);
    expect(result.code).toBe(0);
    expect(await store.countSubmissions('contact')).toBe(1);
    // Again: nothing left before that time.
    expect((await admin.run(['purge', 'all', '--before', cut])).stdout).toContain('attestations: 0 deleted');
  });

  it('reads a calendar date as local midnight, and shows the exact cut-off it used', async () => {
    await saveEach(['tgi']);
    const result = await admin.run(['purge', 'tgi', '--before', '2020-01-01']);
    expect(result).toEqual({
      code: 0,
      stdout: `Deleted the submissions received before ${new Date(2020, 0, 1).toISOString()}:\n  tgi: 0 deleted\n`,
      stderr: '',
    });
    expect(await store.countSubmissions('tgi')).toBe(1);
    // The singular names that export takes work too.
    expect((await admin.run(['purge', 'attestation', '--before', '2020-01-01T00:00:00Z', '--dry-run'])).stdout).toContain('attestations: 0 would be deleted');
  });
});

describe('backup', () => {
  beforeEach(emptyDatabase);

  it('copies the database the server has open: every submission, owner-only, openable', async () => {
    await Promise.all(Array.from({ length: 120 }, (_, i) => store.saveSubmission((['attestation', 'contact', 'tgi'] as const)[i % 3]!, record(i))));
    // The store (the running server) keeps writing while the CLI copies.
    const during = Promise.all(Array.from({ length: 60 }, (_, i) => store.saveSubmission('tgi', record(1000 + i))));
    const result = await admin.run(['backup', 'portal-backup.sqlite3']);
    await during;
    const file = path.join(admin.root, 'portal-backup.sqlite3');
    expect(result).toEqual({ code: 0, stdout: `Wrote a backup of the database to ${file} (readable by you only).\n`, stderr: '' });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(admin.root).filter((name) => name.includes('portal-backup'))).toEqual(['portal-backup.sqlite3']);

    const copy = new BetterSqlite3(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const count = (kind: string) => (copy.prepare('SELECT count(*) AS n FROM submissions WHERE kind = ?').get(kind) as { n: number }).n;
      expect(count('attestation')).toBe(40);
      expect(count('contact')).toBe(40);
      // The 40 saved before, and whole batches of the 60 saved meanwhile (a snapshot, never a torn batch).
      expect(count('tgi')).toBeGreaterThanOrEqual(40);
      expect(count('tgi')).toBeLessThanOrEqual(100);
      const stored = copy.prepare("SELECT record FROM submissions WHERE kind = 'attestation' ORDER BY id LIMIT 1").pluck().get() as string;
      expect(JSON.parse(stored)).toEqual(record(0));
    } finally {
      copy.close();
    }
  });

  it('refuses to overwrite an existing file: exit 1, the file untouched', async () => {
    const file = path.join(admin.root, 'existing.sqlite3');
    fs.writeFileSync(file, 'keep me');
    const result = await admin.run(['backup', file]);
    expect(result).toEqual({ code: 1, stdout: '', stderr: `${file} already exists: a backup never overwrites a file. Choose a new name.\n` });
    expect(fs.readFileSync(file, 'utf8')).toBe('keep me');
  });

  it('says plainly when the folder does not exist: exit 1, nothing written', async () => {
    const file = path.join(admin.root, 'no-such-folder', 'copy.sqlite3');
    const result = await admin.run(['backup', file]);
    expect(result).toEqual({ code: 1, stdout: '', stderr: `Cannot write the backup to ${file}: no such file or folder. No backup was written.\n` });
    expect(fs.existsSync(path.dirname(file))).toBe(false);
  });

  it('on PostgreSQL says backup is pg_dump\'s job: exit 2, before any connection is tried', async () => {
    // Port 1 refuses connections: an attempt would end in exit 3, not 2.
    const result = await admin.run(['backup', 'copy.dump'], { DATABASE_URL: 'postgres://portal:s3cret-pass@127.0.0.1:1/portal' });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'backup copies the SQLite database only. This configuration uses PostgreSQL (DATABASE_URL): back it up with pg_dump, ' +
        'e.g. pg_dump --format=custom --file=portal.dump "$DATABASE_URL".\n',
    );
    expect(result.stderr).not.toContain('s3cret');
    expect(fs.existsSync(path.join(admin.root, 'copy.dump'))).toBe(false);
  });
});
