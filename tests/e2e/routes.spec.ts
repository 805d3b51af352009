// Every route renders its heading and passes axe (WCAG 2.2 A/AA), on a phone and on a desktop screen.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, openPortal, PLAN_NAME } from './support/portal';

const TGI_TITLE = 'TGI Inclusive Care Act: Gender-Affirming Services Survey';

/** Each route and the h1 it must show. */
const ROUTE_HEADINGS: ReadonlyArray<{ route: string; heading: string }> = [
  { route: '/', heading: `${PLAN_NAME} forms` },
  { route: '/attestation', heading: 'Medi-Cal for Kids & Teens Provider Training' },
  { route: '/childhood', heading: 'Childhood Lead Poison Prevention Program Provider Training' },
  { route: '/oralhealth', heading: 'Oral Health & Topical Fluoride Application Training' },
  { route: '/deiprovidertraining', heading: 'DEI Provider Training Program' },
  { route: '/preferredcontact', heading: 'Member Preferred Method of Contact Consent Form' },
  { route: '/tgisurvey', heading: TGI_TITLE },
  { route: '/providers', heading: TGI_TITLE },
  { route: '/maintenance', heading: "We'll be back soon!" },
  { route: '/ltchome', heading: 'Long-term care' },
  { route: '/bhhome', heading: 'Behavioral health' },
  { route: '/no-such-page', heading: 'Page not found' },
];

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
      context = await browser.newContext({ ...options, baseURL: testInfo.project.use.baseURL });
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

    for (const { route, heading } of ROUTE_HEADINGS) {
      test(`${route} shows "${heading}" and passes axe`, async () => {
        const page = pages.get(route);
        if (!page) throw new Error(`${route} was not opened`);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        await expect(page).toHaveURL(route);
        await expectNoAxeViolations(page, `${route} (${name})`);
      });
    }
  });
}
