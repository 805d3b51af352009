// Issue 20: every page arrives drawn by the server, the browser takes it over without a mismatch, nothing a person does
// before that is lost, and maintenance and unknown addresses answer with their statuses.
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { admin } from './support/admin';
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

test('on a slow load, what is typed and a Submit pressed before the app has taken over are kept and acted on', async ({ page }) => {
  // The page and its styles arrive at once; the app's code 4 s later, as on a cheap phone on a slow network.
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // Not waiting for the load event, which waits for the deferred scripts.
  await page.goto('/childhood', { waitUntil: 'commit' });
  // The preboot screen comes off by the clock, 1.5 s after navigation start, with the form drawn under it.
  await page.locator('#preboot').waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Title' }).fill('Nurse practitioner');
  await page.getByRole('button', { name: 'DONE' }).click();
  // Held back: the browser did not send the form (which would put the answers in the address).
  expect(new URL(page.url()).search).toBe('');
  expect(requests.some((url) => url.includes('Ana'))).toBe(false);

  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
  // The Submit was acted on as soon as the app had the form: the summary of what is missing, without the fields typed.
  const summary = page.getByRole('region', { name: 'Missing Information' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText(['Last Name is required.', 'Individual NPI is required.', 'Organization is required.']);
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ana');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Nurse practitioner');
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
