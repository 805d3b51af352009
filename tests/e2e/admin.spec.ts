// The admin CLI drives the live site: maintenance mode redirects every route, notifications appear and disappear.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addNotification, admin } from './support/admin';
import { openPortal } from './support/portal';
import { E2E_ROUTES } from './support/routes';

test.describe.configure({ mode: 'serial' });

const MAINTENANCE_HEADING = "We'll be back soon!";
const MAINTENANCE_CHECK = '/api/common/issiteinmaintenance';

/** Every route of the table, each with its own heading when the site is up. */
const ROUTES = E2E_ROUTES;

/**
 * Opens every route at once in its own tab of a fresh context and waits, in each, for the app's maintenance
 * answer and for the preboot screen to go (1.5 s after start, well after any redirect the answer causes).
 */
async function openEveryRoute(context: BrowserContext, expectedAnswer: boolean): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  await Promise.all(
    ROUTES.map(async ({ route }) => {
      const page = await context.newPage();
      pages.set(route, page);
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === MAINTENANCE_CHECK);
      await openPortal(page, route);
      expect(await (await answer).json(), `maintenance answer on ${route}`).toBe(expectedAnswer);
    }),
  );
  return pages;
}

test.afterAll(() => {
  // Leave the shared database as the other specs expect it, whatever happened here.
  admin('maintenance', 'off');
  admin('notifications', 'clear');
});

test('maintenance on sends every route to /maintenance; off restores them', async ({ browser }, testInfo) => {
  // A tab per route opened at once, twice, each with its 1.5 s preboot: about 30 s on a 2-core machine, past the default.
  test.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL;

  expect(admin('maintenance', 'on')).toContain('Maintenance mode is on.');
  expect(admin('maintenance', 'status')).toContain('Maintenance mode is on.');
  const during = await browser.newContext({ baseURL });
  try {
    const pages = await openEveryRoute(during, true);
    for (const { route } of ROUTES) {
      const page = pages.get(route) as Page;
      await expect(page, `${route} during maintenance`).toHaveURL('/maintenance');
      await expect(page.getByRole('heading', { level: 1, name: MAINTENANCE_HEADING })).toBeVisible();
    }
  } finally {
    await during.close();
  }

  expect(admin('maintenance', 'off')).toContain('Maintenance mode is off.');
  expect(admin('maintenance', 'status')).toContain('Maintenance mode is off.');
  const after = await browser.newContext({ baseURL });
  try {
    const pages = await openEveryRoute(after, false);
    for (const { route, heading } of ROUTES) {
      const page = pages.get(route) as Page;
      await expect(page, `${route} after maintenance`).toHaveURL(route);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    }
  } finally {
    await after.close();
  }
});

test('a page held on maintenance goes back by itself to its address when maintenance ends, without a reload', async ({ page }) => {
  const route = '/childhood?x=1';
  const formHeading = page.getByRole('heading', { level: 1, name: 'Childhood Lead Poison Prevention Program Provider Training' });
  const maintenanceHeading = page.getByRole('heading', { level: 1, name: MAINTENANCE_HEADING });
  await openPortal(page, route);
  await expect(formHeading).toBeVisible();

  // A page open on a form is not polling (the site is up): the reload makes the start check that finds maintenance.
  expect(admin('maintenance', 'on')).toContain('Maintenance mode is on.');
  await page.reload();
  await expect(page).toHaveURL('/maintenance');
  await expect(maintenanceHeading).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  // Survives only as long as this document does: still there at the end means no reload brought the page back.
  await page.evaluate(() => Object.assign(window, { heldOnMaintenancePage: true }));

  expect(admin('maintenance', 'off')).toContain('Maintenance mode is off.');
  // Rather than wait up to 30 s for the next tick, a window focus event (which the page listens to) makes it ask;
  // repeated each second, since one within the debounce (5 s) of the last check is ignored.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page).toHaveURL(route, { timeout: 1000 });
  }).toPass({ timeout: 15_000, intervals: [1000] });
  await expect(formHeading).toBeVisible();
  await expect(maintenanceHeading).toHaveCount(0);
  expect(await page.evaluate(() => 'heldOnMaintenancePage' in window)).toBe(true);
});

test('a notification added with the CLI shows in the strip; removed, it is gone', async ({ page }) => {
  admin('notifications', 'clear');
  const stamp = Date.now();
  const first = `E2E notice one ${stamp}: the portal closes early on Friday`;
  const second = `E2E notice two ${stamp}: new trainings are available`;
  const firstId = addNotification(first);
  const secondId = addNotification(second);
  expect(admin('notifications', 'list')).toContain(first);

  const strip = page.getByRole('region', { name: 'Notices' });
  await page.goto('/');
  await expect(strip.getByRole('listitem').filter({ hasText: first })).toBeVisible();
  await expect(strip.getByRole('listitem').filter({ hasText: second })).toBeVisible();

  // Removing one: the strip still shows the other (so it has been drawn from the new list) but not this one.
  admin('notifications', 'remove', String(firstId));
  await page.reload();
  await expect(strip.getByRole('listitem').filter({ hasText: second })).toBeVisible();
  await expect(strip.getByRole('listitem').filter({ hasText: first })).toHaveCount(0);
  await expect(strip.getByRole('listitem')).toHaveCount(1);

  // Removing the last: once the app has its (empty) list and is up, there is no strip at all.
  admin('notifications', 'remove', String(secondId));
  expect(admin('notifications', 'list')).not.toContain(second);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/notification');
  await openPortal(page, '/');
  expect(await (await answer).json()).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Health Plan forms' })).toBeVisible();
  await expect(strip).toHaveCount(0);
  await expect(page.getByText(second)).toHaveCount(0);
});
