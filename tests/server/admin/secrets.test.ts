// The signing secrets from the admin command line (issue 35): made and printed once but stored encrypted, moved to a
// new key by `secrets reencrypt` (counts, never a value), and refused, with what to set, under a key not given.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../../../server/store/createStore';
import { OTHER_TEST_SECRETS_KEY, OTHER_TEST_SECRETS_KEYRING, TEST_SECRETS_KEY, TEST_SECRETS_KEYRING } from '../support/secretsKey';
import { adminHarness, type AdminHarness, type AdminRun } from './adminHarness';

let admin: AdminHarness;
beforeEach(() => {
  admin = adminHarness('secrets');
});
afterEach(async () => {
  await admin.cleanup();
});

const SECRET_LINE = /^whsec_[A-Za-z0-9+/=]+$/m;
const FIRST_WEBHOOK_SECRET = `whsec_${Buffer.alloc(24, 41).toString('base64')}`;

/** The values of the rows that hold a signing secret, read with plain SQL. */
function rawSecretValues(): string[] {
  const db = new BetterSqlite3(path.join(admin.dataDir, SQLITE_FILE_NAME), { readonly: true });
  try {
    const settings = db.prepare("select value from settings where (key like 'secret:%' or key like 'intake:%') and key not like '%:previousUntil'").all() as { value: string }[];
    const endpoints = db.prepare('select secret, previous_secret from webhook_endpoints').all() as { secret: string; previous_secret: string | null }[];
    return [...settings.map((row) => row.value), ...endpoints.flatMap((row) => [row.secret, row.previous_secret ?? []].flat())];
  } finally {
    db.close();
  }
}

const printedSecret = (run: AdminRun) => SECRET_LINE.exec(run.stdout)?.[0] ?? '';

/** What staff do that makes a secret: an endpoint (its secret rotated), the STOP intake's, the anti-forgery one rotated. */
async function makeEverySecret(): Promise<{ endpointId: number; printed: string[] }> {
  const store = await admin.store();
  const endpoint = await store.outbox.addEndpoint('https://crm.example.org/hooks', ['contact'], FIRST_WEBHOOK_SECRET);
  const rotated = await admin.run(['webhooks', 'rotate', String(endpoint.id)]);
  const intake = await admin.run(['consent', 'intake-secret']);
  expect(await admin.run(['secrets', 'rotate'])).toMatchObject({ code: 0, stderr: '' });
  const printed = [printedSecret(rotated), printedSecret(intake)];
  for (const secret of printed) expect(secret).toMatch(SECRET_LINE);
  return { endpointId: endpoint.id, printed: [FIRST_WEBHOOK_SECRET, ...printed] };
}

function expectNoneOf(secrets: readonly string[], text: string): void {
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice('whsec_'.length));
  }
}

it('prints each secret it makes once, and stores each encrypted under the key it was given', async () => {
  const { endpointId, printed } = await makeEverySecret();
  const raw = rawSecretValues();
  // The endpoint's secret and previous one, the intake's, the anti-forgery one.
  expect(raw).toHaveLength(4);
  for (const value of raw) expect(value).toMatch(new RegExp(`^v1\\.${TEST_SECRETS_KEYRING.current.id}\\.`));
  expectNoneOf(printed, JSON.stringify(raw));

  const store = await admin.store();
  expect(await store.outbox.getEndpoint(endpointId)).toMatchObject({ secret: printed[1], previousSecret: FIRST_WEBHOOK_SECRET });
  expect((await store.intakeSecrets('consentStop')).current).toBe(printed[2]);
  expect((await admin.run(['webhooks', 'list'])).stdout).not.toContain('whsec_');
});

it('encrypts, as the server starts do, a secret an earlier version left in plain text', async () => {
  const store = await admin.store();
  await store.close();
  const db = new BetterSqlite3(path.join(admin.dataDir, SQLITE_FILE_NAME));
  db.prepare("insert into settings (key, value) values ('intake:consentStop', ?)").run(FIRST_WEBHOOK_SECRET);
  db.close();
  expect(await admin.run(['maintenance', 'status'])).toMatchObject({ code: 0, stderr: '' });
  expect(rawSecretValues()).toEqual([expect.stringMatching(new RegExp(`^v1\\.${TEST_SECRETS_KEYRING.current.id}\\.`))]);
});

it('secrets reencrypt moves every secret to the new key and counts them; the old key is then not needed, and alone is refused', async () => {
  const { endpointId, printed } = await makeEverySecret();
  const changing = { DATA_DIR: admin.dataDir, SECRETS_KEY: OTHER_TEST_SECRETS_KEY, SECRETS_KEY_PREVIOUS: TEST_SECRETS_KEY };
  const reencrypted = await admin.run(['secrets', 'reencrypt'], changing);
  expect(reencrypted).toEqual({
    code: 0,
    stdout:
      `The 4 signing secrets in the database are encrypted with the key ${OTHER_TEST_SECRETS_KEYRING.current.id}: 4 were encrypted again from the previous key.\n` +
      `The previous key (${TEST_SECRETS_KEYRING.current.id}) is no longer needed: remove SECRETS_KEY_PREVIOUS from every instance.\n`,
    stderr: '',
  });
  for (const value of rawSecretValues()) expect(value).toMatch(new RegExp(`^v1\\.${OTHER_TEST_SECRETS_KEYRING.current.id}\\.`));
  expectNoneOf(printed, JSON.stringify(rawSecretValues()));

  // The new key alone does everything; run again, there is nothing left to move.
  const newKeyOnly = { DATA_DIR: admin.dataDir, SECRETS_KEY: OTHER_TEST_SECRETS_KEY };
  expect(await admin.run(['webhooks', 'rotate', String(endpointId)], newKeyOnly)).toMatchObject({ code: 0, stderr: '' });
  expect((await admin.run(['secrets', 'reencrypt'], newKeyOnly)).stdout).toContain('0 were encrypted again from the previous key');

  // The old key alone: refused before any command, with which key to set, and no secret.
  const oldKeyOnly = await admin.run(['webhooks', 'list']);
  expect(oldKeyOnly.code).toBe(3);
  expect(oldKeyOnly.stderr).toContain(`encrypted with the key ${OTHER_TEST_SECRETS_KEYRING.current.id}`);
  expect(oldKeyOnly.stderr).toContain('Set SECRETS_KEY (or SECRETS_KEY_FILE) to the key');
  expectNoneOf(printed, oldKeyOnly.stderr + oldKeyOnly.stdout + reencrypted.stdout);
});

it('says so, naming the file and never its content, when SECRETS_KEY_FILE cannot be used', async () => {
  const run = await admin.run(['maintenance', 'status'], { DATA_DIR: admin.dataDir, SECRETS_KEY: undefined, SECRETS_KEY_FILE: 'missing.key' });
  expect(run).toEqual({ code: 3, stdout: '', stderr: `Invalid configuration: SECRETS_KEY_FILE names a file that cannot be read: ${path.join(admin.root, 'missing.key')}\n` });
});
