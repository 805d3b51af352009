// Issue 23 against the real server: a member consents, consents again with fewer channels, staff record a withdrawal,
// and `export contacts` shows the member's one current row; `--history` keeps every step.
import { expect, test } from '@playwright/test';
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
