// The admin commands of delivery (issue 22): staff add, list, rotate, test and remove endpoints, and list, retry and
// replay deliveries; secrets are printed once, records never.
import dns from 'node:dns';
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

/** Adds the receiver, on loopback: the plan's own network, which takes --allow-private-network and its warning. */
async function addEndpoint(...extra: string[]): Promise<{ id: number; secret: string }> {
  const added = await admin.run(['webhooks', 'add', receiver.url, '--allow-http', '--allow-private-network', ...extra]);
  expect(added).toMatchObject({ code: 0, stderr: expect.stringMatching(/^Warning: endpoint \d+ may lead inside the plan’s own network/) });
  const id = Number(/^Endpoint (\d+) added/.exec(added.stdout)?.[1]);
  const secret = SECRET_LINE.exec(added.stdout)?.[0] ?? '';
  return { id, secret };
}

it('add prints the endpoint and its secret once; list shows one line per endpoint, its id first; remove stops it', async () => {
  const { id, secret } = await addEndpoint('--forms', 'tgi,attestations');
  expect(secret).toMatch(SECRET_LINE);
  const list = await admin.run(['webhooks', 'list']);
  expect(list.stdout).toBe(`${id}  ${receiver.url}  tgi,attestations  active  private network allowed\n`);
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
  expect((await admin.run(['webhooks', 'list'])).stdout).toMatch(/active {2}private network allowed {2}\(the previous secret also signs until \d{4}-\d{2}-\d{2}T/);
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

describe('where an endpoint may lead (issue 35)', () => {
  afterEach(() => jest.restoreAllMocks());

  /** Answers the portal's look-ups of `name`, one answer per call (the last repeats), as a name server the test runs. */
  function answerLookups(name: string, ...answers: (string[] | NodeJS.ErrnoException)[]): string[] {
    const real = dns.promises.lookup.bind(dns.promises);
    const asked: string[] = [];
    const fake = (hostname: string, options?: dns.LookupOptions): Promise<dns.LookupAddress[]> => {
      if (hostname !== name) return real(hostname, { ...options, all: true });
      asked.push(hostname);
      const answer = answers[Math.min(asked.length, answers.length) - 1] ?? [];
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
    };
    // lookup is overloaded (one address, or all of them); the portal always asks for all, which is what this answers.
    jest.spyOn(dns.promises, 'lookup').mockImplementation(fake as unknown as typeof dns.promises.lookup);
    return asked;
  }

  const ownNetwork = /: the portal does not post submissions inside its own network\. For a receiver on the plan’s own network, add --allow-private-network\.\n$/;

  it.each<[string, string]>([
    ['http://2130706433/hooks', 'The address leads to 127.0.0.1, a loopback address (127.0.0.0/8)'],
    ['http://0x7f000001/hooks', 'The address leads to 127.0.0.1, a loopback address'],
    ['http://0177.0.0.1/hooks', 'The address leads to 127.0.0.1, a loopback address'],
    ['http://127.1/hooks', 'The address leads to 127.0.0.1, a loopback address'],
    ['http://127.0.0.1./hooks', 'The address leads to 127.0.0.1, a loopback address'],
    ['http://%31%32%37.0.0.1/hooks', 'The address leads to 127.0.0.1, a loopback address'],
    ['http://[::ffff:127.0.0.1]/hooks', 'The address leads to ::ffff:7f00:1, which carries 127.0.0.1, a loopback address (127.0.0.0/8)'],
    ['http://[::1]/hooks', 'The address leads to ::1, a loopback address (::1/128)'],
    ['http://localhost/hooks', '"localhost" resolves to 127.0.0.1, a loopback address'],
    ['http://localhost./hooks', '"localhost." resolves to 127.0.0.1, a loopback address'],
    ['http://api.localhost/hooks', '"api.localhost" resolves to 127.0.0.1, a loopback address'],
    ['http://10.0.0.5/hooks', 'The address leads to 10.0.0.5, a private address (RFC 1918) (10.0.0.0/8)'],
    ['http://172.16.8.1/hooks', 'The address leads to 172.16.8.1, a private address (RFC 1918)'],
    ['http://192.168.1.10/hooks', 'The address leads to 192.168.1.10, a private address (RFC 1918)'],
    ['http://100.64.0.1/hooks', 'The address leads to 100.64.0.1, a shared address (carrier-grade NAT, RFC 6598)'],
    ['http://[fd00::5]/hooks', 'The address leads to fd00::5, a unique local address (ULA, the private IPv6 range) (fc00::/7)'],
  ])('%s is refused without --allow-private-network, naming the address (exit 1, nothing stored)', async (url, named) => {
    const result = await admin.run(['webhooks', 'add', url, '--allow-http']);
    expect(result).toEqual({ code: 1, stdout: '', stderr: expect.stringContaining(named) });
    expect(result.stderr).toMatch(ownNetwork);
    expect((await admin.run(['webhooks', 'list'])).stdout).toMatch(/^No endpoints/);
  });

  it.each<[string, string]>([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254, a link-local address, where clouds serve instance metadata (169.254.0.0/16)'],
    ['http://[::ffff:169.254.169.254]/', '::ffff:a9fe:a9fe, which carries 169.254.169.254, a link-local address'],
    ['http://100.100.100.200/', '100.100.100.200, a cloud metadata address'],
    ['http://[fd00:ec2::254]/', 'fd00:ec2::254, a cloud metadata address (fd00:ec2::/32)'],
    ['http://[fe80::1]/', 'fe80::1, a link-local address (fe80::/10)'],
    ['http://0.0.0.0/', '0.0.0.0, an unspecified ("this network") address'],
    ['http://0/', '0.0.0.0, an unspecified ("this network") address'],
    ['http://224.0.0.1/', '224.0.0.1, a multicast address'],
    ['http://255.255.255.255/', '255.255.255.255, a reserved address'],
  ])('%s is refused even with --allow-private-network', async (url, named) => {
    const result = await admin.run(['webhooks', 'add', url, '--allow-http', '--allow-private-network']);
    expect(result).toEqual({ code: 1, stdout: '', stderr: expect.stringContaining(`The address leads to ${named}`) });
    expect(result.stderr).toMatch(/: the portal never posts submissions there, with or without --allow-private-network\.\n$/);
    expect((await admin.run(['webhooks', 'list'])).stdout).toMatch(/^No endpoints/);
  });

  it('with --allow-private-network a receiver on loopback is added with a warning naming where it leads, listed so, and reached', async () => {
    const added = await admin.run(['webhooks', 'add', receiver.url, '--allow-http', '--allow-private-network', '--forms', 'attestations']);
    expect(added).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Endpoint 1 added/) });
    expect(added.stderr).toBe(
      'Warning: endpoint 1 may lead inside the plan’s own network (--allow-private-network, recorded on it and shown by `webhooks list`): ' +
        'the address leads to 127.0.0.1, a loopback address (127.0.0.0/8). Submissions are posted wherever its host leads there; ' +
        'link-local, cloud metadata, multicast and reserved addresses stay refused.\n',
    );
    expect((await admin.run(['webhooks', 'list'])).stdout).toBe(`1  ${receiver.url}  attestations  active  private network allowed\n`);
    expect(await admin.run(['webhooks', 'test', '1'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/was received: it answered 204/) });
    expect(receiver.received).toHaveLength(1);
  });

  it('a name that led to the internet when added but leads to loopback at the connection is refused then, naming the address', async () => {
    // A name server that answers a public address once, then 127.0.0.1 (DNS rebinding): the receiver waits there.
    const asked = answerLookups('crm.plan.test', ['93.184.215.14'], ['127.0.0.1']);
    const url = receiver.url.replace('127.0.0.1', 'crm.plan.test');
    const added = await admin.run(['webhooks', 'add', url, '--allow-http']);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    // The public answer was the add's: no connection may ever be given it (it is a real address on the internet).
    expect(asked).toHaveLength(1);
    expect((await admin.run(['webhooks', 'list'])).stdout).toBe(`1  ${url}  attestations,contacts,tgi  active\n`);
    const tested = await admin.run(['webhooks', 'test', '1']);
    expect(tested).toMatchObject({ code: 1, stderr: expect.stringMatching(/^The test message to endpoint 1 was not received: address refused: 127\.0\.0\.1, a loopback address \(127\.0\.0\.0\/8\) \(after \d+ ms\)\.\n$/) });
    expect(receiver.received).toHaveLength(0);
  });

  it('private-network lets an endpoint added before the check reach the plan’s network, keeping its id and secret; off refuses it again', async () => {
    // Added before issue 35 (no flag), straight into the store as it was then.
    const store = await admin.store();
    const before = await store.outbox.addEndpoint(receiver.url, ['attestation'], 'whsec_' + 'A'.repeat(32));
    expect(await admin.run(['webhooks', 'test', String(before.id)])).toMatchObject({ code: 1, stderr: expect.stringContaining('address refused: 127.0.0.1, a loopback address') });

    const on = await admin.run(['webhooks', 'private-network', String(before.id), 'on']);
    expect(on).toMatchObject({ code: 0, stdout: expect.stringMatching(new RegExp(`^Endpoint ${before.id} may now lead inside the plan’s own network`)) });
    expect(on.stderr).toMatch(new RegExp(`^Warning: endpoint ${before.id} may lead inside the plan’s own network .*: the address leads to 127\\.0\\.0\\.1, a loopback address`));
    expect((await admin.run(['webhooks', 'list'])).stdout).toBe(`${before.id}  ${receiver.url}  attestations  active  private network allowed\n`);
    expect(await admin.run(['webhooks', 'test', String(before.id)])).toMatchObject({ code: 0, stdout: expect.stringMatching(/was received: it answered 204/) });
    // The same endpoint: its secret still signs.
    expect((await store.outbox.getEndpoint(before.id))?.secret).toBe(before.secret);

    expect(await admin.run(['webhooks', 'private-network', String(before.id), 'off'])).toMatchObject({ code: 0, stderr: '' });
    expect(await admin.run(['webhooks', 'test', String(before.id)])).toMatchObject({ code: 1, stderr: expect.stringContaining('address refused') });
    expect(receiver.received).toHaveLength(1);
  });

  it('private-network on still refuses link-local and metadata, and says what it needs', async () => {
    const store = await admin.store();
    const metadata = await store.outbox.addEndpoint('http://169.254.169.254/latest/meta-data/', ['tgi'], 'whsec_' + 'B'.repeat(32));
    const refused = await admin.run(['webhooks', 'private-network', String(metadata.id), 'on']);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('the portal never posts submissions there, with or without --allow-private-network') });
    expect((await store.outbox.getEndpoint(metadata.id))?.allowPrivateNetwork).toBe(false);
    expect(await admin.run(['webhooks', 'private-network', String(metadata.id), 'maybe'])).toMatchObject({ code: 2, stderr: expect.stringContaining('needs on or off') });
    expect(await admin.run(['webhooks', 'private-network', '99', 'on'])).toMatchObject({ code: 1, stderr: 'There is no endpoint 99: see `webhooks list`.\n' });
  });

  it('a name that leads nowhere is refused (exit 1): where it leads cannot be checked', async () => {
    answerLookups('gone.plan.test', Object.assign(new Error('getaddrinfo ENOTFOUND gone.plan.test'), { code: 'ENOTFOUND' }));
    expect(await admin.run(['webhooks', 'add', 'https://gone.plan.test/hooks'])).toEqual({
      code: 1,
      stdout: '',
      stderr: '"gone.plan.test" could not be resolved (host not found): the portal checks where an address leads before it stores it. Check the name, or add the endpoint once it resolves.\n',
    });
  });
});
