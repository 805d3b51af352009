// Toasts and the loading message never cover what the person is reading (issue 18, WCAG 2.4.11 focus not obscured):
// an attestation sent on a wide screen (the toast floats beside the main column), a 1280 px laptop and a 1280 px
// screen at 400 % zoom (in the page's flow there), with the save held so that "Loading…" can be measured too.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoRuntimeStyles, openPortal, PLAN_NAME } from './support/portal';
import { uniqueValidNpi } from './support/npi';

const ROUTE = '/childhood';
const TITLE = 'Childhood Lead Poison Prevention Program Provider Training';
const THANKS_HEADING = `Thanks for reviewing the training modules on the ${TITLE} sponsored by ${PLAN_NAME}`;
const SAVED_TOAST = 'Attestation Form has been successfully saved';

/**
 * Where each sits (src/app/shell.css): the toasts float in the margin beside the 880 px column from 1504 px, the
 * short loading message from 1264 px; narrower, each is in the page's flow.
 */
const VIEWPORTS = [
  { name: 'a 1920 px screen', width: 1920, height: 1080, toastFloats: true, loadingFloats: true },
  { name: 'a 1280 px desktop', width: 1280, height: 800, toastFloats: false, loadingFloats: true },
  { name: '400 % zoom', width: 320, height: 256, toastFloats: false, loadingFloats: false },
];

/** An NPI with a valid check digit (the server finds it) that no other test uses. */
/**
 * What the boxes matching `coverSelector` cover, by name: the focused element, the elements matching `targetSelector`
 * and every visible focusable element outside the covering boxes. Empty when nothing is covered; the boxes are
 * compared in the same viewport coordinates, so something scrolled away counts as much as something on screen.
 */
async function coveredBy(page: Page, coverSelector: string, targetSelector: string): Promise<string[]> {
  return page.evaluate(
    ({ coverSelector, targetSelector }) => {
      const covers = [...document.querySelectorAll(coverSelector)];
      const boxes = covers.map((cover) => cover.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
      const insideCover = (element: Element) => covers.some((cover) => cover.contains(element) || element.contains(cover));
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
      const focusable = [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')].filter(
        (element) => !insideCover(element) && element.checkVisibility(),
      );
      const focused = document.activeElement && document.activeElement !== document.body ? [document.activeElement] : [];
      const targets = new Set([...focused, ...document.querySelectorAll(targetSelector), ...focusable]);
      return [...targets].flatMap((element) => {
        const box = element.getBoundingClientRect();
        const covered = boxes.some(
          (cover) =>
            Math.min(cover.right, box.right) - Math.max(cover.left, box.left) > 0 &&
            Math.min(cover.bottom, box.bottom) - Math.max(cover.top, box.top) > 0,
        );
        return covered ? [`${element === document.activeElement ? 'focused ' : ''}${name(element)}`] : [];
      });
    },
    { coverSelector, targetSelector },
  );
}

/** The viewport box of an element, as getBoundingClientRect gives it. */
async function boxOf(element: Locator): Promise<{ top: number; right: number; bottom: number; left: number }> {
  return element.evaluate((element) => {
    const { top, right, bottom, left } = element.getBoundingClientRect();
    return { top, right, bottom, left };
  });
}

for (const viewport of VIEWPORTS) {
  test(`on ${viewport.name} neither "Loading…" nor the saved toast covers the focus, the thank-you heading or a link`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // The save is held until "Loading…" has been measured: it shows only once a call has lasted a second.
    let releaseSave: () => void = () => undefined;
    const saveReleased = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route('**/api/Attestation', async (route) => {
      if (route.request().method() === 'POST') await saveReleased;
      await route.continue();
    });

    await openPortal(page, ROUTE);
    await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
    await page.getByLabel('First Name', { exact: true }).fill('Avery');
    await page.getByLabel('Last Name', { exact: true }).fill(`Quinn toasts-${Date.now().toString(36)}`);
    await page.getByLabel('Individual NPI', { exact: true }).fill(uniqueValidNpi());
    await page.getByLabel('Title', { exact: true }).fill('Pediatrician');
    await page.getByLabel('Organization', { exact: true }).fill('Sunrise Clinic');
    const done = page.getByRole('button', { name: 'DONE' });
    await done.click();

    const loading = page.locator('.loading-host').getByText('Loading…', { exact: true });
    await expect(loading).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('loading.png') });
    const loadingBox = await boxOf(page.locator('.loading-host .portal-loading'));
    if (viewport.loadingFloats) {
      // Seen wherever the person is on the page, in the margin right of the column.
      await expect(loading).toBeInViewport();
      expect(loadingBox.left).toBeGreaterThanOrEqual((await boxOf(page.getByRole('main'))).right);
    } else {
      // Under the button just pressed.
      expect(loadingBox.top).toBeGreaterThanOrEqual((await boxOf(done)).bottom);
    }
    expect(await page.locator('.portal-footer a').count()).toBeGreaterThan(0);
    expect(await coveredBy(page, '.loading-host .portal-loading', '.portal-footer a'), '"Loading…" covers').toEqual([]);
    await expectNoRuntimeStyles(page, '"Loading…"');
    // And not once the page is scrolled to the footer; then back to the button, where the person waits.
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.locator('.portal-footer').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('loading-footer.png') });
    expect(await coveredBy(page, '.loading-host .portal-loading', '.portal-footer a'), '"Loading…" over the footer covers').toEqual([]);
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrollY);
    releaseSave();

    const heading = page.getByRole('heading', { name: THANKS_HEADING, exact: true });
    const toast = page.locator('.toast', { hasText: SAVED_TOAST });
    await expect(toast).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('saved.png') });
    expect(await coveredBy(page, '.toast', '.thanks-panel__message'), 'the saved toast covers').toEqual([]);
    // Placed by the stylesheet's media queries alone: the CSP refuses styles written at run time.
    await expectNoRuntimeStyles(page, 'the saved toast');
    const toastBox = await boxOf(toast);
    if (viewport.toastFloats) {
      await expect(toast).toBeInViewport();
      expect(toastBox.left).toBeGreaterThanOrEqual((await boxOf(page.getByRole('main'))).right);
    } else {
      // Above the main column, which it pushes down.
      expect(toastBox.bottom).toBeLessThanOrEqual((await boxOf(page.getByRole('main'))).top);
    }
    // Gone after its 4 s, as before, and the focus stays on the heading.
    await expect(toast).toBeHidden({ timeout: 6000 });
    await expect(heading).toBeFocused();
  });
}
