// Issue 35, item 8, "nothing personal left on a shared device", in a real browser against the real server: a TGI survey
// whose save did not get through is kept in its tab (sessionStorage) only, never on the device (localStorage) unless the
// person ticks "Keep it on this device until it is sent"; then the next page on that device shows it with Send again
// and Delete rather than sending it by itself; Delete leaves both storages empty; and what the portal kept on the device
// before (version 1, chosen by no one) is dropped unsent. Another page of the same browser context is another tab on the
// same device: the same localStorage, its own sessionStorage (docs/states.md#surveys-kept-on-the-device).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { exportTgi } from './support/admin';
import { expectNoAxeViolations, openPortal } from './support/portal';
import { uniqueValidNpi } from './support/npi';

const KEY = 'tgiSurveysNotReceived';
const NOTICE = 'Survey answers not received yet';
const KEEP_ON_DEVICE = 'Keep it on this device until it is sent';
const NOTE = 'Choose this only on a computer that is yours: anyone who uses this browser after you could see the answers.';
const EARLIER_VISIT = 'One survey sent from this browser on an earlier visit has not reached our server. It is sent only when you select Send again.';
const KEPT_ON_DEVICE_TOAST = 'Survey answers kept on this device';
const DELETED = 'The survey answers were deleted from this browser. They were not sent.';
const DELIVERED = 'Your survey answers were received.';
/** Long enough for a page that has started to have sent anything it was going to send by itself. */
const SETTLE_MS = 1500;

/** The person's contact details, which must not stay behind on a shared computer. */
const EMAIL = 'casey.shared@example.org';

function uniqueName(label: string): string {
  return `Kept ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function submitSurvey(page: Page, providerLastName: string): Promise<void> {
  await openPortal(page, '/tgisurvey');
  await page.getByLabel('Provider Last Name', { exact: true }).fill(providerLastName);
  await page.getByLabel('Provider First Name', { exact: true }).fill('Jordan');
  await page.getByLabel('Individual NPI', { exact: true }).fill(uniqueValidNpi());
  await page.getByLabel('Full Name of Person Completing Survey', { exact: true }).fill('Casey Morgan');
  await page.getByLabel('Title of Person Completing Survey', { exact: true }).fill('Office Manager');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Phone Number', { exact: true }).pressSequentially('9165550142');
  await page.getByRole('group', { name: 'Does this provider offer gender-affirming services?', exact: true }).getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your responses have been submitted successfully.', exact: true })).toBeVisible();
}

/** The survey's save fails at once and for good on every page of the context (a 404 is not retried), until unrouted. */
async function saveFails(context: BrowserContext): Promise<void> {
  await context.route('**/api/tgiact', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: 'Not Found' }) }),
  );
}

/** Every POST of the survey a page makes from now on. */
function surveyPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tgiact') posts.push(request.headers()['idempotency-key'] ?? '');
  });
  return posts;
}

function stored(page: Page): Promise<{ tab: string | null; device: string | null }> {
  return page.evaluate((key) => ({ tab: sessionStorage.getItem(key), device: localStorage.getItem(key) }), KEY);
}

test('by default a survey that did not get through stays in its tab only: another tab on the device finds and sends nothing', async ({ context, page }) => {
  await saveFails(context);
  await submitSurvey(page, uniqueName('tab'));
  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toBeVisible();
  const first = await stored(page);
  expect(first.device, 'nothing is kept on the device').toBeNull();
  expect(first.tab, 'the survey is kept in its tab').toContain(EMAIL);
  await expect(notice).toContainText('Its answers are kept in this tab only, for up to 24 hours: closing the tab deletes them.');
  await expect(notice.getByRole('checkbox', { name: KEEP_ON_DEVICE })).not.toBeChecked();

  // Another tab on the same device (the next person at a library computer, say).
  const other = await context.newPage();
  const otherPosts = surveyPosts(other);
  await openPortal(other, '/tgisurvey');
  await other.waitForTimeout(SETTLE_MS);
  await expect(other.getByRole('region', { name: NOTICE })).toHaveCount(0);
  await expect(other.getByText(KEPT_ON_DEVICE_TOAST)).toHaveCount(0);
  expect(otherPosts, 'nothing sent by the other tab').toEqual([]);
  expect(await stored(other)).toEqual({ tab: null, device: null });

  // A reload of the survey's own tab: the tab still keeps it, and tries it again.
  await page.reload();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('region', { name: NOTICE })).toBeVisible();
  const reloaded = await stored(page);
  expect(reloaded.tab).toContain(EMAIL);
  expect(reloaded.device).toBeNull();

  // Delete the answers, confirmed: nothing left in either storage.
  await page.getByRole('region', { name: NOTICE }).getByRole('button', { name: 'Delete the answers', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete the survey answers?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('.not-received-place')).toBeFocused();
  await expect(page.locator('.not-received-place')).toHaveText(DELETED);
  await expect(page.getByRole('status').getByText(DELETED, { exact: true })).toBeVisible();
  expect(await stored(page)).toEqual({ tab: null, device: null });
});

test('ticked, it is kept on the device, and the next page shows it with Send again and Delete instead of sending it', async ({ context, page }) => {
  await saveFails(context);
  await submitSurvey(page, uniqueName('device'));
  const notice = page.getByRole('region', { name: NOTICE });
  const box = notice.getByRole('checkbox', { name: KEEP_ON_DEVICE });
  await expect(box).toHaveAccessibleDescription(NOTE);
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(notice).toContainText('Its answers are kept on this device for up to 24 hours, until they are sent or deleted.');
  await expect.poll(async () => (await stored(page)).device).toContain(EMAIL);
  expect((await stored(page)).tab, 'moved out of the tab').toBeNull();
  await page.close();

  // The next page on this device, on another of the portal's pages: told, not sent.
  await context.unrouteAll();
  const next = await context.newPage();
  const posts = surveyPosts(next);
  await openPortal(next, '/preferredcontact');
  const toast = next.getByRole('status').getByRole('listitem').filter({ hasText: KEPT_ON_DEVICE_TOAST });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Send now', exact: true })).toBeVisible();
  await next.waitForTimeout(SETTLE_MS);
  expect(posts, 'nothing sent by itself').toEqual([]);

  // The survey's page: the same notice, naming the earlier visit, with the choice as it was made.
  await openPortal(next, '/tgisurvey');
  const shown = next.getByRole('region', { name: NOTICE });
  await expect(shown).toContainText(EARLIER_VISIT);
  await expect(shown.getByRole('checkbox', { name: KEEP_ON_DEVICE })).toBeChecked();
  await expect(shown.getByRole('button', { name: 'Send again', exact: true })).toBeVisible();
  await next.waitForTimeout(SETTLE_MS);
  expect(posts, 'nothing sent by itself').toEqual([]);
  await expectNoAxeViolations(next, 'a survey kept on the device from an earlier visit');

  // Delete, with the keyboard: asked first, then both storages are empty.
  await shown.getByRole('button', { name: 'Delete the answers', exact: true }).focus();
  await next.keyboard.press('Enter');
  const dialog = next.getByRole('dialog', { name: 'Delete the survey answers?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(next.locator('.not-received-place')).toHaveText(DELETED);
  await expect(next.locator('.not-received-place')).toBeFocused();
  expect(await stored(next)).toEqual({ tab: null, device: null });
  expect(posts).toEqual([]);
});

test('kept on the device, Send now on the next page sends it once, with its key, and nothing is left behind', async ({ context, page }) => {
  await saveFails(context);
  const providerLastName = uniqueName('send-now');
  const firstPosts = surveyPosts(page);
  await submitSurvey(page, providerLastName);
  await page.getByRole('region', { name: NOTICE }).getByRole('checkbox', { name: KEEP_ON_DEVICE }).check();
  await expect.poll(async () => (await stored(page)).device).toContain(EMAIL);
  await page.close();

  await context.unrouteAll();
  const next = await context.newPage();
  const posts = surveyPosts(next);
  await openPortal(next, '/');
  const toast = next.getByRole('status').getByRole('listitem').filter({ hasText: KEPT_ON_DEVICE_TOAST });
  await toast.getByRole('button', { name: 'Send now', exact: true }).click();
  await expect(next.getByRole('status').getByText(DELIVERED, { exact: true })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0], 'the key of its first try').toBe(firstPosts[0]);
  expect(exportTgi().filter((row) => row.providerLastName === providerLastName)).toHaveLength(1);
  await expect.poll(() => stored(next)).toEqual({ tab: null, device: null });
});

test('what the portal kept on the device before (version 1, chosen by no one) is dropped, neither sent nor shown', async ({ page }) => {
  await openPortal(page, '/');
  const issuedAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  await page.evaluate(
    ({ key, issuedAt: at, email }) => {
      const record = {
        providerLastName: 'Earlier',
        providerFirstName: 'Visitor',
        individualNPI: '1234567893',
        isValidNPI: 'Yes',
        isGenderAffirmingServicesOffered: 'Yes',
        fullNameOfPersonCompletingSurvey: 'Someone Else',
        titleOfPersonCompletingSurvey: 'Office Manager',
        email,
        phoneNumber: '(916) 555-0142',
        dateSubmitted: at,
      };
      localStorage.setItem(key, JSON.stringify({ version: 1, surveys: [{ record, idempotencyKey: 'version-one-key-0001', issuedAt: at, language: 'en' }] }));
    },
    { key: KEY, issuedAt, email: EMAIL },
  );
  const posts = surveyPosts(page);
  await openPortal(page, '/tgisurvey');
  await expect.poll(() => stored(page)).toEqual({ tab: null, device: null });
  await page.waitForTimeout(SETTLE_MS);
  expect(posts).toEqual([]);
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);
  await expect(page.getByText(KEPT_ON_DEVICE_TOAST)).toHaveCount(0);
});
