// The signing secrets at rest (issue 35), part of the PortalStore contract run by store.test.ts on every available
// database: what the rows hold (read with plain SQL), the plain-text rows of an earlier version encrypted, a change of
// keys, and the refusals, which name rows and key ids but never a secret.
import { Webhook } from 'standardwebhooks';
import { stopIntakeRefusal, STOP_INTAKE_SECRET } from '../../../server/consent/stopIntake';
import { signatureHeader } from '../../../server/delivery/signature';
import { ANTI_FORGERY_SECRET } from '../../../server/security/antiForgery';
import { StoredSecretError, type SecretsKeyring } from '../../../server/security/secretsAtRest';
import type { PortalStore } from '../../../server/store/types';
import { OTHER_TEST_SECRETS_KEYRING, TEST_SECRETS_KEYRING } from '../support/secretsKey';
import type { StoreTarget } from './storeTargets';

export interface SecretsAtRestContext {
  store: () => PortalStore;
  target: () => StoreTarget;
}

const WEBHOOK_SECRET = `whsec_${Buffer.alloc(24, 11).toString('base64')}`;
const ROTATED_WEBHOOK_SECRET = `whsec_${Buffer.alloc(24, 12).toString('base64')}`;
const INTAKE_SECRET = `whsec_${Buffer.alloc(24, 13).toString('base64')}`;
const NEXT_INTAKE_SECRET = `whsec_${Buffer.alloc(24, 14).toString('base64')}`;
const ANTI_FORGERY_ONE = 'anti-forgery-secret-one-0123456789abcdef';
const ANTI_FORGERY_TWO = 'anti-forgery-secret-two-0123456789abcdef';
const EVERY_SECRET = [WEBHOOK_SECRET, ROTATED_WEBHOOK_SECRET, INTAKE_SECRET, NEXT_INTAKE_SECRET, ANTI_FORGERY_ONE, ANTI_FORGERY_TWO];
/** The base64 key inside a `whsec_` secret: what actually signs, so it must not be in a row either. */
const signingKeyOf = (secret: string) => secret.slice('whsec_'.length);

const SEALED = (keyId: string) => new RegExp(`^v1\\.${keyId}\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{22}$`);

/** A request signed as the SMS platform signs it. */
function signedStop(secret: string, at: Date) {
  const body = JSON.stringify({ type: 'message.received', data: { from: '+19165550100', text: 'STOP' } });
  const id = `msg_${Math.random().toString(36).slice(2)}`;
  return { headers: { id, timestamp: String(Math.floor(at.getTime() / 1000)), signature: new Webhook(secret).sign(id, at, body) }, body };
}

/** Every value the secret rows hold, as plain SQL reads them (settings first, then the endpoints' two columns). */
async function rawSecretValues(target: StoreTarget): Promise<string[]> {
  const settings = await target.query("select key, value from settings where key like 'secret:%' or key like 'intake:%' order by key");
  const endpoints = await target.query('select secret, previous_secret from webhook_endpoints order by id');
  return [
    ...settings.filter((row) => !String(row.key).endsWith(':previousUntil')).map((row) => String(row.value)),
    ...endpoints.flatMap((row) => [row.secret, row.previous_secret].filter((value) => value !== null).map(String)),
  ];
}

/** Writes, as the store's methods do, every kind of signing secret there is, each once rotated. */
async function storeEverySecret(store: PortalStore): Promise<number> {
  const endpoint = await store.outbox.addEndpoint('https://crm.example.org/hooks', ['contact'], WEBHOOK_SECRET);
  await store.outbox.rotateSecret(endpoint.id, ROTATED_WEBHOOK_SECRET, new Date(Date.now() + 3_600_000));
  await store.sharedSecret(ANTI_FORGERY_SECRET, () => ANTI_FORGERY_ONE);
  await store.rotateSharedSecret(ANTI_FORGERY_SECRET, () => ANTI_FORGERY_TWO);
  await store.rotateIntakeSecret(STOP_INTAKE_SECRET, INTAKE_SECRET, new Date());
  await store.rotateIntakeSecret(STOP_INTAKE_SECRET, NEXT_INTAKE_SECRET, new Date(Date.now() + 3_600_000));
  return endpoint.id;
}

/** Reads every secret back through the store and checks it is the one written. */
async function expectEverySecretReadable(store: PortalStore, endpointId: number): Promise<void> {
  expect(await store.outbox.getEndpoint(endpointId)).toMatchObject({ secret: ROTATED_WEBHOOK_SECRET, previousSecret: WEBHOOK_SECRET });
  expect(await store.sharedSecret(ANTI_FORGERY_SECRET, () => 'never used')).toBe(ANTI_FORGERY_TWO);
  expect(await store.previousSharedSecret(ANTI_FORGERY_SECRET)).toBe(ANTI_FORGERY_ONE);
  expect(await store.intakeSecrets(STOP_INTAKE_SECRET)).toMatchObject({ current: NEXT_INTAKE_SECRET, previous: INTAKE_SECRET });
}

function expectNoSecretIn(text: string): void {
  for (const secret of EVERY_SECRET) {
    expect(text).not.toContain(secret);
    if (secret.startsWith('whsec_')) expect(text).not.toContain(signingKeyOf(secret));
  }
}

/** The error `work` throws (it must throw a StoredSecretError). */
async function storedSecretError(work: () => Promise<unknown>): Promise<StoredSecretError> {
  const error: unknown = await work().then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoredSecretError);
  return error as StoredSecretError;
}

export function secretsAtRestContract(context: SecretsAtRestContext): void {
  const store = () => context.store();
  const target = () => context.target();
  const openWith = async (keyring: SecretsKeyring | undefined) => {
    const other = target().open({ secretsKeyring: keyring });
    await other.migrate();
    return other;
  };

  it('stores every signing secret encrypted, naming its key, and still signs and verifies with them', async () => {
    const endpointId = await storeEverySecret(store());

    const raw = await rawSecretValues(target());
    // Endpoint secret and previous, anti-forgery and previous, intake and previous.
    expect(raw).toHaveLength(6);
    for (const value of raw) expect(value).toMatch(SEALED(TEST_SECRETS_KEYRING.current.id));
    expectNoSecretIn(JSON.stringify(raw));
    expectNoSecretIn(JSON.stringify(await target().query('select * from settings')));
    expectNoSecretIn(JSON.stringify(await target().query('select * from webhook_endpoints')));

    await expectEverySecretReadable(store(), endpointId);
    // The STOP intake verifies with the decrypted secrets; a delivery's signature verifies with the endpoint's.
    const now = new Date();
    expect(await stopIntakeRefusal(store(), signedStop(NEXT_INTAKE_SECRET, now), now)).toBeUndefined();
    expect(await stopIntakeRefusal(store(), signedStop(INTAKE_SECRET, now), now)).toBeUndefined();
    const endpoint = (await store().outbox.getEndpoint(endpointId))!;
    const timestamp = Math.floor(now.getTime() / 1000);
    const signature = signatureHeader([endpoint.secret], 'msg_1', timestamp, '{}');
    expect(new Webhook(ROTATED_WEBHOOK_SECRET).verify('{}', { 'webhook-id': 'msg_1', 'webhook-timestamp': String(timestamp), 'webhook-signature': signature })).toEqual({});
  });

  it('binds each value to its row: one copied to another row, or put there in plain text, is refused by name', async () => {
    const first = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['contact'], WEBHOOK_SECRET);
    const second = await store().outbox.addEndpoint('https://directory.example.org/hooks', ['tgi'], ROTATED_WEBHOOK_SECRET);
    await target().query(`update webhook_endpoints set secret = (select secret from webhook_endpoints where id = ${first.id}) where id = ${second.id}`);
    const copied = await storedSecretError(() => store().outbox.getEndpoint(second.id));
    expect(copied).toMatchObject({ problem: 'doesNotDecrypt', place: `webhook_endpoints:${second.id}:secret` });
    expect(copied.message).toContain(TEST_SECRETS_KEYRING.current.id);
    expectNoSecretIn(copied.message);

    // Someone with write access to the database puts a secret of their own in plain text: never used.
    await store().rotateIntakeSecret(STOP_INTAKE_SECRET, INTAKE_SECRET, new Date());
    await target().query(`update settings set value = '${NEXT_INTAKE_SECRET}' where key = 'intake:${STOP_INTAKE_SECRET}'`);
    const planted = await storedSecretError(() => store().intakeSecrets(STOP_INTAKE_SECRET));
    expect(planted).toMatchObject({ problem: 'notEncrypted', place: `settings:intake:${STOP_INTAKE_SECRET}` });
    expectNoSecretIn(planted.message);
  });

  it('encrypts the plain-text secrets an earlier version stored, once, and safely from several instances at once', async () => {
    await target().query(`insert into settings (key, value) values ('secret:${ANTI_FORGERY_SECRET}', '${ANTI_FORGERY_ONE}')`);
    await target().query(`insert into settings (key, value) values ('intake:${STOP_INTAKE_SECRET}', '${INTAKE_SECRET}')`);
    await target().query(`insert into settings (key, value) values ('intake:${STOP_INTAKE_SECRET}:previousUntil', '2026-01-01T00:00:00.000Z')`);
    await target().query(
      'insert into webhook_endpoints (url, forms, secret, previous_secret, previous_secret_until, state, created_at) values ' +
        `('https://crm.example.org/hooks', '["contact"]', '${ROTATED_WEBHOOK_SECRET}', '${WEBHOOK_SECRET}', '2026-01-01T00:00:00.000Z', 'active', '2025-12-01T00:00:00.000Z')`,
    );
    // Before the start's step, a plain-text value is never used as a secret.
    await storedSecretError(() => store().sharedSecret(ANTI_FORGERY_SECRET, () => 'never used'));

    const instances = [store(), await openWith(TEST_SECRETS_KEYRING), await openWith(TEST_SECRETS_KEYRING)];
    const reports = await Promise.all(instances.map((instance) => instance.encryptStoredSecrets({ reencrypt: false })));
    // Each value was encrypted by exactly one of them; the others found it done (or changed nothing of it).
    expect(reports.reduce((sum, report) => sum + report.encrypted, 0)).toBe(4);
    for (const report of reports) expect(report).toMatchObject({ total: 4, keyId: TEST_SECRETS_KEYRING.current.id, underPreviousKey: 0 });

    const raw = await rawSecretValues(target());
    expect(raw).toHaveLength(4);
    for (const value of raw) expect(value).toMatch(SEALED(TEST_SECRETS_KEYRING.current.id));
    expectNoSecretIn(JSON.stringify(raw));
    // The time beside the intake's secret is not a secret: kept as it was.
    expect(await target().query(`select value from settings where key = 'intake:${STOP_INTAKE_SECRET}:previousUntil'`)).toEqual([{ value: '2026-01-01T00:00:00.000Z' }]);

    expect(await store().sharedSecret(ANTI_FORGERY_SECRET, () => 'never used')).toBe(ANTI_FORGERY_ONE);
    expect(await store().intakeSecrets(STOP_INTAKE_SECRET)).toMatchObject({ current: INTAKE_SECRET });
    const [endpoint] = await store().outbox.listEndpoints();
    expect(endpoint).toMatchObject({ secret: ROTATED_WEBHOOK_SECRET, previousSecret: WEBHOOK_SECRET });

    // Done once: the next start finds nothing to do.
    expect(await store().encryptStoredSecrets({ reencrypt: false })).toMatchObject({ total: 4, encrypted: 0, reencrypted: 0 });
    expect(await rawSecretValues(target())).toEqual(raw);
  });

  it('moves every secret to a new key with reencrypt, after which the old key is no longer needed', async () => {
    const endpointId = await storeEverySecret(store());
    const oldKey = TEST_SECRETS_KEYRING.current;
    const newKey = OTHER_TEST_SECRETS_KEYRING.current;

    // During the change: the new key encrypts, the old one still decrypts; the start leaves the old values as they are.
    const changing = await openWith({ current: newKey, previous: oldKey });
    await expectEverySecretReadable(changing, endpointId);
    expect(await changing.encryptStoredSecrets({ reencrypt: false })).toMatchObject({ total: 6, encrypted: 0, underPreviousKey: 6 });
    expect(await changing.encryptStoredSecrets({ reencrypt: true })).toMatchObject({ total: 6, reencrypted: 6, underPreviousKey: 0, keyId: newKey.id });
    const raw = await rawSecretValues(target());
    for (const value of raw) expect(value).toMatch(SEALED(newKey.id));
    expectNoSecretIn(JSON.stringify(raw));

    // The new key alone reads everything; the old key alone reads nothing, and says which key it lacks.
    const afterwards = await openWith({ current: newKey });
    await expectEverySecretReadable(afterwards, endpointId);
    expect(await afterwards.encryptStoredSecrets({ reencrypt: true })).toMatchObject({ total: 6, reencrypted: 0, encrypted: 0 });
    const refused = await storedSecretError(() => store().encryptStoredSecrets({ reencrypt: false }));
    expect(refused.problem).toBe('unknownKey');
    expect(refused.message).toContain(`with the key ${newKey.id}`);
    expect(refused.message).toContain('SECRETS_KEY');
    expectNoSecretIn(refused.message);
    await storedSecretError(() => store().outbox.getEndpoint(endpointId));
  });

  it('refuses, changing nothing, when the secrets are under a key it was not given, or it was given none', async () => {
    await storeEverySecret(store());
    // A plain-text row beside them, as an earlier version left it: not encrypted by a start that must refuse.
    await target().query(`insert into settings (key, value) values ('secret:other', '${ANTI_FORGERY_ONE}')`);
    const before = await target().query('select key, value from settings order by key');

    const wrongKey = await openWith(OTHER_TEST_SECRETS_KEYRING);
    const refused = await storedSecretError(() => wrongKey.encryptStoredSecrets({ reencrypt: false }));
    expect(refused.problem).toBe('unknownKey');
    expect(refused.message).toContain(`encrypted with the key ${TEST_SECRETS_KEYRING.current.id}`);
    expect(refused.message).toContain(`the current key is ${OTHER_TEST_SECRETS_KEYRING.current.id}`);
    expect(refused.message).toMatch(/Set SECRETS_KEY \(or SECRETS_KEY_FILE\) to the key/);
    expect(refused.message).toContain('settings:secret:anti-forgery');
    expectNoSecretIn(refused.message);
    expect(await target().query('select key, value from settings order by key')).toEqual(before);

    const noKey = await openWith(undefined);
    expect((await storedSecretError(() => noKey.encryptStoredSecrets({ reencrypt: false }))).problem).toBe('noKey');
    // Without a key nothing is written in plain text either.
    expect((await storedSecretError(() => noKey.rotateIntakeSecret('other', INTAKE_SECRET, new Date()))).problem).toBe('noKey');
    expect(await target().query("select key from settings where key like 'intake:other%'")).toEqual([]);
  });
}
