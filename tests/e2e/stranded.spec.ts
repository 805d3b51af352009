// Never strand a person (issue 18), in a real browser against the real server: the busy button keeps the keyboard's
// focus through a slow NPI look-up, and a connection lost while sending is called what it is, with everything kept.
import { expect, test, type Page } from '@playwright/test';
import { openPortal } from './support/portal';
import { uniqueValidNpi } from './support/npi';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

async function fillAttestation(page: Page): Promise<void> {
  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill(`Focus ${Date.now().toString(36)}`);
  await page.getByLabel('Individual NPI', { exact: true }).fill(uniqueValidNpi());
  await page.getByLabel('Title', { exact: true }).fill('MD');
  await page.getByLabel('Organization', { exact: true }).fill('Harbor Clinic');
}

for (const { name, viewport } of VIEWPORTS) {
  test(`on a ${name}, DONE pressed with the keyboard keeps the focus, busy, through a slow NPI look-up`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The look-up answers after 2 s, as on a slow network.
    await page.route('**/api/Attestation/IsNPIValid/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await openPortal(page, '/childhood');
    await fillAttestation(page);
    const done = page.getByRole('button', { name: 'DONE' });
    await done.focus();
    await page.keyboard.press('Enter');
    await expect(done).toHaveAttribute('aria-busy', 'true');
    await expect(done).toHaveAttribute('aria-disabled', 'true');
    await expect(done).toBeFocused();
    // A second press while it is busy sends nothing more.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/Attestation') posts.push(request.url());
    });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    await expect(done).toBeFocused();
    // Then the look-up answers, the attestation is saved once, and the thanks takes the focus.
    await expect(page.getByRole('heading', { name: /^Thanks for reviewing the training modules/ })).toBeFocused({ timeout: 10_000 });
    expect(posts).toHaveLength(1);
  });
}

test('a connection lost while sending is called a lost connection, with everything typed kept and Submit to try again', async ({ page, context }) => {
  await openPortal(page, '/preferredcontact');
  await page.getByLabel('First Name', { exact: true }).fill('Rosa');
  await page.getByLabel('Last Name', { exact: true }).fill('Offline');
  await page.getByLabel('Member ID', { exact: true }).fill('000123');
  await page.getByLabel('Email Address', { exact: true }).fill('rosa@example.org');
  await page.getByRole('checkbox', { name: 'Emails', exact: true }).check();
  const terms = page.getByRole('region', { name: 'Text Messaging Terms and Conditions', exact: true });
  await terms.hover();
  await page.mouse.wheel(0, 50_000);
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeEnabled();

  await context.setOffline(true);
  try {
    await submit.click();
    // After the retries (0.5 s, 1.5 s): the spec's words for a lost connection, never "System Error!".
    const notice = page.getByRole('region', { name: 'No Network: The server cannot be reached' });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(notice).toBeFocused();
    await expect(notice).toContainText('Check that you are connected to the internet, then select Submit to send the form again.');
    await expect(notice).toContainText('Everything you typed is still here.');
    await expect(page.getByRole('region', { name: 'System Error!' })).toHaveCount(0);
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Rosa');
    await expect(page.getByRole('checkbox', { name: 'Emails', exact: true })).toBeChecked();
  } finally {
    await context.setOffline(false);
  }
  // Back online, Submit sends it.
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Thanks for providing preferred contact method', exact: true })).toBeVisible();
});
