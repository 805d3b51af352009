// Every route renders its heading and the footer and passes axe (WCAG 2.2 A/AA), on a phone and on a desktop screen;
// the footer stacks on a phone, its links are large enough to tap and show their focus.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_PLAN_LINKS } from './support/planLinks';
import { cspViolations, expectNoAxeViolations, expectNoRuntimeStyles, openPortal, PLAN_NAME, recordCspViolations } from './support/portal';
import { E2E_ROUTES_WHILE_UP } from './support/routes';

/** Each route of the table and the h1 it must show. */
const ROUTE_HEADINGS = E2E_ROUTES_WHILE_UP;

/** The footer's support links, in order, as the server is configured for these tests (playwright.config.ts). */
const FOOTER_LINKS: ReadonlyArray<{ name: string; href: string }> = [
  { name: 'Privacy notice', href: E2E_PLAN_LINKS.PLAN_PRIVACY_URL },
  { name: 'Nondiscrimination notice', href: E2E_PLAN_LINKS.PLAN_NONDISCRIMINATION_URL },
  { name: 'Language assistance', href: E2E_PLAN_LINKS.PLAN_LANGUAGE_ASSISTANCE_URL },
  { name: 'Accessibility statement', href: '/accessibility' },
];

/** The demo plan's phones, which the server serves when no phone is configured. */
const FOOTER_PHONES: ReadonlyArray<{ name: string; href: string }> = [
  { name: '(800) 555-0100', href: 'tel:+18005550100' },
  { name: '(562) 555-0199', href: 'tel:+15625550199' },
  { name: '(800) 555-0111', href: 'tel:+18005550111' },
  { name: '711', href: 'tel:711' },
];

async function expectFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCount(1);
  await expect(footer).toBeVisible();
  for (const { name, href } of FOOTER_PHONES) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText('Monday to Friday 8AM-5PM PST');
  const links = footer.getByRole('list').getByRole('link');
  await expect(links).toHaveText(FOOTER_LINKS.map((link) => link.name));
  for (const [index, { href }] of FOOTER_LINKS.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
  return footer;
}

const VIEWPORTS = [
  { name: 'phone', options: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { name, options } of VIEWPORTS) {
  test.describe(`routes on a ${name}`, () => {
    // Every route is loaded at once, each in its own tab, so the 1.5 s preboot is waited for once per screen size.
    let context: BrowserContext;
    const pages = new Map<string, Page>();

    test.beforeAll(async ({ browser }, testInfo) => {
      // A tab per route at once: on two busy cores that can take longer than the default 30 s.
      test.setTimeout(90_000);
      context = await browser.newContext({ ...options, baseURL: testInfo.project.use.baseURL });
      await recordCspViolations(context);
      await Promise.all(
        ROUTE_HEADINGS.map(async ({ route }) => {
          const page = await context.newPage();
          pages.set(route, page);
          await openPortal(page, route);
        }),
      );
    });

    test.afterAll(async () => {
      await context.close();
    });

    for (const { route } of ROUTE_HEADINGS) {
      test(`${route} writes no style at run time and the CSP refuses nothing`, async () => {
        const page = pages.get(route);
        if (!page) throw new Error(`${route} was not opened`);
        await expectNoRuntimeStyles(page, `${route} (${name})`);
        expect(await cspViolations(page)).toEqual([]);
      });
    }

    for (const { route, heading } of ROUTE_HEADINGS) {
      test(`${route} shows "${heading}" and passes axe`, async () => {
        const page = pages.get(route);
        if (!page) throw new Error(`${route} was not opened`);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        await expect(page).toHaveURL(route);
        await expectNoAxeViolations(page, `${route} (${name})`);
      });

      test(`${route} ends with the footer: the plan's phones, hours and links`, async () => {
        const page = pages.get(route);
        if (!page) throw new Error(`${route} was not opened`);
        await expectFooter(page);
      });
    }
  });
}

/** Top, bottom, left and right of a box on the page. */
async function boxOf(locator: Locator): Promise<{ top: number; bottom: number; left: number; right: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no layout');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width, width: box.width, height: box.height };
}

for (const { name, viewport, stacked } of [
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 }, stacked: true },
  { name: 'a 1280 px desktop', viewport: { width: 1280, height: 800 }, stacked: false },
]) {
  test(`/accessibility on ${name}: axe clean, and the footer ${stacked ? 'stacks' : 'sits side by side'} with links large enough to tap`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPortal(page, '/accessibility');
    await expect(page.getByRole('heading', { level: 1, name: `Accessibility statement for ${PLAN_NAME} forms`, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Accessibility statement | ${PLAN_NAME}`);
    await expectNoAxeViolations(page, `/accessibility (${name})`);

    const footer = await expectFooter(page);
    await footer.scrollIntoViewIfNeeded();
    // Nothing wider than the screen: no sideways scrolling, on the statement or its footer.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    const contact = await boxOf(footer.getByRole('heading', { name: `Contact ${PLAN_NAME}` }).locator('..'));
    const support = await boxOf(footer.getByRole('list'));
    if (stacked) {
      expect(support.top).toBeGreaterThanOrEqual(contact.bottom);
    } else {
      expect(support.left).toBeGreaterThanOrEqual(contact.right);
      expect(Math.abs(support.top - contact.top)).toBeLessThan(40);
    }

    // WCAG 2.5.8: every link of the footer is a target at least 24 px each way.
    const links = footer.getByRole('link');
    await expect(links).toHaveCount(FOOTER_PHONES.length + FOOTER_LINKS.length);
    for (const link of await links.all()) {
      const box = await boxOf(link);
      expect(box.height, `${await link.textContent()} height`).toBeGreaterThanOrEqual(24);
      expect(box.width, `${await link.textContent()} width`).toBeGreaterThanOrEqual(24);
    }

    // Reached with Tab, a footer link shows the portal's focus ring.
    await footer.getByRole('link', { name: 'Language assistance' }).focus();
    await page.keyboard.press('Tab');
    const statementLink = footer.getByRole('link', { name: 'Accessibility statement' });
    await expect(statementLink).toBeFocused();
    const outline = await statementLink.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline).toEqual({ style: 'solid', width: '3px' });
  });
}
