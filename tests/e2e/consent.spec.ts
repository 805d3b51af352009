// Issue 23 against the real server: a member consents, consents again with fewer channels, staff record a withdrawal,
// and `export contacts` shows the member's one current row; `--history` keeps every step.
import { expect, test, type Page } from '@playwright/test';
import { admin } from './support/admin';
import { openPortal } from './support/portal';

/** Fills the preferred-contact form for this member, ticks these channels, reads the terms and sends it. */
async function consent(page: Page, memberId: string, lastName: string, channels: string[]): Promise<string> {
  await openPortal(page, '/preferredcontact');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Member ID' }).fill(memberId);
  await page.getByRole('textbox', { name: 'Email Address' }).fill('ana@example.org');
  if (channels.some((channel) => channel !== 'Emails')) {
    await page.getByRole('textbox', { name: 'Mobile Phone Number' }).click();
    await page.keyboard.type('5625550123');
  }
  for (const channel of channels) await page.getByRole('checkbox', { name: channel }).check();
  await page.getByRole('region', { name: 'Text Messaging Terms and Conditions' }).hover();
  await page.mouse.wheel(0, 50_000);
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  const reference = page.locator('p', { hasText: 'Your reference:' }).locator('strong');
  await expect(reference).toHaveText(/^PMC-\S+$/);
  return (await reference.textContent()) ?? '';
}

test('consent, consent again with fewer channels, a withdrawal: export contacts shows the one current row', async ({ page }) => {
  const memberId = `C-${Date.now()}`;
  const lastName = `Consent${Date.now()}`;
  await consent(page, memberId, lastName, ['Emails', 'Text Messages', 'Phone Calls']);
  // Again, the ID typed in lower case: the same member, fewer channels.
  const latest = await consent(page, memberId.toLowerCase(), lastName, ['Emails', 'Text Messages']);
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
