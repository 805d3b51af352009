// Issue 34: every form works without JavaScript. The browser posts the form itself to the form's own address and the
// server answers with the app's pages (server/routes/formPosts.ts): 422 and the form again with its error summary, the
// NPI's confirm question as a page, and a 303 to the confirmation, which only the browser that sent the form can read.
// Walked with scripts off, then with scripts on but the app's code never arriving, in English and Spanish. axe runs on
// each new page state on a phone and a desktop, on the pages drawn while the app's code is blocked: axe is a script, and
// Playwright cannot run it in a page whose scripts are off.
import { expect, test, type Browser, type Locator, type Page, type Response } from '@playwright/test';
import { serverTranslate } from '../../server/languages';
import { CONTACT_MESSAGES } from '../../src/domain/contactTexts';
import { requiredMessage } from '../../src/domain/messages';
import { inEnglish, type Translate } from '../../src/domain/text';
import { TEXTING_TERMS_VERSION, textingTermsVersion } from '../../src/domain/textingTerms';
import { TGI_MESSAGES } from '../../src/domain/tgi';
import { attestationThanksText } from '../../src/domain/trainingTexts';
import { exportAttestations, exportContacts, exportTgi, type ExportedAttestation, type ExportedContact, type ExportedTgi } from './support/admin';
import { expectNoAxeViolations, PLAN_NAME } from './support/portal';
import { uniqueValidNpi } from './support/npi';
import { TGI_EMPTY_SUMMARY_LINKS } from '../../support/sampleRecords';

/** The Spanish of an English text, from the catalogs the portal ships. */
const es = serverTranslate('es');
type Language = 'en' | 'es';
const IN: Record<Language, Translate> = { en: inEnglish, es };

/** A wrong check digit: the look-up does not find it. */
const NOT_FOUND_NPI = '1234567890';
const ERROR_TITLE = /^Error: /;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING_INFORMATION = 'Missing Information';
const MISSING_INFORMATION_TEXT = 'You have entered invalid or incomplete information. Please correct any errors and try again.';
const INVALID_DATA = 'Invalid Data!';
const SELECT_ONE_OPTION = 'Select atleast one contact me option';
/** The app's own words beside the choices and in the summary's link (src/features/contact/contactMessages.ts). */
const CHOOSE_OPTION = 'Choose at least one way for us to contact you.';
const TERMS_TO_READ = 'Read the terms and conditions above before you submit the form.';
/** The confirm step, in the spec's words and as the Spanish catalog says them (src/locales/es/shell.po). */
const CONFIRM = {
  en: { heading: 'Confirm', question: 'NPI you entered is not valid, do you still want to submit?', yes: 'Yes', no: 'No' },
  es: { heading: 'Confirmar', question: 'El NPI que escribió no es válido. ¿Desea enviarlo de todos modos?', yes: 'Sí', no: 'No' },
} as const;
const TITLES = {
  contact: 'Member Preferred Method of Contact Consent Form',
  tgi: 'TGI Inclusive Care Act: Gender-Affirming Services Survey',
  '/attestation': 'Medi-Cal for Kids & Teens Provider Training',
  '/childhood': 'Childhood Lead Poison Prevention Program Provider Training',
  '/oralhealth': 'Oral Health & Topical Fluoride Application Training',
} as const;
/** The buttons of the thanks view that only the app answers. */
const APP_ONLY_BUTTONS = ['Fill in a new form', 'Close Window', 'Print or save a copy'];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function unique(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Posting and what comes back.

/**
 * Presses a submit button of a page the browser will post itself, and waits for the answer to be the page shown: the
 * POST's own response (a 303's, when the answer is a redirect) is returned.
 */
async function post(page: Page, button: Locator): Promise<Response> {
  const { pathname } = new URL(page.url());
  const response = page.waitForResponse((candidate) => candidate.request().method() === 'POST' && new URL(candidate.url()).pathname === pathname);
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  await button.click();
  const answer = await response;
  await navigated;
  await page.waitForLoadState('load');
  return answer;
}

/** The error summary at the top of the form, named by its title; the page's title starts with "Error: ". */
async function expectSummary(page: Page, title: string, message: string, links: string[]): Promise<Locator> {
  const summary = page.getByRole('region', { name: title, exact: true });
  await expect(summary).toBeVisible();
  // The browser itself puts focus on it as the page loads (autofocus), so it is on screen and read out, scripts or not.
  await expect(summary).toBeFocused();
  await expect(summary.locator('p').first()).toHaveText(message);
  await expect(summary.getByRole('link')).toHaveText(links);
  await expect(page).toHaveTitle(ERROR_TITLE);
  return summary;
}

/** Each link of the summary leads to a field of the page, and its message is said beside the field too. */
async function expectLinksToFields(page: Page, summary: Locator): Promise<void> {
  for (const link of await summary.getByRole('link').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(href, 'a link to a field').toMatch(/^#.+/);
    await expect(page.locator(`[id="${href.slice(1)}"]`), `the field of ${href}`).toBeVisible();
    const message = (await link.textContent()) ?? '';
    expect(await page.getByText(message, { exact: true }).count(), `"${message}" in the summary and by its field`).toBeGreaterThanOrEqual(2);
  }
}

function confirmStep(page: Page, language: Language = 'en'): Locator {
  return page.getByRole('form', { name: CONFIRM[language].heading, exact: true });
}

/** The spec's question as a page of its own, with its two answers; not an error. */
async function expectConfirmStep(page: Page, answer: Response, language: Language = 'en'): Promise<Locator> {
  expect(answer.status(), 'the confirm step').toBe(200);
  const step = confirmStep(page, language);
  await expect(step).toBeVisible();
  await expect(step.getByRole('heading', { name: CONFIRM[language].heading, exact: true })).toBeVisible();
  await expect(step.getByRole('heading', { name: CONFIRM[language].heading, exact: true })).toBeFocused();
  await expect(step).toContainText(CONFIRM[language].question);
  await expect(step.getByRole('button', { name: CONFIRM[language].yes, exact: true })).toBeVisible();
  await expect(step.getByRole('button', { name: CONFIRM[language].no, exact: true })).toBeVisible();
  await expect(page).not.toHaveTitle(ERROR_TITLE);
  return step;
}

function referenceText(page: Page): Locator {
  return page.locator('p', { hasText: /^(Your reference:|Su número de referencia:)/ }).locator('strong');
}

/**
 * The 303 led to the form's confirmation address, which shows the thanks, the reference, when it was received and what
 * was sent; returns the reference.
 */
async function expectConfirmation(page: Page, answer: Response, route: string, thanks: string, prefix: string, language: Language = 'en'): Promise<string> {
  expect(answer.status(), 'stored: See Other').toBe(303);
  const url = new URL(page.url());
  expect(url.pathname).toBe(route);
  const reference = url.searchParams.get('sent') ?? '';
  expect(reference).toMatch(new RegExp(`^${prefix}-[A-Z0-9]{8}$`));
  expect(url.searchParams.get('lang')).toBe(language === 'es' ? 'es' : null);
  expect(new URL(answer.headers().location ?? '', url).href).toBe(url.href);
  await expect(page.getByRole('heading', { name: thanks, exact: true })).toBeVisible();
  await expect(page.getByText(IN[language]('Your reference:'))).toBeVisible();
  await expect(referenceText(page)).toHaveText(reference);
  await expect(page.getByText(IN[language]('Received:'))).toBeVisible();
  await expect(page.getByRole('heading', { name: IN[language]('What you sent'), exact: true })).toBeVisible();
  await expect(page).not.toHaveTitle(ERROR_TITLE);
  return reference;
}

/** Another browser, without the receipt cookie, opening the same confirmation address gets the blank form. */
async function expectStrangerSeesBlankForm(browser: Browser, url: string, reference: string, blankField: (page: Page) => Locator): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(blankField(page)).toBeVisible();
    await expect(blankField(page)).toHaveValue('');
    await expect(page.getByText(reference)).toHaveCount(0);
    await expect(page.getByText('Your reference:')).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/** axe at WCAG 2.2 A/AA on a phone and a desktop, the page left at the desktop size; once the preboot screen is off. */
async function expectAxeClean(page: Page, state: string): Promise<void> {
  await page.locator('#preboot').waitFor({ state: 'detached' });
  for (const [name, size] of [['phone 390x844', PHONE], ['desktop 1280x800', DESKTOP]] as const) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${state} (${name})`);
  }
}

/** The page as drawn by the server: with the app's code blocked, the inline script still takes the preboot screen off. */
async function openDrawn(page: Page, route: string, scripts: boolean): Promise<void> {
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  if (scripts) await page.locator('#preboot').waitFor({ state: 'detached' });
  else await expect(page.locator('#preboot')).toBeHidden();
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
}

/** Blocks every script file: the page's inline scripts run, the app never arrives. */
async function blockAppCode(page: Page): Promise<void> {
  await page.route('**/*.js', (route) => route.abort());
}

/** Since when a record may have been received, and the check that it was. */
function expectReceivedSince(startedAt: number, iso: string): void {
  expect(iso).toMatch(ISO_INSTANT);
  expect(Date.parse(iso)).toBeGreaterThanOrEqual(startedAt - 1000);
  expect(Date.parse(iso)).toBeLessThanOrEqual(Date.now() + 1000);
}

// ---------------------------------------------------------------------------------------------------------------------
// The preferred contact form.

function contactForm(page: Page, language: Language = 'en') {
  const t = IN[language];
  return {
    firstName: page.getByLabel(t('First Name'), { exact: true }),
    lastName: page.getByLabel(t('Last Name'), { exact: true }),
    memberId: page.getByLabel(t('Member ID'), { exact: true }),
    email: page.getByLabel(t('Email Address'), { exact: true }),
    mobile: page.getByLabel(t('Mobile Phone Number'), { exact: true }),
    emails: page.getByRole('checkbox', { name: t('Emails'), exact: true }),
    textMessages: page.getByRole('checkbox', { name: t('Text Messages'), exact: true }),
    submit: page.getByRole('button', { name: t('Submit'), exact: true }),
  };
}

/** The contact summary's links after a post with only the first name typed: the app's words, in the page's language. */
function contactEmptyLinks(t: Translate): string[] {
  return [...['Last Name', 'Member ID', 'Email Address'].map((label) => requiredMessage(label, t)), t(CHOOSE_OPTION)];
}

/** Posts the contact form with only a first name typed: 422, its summary, the first name kept as typed. */
async function contactEmptyPost(page: Page, language: Language, firstName: string): Promise<void> {
  const t = IN[language];
  const fields = contactForm(page, language);
  // Drawn for a browser that may never run the app: Submit is on, and the line under the terms says to read them.
  await expect(fields.submit).toBeEnabled();
  await expect(page.getByText(t(TERMS_TO_READ), { exact: true })).toBeVisible();
  await fields.firstName.fill(firstName);
  const answer = await post(page, fields.submit);
  expect(answer.status(), 'an incomplete contact form').toBe(422);
  const summary = await expectSummary(page, t(INVALID_DATA), t(SELECT_ONE_OPTION), contactEmptyLinks(t));
  await expectLinksToFields(page, summary);
  await expect(fields.firstName).toHaveValue(firstName);
  await expect(fields.lastName).toHaveValue('');
  await expect(fields.submit).toBeEnabled();
}

/** Completes the form the 422 left (first name as typed), with the mobile number typed as its ten digits; posts it. */
async function contactCompletePost(page: Page, language: Language, lastName: string): Promise<Response> {
  const fields = contactForm(page, language);
  await fields.lastName.fill(`  ${lastName}  `);
  await fields.memberId.fill(' 000123456 ');
  await fields.email.fill('maria.lopez@example.org');
  await fields.mobile.fill('9165550100');
  await fields.emails.check();
  await fields.textMessages.check();
  return post(page, fields.submit);
}

function storedContact(reference: string): ExportedContact {
  const row = exportContacts().find((candidate) => candidate.reference === reference);
  expect(row, `exported contact ${reference}`).toBeDefined();
  return row as ExportedContact;
}

function expectContactStored(reference: string, lastName: string, language: Language, startedAt: number): void {
  const stored = storedContact(reference);
  expect(stored).toEqual({
    reference,
    receivedAt: stored.receivedAt,
    firstName: 'María',
    lastName,
    memberId: '000123456',
    emailAddress: 'maria.lopez@example.org',
    mobileNumber: '(916) 555-0100',
    isEmail: true,
    isText: true,
    isPreRecordedCall: false,
    isPhone: false,
    wantsReceipt: false,
    termsVersion: language === 'es' ? textingTermsVersion('es') : TEXTING_TERMS_VERSION,
    termsSha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown as string,
    consentedAt: stored.receivedAt,
    // The page it was sent from (the browser's Referer): the form's address, with the language asked for when it was.
    pageUrl: expect.stringMatching(new RegExp(`^${escapeRegExp(`${test.info().project.use.baseURL}/preferredcontact`)}(\\?lang=es)?$`)) as unknown as string,
    clientIp: null,
    userAgent: null,
    submittedVia: 'html-form',
    // This run's server has no SMTP and no SMS platform: the new email and number count at once, flagged (issue 36).
    confirmation: 'unconfirmed email and mobile',
    countedAt: stored.receivedAt,
    language,
  });
  expectReceivedSince(startedAt, stored.receivedAt);
}

// ---------------------------------------------------------------------------------------------------------------------
// The TGI survey.

function tgiForm(page: Page, language: Language = 'en') {
  const t = IN[language];
  const offered = page.getByRole('group', { name: t('Does this provider offer gender-affirming services?'), exact: true });
  return {
    providerLastName: page.getByLabel(t('Provider Last Name'), { exact: true }),
    providerFirstName: page.getByLabel(t('Provider First Name'), { exact: true }),
    npi: page.getByLabel(t('Individual NPI'), { exact: true }),
    fullName: page.getByLabel(t('Full Name of Person Completing Survey'), { exact: true }),
    title: page.getByLabel(t('Title of Person Completing Survey'), { exact: true }),
    email: page.getByLabel(t('Email'), { exact: true }),
    phone: page.getByLabel(t('Phone Number'), { exact: true }),
    offeredYes: offered.getByRole('radio', { name: t('Yes'), exact: true }),
    offeredNo: offered.getByRole('radio', { name: t('No'), exact: true }),
    submit: page.getByRole('button', { name: t('Submit'), exact: true }),
  };
}

/** The survey's summary after an empty post, as the app shows it (tgi.spec.ts): one link per field, the choice's last. */
const TGI_LINKS = TGI_EMPTY_SUMMARY_LINKS;
/** The same with the Yes / No answer chosen: the text fields' links. */
const TGI_TEXT_LINKS = TGI_LINKS.slice(0, 7);

interface TgiAnswers {
  providerLastName: string;
  npi: string;
}

/** Types the whole survey (the provider's last name may be there already), the phone as ten digits. */
async function fillTgi(page: Page, language: Language, answers: TgiAnswers): Promise<void> {
  const fields = tgiForm(page, language);
  await fields.providerLastName.fill(answers.providerLastName);
  await fields.providerFirstName.fill('  Jordan  ');
  await fields.npi.fill(answers.npi);
  await fields.fullName.fill(' Casey Morgan ');
  await fields.title.fill('Office Manager  ');
  await fields.email.fill('casey.morgan@example.org');
  await fields.phone.fill('9165550100');
  await fields.offeredNo.check();
}

/** Everything typed is in its box (the phone in its mask, the answer ticked). */
async function expectTgiKept(page: Page, language: Language, answers: TgiAnswers): Promise<void> {
  const fields = tgiForm(page, language);
  await expect(fields.providerLastName).toHaveValue(answers.providerLastName);
  await expect(fields.providerFirstName).toHaveValue('  Jordan  ');
  await expect(fields.npi).toHaveValue(answers.npi);
  await expect(fields.fullName).toHaveValue(' Casey Morgan ');
  await expect(fields.title).toHaveValue('Office Manager  ');
  await expect(fields.email).toHaveValue('casey.morgan@example.org');
  await expect(fields.phone).toHaveValue('(916) 555-0100');
  await expect(fields.offeredNo).toBeChecked();
  await expect(fields.offeredYes).not.toBeChecked();
}

function tgiRowsOf(providerLastName: string): ExportedTgi[] {
  return exportTgi({ history: true }).filter((row) => row.providerLastName === providerLastName);
}

function expectTgiStored(reference: string, answers: TgiAnswers, isValidNPI: 'Yes' | 'No', language: Language, startedAt: number): void {
  const row = exportTgi({ history: true }).find((candidate) => candidate.reference === reference);
  expect(row, `exported TGI response ${reference}`).toBeDefined();
  // What the export says of a changed answer depends on the other responses for the shared unknown NPI.
  const { changesAnswer: _c, answerChangedAt: _a, answerChangeReference: _r, previousAnswer: _p, previousAnswerEmail: _e, answerChangeReview: _v, answerChangeReviewedAt: _t, ...rest } = row as ExportedTgi;
  expect(rest).toEqual({
    reference,
    receivedAt: expect.any(String),
    providerLastName: answers.providerLastName.trim(),
    providerFirstName: 'Jordan',
    individualNPI: answers.npi,
    isValidNPI,
    isGenderAffirmingServicesOffered: 'No',
    fullNameOfPersonCompletingSurvey: 'Casey Morgan',
    titleOfPersonCompletingSurvey: 'Office Manager',
    email: 'casey.morgan@example.org',
    phoneNumber: '(916) 555-0100',
    dateSubmitted: expect.any(String),
    wantsReceipt: false,
    language,
    submittedVia: 'html-form',
  });
  expectReceivedSince(startedAt, (row as ExportedTgi).dateSubmitted);
}

// ---------------------------------------------------------------------------------------------------------------------
// The attestations.

function attestationForm(page: Page, language: Language = 'en') {
  const t = IN[language];
  return {
    firstName: page.getByLabel(t('First Name'), { exact: true }),
    lastName: page.getByLabel(t('Last Name'), { exact: true }),
    npi: page.getByLabel(t('Individual NPI'), { exact: true }),
    notApplicable: page.getByRole('checkbox', { name: t('N/A') }),
    title: page.getByLabel(t('Title'), { exact: true }),
    organization: page.getByLabel(t('Organization'), { exact: true }),
    done: page.getByRole('button', { name: t('DONE'), exact: true }),
  };
}

function attestationLinks(t: Translate = inEnglish): string[] {
  return ['First Name', 'Last Name', 'Individual NPI', 'Title', 'Organization'].map((label) => requiredMessage(label, t));
}
const ATTESTATION_LINKS = attestationLinks();

interface Attester {
  firstName: string;
  lastName: string;
  /** Undefined: N/A ticked. */
  npi?: string;
}

async function fillAttestation(page: Page, language: Language, person: Attester): Promise<void> {
  const fields = attestationForm(page, language);
  await fields.firstName.fill(person.firstName);
  await fields.lastName.fill(` ${person.lastName} `);
  if (person.npi === undefined) await fields.notApplicable.check();
  else await fields.npi.fill(person.npi);
  await fields.title.fill('Pediatrician ');
  await fields.organization.fill(' Sunrise Clinic');
}

async function expectAttestationKept(page: Page, language: Language, person: Attester): Promise<void> {
  const fields = attestationForm(page, language);
  await expect(fields.firstName).toHaveValue(person.firstName);
  await expect(fields.lastName).toHaveValue(` ${person.lastName} `);
  await expect(fields.npi).toHaveValue(person.npi ?? '');
  if (person.npi === undefined) await expect(fields.notApplicable).toBeChecked();
  else await expect(fields.notApplicable).not.toBeChecked();
  await expect(fields.title).toHaveValue('Pediatrician ');
  await expect(fields.organization).toHaveValue(' Sunrise Clinic');
}

function attestationRowsOf(lastName: string): ExportedAttestation[] {
  return exportAttestations().filter((row) => row.lastName === lastName);
}

function expectAttestationStored(reference: string, formName: string, person: Attester, isValidNPI: 'Yes' | 'No', language: Language, startedAt: number): void {
  const row = exportAttestations().find((candidate) => candidate.reference === reference);
  expect(row, `exported attestation ${reference}`).toBeDefined();
  expect(row).toEqual({
    reference,
    receivedAt: expect.any(String),
    firstName: person.firstName.trim(),
    lastName: person.lastName,
    individualNPI: person.npi ?? 'NA',
    isValidNPI,
    title: 'Pediatrician',
    organizationName: 'Sunrise Clinic',
    submittedDatetime: expect.any(String),
    attestationFormName: formName,
    wantsReceipt: false,
    receiptEmail: '',
    language,
    submittedVia: 'html-form',
  });
  expectReceivedSince(startedAt, (row as ExportedAttestation).submittedDatetime);
}

// =====================================================================================================================

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('contact: an empty post is a 422 with the summary and the value kept; the corrected post lands on the confirmation, stored as typed; a reload stores nothing more; another browser sees the blank form', async ({ page, browser }) => {
    const startedAt = Date.now();
    const lastName = unique('Lopez nojs');
    await openDrawn(page, '/preferredcontact', false);
    await expect(page.getByRole('heading', { level: 1, name: TITLES.contact, exact: true })).toBeVisible();
    // The message that said the forms need JavaScript is gone.
    await expect(page.getByText(/need JavaScript/i)).toHaveCount(0);

    await contactEmptyPost(page, 'en', 'María');
    const answer = await contactCompletePost(page, 'en', lastName);
    const reference = await expectConfirmation(page, answer, '/preferredcontact', CONTACT_MESSAGES.thanks, 'PMC');
    const confirmationUrl = page.url();
    expectContactStored(reference, lastName, 'en', startedAt);

    // Reloading the confirmation asks for the page again, not the post: the reference, and still one record.
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.request().method()).toBe('GET');
    await expect(page.getByRole('heading', { name: CONTACT_MESSAGES.thanks, exact: true })).toBeVisible();
    await expect(referenceText(page)).toHaveText(reference);
    expect(exportContacts().filter((row) => row.lastName === lastName).map((row) => row.reference)).toEqual([reference]);

    await expectStrangerSeesBlankForm(browser, confirmationUrl, reference, (other) => contactForm(other).firstName);
  });

  test('TGI: an incomplete post is a 422; an NPI not found asks the question as a page, No gives the form back as typed and stores nothing, Yes stores isValidNPI No', async ({ page }) => {
    const startedAt = Date.now();
    const answers = { providerLastName: unique('Rivera nojs'), npi: NOT_FOUND_NPI };
    await openDrawn(page, '/tgisurvey', false);
    const fields = tgiForm(page);
    await fields.providerLastName.fill(answers.providerLastName);
    await fields.offeredNo.check();
    let answer = await post(page, fields.submit);
    expect(answer.status(), 'an incomplete survey').toBe(422);
    const summary = await expectSummary(page, MISSING_INFORMATION, MISSING_INFORMATION_TEXT, TGI_TEXT_LINKS.slice(1));
    await expectLinksToFields(page, summary);
    await expect(fields.providerLastName).toHaveValue(answers.providerLastName);
    await expect(fields.offeredNo).toBeChecked();

    await fillTgi(page, 'en', answers);
    answer = await post(page, fields.submit);
    let step = await expectConfirmStep(page, answer);

    answer = await post(page, step.getByRole('button', { name: 'No', exact: true }));
    expect(answer.status(), 'No: the form again').toBe(200);
    await expect(confirmStep(page)).toHaveCount(0);
    await expectTgiKept(page, 'en', answers);
    await expect(page.getByRole('region', { name: MISSING_INFORMATION })).toHaveCount(0);
    await expect(page).not.toHaveTitle(ERROR_TITLE);
    expect(tgiRowsOf(answers.providerLastName)).toEqual([]);

    answer = await post(page, fields.submit);
    step = await expectConfirmStep(page, answer);
    answer = await post(page, step.getByRole('button', { name: 'Yes', exact: true }));
    const reference = await expectConfirmation(page, answer, '/tgisurvey', TGI_MESSAGES.thanks, 'TGI');
    expectTgiStored(reference, answers, 'No', 'en', startedAt);
    expect(tgiRowsOf(answers.providerLastName).map((row) => row.reference)).toEqual([reference]);
  });

  test('/childhood: an incomplete post is a 422; an NPI not found, No then Yes, is stored once with isValidNPI No', async ({ page }) => {
    const startedAt = Date.now();
    const person: Attester = { firstName: ' Avery', lastName: unique('Quinn nojs'), npi: NOT_FOUND_NPI };
    await openDrawn(page, '/childhood', false);
    const fields = attestationForm(page);
    await fields.firstName.fill(person.firstName);
    let answer = await post(page, fields.done);
    expect(answer.status(), 'an incomplete attestation').toBe(422);
    const summary = await expectSummary(page, MISSING_INFORMATION, MISSING_INFORMATION_TEXT, ATTESTATION_LINKS.slice(1));
    await expectLinksToFields(page, summary);
    await expect(fields.firstName).toHaveValue(person.firstName);

    await fillAttestation(page, 'en', person);
    answer = await post(page, fields.done);
    let step = await expectConfirmStep(page, answer);
    answer = await post(page, step.getByRole('button', { name: 'No', exact: true }));
    expect(answer.status(), 'No: the form again').toBe(200);
    await expect(confirmStep(page)).toHaveCount(0);
    await expectAttestationKept(page, 'en', person);
    expect(attestationRowsOf(person.lastName)).toEqual([]);

    answer = await post(page, fields.done);
    step = await expectConfirmStep(page, answer);
    answer = await post(page, step.getByRole('button', { name: 'Yes', exact: true }));
    const reference = await expectConfirmation(page, answer, '/childhood', attestationThanksText(TITLES['/childhood'], PLAN_NAME), 'ATT');
    expectAttestationStored(reference, TITLES['/childhood'], person, 'No', 'en', startedAt);
    expect(attestationRowsOf(person.lastName).map((row) => row.reference)).toEqual([reference]);
  });

  test('/oralhealth: N/A ticked is stored as individualNPI NA, without the confirm step', async ({ page }) => {
    const startedAt = Date.now();
    const person: Attester = { firstName: 'Avery', lastName: unique('Quinn na') };
    await openDrawn(page, '/oralhealth', false);
    await fillAttestation(page, 'en', person);
    const answer = await post(page, attestationForm(page).done);
    const reference = await expectConfirmation(page, answer, '/oralhealth', attestationThanksText(TITLES['/oralhealth'], PLAN_NAME), 'ATT');
    expectAttestationStored(reference, TITLES['/oralhealth'], person, 'No', 'en', startedAt);
  });

  test('/attestation and /providers: an empty post is a 422 with the summary and a link to each field', async ({ page }) => {
    await openDrawn(page, '/attestation', false);
    let answer = await post(page, attestationForm(page).done);
    expect(answer.status()).toBe(422);
    await expect(page.getByRole('heading', { level: 1, name: TITLES['/attestation'], exact: true })).toBeVisible();
    await expectLinksToFields(page, await expectSummary(page, MISSING_INFORMATION, MISSING_INFORMATION_TEXT, ATTESTATION_LINKS));

    await openDrawn(page, '/providers', false);
    answer = await post(page, tgiForm(page).submit);
    expect(answer.status()).toBe(422);
    expect(new URL(page.url()).pathname).toBe('/providers');
    await expect(page.getByRole('heading', { level: 1, name: TITLES.tgi, exact: true })).toBeVisible();
    const summary = page.getByRole('region', { name: MISSING_INFORMATION, exact: true });
    await expect(summary.locator('p').first()).toHaveText(MISSING_INFORMATION_TEXT);
    // A link for every field, the Yes / No question's last.
    await expect(summary.getByRole('link')).toHaveCount(TGI_LINKS.length);
    await expect(summary.getByRole('link')).toContainText(TGI_TEXT_LINKS);
    await expect(page).toHaveTitle(ERROR_TITLE);
    await expectLinksToFields(page, summary);
  });

  test('TGI: a survey posted without the Yes / No answer is refused with a 422, all else kept, and nothing is stored', async ({ page }) => {
    const answers = { providerLastName: unique('Rivera unanswered'), npi: uniqueValidNpi() };
    await openDrawn(page, '/tgisurvey', false);
    const fields = tgiForm(page);
    // Every box filled in, the question left unanswered.
    await fields.providerLastName.fill(answers.providerLastName);
    await fields.providerFirstName.fill('Jordan');
    await fields.npi.fill(answers.npi);
    await fields.fullName.fill('Casey Morgan');
    await fields.title.fill('Office Manager');
    await fields.email.fill('casey.morgan@example.org');
    await fields.phone.fill('9165550100');
    const answer = await post(page, fields.submit);
    const stored = tgiRowsOf(answers.providerLastName).map((row) => `${row.reference}: isGenderAffirmingServicesOffered ${row.isGenderAffirmingServicesOffered}`);
    expect(stored, 'nothing stored for an unanswered question').toEqual([]);
    expect(answer.status()).toBe(422);
    const summary = page.getByRole('region', { name: MISSING_INFORMATION, exact: true });
    await expect(summary.getByRole('link')).toHaveCount(1);
    await expectLinksToFields(page, summary);
    await expect(fields.providerLastName).toHaveValue(answers.providerLastName);
    await expect(fields.phone).toHaveValue('(916) 555-0100');
    await expect(fields.offeredYes).not.toBeChecked();
    await expect(fields.offeredNo).not.toBeChecked();
  });

  test.describe('in the app’s words and ways', () => {
    test('/providers: an empty post’s summary words the Yes / No question’s entry as the app’s does', async ({ page }) => {
      await openDrawn(page, '/providers', false);
      const answer = await post(page, tgiForm(page).submit);
      expect(answer.status()).toBe(422);
      const summary = page.getByRole('region', { name: MISSING_INFORMATION, exact: true });
      await expect(summary).toBeVisible();
      // Read once, not waited for: the page is drawn and will not change.
      expect(await summary.getByRole('link').allTextContents()).toEqual(TGI_LINKS);
    });

    test('without scripts the thanks view does not show the buttons only the app answers', async ({ page }) => {
      await openDrawn(page, '/oralhealth', false);
      await fillAttestation(page, 'en', { firstName: 'Avery', lastName: unique('Quinn buttons') });
      const answer = await post(page, attestationForm(page).done);
      await expectConfirmation(page, answer, '/oralhealth', attestationThanksText(TITLES['/oralhealth'], PLAN_NAME), 'ATT');
      // Read once, not waited for: without scripts the page will not change.
      const shown = await page.getByRole('button').allTextContents();
      expect(shown.filter((name) => APP_ONLY_BUTTONS.includes(name.trim()))).toEqual([]);
    });
  });

  test.describe('in Spanish', () => {
    test('contact: the 422 and the confirmation in Spanish, stored with es', async ({ page }) => {
      const startedAt = Date.now();
      const lastName = unique('Núñez nojs');
      await openDrawn(page, '/preferredcontact?lang=es', false);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es(CONTACT_MESSAGES.formTitle));
      await contactEmptyPost(page, 'es', 'María');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const answer = await contactCompletePost(page, 'es', lastName);
      const reference = await expectConfirmation(page, answer, '/preferredcontact', es(CONTACT_MESSAGES.thanks), 'PMC', 'es');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expectContactStored(reference, lastName, 'es', startedAt);
    });

    test('TGI: an NPI not found asks Confirmar, Sí / No, in Spanish; No keeps the form, Sí stores isValidNPI No with es', async ({ page }) => {
      const startedAt = Date.now();
      const answers = { providerLastName: unique('Núñez tgi'), npi: NOT_FOUND_NPI };
      await openDrawn(page, '/tgisurvey?lang=es', false);
      await fillTgi(page, 'es', answers);
      let answer = await post(page, tgiForm(page, 'es').submit);
      let step = await expectConfirmStep(page, answer, 'es');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      answer = await post(page, step.getByRole('button', { name: 'No', exact: true }));
      expect(answer.status()).toBe(200);
      await expect(confirmStep(page, 'es')).toHaveCount(0);
      await expectTgiKept(page, 'es', answers);
      expect(tgiRowsOf(answers.providerLastName)).toEqual([]);

      answer = await post(page, tgiForm(page, 'es').submit);
      step = await expectConfirmStep(page, answer, 'es');
      answer = await post(page, step.getByRole('button', { name: 'Sí', exact: true }));
      const reference = await expectConfirmation(page, answer, '/tgisurvey', es(TGI_MESSAGES.thanks), 'TGI', 'es');
      expectTgiStored(reference, answers, 'No', 'es', startedAt);
    });
  });
});

test.describe('with scripts on but the app’s code blocked', () => {
  test.beforeEach(async ({ page }) => {
    await blockAppCode(page);
  });

  test('contact: the 422 and the confirmation, each passing axe on a phone and a desktop; stored as sent by the browser', async ({ page }) => {
    const startedAt = Date.now();
    const lastName = unique('Lopez blocked');
    await openDrawn(page, '/preferredcontact', true);
    await contactEmptyPost(page, 'en', 'María');
    await expectAxeClean(page, '/preferredcontact: 422');
    const answer = await contactCompletePost(page, 'en', lastName);
    const reference = await expectConfirmation(page, answer, '/preferredcontact', CONTACT_MESSAGES.thanks, 'PMC');
    await expectAxeClean(page, '/preferredcontact: confirmation');
    expectContactStored(reference, lastName, 'en', startedAt);
  });

  test('TGI: the 422, the confirm step and, after Yes, the confirmation, each passing axe; stored with isValidNPI No', async ({ page }) => {
    const startedAt = Date.now();
    const answers = { providerLastName: unique('Rivera blocked'), npi: NOT_FOUND_NPI };
    await openDrawn(page, '/tgisurvey', true);
    const fields = tgiForm(page);
    await fields.offeredNo.check();
    let answer = await post(page, fields.submit);
    expect(answer.status()).toBe(422);
    await expectSummary(page, MISSING_INFORMATION, MISSING_INFORMATION_TEXT, TGI_TEXT_LINKS);
    await expectAxeClean(page, '/tgisurvey: 422');

    await fillTgi(page, 'en', answers);
    answer = await post(page, fields.submit);
    const step = await expectConfirmStep(page, answer);
    await expectAxeClean(page, '/tgisurvey: confirm step');
    answer = await post(page, step.getByRole('button', { name: 'Yes', exact: true }));
    const reference = await expectConfirmation(page, answer, '/tgisurvey', TGI_MESSAGES.thanks, 'TGI');
    await expectAxeClean(page, '/tgisurvey: confirmation');
    expectTgiStored(reference, answers, 'No', 'en', startedAt);
  });

  test('/childhood: the 422, the confirm step, the form after No and the confirmation pass axe', async ({ page }) => {
    const startedAt = Date.now();
    const person: Attester = { firstName: 'Avery', lastName: unique('Quinn blocked'), npi: NOT_FOUND_NPI };
    await openDrawn(page, '/childhood', true);
    const fields = attestationForm(page);
    let answer = await post(page, fields.done);
    expect(answer.status()).toBe(422);
    await expectSummary(page, MISSING_INFORMATION, MISSING_INFORMATION_TEXT, ATTESTATION_LINKS);
    await expectAxeClean(page, '/childhood: 422');
    await fillAttestation(page, 'en', person);
    answer = await post(page, fields.done);
    let step = await expectConfirmStep(page, answer);
    await expectAxeClean(page, '/childhood: confirm step');
    answer = await post(page, step.getByRole('button', { name: 'No', exact: true }));
    await expectAttestationKept(page, 'en', person);
    await expectAxeClean(page, '/childhood: the form after No');
    answer = await post(page, fields.done);
    step = await expectConfirmStep(page, answer);
    answer = await post(page, step.getByRole('button', { name: 'Yes', exact: true }));
    const reference = await expectConfirmation(page, answer, '/childhood', attestationThanksText(TITLES['/childhood'], PLAN_NAME), 'ATT');
    await expectAxeClean(page, '/childhood: confirmation');
    expectAttestationStored(reference, TITLES['/childhood'], person, 'No', 'en', startedAt);
  });

  test.describe('in Spanish', () => {
    test('contact: the 422 and the confirmation in Spanish pass axe', async ({ page }) => {
      const startedAt = Date.now();
      const lastName = unique('Núñez blocked');
      await openDrawn(page, '/preferredcontact?lang=es', true);
      await contactEmptyPost(page, 'es', 'María');
      await expectAxeClean(page, '/preferredcontact?lang=es: 422');
      const answer = await contactCompletePost(page, 'es', lastName);
      const reference = await expectConfirmation(page, answer, '/preferredcontact', es(CONTACT_MESSAGES.thanks), 'PMC', 'es');
      await expectAxeClean(page, '/preferredcontact?lang=es: confirmation');
      expectContactStored(reference, lastName, 'es', startedAt);
    });

    test('/childhood: the 422, Confirmar and the confirmation in Spanish pass axe; stored with es', async ({ page }) => {
      const startedAt = Date.now();
      const person: Attester = { firstName: 'Luis', lastName: unique('Núñez att'), npi: NOT_FOUND_NPI };
      await openDrawn(page, '/childhood?lang=es', true);
      const fields = attestationForm(page, 'es');
      let answer = await post(page, fields.done);
      expect(answer.status()).toBe(422);
      await expectSummary(page, es(MISSING_INFORMATION), es(MISSING_INFORMATION_TEXT), attestationLinks(es));
      await expectAxeClean(page, '/childhood?lang=es: 422');
      await fillAttestation(page, 'es', person);
      answer = await post(page, fields.done);
      const step = await expectConfirmStep(page, answer, 'es');
      await expectAxeClean(page, '/childhood?lang=es: confirm step');
      answer = await post(page, step.getByRole('button', { name: 'Sí', exact: true }));
      const reference = await expectConfirmation(page, answer, '/childhood', attestationThanksText(TITLES['/childhood'], PLAN_NAME, es), 'ATT', 'es');
      await expectAxeClean(page, '/childhood?lang=es: confirmation');
      expectAttestationStored(reference, TITLES['/childhood'], person, 'No', 'es', startedAt);
    });
  });
});
