// Issue 37 in the browser: the staff console against the real server and a real OpenID provider started here on
// loopback (oidc-provider, tests/support/identityProvider.mjs), never a mocked sign-in. A viewer signs in, lists
// today's contact submissions, opens one, downloads CSV, signs out here and at the provider; a person without a role is
// refused and recorded; a viewer is refused an admin's page; an idle session is sent back to sign-in; the idle warning
// appears and "Stay signed in" keeps the session.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { startIdentityProvider, type RunningIdentityProvider } from '../support/identityProvider';
import { adminIn } from './support/admin';
import { sendContactForm } from './support/contactForm';
import { expectNoAxeViolations } from './support/portal';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { planToday, signInAtProvider, staffAccount, staffClientFor, staffSettingsFor } from './support/staffSignIn';

const PORT = Number(process.env.E2E_PORT ?? 8787) + 12;
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

const account = staffAccount;
const VIEWER = account('rosa', ['portal-viewers']);
const ADMIN = account('amir', ['portal-admins']);
const NOBODY = account('noel', ['everyone']);
const CLIENT = staffClientFor(ORIGIN);

let provider: RunningIdentityProvider;
let server: OwnServer;
let reference: string;

test.beforeAll(async () => {
  provider = await startIdentityProvider({ clients: [CLIENT], accounts: [VIEWER, ADMIN, NOBODY] });
  server = await startOwnServer(PORT, staffSettingsFor(ORIGIN, provider.issuer));
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

const auditActions = () => (JSON.parse(adminIn(server.dataDir, 'audit', 'export', '--format', 'json')) as { action: string; subject: string | null }[]).filter((event) => event.action !== 'audit-export');

const today = planToday;

test('a viewer signs in, lists today\'s contact submissions, opens one, downloads CSV and signs out', async ({ page }) => {
  reference = await sendContactForm(page, { memberId: 'ST-100', lastName: 'Console', channels: ['Emails'] });

  await page.goto('/staff');
  await signInAtProvider(page, VIEWER);
  await expect(page).toHaveURL(`${ORIGIN}/staff/forms/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox: Preferred contact' })).toBeVisible();
  await expect(page.getByText('Signed in as rosa@plan.example')).toBeVisible();

  await page.getByLabel('From (YYYY-MM-DD)').fill(today());
  await page.getByLabel('To (YYYY-MM-DD)').fill(today());
  await page.getByLabel('To (YYYY-MM-DD)').press('Enter');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}`));
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Ana Console');
  await expectNoAxeViolations(page, 'the inbox');

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
  await expect(page.getByText('ST-100')).toBeVisible();
  await expect(page.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expectNoAxeViolations(page, 'a submission');

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  const file = await download.path();
  expect(fs.readFileSync(file, 'utf8')).toContain(reference);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Sign out of the plan?')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  // Signed out here: the console's calls are refused.
  expect((await page.request.get('/staff/api/session')).status()).toBe(401);
  expect(auditActions().map((event) => event.action)).toEqual(['sign-in', 'list', 'list', 'view', 'list', 'download', 'sign-out']);
});

test('a person in none of the console\'s groups is refused, told whom to ask, and recorded', async ({ page }) => {
  await page.goto('/staff');
  await signInAtProvider(page, NOBODY);
  await expect(page.getByRole('heading', { name: 'You have no access to the staff console' })).toBeVisible();
  await expect(page.getByText(/naming the group for your role: portal-viewers, portal-managers, portal-admins/)).toBeVisible();
  expect(auditActions().at(-1)).toEqual(expect.objectContaining({ action: 'no-role', subject: 'noel' }));
  expect((await page.request.get('/staff/api/session')).status()).toBe(401);
});

test('a viewer is refused an admin\'s page and call (403, recorded); an admin reads the audit trail', async ({ page, browser }) => {
  await page.goto('/staff/audit');
  await signInAtProvider(page, VIEWER);
  await expect(page.getByText('Your role does not allow this page.')).toBeVisible();
  expect((await page.request.get('/staff/api/audit')).status()).toBe(403);
  expect(auditActions().filter((event) => event.action === 'forbidden').length).toBeGreaterThanOrEqual(1);

  // Another person, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL: ORIGIN });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/staff/audit');
  await signInAtProvider(adminPage, ADMIN);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: 'forbidden' }).first()).toContainText('rosa@plan.example');
  await expectNoAxeViolations(adminPage, 'the audit trail');
  await adminContext.close();
});

test('an idle session is sent back to sign-in', async ({ page }) => {
  await page.goto('/staff/forms/tgi');
  await signInAtProvider(page, VIEWER);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox: TGI survey' })).toBeVisible();
  const db = new BetterSqlite3(path.join(server.dataDir, 'portal.sqlite3'));
  db.prepare("update staff_sessions set idle_ends_at = '2000-01-01T00:00:00.000Z'").run();
  db.close();
  const signIns = auditActions().filter((event) => event.action === 'sign-in').length;
  const sentToSignIn = page.waitForRequest((request) => request.url().startsWith(`${ORIGIN}/staff/auth/signin?return=%2Fstaff%2Fforms%2Ftgi`));
  await page.reload();
  await sentToSignIn;
  // The provider still knows the person (its own session): it signs them straight back in, a new session here.
  await expect(page.getByRole('heading', { name: 'Sign in to the plan' }).or(page.getByRole('heading', { level: 1, name: 'Inbox: TGI survey' }))).toBeVisible();
  if (await page.getByRole('heading', { name: 'Sign in to the plan' }).isVisible()) await signInAtProvider(page, VIEWER);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox: TGI survey' })).toBeVisible();
  expect(auditActions().filter((event) => event.action === 'sign-in').length).toBe(signIns + 1);
});

test('two minutes before the idle end the console warns, and "Stay signed in" keeps the session', async ({ page }) => {
  // The page's clock runs 13 minutes ahead of the server's from here on, as a staff PC's may: the console sets its
  // timers on the server's times turned into the page's clock (src/staff/api.ts), or the warning would never close.
  await page.clock.install();
  await page.goto('/staff/forms/attestation');
  await signInAtProvider(page, VIEWER);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox: Training attestation' })).toBeVisible();
  await page.clock.fastForward('13:05');
  const dialog = page.getByRole('dialog', { name: 'You will be signed out soon' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the idle warning');
  const kept = page.waitForResponse((response) => response.url().endsWith('/staff/api/session/keep') && response.status() === 200);
  // By keyboard alone: the dialog takes focus on "Stay signed in".
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await kept;
  await expect(dialog).toBeHidden();
  expect((await page.request.get('/staff/api/session')).status()).toBe(200);
});

test('the inbox and a submission by keyboard alone', async ({ page }) => {
  await page.goto('/staff/forms/contact');
  await signInAtProvider(page, VIEWER);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox: Preferred contact' })).toBeVisible();
  const link = page.getByRole('link', { name: reference });
  await expect(link).toBeVisible();
  for (let presses = 0; presses < 40 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeFocused();
});
