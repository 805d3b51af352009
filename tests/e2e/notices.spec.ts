// Notices that can be read: the strip shows every notice at once and stands still, on a phone and a desktop;
// toasts never cover the page heading or a focused error summary on a phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addNotification, admin } from './support/admin';
import { expectNoAxeViolations, openPortal } from './support/portal';

test.describe.configure({ mode: 'serial' });

const LONG_NOTICE =
  'Important: from January 1 our provider services line has new hours, Monday to Friday 7AM to 7PM PST, and forms sent by fax to the old number are forwarded for thirty days.';
const NOTICES = [LONG_NOTICE, 'Scheduled maintenance: this site may be unavailable Saturday from 10 PM to 11:59 PM PST.', 'Reminder: attestations are due by December 31.'];

test.beforeAll(() => {
  admin('notifications', 'clear');
  for (const notice of NOTICES) addNotification(notice);
});
test.afterAll(() => {
  admin('notifications', 'clear');
});

/** The part of a box that lies outside the viewport, in pixels (0 when it is wholly on screen). */
async function offScreen(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  return Math.max(0, -box.x) + Math.max(0, box.x + box.width - viewport.width) + Math.max(0, -box.y) + Math.max(0, box.y + box.height - viewport.height);
}

async function runningAnimationsIn(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`on a ${viewport.name}, every notice is on screen and still from the first moment`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openPortal(page, '/childhood');
    const strip = page.getByRole('region', { name: 'Notices' });
    const items = strip.getByRole('listitem');
    await expect(items).toHaveCount(NOTICES.length);
    expect(await runningAnimationsIn(strip)).toBe(0);
    for (const [index, notice] of NOTICES.entries()) {
      await expect(items.nth(index)).toHaveText(notice);
      expect(await offScreen(page, items.nth(index)), `notice ${index + 1} off screen`).toBe(0);
    }
    // The page's own heading is still on the first screen below the notices.
    expect(await offScreen(page, page.getByRole('heading', { level: 1 }))).toBe(0);
    await expectNoAxeViolations(page, `notices on a ${viewport.name}`);
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('on a phone, the success toast takes its place in the page above the content: the thanks view and the page heading stay uncovered', async ({ page }) => {
  admin('notifications', 'clear');
  await page.setViewportSize({ width: 390, height: 844 });
  await openPortal(page, '/deiprovidertraining');
  await page.getByLabel('First Name', { exact: true }).fill('Avery');
  await page.getByLabel('Last Name', { exact: true }).fill(`Quinn toast-${Date.now().toString(36)}`);
  await page.getByRole('checkbox', { name: 'N/A' }).check();
  await page.getByLabel('Title', { exact: true }).fill('Pediatrician');
  await page.getByLabel('Organization', { exact: true }).fill('Sunrise Clinic');
  await page.getByRole('button', { name: 'DONE' }).click();

  const toast = page.getByRole('listitem').filter({ hasText: 'Attestation Form has been successfully saved' });
  await expect(toast).toBeVisible();
  const thanks = page.getByRole('heading', { name: /^Thanks for reviewing the training modules/ });
  await expect(thanks).toBeFocused();
  const toastBox = await toast.boundingBox();
  const mainBox = await page.getByRole('main').boundingBox();
  if (!toastBox || !mainBox) throw new Error('no layout');
  // In the page's flow, above the main content (issue 18): it pushes the page down rather than floating over it.
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(mainBox.y + 1);
  for (const covered of [thanks, page.getByRole('heading', { level: 1 })]) {
    const box = await covered.boundingBox();
    if (box) expect(overlaps(toastBox, box)).toBe(false);
  }
});
