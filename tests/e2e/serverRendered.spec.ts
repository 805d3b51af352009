// Issue 20: every page arrives drawn by the server, the browser takes it over without a mismatch, nothing a person does
// before that is lost (issue 34: a form sent before then is posted by the browser and answered by the server), and
// maintenance and unknown addresses answer with their statuses.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { admin, exportAttestations } from './support/admin';
import { uniqueValidNpi } from './support/npi';
import { E2E_ROUTES_WHILE_UP, UNKNOWN_PATH } from './support/routes';

test.describe('each page as it arrives, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { route, heading, kind } of E2E_ROUTES_WHILE_UP) {
    test(`${route} already holds its heading${kind === 'form' ? ' and its form' : ''}, answered ${route === UNKNOWN_PATH ? 404 : 200}`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === UNKNOWN_PATH ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
      if (kind === 'form') {
        const form = page.getByRole('form');
        await expect(form).toBeVisible();
        await expect(form.getByRole('textbox').first()).toBeVisible();
        await expect(form.getByRole('button').last()).toBeVisible();
      }
    });
  }

  test('without scripts the page shows, not the preboot screen that nothing would take off', async ({ page }) => {
    await page.goto('/tgisurvey');
    await expect(page.locator('#preboot')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('every page is taken over by the app with no hydration error and no layout shift', async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // The not-found page's own 404 is the one resource error expected.
    if (message.type() === 'error' && !message.text().includes('404')) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const { route, heading } of E2E_ROUTES_WHILE_UP) {
    await page.goto(route);
    const drawn = await page.getByRole('heading', { level: 1 }).elementHandle();
    await page.evaluate(() => {
      // Layout shifts from navigation start on, as Lighthouse's CLS counts them.
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value?: number }).value ?? 0);
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    });
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.locator('#preboot').waitFor({ state: 'detached' });
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    // The element the server drew is the one on screen: taken over, not drawn again.
    expect(await page.evaluate((element) => element?.isConnected, drawn), `${route}: the drawn heading is still the page's`).toBe(true);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0), `${route}: layout shift`).toBe(0);
  }
  expect(problems).toEqual([]);
});

/** The app's code held back `delayMs`, as on a cheap phone on a slow network; the page and its styles arrive at once. */
async function delayAppCode(page: Page, delayMs: number): Promise<void> {
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // The page may have moved on (a form the browser posted) while the code was held: nothing left to answer then.
    await route.continue().catch(() => undefined);
  });
}

/** Opens a page without waiting for its deferred scripts, and waits for the preboot screen to come off by the clock. */
async function openBeforeTakeover(page: Page, route: string): Promise<void> {
  await page.goto(route, { waitUntil: 'commit' });
  // The preboot screen comes off by the clock, 1.5 s after navigation start, with the form drawn under it.
  await page.locator('#preboot').waitFor({ state: 'detached' });
  expect(await appState(page), 'the app has not taken the page over yet').toBeUndefined();
}

function appState(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.app);
}

test('on a slow load, what is typed before the app has taken over is kept when it does', async ({ page }) => {
  await delayAppCode(page, 4000);
  await openBeforeTakeover(page, '/childhood');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Title' }).fill('Nurse practitioner');

  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ana');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Nurse practitioner');
  await expect(page.getByRole('region', { name: 'Missing Information' })).toHaveCount(0);
});

test('on a slow load, a Submit pressed before the app has taken over is posted by the browser and answered by the server: the 422 for an incomplete form, then the confirmation', async ({ page }) => {
  test.setTimeout(60_000);
  const lastName = `Quinn slow-${Date.now().toString(36)}`;
  await delayAppCode(page, 6000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  const formPost = () => page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/childhood');

  await openBeforeTakeover(page, '/childhood');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Title' }).fill('Nurse practitioner');
  let posted = formPost();
  await page.getByRole('button', { name: 'DONE' }).click();
  const refused = await posted;
  // Posted by the browser itself, to the form's own address; the answers in the body, never in the address.
  expect(refused.status()).toBe(422);
  expect(refused.request().postData()).toContain('firstName=Ana');
  expect(requests.filter((request) => request.includes('/api/Attestation'))).toEqual([]);
  expect(requests.some((request) => request.startsWith('GET') && request.includes('Ana'))).toBe(false);

  // The server's answer: the summary of what is missing, everything typed kept, the title saying there is an error.
  await page.locator('#preboot').waitFor({ state: 'detached' });
  const summary = page.getByRole('region', { name: 'Missing Information' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText(['Last Name is required.', 'Individual NPI is required.', 'Organization is required.']);
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ana');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Nurse practitioner');

  // Completed and sent again before the app has this page either: stored, and its confirmation drawn by the server.
  expect(await appState(page), 'the app has not taken the answer page over yet').toBeUndefined();
  await page.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Individual NPI' }).fill(uniqueValidNpi());
  await page.getByRole('textbox', { name: 'Organization' }).fill('Sunrise Clinic');
  posted = formPost();
  await page.getByRole('button', { name: 'DONE' }).click();
  expect((await posted).status()).toBe(303);
  await page.waitForURL(/\/childhood\?sent=ATT-/);
  const reference = new URL(page.url()).searchParams.get('sent');
  const shown = page.locator('p', { hasText: 'Your reference:' }).locator('strong');
  await expect(shown).toHaveText(reference ?? '');
  const stored = exportAttestations().filter((row) => row.lastName === lastName);
  expect(stored.map((row) => [row.reference, row.submittedVia])).toEqual([[reference, 'html-form']]);

  // The app then takes the confirmation over: it stays, and nothing is sent again.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /^Thanks for reviewing the training modules/ })).toBeVisible();
  await expect(shown).toHaveText(reference ?? '');
  expect(requests.filter((request) => request.startsWith('POST ')).map((request) => new URL(request.slice(5)).pathname)).toEqual(['/childhood', '/childhood']);
  expect(exportAttestations().filter((row) => row.lastName === lastName)).toHaveLength(1);
});

test.describe('statuses', () => {
  test.afterAll(() => {
    admin('maintenance', 'off');
  });

  test('an unknown address is a 404 page; during maintenance every page is a 302 to the maintenance page, which is a 503', async ({ request }) => {
    const unknown = await request.get(UNKNOWN_PATH, { headers: { accept: 'text/html' } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page not found');

    expect(admin('maintenance', 'on')).toContain('Maintenance mode is on.');
    const redirected = await request.get('/tgisurvey', { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(redirected.status()).toBe(302);
    expect(redirected.headers().location).toBe('/maintenance?from=%2Ftgisurvey');
    const maintenance = await request.get('/maintenance?from=%2Ftgisurvey', { headers: { accept: 'text/html' } });
    expect(maintenance.status()).toBe(503);
    expect(maintenance.headers()['retry-after']).toBe('300');
    expect(await maintenance.text()).toContain('be back soon!');

    expect(admin('maintenance', 'off')).toContain('Maintenance mode is off.');
    // Over: the maintenance page sends the visitor on, before a byte of it is drawn. Within the server's page cache
    // (5 s), the flag itself is read on every request.
    const back = await request.get('/maintenance?from=%2Ftgisurvey', { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(back.status()).toBe(302);
    expect(back.headers().location).toBe('/tgisurvey');
  });
});
