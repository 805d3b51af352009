// The portal in Spanish, end to end (docs/languages.md): every screen on a phone and a desktop in Spanish passes axe,
// says its language, and leaves no English text beyond an explicit allow-list (proper names, numbers), found by
// comparing what each screen shows in both languages; each form is filled in and sent in Spanish against the real
// server, whose export says `es`; and switching language halfway through a form keeps everything typed.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { serverTranslate } from '../../server/languages';
import { CONTACT_MESSAGES } from '../../src/domain/contactTexts';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import { MISSING_INFORMATION } from '../../src/domain/messages';
import { textingTermsVersion } from '../../src/domain/textingTerms';
import { TGI_MESSAGES } from '../../src/domain/tgi';
import { GENERIC_TRAININGS } from '../../src/domain/trainings';
import { attestationThanksText } from '../../src/domain/trainingTexts';
import { exportAttestations, exportContacts, exportTgi } from './support/admin';
import { expectNoAxeViolations, openPortal, PLAN_NAME } from './support/portal';
import { E2E_SCREENS } from './support/routes';
import { routeForPath, routeHeading } from '../../src/domain/routeTable';
import { uniqueValidNpi } from './support/npi';

/** The Spanish of an English text, from the same catalogs the portal ships. */
const es = serverTranslate('es');

/**
 * What may stay as it is on a Spanish page: the plan's own names and addresses (its configuration), proper names and
 * acronyms (the glossary of docs/languages.md), the spec's "No", which is Spanish too, and a training's name in English
 * where the plan's programme is called so. Any other text that a Spanish page shows exactly as its English page does is
 * English left behind.
 */
const ALLOWED_ENGLISH = new Set([
  PLAN_NAME,
  DEMO_PORTAL_CONFIG.contact.address,
  DEMO_PORTAL_CONFIG.providerServices.email,
  'TTY',
  'NPI',
  'No',
  'Medi-Cal',
]);

/** The words of the allow-list: a piece of a sentence made of them alone ("(TTY", a phone link's text) is allowed too. */
const ALLOWED_WORDS = new Set([...ALLOWED_ENGLISH].flatMap((text) => text.match(/\p{L}+/gu) ?? []));

/** A text of allowed words or none (a phone number, a reference, punctuation) is the same in every language. */
const isAllowed = (text: string) => (text.match(/\p{L}+/gu) ?? []).every((word) => ALLOWED_WORDS.has(word));

/**
 * The texts a person meets on the page, each text node of the body that is drawn or read (visually hidden text
 * included), and every aria-label, with spaces folded. Text marked with another language (the language link's
 * "English") is said in that language on purpose and left out.
 */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const texts: string[] = [];
    const fold = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const inPageLanguage = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = fold(node.textContent);
      if (!parent || text === '' || parent.closest('script, style, noscript, [hidden], [aria-hidden="true"]')) continue;
      if (inPageLanguage(parent)) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label]')) {
      if (inPageLanguage(element)) texts.push(fold(element.getAttribute('aria-label')));
    }
    return texts.filter((text) => text !== '');
  });
}

/** The texts of the Spanish page that its English page shows too and that the allow-list does not name. */
function englishLeft(english: readonly string[], spanish: readonly string[]): string[] {
  const inEnglish = new Set(english);
  return [...new Set(spanish.filter((text) => inEnglish.has(text) && !isAllowed(text)))];
}

async function openIn(browser: Browser, options: Parameters<Browser['newContext']>[0], path: string): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await openPortal(page, path);
  return page;
}

const VIEWPORTS = [
  { name: 'phone', options: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { name, options } of VIEWPORTS) {
  test.describe(`every screen in Spanish on a ${name}`, () => {
    for (const { route, heading } of E2E_SCREENS) {
      test(`${route}: says it is Spanish, passes axe, and shows no English beyond the allow-list`, async ({ browser }, testInfo) => {
        const contextOptions = { ...options, baseURL: testInfo.project.use.baseURL };
        const [english, spanish] = await Promise.all([
          openIn(browser, contextOptions, route),
          openIn(browser, contextOptions, `${route}?lang=es`),
        ]);
        try {
          await expect(spanish.locator('html')).toHaveAttribute('lang', 'es');
          const spanishHeading = routeHeading(routeForPath(route), PLAN_NAME, es);
          expect(spanishHeading).not.toBe(heading);
          await expect(spanish.getByRole('heading', { level: 1 })).toHaveText(spanishHeading);
          // The document title starts with the page's own title (the heading, or a shorter name), in Spanish.
          const [englishTitle = ''] = (await english.title()).split(' | ');
          await expect(spanish).toHaveTitle(`${es(englishTitle.replace(PLAN_NAME, '{planName}'), { planName: PLAN_NAME })} | ${PLAN_NAME}`);
          expect(await spanish.title()).not.toBe(await english.title());
          await expect(english.getByRole('heading', { level: 1 })).toHaveText(heading);
          await expect(spanish.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
          await expectNoAxeViolations(spanish, `${route} in Spanish (${name})`);
          expect(englishLeft(await shownTexts(english), await shownTexts(spanish)), `English left on ${route} in Spanish`).toEqual([]);
        } finally {
          await english.context().close();
          await spanish.context().close();
        }
      });
    }
  });
}

/** A last name no other test uses, so the stored row is unambiguous. */
function uniqueLastName(label: string): string {
  return `Núñez ${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const label = (page: Page, english: string): Locator => page.getByLabel(es(english), { exact: true });

test.describe('each form sent in Spanish', () => {
  test('preferred contact: the Spanish terms read to the end, sent, thanked in Spanish, stored with es and the Spanish terms version', async ({ page }) => {
    const lastName = uniqueLastName('contacto');
    await openPortal(page, '/preferredcontact?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es(CONTACT_MESSAGES.formTitle));
    await label(page, 'First Name').fill('María');
    await label(page, 'Last Name').fill(lastName);
    await label(page, 'Member ID').fill('000123456789');
    await label(page, 'Email Address').fill('maria@example.org');
    await page.getByRole('checkbox', { name: es('Emails'), exact: true }).check();
    const terms = page.getByRole('region', { name: es('Text Messaging Terms and Conditions'), exact: true });
    await expect(terms).toContainText(es('How to stop'));
    await terms.hover();
    await page.mouse.wheel(0, 50_000);
    const submit = page.getByRole('button', { name: es('Submit'), exact: true });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('heading', { name: es(CONTACT_MESSAGES.thanks), exact: true })).toBeVisible();
    // When it was received, in Spanish words.
    await expect(page.getByText(/^Hoy a las \d{1,2}:\d{2} [ap]\. m\.$/).first()).toBeVisible();

    const row = exportContacts().find((candidate) => candidate.lastName === lastName);
    expect(row).toMatchObject({ firstName: 'María', isEmail: true, language: 'es', termsVersion: textingTermsVersion('es') });
  });

  test('TGI survey: answered and sent in Spanish, its refusal in Spanish first, stored with es', async ({ page }) => {
    const lastName = uniqueLastName('tgi');
    await openPortal(page, '/tgisurvey?lang=es');
    const submit = page.getByRole('button', { name: es('Submit'), exact: true });
    await submit.click();
    // The spec's alert, in Spanish: correct Spanish, not the English quirks.
    await expect(page.getByRole('heading', { name: es(MISSING_INFORMATION.title) })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await label(page, 'Provider Last Name').fill(lastName);
    await label(page, 'Provider First Name').fill('Ana');
    await label(page, 'Individual NPI').fill(uniqueValidNpi());
    await label(page, 'Full Name of Person Completing Survey').fill('Ana Núñez');
    await label(page, 'Title of Person Completing Survey').fill('Directora');
    await label(page, 'Email').fill('ana@example.org');
    await label(page, 'Phone Number').pressSequentially('9165550100');
    await page.getByRole('group', { name: es('Does this provider offer gender-affirming services?') }).getByRole('radio', { name: es('Yes'), exact: true }).check();
    await submit.click();
    await expect(page.getByRole('heading', { name: es(TGI_MESSAGES.thanks), exact: true })).toBeVisible();
    await expect(page.locator('p', { hasText: 'TGI-' }).locator('strong')).toHaveText(/^TGI-[A-Z0-9]{8}$/);

    const row = exportTgi({ history: true }).find((candidate) => candidate.providerLastName === lastName);
    expect(row).toMatchObject({ isGenderAffirmingServicesOffered: 'Yes', isValidNPI: 'Yes', language: 'es' });
  });

  test('attestation: signed in Spanish, the saved message and thanks in Spanish, stored with es', async ({ page }) => {
    const lastName = uniqueLastName('declaración');
    await openPortal(page, '/childhood?lang=es');
    await label(page, 'First Name').fill('Luis');
    await label(page, 'Last Name').fill(lastName);
    await label(page, 'Individual NPI').fill(uniqueValidNpi());
    await label(page, 'Title').fill('Médico');
    await label(page, 'Organization').fill('Clínica del Puerto');
    await page.getByRole('button', { name: es('DONE') }).click();
    await expect(page.getByText(es('Attestation Form has been successfully saved'), { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: attestationThanksText(GENERIC_TRAININGS.childhood.title, PLAN_NAME, es), exact: true }),
    ).toBeVisible();

    const row = exportAttestations().find((candidate) => candidate.lastName === lastName);
    expect(row).toMatchObject({ firstName: 'Luis', attestationFormName: GENERIC_TRAININGS.childhood.title, language: 'es' });
  });
});

test('switching language halfway through a form keeps every typed value and says the errors on screen again', async ({ page }) => {
  await openPortal(page, '/preferredcontact?lang=en');
  await page.getByLabel('First Name', { exact: true }).fill('Rosa');
  await page.getByLabel('Email Address', { exact: true }).fill('not an address');
  await page.getByRole('checkbox', { name: 'Text Messages', exact: true }).check();
  await page.getByLabel('Mobile Phone Number', { exact: true }).pressSequentially('91655');
  await page.getByRole('button', { name: 'Submit', exact: true }).focus();
  await page.getByRole('button', { name: 'Español' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The link keeps its focus (now named in the other language), and every value is where it was.
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
  await expect(label(page, 'First Name')).toHaveValue('Rosa');
  await expect(label(page, 'Email Address')).toHaveValue('not an address');
  await expect(page.getByRole('checkbox', { name: es('Text Messages'), exact: true })).toBeChecked();
  await expect(label(page, 'Mobile Phone Number')).toHaveValue('(916) 55');

  // The terms are read and sent in Spanish: the refusal is said in Spanish, then again in English after switching back.
  const terms = page.getByRole('region', { name: es('Text Messaging Terms and Conditions'), exact: true });
  await terms.hover();
  await page.mouse.wheel(0, 50_000);
  await page.getByRole('button', { name: es('Submit'), exact: true }).click();
  await expect(page.getByText(es('Invalid Email Address.')).first()).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Invalid Email Address.').first()).toBeVisible();
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Rosa');
});
