// The delivery worker against a real receiver on loopback (issue 22): every message is checked with `standardwebhooks`,
// the specification's reference library, never with the portal's own code. Time is the test's: the worker reads its
// clock, so the retry schedule is walked through without waiting hours.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { DeliveryWorker, sendTestMessage, type DeliveryLogger } from '../../../server/delivery/deliveryWorker';
import { nextAttemptAt, RETRY_DELAYS_MS } from '../../../server/delivery/schedule';
import { newWebhookSecret } from '../../../server/delivery/signature';
import { createStore } from '../../../server/store/createStore';
import type { PortalStore } from '../../../server/store/types';
import { eventually, startReceiver, type ReceivedMessage, type WebhookReceiver } from '../support/webhookReceiver';
import { TEST_SECRETS_KEYRING } from '../support/secretsKey';

const attestation = { firstName: 'Ada', lastName: 'Lovelace', individualNPI: '1234567893', isValidNPI: 'Yes' };
/** The receivers are on loopback: the plan's own network, which an endpoint reaches only when added with the flag. */
const PRIVATE_NETWORK = { allowPrivateNetwork: true };

let dir: string;
let store: PortalStore;
let receivers: WebhookReceiver[];
let workers: DeliveryWorker[];
let clock: number;
let logged: { level: string; details: Record<string, unknown>; message: string }[];

const log: DeliveryLogger = {
  info: (details, message) => logged.push({ level: 'info', details, message }),
  warn: (details, message) => logged.push({ level: 'warn', details, message }),
  error: (details, message) => logged.push({ level: 'error', details, message }),
};

function worker(options: Partial<ConstructorParameters<typeof DeliveryWorker>[0]> = {}): DeliveryWorker {
  const made = new DeliveryWorker({ store, log, pollMs: 50, batchMs: 0, now: () => new Date(clock), random: () => 0.5, ...options });
  workers.push(made);
  return made;
}

async function receiver(answer?: (message: ReceivedMessage) => number | 'hang'): Promise<WebhookReceiver> {
  const made = await startReceiver(answer);
  receivers.push(made);
  return made;
}

/** The message as `standardwebhooks` reads it: throws unless one of its signatures is the secret's. */
function verified(secret: string, message: ReceivedMessage | undefined): Record<string, unknown> {
  if (!message) throw new Error('no message');
  return new Webhook(secret).verify(message.body, message.headers) as Record<string, unknown>;
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-delivery-'));
  store = createStore({ dataDir: path.join(dir, 'data'), secretsKeyring: TEST_SECRETS_KEYRING });
  await store.migrate();
  receivers = [];
  workers = [];
  logged = [];
  // A second ahead of the jobs the test's submissions create, so they are due at once on the worker's clock.
  clock = Date.now() + 1000;
});

afterEach(async () => {
  // Stopping waits for the attempts in flight: closing the receivers ends those a hanging one holds.
  const stopping = workers.map((made) => made.stop());
  await Promise.all(receivers.map((made) => made.close()));
  await Promise.all(stopping);
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('delivers a submission at once, signed as Standard Webhooks says, with the spec’s body; the log names no value', async () => {
  const crm = await receiver();
  const secret = newWebhookSecret();
  await store.outbox.addEndpoint(crm.url, ['attestation'], secret, PRIVATE_NETWORK);
  worker().start();
  const saved = await store.saveSubmission('attestation', attestation);
  await eventually(() => crm.received.length === 1, 5000, 'the delivery');

  const message = crm.received[0];
  expect(message?.headers['content-type']).toBe('application/json');
  expect(message?.headers['webhook-id']).toMatch(/^msg_/);
  expect(Number(message?.headers['webhook-timestamp'])).toBe(Math.floor(clock / 1000));
  const [stored] = await store.listSubmissions('attestation');
  expect(verified(secret, message)).toEqual({
    type: 'submission.created',
    timestamp: stored?.receivedAt,
    data: { form: 'attestation', reference: saved.reference, receivedAt: stored?.receivedAt, language: 'en', record: attestation },
  });
  // Another secret's signature is refused by the library.
  expect(() => verified(newWebhookSecret(), message)).toThrow();

  await eventually(async () => (await store.outbox.list())[0]?.status === 'delivered', 2000, 'the delivered mark');
  expect((await store.outbox.list())[0]).toMatchObject({ attempts: 1, lastStatus: 204, lastError: null });
  expect(JSON.stringify(logged)).not.toMatch(/Lovelace|Ada|echoed/);
  expect(logged.map((entry) => entry.message)).toEqual(['delivery: delivered']);
});

it('walks the retry schedule on 500s, timeouts and refused connections, with the same webhook-id, then fails past it', async () => {
  const crm = await receiver(() => 500);
  const secret = newWebhookSecret();
  const endpoint = await store.outbox.addEndpoint(crm.url, ['attestation'], secret, PRIVATE_NETWORK);
  const running = worker();
  running.start();
  await store.saveSubmission('attestation', attestation);
  await eventually(() => crm.received.length === 1, 5000, 'the first attempt');
  await running.idle();
  // Every wait of the schedule (random 0.5: no jitter), then the job is failed.
  for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
    const job = (await store.outbox.list())[0];
    expect(job).toMatchObject({ status: 'pending', attempts: index + 1, lastStatus: 500, lastError: 'answered 500' });
    expect(Date.parse(job?.nextAttemptAt ?? '')).toBe(clock + delay);
    clock += delay - 1000;
    running.wake();
    await running.idle();
    expect(crm.received).toHaveLength(index + 1);
    clock += 1000;
    running.wake();
    await eventually(() => crm.received.length === index + 2, 5000, `attempt ${index + 2}`);
    await running.idle();
  }
  expect(crm.received).toHaveLength(8);
  expect(new Set(crm.received.map((message) => message.headers['webhook-id'])).size).toBe(1);
  // The same bytes each time; `standardwebhooks` refuses a timestamp hours from its own clock, so the first is checked.
  expect(new Set(crm.received.map((message) => message.body)).size).toBe(1);
  expect(verified(secret, crm.received[0])).toMatchObject({ type: 'submission.created' });
  expect((await store.outbox.list())[0]).toMatchObject({ status: 'failed', attempts: 8, lastError: 'answered 500; gave up after 8 attempts' });
  expect((await store.outbox.getEndpoint(endpoint.id))?.state).toBe('active');
});

it('a receiver that does not answer in time, or refuses the connection, is tried again later', async () => {
  const slow = await receiver(() => 'hang');
  await store.outbox.addEndpoint(slow.url, ['attestation'], newWebhookSecret(), PRIVATE_NETWORK);
  const closed = await receiver();
  const closedUrl = closed.url;
  await closed.close();
  receivers.splice(receivers.indexOf(closed), 1);
  await store.outbox.addEndpoint(closedUrl, ['attestation'], newWebhookSecret(), PRIVATE_NETWORK);
  const running = worker({ timeoutMs: 300 });
  running.start();
  await store.saveSubmission('attestation', attestation);
  await eventually(async () => (await store.outbox.list()).every((job) => job.attempts === 1), 5000, 'both attempts');
  expect((await store.outbox.list()).map((job) => [job.status, job.lastStatus, job.lastError])).toEqual([
    ['pending', null, 'no answer within 0.3 s'],
    ['pending', null, 'connection refused'],
  ]);
});

it('410 Gone disables the endpoint: nothing more is queued or sent to it', async () => {
  const gone = await receiver(() => 410);
  const endpoint = await store.outbox.addEndpoint(gone.url, ['attestation'], newWebhookSecret(), PRIVATE_NETWORK);
  const running = worker();
  running.start();
  await store.saveSubmission('attestation', attestation);
  await eventually(async () => (await store.outbox.getEndpoint(endpoint.id))?.state === 'disabled', 5000, 'the endpoint disabled');
  await store.saveSubmission('attestation', attestation);
  await running.idle();
  expect(gone.received).toHaveLength(1);
  expect((await store.outbox.list()).map((job) => [job.status, job.lastStatus])).toEqual([['failed', 410]]);
});

it('one dead endpoint never delays another’s deliveries', async () => {
  const dead = await receiver(() => 'hang');
  const live = await receiver();
  await store.outbox.addEndpoint(dead.url, ['attestation'], newWebhookSecret(), PRIVATE_NETWORK);
  await store.outbox.addEndpoint(live.url, ['attestation'], newWebhookSecret(), PRIVATE_NETWORK);
  worker({ timeoutMs: 10_000, perEndpoint: 2 }).start();
  const started = Date.now();
  for (let i = 0; i < 6; i += 1) await store.saveSubmission('attestation', attestation);
  await eventually(() => live.received.length === 6, 5000, 'the live endpoint’s six deliveries');
  expect(Date.now() - started).toBeLessThan(3000);
  // The dead one holds only its own slots: two at most (fewer while the test process keeps the event loop busy).
  expect(dead.received.length).toBeGreaterThanOrEqual(1);
  expect(dead.received.length).toBeLessThanOrEqual(2);
});

it('during a secret rotation both signatures are sent, and either secret verifies the message', async () => {
  const crm = await receiver();
  const oldSecret = newWebhookSecret();
  const endpoint = await store.outbox.addEndpoint(crm.url, ['attestation'], oldSecret, PRIVATE_NETWORK);
  const newSecret = newWebhookSecret();
  await store.outbox.rotateSecret(endpoint.id, newSecret, new Date(clock + 24 * 3_600_000));
  worker().start();
  await store.saveSubmission('attestation', attestation);
  await eventually(() => crm.received.length === 1, 5000, 'the delivery');
  expect(crm.received[0]?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
  expect(verified(newSecret, crm.received[0])).toMatchObject({ type: 'submission.created' });
  expect(verified(oldSecret, crm.received[0])).toMatchObject({ type: 'submission.created' });

  // Past the overlap, only the new secret signs.
  clock += 25 * 3_600_000;
  const test = await sendTestMessage((await store.outbox.getEndpoint(endpoint.id))!, new Date(clock));
  expect(test).toMatchObject({ delivered: true, status: 204 });
  const message = crm.received[1];
  expect(message?.headers['webhook-signature']?.split(' ')).toHaveLength(1);
  // The library refuses a timestamp five minutes away from its own clock: the test message carries the test's.
  expect(JSON.parse(message?.body ?? '{}')).toEqual({ type: 'webhook.test', timestamp: new Date(clock).toISOString(), data: { endpoint: endpoint.id } });
});

it('a TGI event says which answer it replaced', async () => {
  const directory = await receiver();
  const secret = newWebhookSecret();
  await store.outbox.addEndpoint(directory.url, ['tgi'], secret, PRIVATE_NETWORK);
  const tgi = (answer: string, email: string) => ({ individualNPI: '1234567893', isGenderAffirmingServicesOffered: answer, email });
  const real = await store.saveSubmission('tgi', tgi('Yes', 'grace@example.org'));
  await store.saveSubmission('tgi', tgi('No', 'mallory@example.net'));
  worker().start();
  await eventually(() => directory.received.length === 2, 5000, 'both deliveries');
  const bodies = directory.received.map((message) => verified(secret, message) as { data: Record<string, unknown> });
  const byAnswer = (answer: string) => bodies.find((body) => (body.data.record as Record<string, string>).isGenderAffirmingServicesOffered === answer)?.data;
  expect(byAnswer('Yes')).toMatchObject({ changesAnswer: false, previous: null });
  expect(byAnswer('No')).toMatchObject({
    changesAnswer: true,
    previous: { reference: real.reference, answer: 'Yes', email: 'grace@example.org', receivedAt: expect.any(String) },
  });
});

it('a withdrawal of consent is delivered as consent.withdrawn to an endpoint that receives consents (issue 23)', async () => {
  const crm = await receiver();
  const secret = newWebhookSecret();
  await store.outbox.addEndpoint(crm.url, ['contact'], secret, PRIVATE_NETWORK);
  worker().start();
  const withdrawal = await store.addWithdrawal({ memberId: 'AB-123', channels: ['text', 'phone'], source: 'sms-stop', receivedAt: new Date('2026-11-25T18:00:00Z'), honourBy: '2026-12-10', phone: '(916) 555-0100' });
  await eventually(() => crm.received.length === 1, 5000, 'the delivery');
  expect(verified(secret, crm.received[0])).toEqual({
    type: 'consent.withdrawn',
    timestamp: '2026-11-25T18:00:00.000Z',
    data: {
      reference: `WDR-${withdrawal.id}`,
      memberId: 'AB-123',
      channels: ['text', 'phone'],
      source: 'sms-stop',
      receivedAt: '2026-11-25T18:00:00.000Z',
      recordedAt: withdrawal.recordedAt,
      honourBy: '2026-12-10',
      mobileNumber: '(916) 555-0100',
    },
  });
  await eventually(async () => (await store.outbox.list())[0]?.status === 'delivered', 2000, 'the delivered mark');
  expect((await store.outbox.list())[0]).toMatchObject({ form: 'contact', reference: `WDR-${withdrawal.id}` });
  expect(JSON.stringify(logged)).not.toMatch(/AB-123|555-0100/);
});

describe('the retry schedule', () => {
  it('is the specification’s, spread by at most a fifth either way, and ends after eight attempts', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(RETRY_DELAYS_MS).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      expect(nextAttemptAt(index + 1, now, () => 0.5)!.getTime() - now.getTime()).toBe(delay);
      expect(nextAttemptAt(index + 1, now, () => 0)!.getTime() - now.getTime()).toBe(delay * 0.8);
      expect(nextAttemptAt(index + 1, now, () => 0.999999)!.getTime() - now.getTime()).toBeLessThanOrEqual(delay * 1.2);
    }
    expect(nextAttemptAt(8, now)).toBeUndefined();
  });
});
