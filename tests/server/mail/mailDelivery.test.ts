// The portal's email through a real SMTP server on loopback (issue 36): a consent with a new email address sends one
// confirmation message, in the consent's language, with a link and nothing of the member's; the server down at first
// and up later still gets it once; a refused recipient fails the job for staff to see; the YES intake over HTTP.
import net from 'node:net';
import { Webhook } from 'standardwebhooks';
import { STOP_INTAKE_SECRET, YES_INTAKE_PATH } from '../../../server/consent/stopIntake';
import { newWebhookSecret } from '../../../server/delivery/signature';
import { contactRecord, envelope, FORMS, openApp, openSession, post, type TestApp } from '../support/appHarness';
import { logCollector } from '../support/logCollector';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtpReceiver';

const PUBLIC_URL = 'https://portal.example.org';

/** A free loopback port, for an SMTP server started only later. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const mailEnv = (url: string) => ({ SMTP_URL: url, MAIL_FROM: 'Health Plan <portal@plan.example>', PORTAL_PUBLIC_URL: PUBLIC_URL });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('email through SMTP', () => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  let logs: ReturnType<typeof logCollector>;

  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a consent with a new email sends one confirmation, in its language, with a link to the page and nothing of the member’s', async () => {
    smtp = await startSmtpReceiver();
    logs = logCollector();
    t = await openApp({ prefix: 'mail-confirm', env: mailEnv(smtp.url), workers: true, logStream: logs.stream });
    const session = await openSession(t.app);
    const record = contactRecord({ memberId: 'M-MAIL-1', emailAddress: 'Grace@Example.org' });
    const response = await post(t.app, session, FORMS.contact.path, envelope('contact', record), { 'content-language': 'es' });
    expect(response.statusCode).toBe(201);
    // No SMS platform receives contacts here: the number counts at once, the email waits for its link.
    expect(response.json()).toMatchObject({ awaiting: ['email'] });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to.toLowerCase()).toBe('grace@example.org');
    expect(mail?.from).toContain('portal@plan.example');
    expect(mail?.subject).toMatch(/^Confirme su dirección de correo electrónico/);
    const link = /https:\/\/portal\.example\.org\/confirmemail\?token=[A-Za-z0-9_-]{43}&lang=es/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(`href="${link?.replace('&', '&amp;')}"`);
    expect(mail?.text).toContain(response.json<{ reference: string }>().reference);
    for (const personal of ['Grace', 'Hopper', 'M-MAIL-1', '0142', '5625550142']) expect(`${mail?.subject}\n${mail?.text}\n${mail?.html}`).not.toContain(personal);
    expect(mail?.headers.get('auto-submitted')).toBe('auto-generated');
    // Sent once: the job is done, and its token erased.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
    expect(await t.store.mail.list()).toMatchObject([{ kind: 'confirm-email', status: 'sent', attempts: 1 }]);
    expect(JSON.stringify(logs.lines)).not.toMatch(/grace@example|M-MAIL-1/i);
  });

  it('with the SMTP server down at first and up later, the message arrives once', async () => {
    const port = await freePort();
    t = await openApp({ prefix: 'mail-retry', env: mailEnv(`smtp://127.0.0.1:${port}`), workers: true });
    const session = await openSession(t.app);
    expect((await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord({ memberId: 'M-MAIL-2' })))).statusCode).toBe(201);
    const failedOnce = await until(() => t.store.mail.list(), (jobs) => jobs[0]?.attempts === 1);
    expect(failedOnce).toMatchObject([{ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNECTION|ESOCKET|send failed/) }]);
    // The first retry is due about five seconds after the first attempt (the webhooks' schedule).
    smtp = await startSmtpReceiver(port);
    await smtp.waitFor(1, 15_000);
    const sent = await until(() => t.store.mail.list(), (jobs) => jobs[0]?.status === 'sent');
    expect(sent).toMatchObject([{ status: 'sent', attempts: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  }, 30_000);

  it('a recipient the SMTP server refuses fails the job with its reply code, for staff to see', async () => {
    smtp = await startSmtpReceiver();
    smtp.refuse.add('nobody@example.org');
    t = await openApp({ prefix: 'mail-refused', env: mailEnv(smtp.url), workers: true });
    const session = await openSession(t.app);
    await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord({ memberId: 'M-MAIL-3', emailAddress: 'nobody@example.org' })));
    const failed = await until(() => t.store.mail.list({ failed: true }), (jobs) => jobs.length > 0);
    expect(failed).toMatchObject([{ kind: 'confirm-email', status: 'failed', lastStatus: 550 }]);
    expect(JSON.stringify(failed)).not.toContain('nobody@');
  });
});

describe('the YES intake over HTTP', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  function postYes(secret: string, body: object, id: string) {
    const text = JSON.stringify(body);
    const at = new Date();
    return t.app.inject({
      method: 'POST',
      url: YES_INTAKE_PATH,
      headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, at, text) },
      payload: text,
    });
  }

  it('confirms a waiting number once, refuses an unsigned request, and says a number nothing waits for confirmed nothing', async () => {
    t = await openApp({ prefix: 'yes-intake' });
    const secret = newWebhookSecret();
    await t.store.rotateIntakeSecret(STOP_INTAKE_SECRET, secret, new Date());
    // The SMS platform receives contacts: a new number waits for its YES.
    await t.store.outbox.addEndpoint('https://sms.example.org/hooks', ['contact'], newWebhookSecret());
    const session = await openSession(t.app);
    const saved = await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord({ memberId: 'M-YES-1', isEmail: false })));
    expect(saved.json()).toMatchObject({ awaiting: ['mobile'] });
    const unsigned = await t.app.inject({ method: 'POST', url: YES_INTAKE_PATH, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ phone: '+15625550142' }) });
    expect(unsigned.statusCode).toBe(401);
    const yes = await postYes(secret, { phone: '+15625550142' }, 'msg_yes_http_1');
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ replayed: false, confirmed: [{ reference: saved.json<{ reference: string }>().reference }] });
    expect((await postYes(secret, { phone: '+15625550142' }, 'msg_yes_http_1')).json()).toMatchObject({ replayed: true });
    expect((await postYes(secret, { phone: '+15625550199' }, 'msg_yes_http_2')).json()).toEqual({ replayed: false, confirmed: [] });
    expect((await postYes(secret, { phone: '12' }, 'msg_yes_http_3')).statusCode).toBe(400);
  });
});
