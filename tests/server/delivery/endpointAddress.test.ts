// Where the portal may post submissions (issue 35): the ranges it refuses, what --allow-private-network allows, and the
// look-up that checks and pins every connection, against real receivers on loopback. Names under `.plan.test` are
// answered by the test through the resolver the portal asks (dns.promises.lookup), so no name server is involved.
import dns from 'node:dns';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeliveryWorker, type DeliveryLogger } from '../../../server/delivery/deliveryWorker';
import { addressRefusal, refusedRangeOf } from '../../../server/delivery/endpointAddress';
import { sendWebhook, type WebhookMessage } from '../../../server/delivery/sendWebhook';
import { newWebhookSecret } from '../../../server/delivery/signature';
import { createStore } from '../../../server/store/createStore';
import type { PortalStore } from '../../../server/store/types';
import { TEST_SECRETS_KEYRING } from '../support/secretsKey';
import { eventually, startReceiver, type WebhookReceiver } from '../support/webhookReceiver';

let receivers: WebhookReceiver[];

async function receiver(place?: Parameters<typeof startReceiver>[1]): Promise<WebhookReceiver> {
  const made = await startReceiver(undefined, place);
  receivers.push(made);
  return made;
}

beforeEach(() => {
  receivers = [];
});

afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(receivers.map((made) => made.close()));
});

/**
 * Answers the portal's look-ups of `name` with these addresses, one answer per call (the last one repeats); any other
 * name is looked up as usual. Returns the names asked, in order.
 */
function answerLookups(name: string, ...answers: string[][]): string[] {
  const asked: string[] = [];
  const real = dns.promises.lookup.bind(dns.promises);
  const fake = (hostname: string, options?: dns.LookupOptions): Promise<dns.LookupAddress[]> => {
    if (hostname !== name) return real(hostname, { ...options, all: true });
    asked.push(hostname);
    const answer = answers[Math.min(asked.length, answers.length) - 1] ?? [];
    return Promise.resolve(answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  // lookup is overloaded (one address, or all of them); the portal always asks for all, which is what this answers.
  jest.spyOn(dns.promises, 'lookup').mockImplementation(fake as unknown as typeof dns.promises.lookup);
  return asked;
}

function message(url: string, allowPrivateNetwork: boolean): WebhookMessage {
  return { url, messageId: 'msg_test', body: '{"type":"webhook.test"}', secrets: [newWebhookSecret()], allowPrivateNetwork };
}

describe('the refused ranges', () => {
  it.each<[string, string, boolean]>([
    ['127.0.0.1', '127.0.0.0/8', true],
    ['127.255.0.9', '127.0.0.0/8', true],
    ['10.20.30.40', '10.0.0.0/8', true],
    ['172.31.255.254', '172.16.0.0/12', true],
    ['192.168.1.1', '192.168.0.0/16', true],
    ['100.64.0.1', '100.64.0.0/10', true],
    ['::1', '::1/128', true],
    ['fd12:3456:789a::1', 'fc00::/7', true],
    ['169.254.169.254', '169.254.0.0/16', false],
    ['100.100.100.200', '100.100.100.200/32', false],
    ['fd00:ec2::254', 'fd00:ec2::/32', false],
    ['fe80::1', 'fe80::/10', false],
    ['0.0.0.0', '0.0.0.0/8', false],
    ['::', '::/128', false],
    ['192.0.0.170', '192.0.0.0/24', false],
    ['198.18.0.1', '198.18.0.0/15', false],
    ['224.0.0.251', '224.0.0.0/4', false],
    ['ff02::1', 'ff00::/8', false],
    ['255.255.255.255', '240.0.0.0/4', false],
    ['::7f00:1', '::/96', false],
    ['4000::1', 'outside 2000::/3', false],
  ])('%s is in %s (the plan’s own network: %s)', (address, cidr, privateNetwork) => {
    expect(refusedRangeOf(address)).toMatchObject({ range: { cidr, privateNetwork } });
  });

  it.each<[string, string, string]>([
    ['::ffff:127.0.0.1', '127.0.0.1', '127.0.0.0/8'],
    ['::ffff:7f00:1', '127.0.0.1', '127.0.0.0/8'],
    ['::ffff:a9fe:a9fe', '169.254.169.254', '169.254.0.0/16'],
    ['64:ff9b::a9fe:a9fe', '169.254.169.254', '169.254.0.0/16'],
    ['64:ff9b::10.0.0.1', '10.0.0.1', '10.0.0.0/8'],
    ['2002:c0a8:101::1', '192.168.1.1', '192.168.0.0/16'],
  ])('%s is judged by the IPv4 address it carries, %s', (address, carried, cidr) => {
    expect(refusedRangeOf(address)).toMatchObject({ carried, range: { cidr } });
  });

  it.each(['8.8.8.8', '11.0.0.1', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    '%s, on the internet, is not refused',
    (address) => {
      expect(refusedRangeOf(address)).toBeUndefined();
    },
  );

  it('refuses a host when any of its addresses is refused, naming first one that no flag allows', () => {
    expect(addressRefusal(['8.8.8.8', '127.0.0.1'], false)).toMatchObject({ address: '127.0.0.1' });
    expect(addressRefusal(['8.8.8.8', '127.0.0.1'], true)).toBeUndefined();
    expect(addressRefusal(['10.0.0.1', '169.254.169.254'], true)).toMatchObject({ address: '169.254.169.254', range: { privateNetwork: false } });
    expect(addressRefusal(['10.0.0.1', '169.254.169.254'], false)).toMatchObject({ address: '169.254.169.254' });
  });
});

describe('each connection', () => {
  it('to an address in the URL: refused inside the network unless the endpoint allows it, then made', async () => {
    const crm = await receiver();
    expect(await sendWebhook(message(crm.url, false))).toEqual({
      delivered: false,
      gone: false,
      status: null,
      error: 'address refused: 127.0.0.1, a loopback address (127.0.0.0/8)',
      refusedAddress: { address: '127.0.0.1', range: expect.objectContaining({ cidr: '127.0.0.0/8' }) },
    });
    expect(crm.received).toHaveLength(0);
    expect(await sendWebhook(message(crm.url, true))).toEqual({ delivered: true, gone: false, status: 204 });
    expect(crm.received).toHaveLength(1);
  });

  it('to a name: its addresses are checked as the connection is made, and the socket goes to the one checked', async () => {
    const crm = await receiver();
    const asked = answerLookups('crm.plan.test', ['127.0.0.1']);
    const url = crm.url.replace('127.0.0.1', 'crm.plan.test');
    expect(await sendWebhook(message(url, false))).toMatchObject({ delivered: false, status: null, error: 'address refused: 127.0.0.1, a loopback address (127.0.0.0/8)' });
    expect(crm.received).toHaveLength(0);
    // The system's resolver does not know the name: the connection reaches the receiver through the checked answer only.
    expect(await sendWebhook(message(url, true))).toMatchObject({ delivered: true, status: 204 });
    expect(crm.received).toHaveLength(1);
    expect(asked).toEqual(['crm.plan.test', 'crm.plan.test']);
  });

  it('to a name with several addresses: refused when any is refused, even one the socket would try second', async () => {
    const crm = await receiver();
    answerLookups('crm.plan.test', ['127.0.0.1', '169.254.169.254']);
    const result = await sendWebhook(message(crm.url.replace('127.0.0.1', 'crm.plan.test'), true));
    expect(result).toMatchObject({ delivered: false, error: expect.stringMatching(/^address refused: 169\.254\.169\.254, a link-local address/) });
    expect(crm.received).toHaveLength(0);
  });

  it('is pinned: a name that answers another address at a second look-up (DNS rebinding) is not connected to it', async () => {
    // 0.0.0.0 is never allowed, and Linux connects it to this machine, where a receiver waits on 127.0.0.1: a check made
    // apart from the connection would pass on the first answer and connect by the second.
    const forbidden = await receiver({ host: '127.0.0.1' });
    const port = Number(new URL(forbidden.url).port);
    const checked = await receiver({ host: '127.0.0.2', port });
    const asked = answerLookups('rebind.plan.test', ['127.0.0.2'], ['0.0.0.0']);
    const result = await sendWebhook(message(`http://rebind.plan.test:${port}/hooks`, true));
    expect(result).toMatchObject({ delivered: true, status: 204 });
    expect(checked.received).toHaveLength(1);
    expect(forbidden.received).toHaveLength(0);
    expect(asked).toEqual(['rebind.plan.test']);
  });
});

describe('the delivery worker', () => {
  let dir: string;
  let store: PortalStore;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-endpoint-address-'));
    store = createStore({ dataDir: path.join(dir, 'data'), secretsKeyring: TEST_SECRETS_KEYRING });
    await store.migrate();
  });

  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('tries a refused delivery again on the schedule, in our words, and logs a security event naming the address', async () => {
    const crm = await receiver();
    const endpoint = await store.outbox.addEndpoint(crm.url, ['attestation'], newWebhookSecret());
    const logged: { level: string; details: Record<string, unknown>; message: string }[] = [];
    const log: DeliveryLogger = {
      info: (details, text) => logged.push({ level: 'info', details, message: text }),
      warn: (details, text) => logged.push({ level: 'warn', details, message: text }),
      error: (details, text) => logged.push({ level: 'error', details, message: text }),
    };
    const clock = Date.now() + 1000;
    const worker = new DeliveryWorker({ store, log, pollMs: 50, batchMs: 0, now: () => new Date(clock), random: () => 0.5 });
    worker.start();
    try {
      await store.saveSubmission('attestation', { firstName: 'Ada', lastName: 'Lovelace', individualNPI: '1234567893', isValidNPI: 'Yes' });
      await eventually(async () => (await store.outbox.list())[0]?.attempts === 1, 5000, 'the refused attempt');
    } finally {
      await worker.stop();
    }
    expect(crm.received).toHaveLength(0);
    expect((await store.outbox.list())[0]).toMatchObject({
      status: 'pending',
      lastStatus: null,
      lastError: 'address refused: 127.0.0.1, a loopback address (127.0.0.0/8)',
      nextAttemptAt: new Date(clock + 5000).toISOString(),
    });
    expect(logged).toContainEqual({
      level: 'warn',
      details: expect.objectContaining({ securityEvent: 'webhookAddressRefused', endpointId: endpoint.id, address: '127.0.0.1', range: '127.0.0.0/8' }),
      message: 'security event',
    });
    expect(JSON.stringify(logged)).not.toMatch(/Lovelace|Ada/);
  });
});
