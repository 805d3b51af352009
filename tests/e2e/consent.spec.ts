// Issue 23 against the real server: a member consents, consents again with fewer channels, staff record a withdrawal,
// and `export contacts` shows the member's one current row; `--history` keeps every step. And the SMS platform's STOP
// reply, signed, posted to the real server.
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { admin } from './support/admin';
import { sendContactForm } from './support/contactForm';

test('consent, consent again with fewer channels, a withdrawal: export contacts shows the one current row', async ({ page }) => {
  const memberId = `C-${Date.now()}`;
  const lastName = `Consent${Date.now()}`;
  await sendContactForm(page, { memberId, lastName, channels: ['Emails', 'Text Messages', 'Phone Calls'] });
  // Again, the ID typed in lower case: the same member, fewer channels.
  const latest = await sendContactForm(page, { memberId: memberId.toLowerCase(), lastName, channels: ['Emails', 'Text Messages'] });
  const withdrawn = admin('consent', 'withdraw', '--member', memberId, '--channels', 'text', '--source', 'sms-stop');
  expect(withdrawn).toMatch(/must be honoured by \d{4}-\d{2}-\d{2}/);

  const rows = (JSON.parse(admin('export', 'contacts', '--format', 'json')) as Record<string, unknown>[]).filter(
    (row) => String(row.memberId).toLowerCase() === memberId.toLowerCase(),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ reference: latest, lastName, isEmail: true, isText: false, isPreRecordedCall: false, isPhone: false });
  expect(rows[0]?.honourBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const history = (JSON.parse(admin('export', 'contacts', '--history', '--format', 'json')) as Record<string, unknown>[]).filter(
    (row) => String(row.memberId).toLowerCase() === memberId.toLowerCase(),
  );
  expect(history.map((row) => row.event)).toEqual(['consent', 'consent', 'withdrawal']);
});

test('a signed STOP reply from the SMS platform withdraws texts at once; the consent keeps the page it came from', async ({ page, request, baseURL }) => {
  const memberId = `S-${Date.now()}`;
  // A number of this test's own: a STOP withdraws every member whose current consent has it.
  const mobile = `916${String(Date.now()).slice(-7)}`;
  await sendContactForm(page, { memberId, lastName: 'Stop', channels: ['Emails', 'Text Messages'], mobile });
  const secret = /^(whsec_\S+)$/m.exec(admin('consent', 'intake-secret'))?.[1] ?? '';

  const body = JSON.stringify({ phone: `+1${mobile}` });
  const id = `msg_e2e_${Date.now()}`;
  const now = new Date();
  const signed = { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)) };
  const refused = await request.post('/api/consent/stop-replies', { headers: { ...signed, 'webhook-signature': 'v1,bm90IGEgc2lnbmF0dXJl' }, data: body });
  expect(refused.status()).toBe(401);
  const answer = await request.post('/api/consent/stop-replies', { headers: { ...signed, 'webhook-signature': new Webhook(secret).sign(id, now, body) }, data: body });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ replayed: false, withdrawals: [{ reference: expect.stringMatching(/^WDR-\d+$/), honourBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }] });

  const [row] = (JSON.parse(admin('export', 'contacts', '--format', 'json')) as Record<string, unknown>[]).filter((entry) => entry.memberId === memberId);
  expect(row).toMatchObject({ isEmail: true, isText: false, pageUrl: `${baseURL}/preferredcontact`, clientIp: null, userAgent: null });
});
