// The consent evidence a submission's request leaves, and the signed STOP intake, over HTTP (issue 23). The rules
// themselves run on both databases in tests/server/store/consentContract.ts; here, the server's side of them.
import { Webhook } from 'standardwebhooks';
import { STOP_INTAKE_PATH, STOP_INTAKE_SECRET } from '../../../server/consent/stopIntake';
import { newWebhookSecret } from '../../../server/delivery/signature';
import { contactRecord, envelope, FORMS, openApp, openSession, post, type Session, type TestApp } from '../support/appHarness';
import { logCollector } from '../support/logCollector';

const MOBILE = '(916) 555-0100';


/** Posts a STOP reply as the SMS platform does: signed with the intake secret by the specification's own library. */
function postStop(t: TestApp, secret: string, body: object, options: { at?: Date; id?: string; headers?: Record<string, string> } = {}) {
  const text = JSON.stringify(body);
  const id = options.id ?? `msg_${Math.random().toString(36).slice(2)}`;
  const at = options.at ?? new Date();
  return t.app.inject({
    method: 'POST',
    url: STOP_INTAKE_PATH,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, text),
      ...options.headers,
    },
    payload: text,
  });
}

describe('a consent keeps the page it came from; the client only when the plan turns it on', () => {
  let session: Session;

  it('keeps the page address without its query or fragment, and no client by default', async () => {
    // The portal's pages are served from portal.example.org (its web base): a page there is one of the portal's.
    const t = await openApp({ prefix: 'evidence-default', env: { WEB_BASE: 'https://portal.example.org' } });
    try {
      session = await openSession(t.app);
      const response = await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord()), {
        referer: 'https://portal.example.org/es/preferredcontact?utm_source=mail&member=M1#terms',
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      });
      expect(response.statusCode).toBe(201);
      const [consent] = await t.store.listSubmissions('contact');
      expect(consent).toMatchObject({ pageUrl: 'https://portal.example.org/es/preferredcontact', clientIp: null, userAgent: null });
      // A referer that is not a web address is not kept; the consent is.
      await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord()), { referer: 'javascript:alert(1)' });
      expect((await t.store.listSubmissions('contact'))[1]).toMatchObject({ pageUrl: null });
    } finally {
      await t.close();
    }
  });

  it('keeps no page of another site: a Referer is what the browser asserts, and only the portal’s own pages are evidence', async () => {
    const t = await openApp({ prefix: 'evidence-origin', env: { WEB_BASE: 'https://portal.example.org' } });
    try {
      session = await openSession(t.app);
      const referers = ['https://evil.example/preferredcontact', 'https://portal.example.org.evil.example/preferredcontact', 'http://portal.example.org/preferredcontact'];
      for (const referer of referers) expect((await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord()), { referer })).statusCode).toBe(201);
      // The request's own origin is the portal's too (a web base left relative, behind a proxy that says the host).
      await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord()), { referer: 'http://localhost/preferredcontact' });
      const kept = (await t.store.listSubmissions('contact')).map((consent) => consent.pageUrl);
      expect(kept).toEqual([null, null, null, 'http://localhost/preferredcontact']);
    } finally {
      await t.close();
    }
  });

  it('with CONSENT_KEEP_CLIENT=true keeps the client address and user agent, control characters removed', async () => {
    const t = await openApp({ prefix: 'evidence-client', env: { CONSENT_KEEP_CLIENT: 'true' } });
    try {
      session = await openSession(t.app);
      await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord()), { 'user-agent': 'Mozilla/5.0\u0001 (X11)' });
      // C1 controls too (CSI, NEL, RI): a staff terminal would act on them when the export is shown (issue 35).
      await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord()), { 'user-agent': 'Mozilla/5.0 \u009b31m(X11)\u0085\u008d' });
      await post(t.app, session, FORMS.attestation.path, envelope('attestation', { firstName: 'Ada' }));
      const [consent, withC1] = await t.store.listSubmissions('contact');
      expect(consent).toMatchObject({ clientIp: '127.0.0.1', userAgent: 'Mozilla/5.0 (X11)' });
      expect(withC1).toMatchObject({ userAgent: 'Mozilla/5.0 31m(X11)' });
    } finally {
      await t.close();
    }
  });
});

describe('the STOP intake', () => {
  let t: TestApp;
  let secret: string;
  let logs: ReturnType<typeof logCollector>;

  beforeEach(async () => {
    logs = logCollector();
    t = await openApp({ prefix: 'stop-intake', logStream: logs.stream });
    secret = newWebhookSecret();
    await t.store.rotateIntakeSecret(STOP_INTAKE_SECRET, secret, new Date());
    const session = await openSession(t.app);
    await post(t.app, session, FORMS.contact.path, envelope('contact', contactRecord({ memberId: 'AB-123', mobileNumber: MOBILE })));
  });
  afterEach(async () => {
    await t.close();
  });

  it('records a signed STOP without an anti-forgery pair, answers with its references, and records nothing more when sent again', async () => {
    const first = await postStop(t, secret, { phone: '+19165550100' }, { id: 'msg_stop_http_1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const [withdrawal] = await t.store.listWithdrawals();
    expect(first.json()).toEqual({ replayed: false, withdrawals: [{ reference: `WDR-${withdrawal?.id}`, honourBy: withdrawal?.honourBy }] });
    expect(withdrawal).toMatchObject({ memberId: 'AB-123', channels: ['text'], source: 'sms-stop', phone: MOBILE });
    const again = await postStop(t, secret, { phone: '+19165550100' }, { id: 'msg_stop_http_1' });
    expect(again.json()).toEqual({ replayed: true, withdrawals: first.json().withdrawals });
    expect(await t.store.listWithdrawals()).toHaveLength(1);
    // Neither the number nor the member ID is in the log (read without its clock and process numbers, whose digits
    // may spell 555 by chance: a response time of 1.1755929999635555 ms once did).
    const said = logs.lines.map((line) => Object.fromEntries(Object.entries(line).filter(([field]) => !['time', 'pid', 'responseTime'].includes(field))));
    expect(JSON.stringify(said)).not.toMatch(/555|5550100|AB-123/);
  });

  it('refuses with 401 an unsigned request, a bad signature and one signed more than five minutes ago, each logged as a security event', async () => {
    const unsigned = await t.app.inject({ method: 'POST', url: STOP_INTAKE_PATH, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ phone: MOBILE }) });
    const wrongSecret = await postStop(t, newWebhookSecret(), { phone: MOBILE });
    const stale = await postStop(t, secret, { phone: MOBILE }, { at: new Date(Date.now() - 6 * 60_000) });
    expect([unsigned.statusCode, wrongSecret.statusCode, stale.statusCode]).toEqual([401, 401, 401]);
    expect(stale.json().message).toMatch(/more than five minutes/);
    // The intake's own: the saves before it, sent without a bot check, each logged one of theirs (BOT_CHECK=log).
    expect(logs.securityEvents().filter((event) => event.securityEvent !== 'botCheckFailed')).toEqual([
      expect.objectContaining({ securityEvent: 'signedIntakeRefused', refusal: 'unsigned', route: STOP_INTAKE_PATH }),
      expect.objectContaining({ securityEvent: 'signedIntakeRefused', refusal: 'badSignature' }),
      expect.objectContaining({ securityEvent: 'signedIntakeRefused', refusal: 'stale' }),
    ]);
    expect(await t.store.listWithdrawals()).toEqual([]);
  });

  it('says what is wrong with a signed body: a number that is not a US mobile, a channel it does not know', async () => {
    const badPhone = await postStop(t, secret, { phone: '+44 20 7946 0958' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/US mobile number/);
    const badChannel = await postStop(t, secret, { phone: MOBILE, channels: ['fax'] });
    expect(badChannel.statusCode).toBe(400);
    const all = await postStop(t, secret, { phone: MOBILE, channels: ['text', 'phone'], receivedAt: '2026-11-24T17:00:00Z' });
    expect(all.statusCode).toBe(200);
    expect((await t.store.listWithdrawals())[0]).toMatchObject({ channels: ['text', 'phone'], receivedAt: '2026-11-24T17:00:00.000Z', honourBy: '2026-12-09' });
  });
});
