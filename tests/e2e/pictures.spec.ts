// Picture test (issue 19, part 5): every route a visitor sees while the site is up, on a 390 px phone and a 1280 px
// desktop, compared pixel by pixel with a committed baseline, so a lost stylesheet, a shifted layout or an unstyled
// control fails CI. Form routes are pictured three times: empty, after an empty submit (error summary and field
// errors), and the thanks view after a valid submission. The maintenance page is pictured while maintenance is on, and
// the confirm dialog, the one part antd draws, open over /childhood.
//
// The routes are E2E_ROUTES_WHILE_UP, aliases included: `/providers` gets pictures of its own rather than being taken
// for `/tgisurvey`'s twin, so a route that started to draw something else would be caught too.
//
// Deterministic by construction: notices are cleared first, toasts are waited out (they take room in the page's flow
// below 1504 px, so masking one would still leave the page shifted), the mouse rests where it hovers nothing, and the
// few things that change between runs (the reference, the time received, the NPI typed) are masked. Baselines
// (playwright.config.ts: tests/e2e/pictures.spec.ts-snapshots/<route>-<state>-<viewport>.png) are updated on purpose
// only: docs/testing.md#picture-tests.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MAINTENANCE_PATH, routeForPath, type ScreenChunk } from '../../src/domain/routeTable';
import { admin } from './support/admin';
import { uniqueValidNpi } from './support/npi';
import { openPortal, PLAN_NAME, settleAnimations } from './support/portal';
import { E2E_ROUTES, E2E_ROUTES_WHILE_UP, type E2eRoute } from './support/routes';

const VIEWPORTS = [
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
] as const;

const MAINTENANCE_ROUTE = E2E_ROUTES.find(({ route }) => route === MAINTENANCE_PATH) as E2eRoute;

const FORM_STATES = ['empty', 'error', 'thanks'] as const;
type FormState = (typeof FORM_STATES)[number];

/** How one kind of form is sent empty and sent complete, and what it says each time. */
interface FormSteps {
  submit: string;
  /** The error summary's title after an empty submit (docs/validation.md). */
  emptySubmitSummary: string;
  thanks: RegExp;
  /** Things the person has to do before the submit button works at all (the contact form's terms). */
  beforeSubmit?: (page: Page) => Promise<void>;
  /** Fills in every field validly. */
  fill: (page: Page) => Promise<void>;
  /** The "What you sent" labels whose values are unique to each run, to be masked. */
  uniqueSentValues: readonly string[];
}

/** The contact form's Submit stays off until the texting terms have been scrolled to their end (docs/screens.md). */
async function readTermsToEnd(page: Page): Promise<void> {
  const terms = page.getByRole('region', { name: 'Text Messaging Terms and Conditions', exact: true });
  await terms.scrollIntoViewIfNeeded();
  await terms.hover();
  await page.mouse.wheel(0, 50_000);
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
}

/** Fixed names, so only the NPI (fresh each run, for the look-up to find one no other run stored) differs. */
const FORM_STEPS: Partial<Record<ScreenChunk, FormSteps>> = {
  contact: {
    submit: 'Submit',
    emptySubmitSummary: 'Invalid Data!',
    thanks: /^Thanks for providing preferred contact method$/,
    beforeSubmit: readTermsToEnd,
    fill: async (page) => {
      await page.getByLabel('First Name', { exact: true }).fill('Ada');
      await page.getByLabel('Last Name', { exact: true }).fill('Lopez');
      await page.getByLabel('Member ID', { exact: true }).fill('000123');
      await page.getByLabel('Email Address', { exact: true }).fill('ada@example.org');
      await page.getByLabel('Mobile Phone Number', { exact: true }).pressSequentially('5625550123');
      await page.getByRole('checkbox', { name: 'Emails', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Text Messages', exact: true }).check();
      await readTermsToEnd(page);
    },
    uniqueSentValues: [],
  },
  tgi: {
    submit: 'Submit',
    emptySubmitSummary: 'Missing Information',
    thanks: /^Thank you! Your responses have been submitted successfully\.$/,
    fill: async (page) => {
      await page.getByLabel('Provider Last Name', { exact: true }).fill('Rivera');
      await page.getByLabel('Provider First Name', { exact: true }).fill('Jordan');
      await page.getByLabel('Individual NPI', { exact: true }).fill(uniqueValidNpi());
      await page.getByLabel('Full Name of Person Completing Survey', { exact: true }).fill('Casey Morgan');
      await page.getByLabel('Title of Person Completing Survey', { exact: true }).fill('Office Manager');
      await page.getByLabel('Email', { exact: true }).fill('casey.morgan@example.org');
      await page.getByLabel('Phone Number', { exact: true }).pressSequentially('9165550142');
      await page
        .getByRole('group', { name: 'Does this provider offer gender-affirming services?', exact: true })
        .getByRole('radio', { name: 'Yes', exact: true })
        .check();
    },
    uniqueSentValues: ['Individual NPI'],
  },
  attestation: {
    submit: 'DONE',
    emptySubmitSummary: 'Missing Information',
    thanks: new RegExp(`^Thanks for reviewing the training modules on the .+ sponsored by ${PLAN_NAME}$`),
    fill: async (page) => {
      await page.getByLabel('First Name', { exact: true }).fill('Avery');
      await page.getByLabel('Last Name', { exact: true }).fill('Quinn');
      await page.getByLabel('Individual NPI', { exact: true }).fill(uniqueValidNpi());
      await page.getByLabel('Title', { exact: true }).fill('Pediatrician');
      await page.getByLabel('Organization', { exact: true }).fill('Sunrise Clinic');
    },
    uniqueSentValues: ['Individual NPI'],
  },
};

function formSteps({ route }: E2eRoute): FormSteps {
  const steps = FORM_STEPS[routeForPath(route).screen.chunk];
  if (!steps) throw new Error(`No picture steps for the form at ${route}: add its screen to FORM_STEPS.`);
  return steps;
}

/** The baseline's name: the route (home for `/`), the state, the viewport. */
function pictureName(route: string, state: string, viewport: string): string {
  return `${route === '/' ? 'home' : route.slice(1)}-${state}-${viewport}.png`;
}

/** The toasts on screen, both live regions' (ToastHost.tsx). */
function toasts(page: Page): Locator {
  return page.getByRole('list', { name: /^(Error messages|Messages)$/ }).getByRole('listitem');
}

/**
 * What changes from one run to the next on a thanks view. The reference and the time are masked by their whole line:
 * the receipt is centred, so a longer reference or time also moves the words before it.
 */
function changingParts(page: Page, steps: FormSteps): Locator[] {
  const sent = page.locator('.thanks-panel__value');
  return [
    page.locator('p', { hasText: 'Your reference:' }),
    page.locator('p', { has: page.locator('time') }),
    ...steps.uniqueSentValues.map((label) => sent.filter({ has: page.getByText(label, { exact: true }) }).locator('dd')),
  ];
}

/** Opens a route with its h1 shown and its images (the banner logo) loaded. */
async function openRoute(page: Page, { route, heading }: E2eRoute): Promise<void> {
  await openPortal(page, route);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** The picture, once nothing is moving: no toast taking room, and the mouse where it hovers nothing. */
async function expectPicture(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  // A success toast lasts 4 s (docs/constants.md); the margin covers a slow machine.
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
  await page.mouse.move(0, 0);
  await expect(page).toHaveScreenshot(name, { fullPage: true, mask });
}

async function sendEmpty(page: Page, steps: FormSteps): Promise<void> {
  await steps.beforeSubmit?.(page);
  await page.getByRole('button', { name: steps.submit, exact: true }).click();
  const summary = page.getByRole('region', { name: steps.emptySubmitSummary, exact: true });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
}

async function sendComplete(page: Page, steps: FormSteps): Promise<void> {
  await steps.fill(page);
  await page.getByRole('button', { name: steps.submit, exact: true }).click();
  const thanks = page.getByRole('heading', { name: steps.thanks });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  // The TGI survey's reference and time arrive after the thanks (a background save): the picture waits for both.
  await expect(page.locator('p', { hasText: 'Your reference:' }).locator('strong')).toHaveText(/^[A-Z]+-\S+$/);
  await expect(page.locator('.thanks-panel time')).toBeVisible();
}

test.beforeAll(() => {
  // The notification strip shows whatever notices the shared database holds; every spec that adds some clears them.
  admin('notifications', 'clear');
});

for (const { name: viewport, options } of VIEWPORTS) {
  test.describe(`pictures on a ${viewport}`, () => {
    test.use(options);

    for (const route of E2E_ROUTES_WHILE_UP) {
      if (route.kind !== 'form') {
        test(`${route.route}`, async ({ page }) => {
          await openRoute(page, route);
          await expectPicture(page, pictureName(route.route, 'page', viewport));
        });
        continue;
      }

      for (const state of FORM_STATES) {
        test(`${route.route} ${state}`, async ({ page }) => {
          const steps = formSteps(route);
          await openRoute(page, route);
          await expect(page.getByRole('button', { name: steps.submit, exact: true })).toBeVisible();
          const mask = await reachState(page, steps, state);
          await expectPicture(page, pictureName(route.route, state, viewport), mask);
        });
      }
    }

    test('/childhood with the confirm dialog open (the NPI was not found)', async ({ page }) => {
      const childhood = E2E_ROUTES.find(({ route }) => route === '/childhood') as E2eRoute;
      await openRoute(page, childhood);
      await FORM_STEPS.attestation?.fill(page);
      // A ten-digit NPI whose check digit is wrong: the look-up says not found, and the dialog asks.
      await page.getByLabel('Individual NPI', { exact: true }).fill('1234567890');
      await page.getByRole('button', { name: 'DONE', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('button', { name: 'No', exact: true })).toBeFocused();
      // The dialog zooms in: the picture is of where it settles.
      await settleAnimations(page);
      await expectPicture(page, pictureName('/childhood', 'dialog', viewport));
    });

    test(`${MAINTENANCE_PATH} while maintenance is on`, async ({ page }) => {
      expect(admin('maintenance', 'on')).toContain('Maintenance mode is on.');
      try {
        await openRoute(page, MAINTENANCE_ROUTE);
        await expectPicture(page, pictureName(MAINTENANCE_PATH, 'page', viewport));
      } finally {
        // The whole site is in maintenance until this runs: the next test, in this file or another, needs it up.
        admin('maintenance', 'off');
      }
    });
  });
}

/** Takes an open, empty form to the state to picture; returns what to mask there. */
async function reachState(page: Page, steps: FormSteps, state: FormState): Promise<Locator[]> {
  switch (state) {
    case 'empty':
      return [];
    case 'error':
      await sendEmpty(page, steps);
      return [];
    case 'thanks':
      await sendComplete(page, steps);
      return changingParts(page, steps);
  }
}
