// The admin CLI drives the live site: maintenance mode redirects every route, notifications appear and disappear.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addNotification, admin } from './support/admin';
import { serverTranslate } from '../../server/languages';
import { maintenanceAddress } from '../../src/domain/maintenanceReturn';
import { MAINTENANCE } from '../../src/domain/messages';
import { expectNoAxeViolations, openPortal } from './support/portal';
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
      // The page's own address carries the way back (issue 18).
      await expect(page, `${route} during maintenance`).toHaveURL(maintenanceAddress(route));
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
    const home = ROUTES.find(({ route }) => route === '/');
    for (const { route, heading } of ROUTES) {
      const page = pages.get(route) as Page;
      // The maintenance page itself, opened once maintenance is over, sends the visitor home.
      const [expectedUrl, expectedHeading] = route === '/maintenance' ? ['/', home?.heading ?? ''] : [route, heading];
      await expect(page, `${route} after maintenance`).toHaveURL(expectedUrl);
      await expect(page.getByRole('heading', { level: 1, name: expectedHeading, exact: true })).toBeVisible();
    }
  } finally {
    await after.close();
  }
});

test('the way back survives a reload of the maintenance page and a shared link of it (issue 18)', async ({ page, browser }, testInfo) => {
  const route = '/tgisurvey?from=letter#survey';
  const surveyHeading = page.getByRole('heading', { level: 1, name: 'TGI Inclusive Care Act: Gender-Affirming Services Survey' });
  expect(admin('maintenance', 'on')).toContain('Maintenance mode is on.');
  await openPortal(page, route);
  await expect(page).toHaveURL(maintenanceAddress(route));
  // Reloaded while maintenance lasts: still the maintenance page, still carrying the way back, still asking.
  await page.reload();
  await page.locator('#preboot').waitFor({ state: 'detached' });
  await expect(page.getByRole('heading', { level: 1, name: MAINTENANCE_HEADING })).toBeVisible();
  await expect(page).toHaveURL(maintenanceAddress(route));

  expect(admin('maintenance', 'off')).toContain('Maintenance mode is off.');
  // A reload once it is over takes the person on at once, to the address they asked for.
  await page.reload();
  await expect(page).toHaveURL(route);
  await expect(surveyHeading).toBeVisible();

  // The maintenance page's address shared in a message, opened after maintenance: the same way back.
  const shared = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  try {
    await openPortal(shared, maintenanceAddress(route));
    await expect(shared).toHaveURL(route);
    // A way back to another site is never followed: home instead.
    await openPortal(shared, '/maintenance?from=%2F%2Fevil.example%2F');
    await expect(shared).toHaveURL('/');
  } finally {
    await shared.close();
  }
});

test('the maintenance page, in English and in Spanish, on a phone and a desktop, passes axe', async ({ browser }, testInfo) => {
  const es = serverTranslate('es');
  expect(admin('maintenance', 'on')).toContain('Maintenance mode is on.');
  try {
    for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      for (const [language, heading] of [['en', MAINTENANCE.heading], ['es', es(MAINTENANCE.heading)]] as const) {
        // axe's Playwright runner needs a page of a context of its own.
        const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport });
        try {
          const page = await context.newPage();
          await openPortal(page, `/maintenance?lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
          await expectNoAxeViolations(page, `/maintenance in ${language} at ${viewport.width} px`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    admin('maintenance', 'off');
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
  await expect(page).toHaveURL(maintenanceAddress(route));
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
  // The notices come drawn in the page (issue 20): the app, once up, does not ask for them again.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/notification') asked.push(request.url());
  });
  await openPortal(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Health Plan forms' })).toBeVisible();
  expect(asked).toEqual([]);
  await expect(strip).toHaveCount(0);
  await expect(page.getByText(second)).toHaveCount(0);
});
