// The admin commands of delivery (issue 22): staff add, list, rotate, test and remove endpoints, and list, retry and
// replay deliveries; secrets are printed once, records never.
import { Webhook } from 'standardwebhooks';
import { eventually, startReceiver, type WebhookReceiver } from '../support/webhookReceiver';
import { adminHarness, type AdminHarness } from './adminHarness';

let admin: AdminHarness;
let receiver: WebhookReceiver;

beforeEach(async () => {
  admin = adminHarness('webhooks');
  await admin.store();
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
  await admin.cleanup();
});

const SECRET_LINE = /^whsec_[A-Za-z0-9+/]{32}$/m;
const attestation = { firstName: 'Ada', lastName: 'Lovelace', individualNPI: '1234567893' };

async function addEndpoint(...extra: string[]): Promise<{ id: number; secret: string }> {
  const added = await admin.run(['webhooks', 'add', receiver.url, '--allow-http', ...extra]);
  expect(added).toMatchObject({ code: 0, stderr: '' });
  const id = Number(/^Endpoint (\d+) added/.exec(added.stdout)?.[1]);
  const secret = SECRET_LINE.exec(added.stdout)?.[0] ?? '';
  return { id, secret };
}

it('add prints the endpoint and its secret once; list shows one line per endpoint, its id first; remove stops it', async () => {
  const { id, secret } = await addEndpoint('--forms', 'tgi,attestations');
  expect(secret).toMatch(SECRET_LINE);
  const list = await admin.run(['webhooks', 'list']);
  expect(list.stdout).toBe(`${id}  ${receiver.url}  tgi,attestations  active\n`);
  expect(list.stdout).not.toContain('whsec_');
  expect(await admin.run(['webhooks', 'remove', String(id)])).toEqual({ code: 0, stdout: `Endpoint ${id} removed; its deliveries not yet made are cancelled.\n`, stderr: '' });
  expect((await admin.run(['webhooks', 'list'])).stdout).toBe('No endpoints. Add one with `npm run admin -- webhooks add <url>`.\n');
  expect(await admin.run(['webhooks', 'remove', String(id)])).toMatchObject({ code: 1, stderr: `There is no endpoint ${id}: see \`webhooks list\`.\n` });
});

it.each<[string[], RegExp]>([
  [['webhooks', 'add', 'http://crm.example.org/hooks'], /must use https:\/\/.*--allow-http/],
  [['webhooks', 'add', 'https://user:pass@crm.example.org/hooks'], /must not hold a user name or password/],
  [['webhooks', 'add', 'ftp://crm.example.org/hooks'], /must start with https:\/\//],
  [['webhooks', 'add', 'crm.example.org'], /is not an address/],
  [['webhooks', 'add', 'https://crm.example.org/hooks', '--forms', 'members'], /Unknown form "members" in --forms/],
  [['webhooks', 'rotate', 'one'], /needs an endpoint id/],
  [['deliveries', 'replay'], /--since is required/],
  [['deliveries', 'retry', '3', '--failed'], /either a delivery id or --failed/],
  [['deliveries', 'list', '--since', 'yesterday'], /--since must be a date/],
])('%j is a usage error (exit 2) that says what to do', async (argv, message) => {
  const result = await admin.run(argv);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(message);
  expect((await admin.run(['webhooks', 'list'])).stdout).toMatch(/^No endpoints/);
});

it('test sends a webhook.test message the receiver verifies with standardwebhooks; rotate signs with both secrets for a day', async () => {
  const { id, secret } = await addEndpoint();
  const tested = await admin.run(['webhooks', 'test', String(id)]);
  expect(tested.stdout).toMatch(new RegExp(`^The test message \\(webhook.test\\) to endpoint ${id} was received: it answered 204 in \\d+ ms\\.\\n$`));
  expect(new Webhook(secret).verify(receiver.received[0]?.body ?? '', receiver.received[0]?.headers ?? {})).toMatchObject({ type: 'webhook.test', data: { endpoint: id } });

  const rotated = await admin.run(['webhooks', 'rotate', String(id)]);
  const next = SECRET_LINE.exec(rotated.stdout)?.[0] ?? '';
  expect(next).not.toBe(secret);
  expect((await admin.run(['webhooks', 'list'])).stdout).toMatch(/active {2}\(the previous secret also signs until \d{4}-\d{2}-\d{2}T/);
  await admin.run(['webhooks', 'test', String(id)]);
  for (const key of [secret, next]) expect(new Webhook(key).verify(receiver.received[1]?.body ?? '', receiver.received[1]?.headers ?? {})).toMatchObject({ type: 'webhook.test' });

  receiver.answer = () => 503;
  expect(await admin.run(['webhooks', 'test', String(id)])).toMatchObject({ code: 1, stderr: expect.stringMatching(/was not received: answered 503/) });
});

it('deliveries list shows status, attempts, last answer and next attempt, never a record; retry and replay queue again', async () => {
  const { id } = await addEndpoint('--forms', 'attestations');
  const store = await admin.store();
  const saved = await store.saveSubmission('attestation', attestation);
  const [job] = await store.outbox.claimDue(id, 1, 60_000, new Date(Date.now() + 1000));
  await store.outbox.finish(job!.id, { kind: 'failed', status: 500, error: 'answered 500; gave up after 8 attempts' });

  const listed = await admin.run(['deliveries', 'list']);
  expect(listed.stdout).toBe(`${job!.id}  endpoint ${id}  attestations  ${saved.reference}  failed  1 attempt  last answer 500  answered 500; gave up after 8 attempts\n`);
  expect(listed.stdout).not.toMatch(/Lovelace|Ada/);
  expect((await admin.run(['deliveries', 'list', '--failed'])).stdout).toBe(listed.stdout);

  expect((await admin.run(['deliveries', 'retry', '--failed'])).stdout).toBe('1 delivery queued again, due now, with the retry schedule from its start.\n');
  expect((await admin.run(['deliveries', 'list'])).stdout).toMatch(new RegExp(`^${job!.id} .* pending  0 attempts  last answer 500  next attempt \\d{4}-`));
  expect(await admin.run(['deliveries', 'retry', String(job!.id)])).toMatchObject({ code: 1, stderr: expect.stringMatching(/is not a failed delivery/) });

  // Still pending: a replay skips it; once delivered, a replay sends it again with the same webhook-id.
  expect((await admin.run(['deliveries', 'replay', '--since', '2020-01-01'])).stdout).toMatch(/^0 submissions since/);
  const [again] = await store.outbox.claimDue(id, 1, 60_000, new Date(Date.now() + 1000));
  await store.outbox.finish(again!.id, { kind: 'delivered', status: 200 });
  expect((await admin.run(['deliveries', 'replay', '--since', '2020-01-01', '--endpoint', String(id)])).stdout).toMatch(
    new RegExp(`^1 submission since 2020-01-01T.* queued again for endpoint ${id}`),
  );
  const jobs = await store.outbox.list();
  expect(jobs.map((row) => row.messageId)).toEqual([job!.messageId, job!.messageId]);
  expect(await admin.run(['deliveries', 'replay', '--since', '2020-01-01', '--endpoint', '99'])).toMatchObject({ code: 1 });
});

it('a submission stored while an endpoint is configured reaches it through a running worker', async () => {
  // The CLI adds; a worker (as each server instance runs one) delivers.
  const { id } = await addEndpoint();
  const { DeliveryWorker } = await import('../../../server/delivery/deliveryWorker');
  const store = await admin.store();
  const worker = new DeliveryWorker({ store, log: { info: () => undefined, warn: () => undefined, error: () => undefined }, pollMs: 50 });
  worker.start();
  try {
    await store.saveSubmission('attestation', attestation);
    await eventually(() => receiver.received.length === 1, 5000, 'the delivery');
    await eventually(async () => (await admin.run(['deliveries', 'list'])).stdout.includes('delivered'), 5000, 'the delivered mark');
    expect((await admin.run(['deliveries', 'list'])).stdout).toMatch(new RegExp(`endpoint ${id} .* delivered  1 attempt  last answer 204`));
  } finally {
    await worker.stop();
  }
});
