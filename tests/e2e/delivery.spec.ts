// Issue 22 against the real server: a form sent in the browser reaches the plan's endpoint (a receiver on loopback)
// within 5 seconds, with a signature the specification's own library, `standardwebhooks`, accepts.
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { startReceiver, type WebhookReceiver } from '../server/support/webhookReceiver';
import { admin } from './support/admin';
import { sendContactForm } from './support/contactForm';

let receiver: WebhookReceiver;
let endpointId = '';
let secret = '';

test.beforeEach(async () => {
  receiver = await startReceiver();
  // Contacts only, and removed after the test: the other tests' submissions are not this receiver's.
  // The receiver is on loopback: the plan's own network, which takes the flag.
  const added = admin('webhooks', 'add', receiver.url, '--allow-http', '--allow-private-network', '--forms', 'contacts');
  endpointId = /^Endpoint (\d+) added/.exec(added)?.[1] ?? '';
  secret = /^whsec_\S+$/m.exec(added)?.[0] ?? '';
  expect(endpointId).not.toBe('');
});

test.afterEach(async () => {
  admin('webhooks', 'remove', endpointId);
  await receiver.close();
});

test('a preferred-contact form sent in the browser reaches the plan’s endpoint within 5 s, signed', async ({ page }) => {
  const lastName = `Delivery${Date.now()}`;
  const shown = await sendContactForm(page, { memberId: '000123', lastName, channels: ['Emails'] });
  const acknowledgedAt = Date.now();

  await expect.poll(() => receiver.received.find((message) => message.body.includes(shown)), { timeout: 5000 }).toBeDefined();
  const message = receiver.received.find((candidate) => candidate.body.includes(shown));
  expect((message?.at ?? Infinity) - acknowledgedAt).toBeLessThan(5000);
  const event = new Webhook(secret).verify(message?.body ?? '', message?.headers ?? {}) as { type: string; data: Record<string, unknown> };
  expect(event.type).toBe('submission.created');
  expect(event.data).toMatchObject({
    form: 'contact',
    reference: shown,
    language: 'en',
    record: { firstName: 'Ana', lastName, memberId: '000123', emailAddress: 'ana@example.org', isEmail: true, isText: false },
  });
  await expect.poll(() => admin('deliveries', 'list'), { timeout: 5000 }).toMatch(new RegExp(`endpoint ${endpointId} {2}contacts {2}${shown} {2}delivered`));
});
