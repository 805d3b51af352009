// The TGI survey end to end, as a provider's office uses it: both routes, a found and an unknown NPI, the latest
// response per NPI, Close Window, the spec's alerts, axe in every state, the keyboard alone, and a save that fails
// in the background after the thanks (docs/states.md: not awaited; docs/readings.md: retried, then a sticky toast).
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { exportTgi, type ExportedTgi } from './support/admin';
import { expectNoAxeViolations, openPortal, settleAnimations } from './support/portal';
import { uniqueValidNpi } from './support/npi';
import { TGI_EMPTY_SUMMARY_LINKS } from '../../support/sampleRecords';

const ROUTES = ['/tgisurvey', '/providers'] as const;
const ROUTE = ROUTES[0];
const TITLE = 'TGI Inclusive Care Act: Gender-Affirming Services Survey';
const OFFERED_LEGEND = 'Does this provider offer gender-affirming services?';
// The exact texts (docs/screens.md, docs/validation.md, docs/screens.md#dialogs), verbatim with their quirks (the repeated "Error:").
const THANKS = 'Thank you! Your responses have been submitted successfully.';
const CLOSE_WINDOW = 'Close Window';
const CONFIRM_TITLE = 'Confirm';
const CONFIRM_TEXT = 'NPI you entered is not valid, do you still want to submit?';
const MISSING_INFORMATION = 'Missing Information';
const MISSING_INFORMATION_TEXT = 'You have entered invalid or incomplete information. Please correct any errors and try again.';
const INVALID_DATA = 'Invalid Data!';
const INVALID_EMAIL = 'Error: Not a valid Email format';
const INVALID_PHONE = 'Error: Error: Not a valid phone number format';
// docs/readings.md: how a background save that finally failed is told, and offered again.
const DELIVERY_FAILED = 'Your survey answers were not received';
const TRY_AGAIN = 'Try again';
const DELIVERED = 'Your survey answers were received.';
/** The saga's backoff between the six tries of the background save (src/features/tgi/tgiSaga.ts). */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000] as const;

/** A valid check digit (docs/readings.md): the server finds it. */
const FOUND_NPI = '1234567893';
/** A wrong check digit: not found. */
const NOT_FOUND_NPI = '1234567890';
const ERROR_TITLE = /^Error: /;
/** What toISOString() writes. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type YesNo = 'Yes' | 'No';

/** What the person types, blanks included; the phone as the 10 digits typed through the mask. */
interface SurveyAnswers {
  providerLastName: string;
  providerFirstName: string;
  individualNPI: string;
  fullNameOfPersonCompletingSurvey: string;
  titleOfPersonCompletingSurvey: string;
  email: string;
  phoneDigits: string;
  isGenderAffirmingServicesOffered: YesNo;
}

/** The stored record of docs/records.md without the server's columns and the submission time. */
type ExpectedRecord = Omit<ExportedTgi, 'reference' | 'receivedAt' | 'dateSubmitted' | 'language' | 'submittedVia' | keyof AnswerChange>;

function uniqueLabel(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A provider whose last name no other test uses, so a stored row (or its absence) is unambiguous. */
function survey(npi: string, label: string, overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return {
    providerLastName: `Rivera ${uniqueLabel(label)}`,
    providerFirstName: '  Jordan  ',
    individualNPI: npi,
    fullNameOfPersonCompletingSurvey: ' Casey Morgan ',
    titleOfPersonCompletingSurvey: 'Office Manager  ',
    email: 'casey.morgan@example.org',
    phoneDigits: '9165550142',
    isGenderAffirmingServicesOffered: 'Yes',
    ...overrides,
  };
}

/** An NPI no other test run has used: '1', eight random digits, and the Luhn check digit the server wants. */
function maskedPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** docs/validation.md: text values are trimmed before sending; the phone as the mask writes it. */
function expectedRecord(answers: SurveyAnswers, isValidNPI: YesNo): ExpectedRecord {
  return {
    providerLastName: answers.providerLastName.trim(),
    providerFirstName: answers.providerFirstName.trim(),
    individualNPI: answers.individualNPI.trim(),
    isValidNPI,
    isGenderAffirmingServicesOffered: answers.isGenderAffirmingServicesOffered,
    fullNameOfPersonCompletingSurvey: answers.fullNameOfPersonCompletingSurvey.trim(),
    titleOfPersonCompletingSurvey: answers.titleOfPersonCompletingSurvey.trim(),
    email: answers.email.trim(),
    phoneNumber: maskedPhone(answers.phoneDigits),
    // Issue 36: the receipt box, left unticked.
    wantsReceipt: false,
  };
}

function form(page: Page) {
  const offered = page.getByRole('group', { name: OFFERED_LEGEND, exact: true });
  return {
    providerLastName: page.getByLabel('Provider Last Name', { exact: true }),
    providerFirstName: page.getByLabel('Provider First Name', { exact: true }),
    npi: page.getByLabel('Individual NPI', { exact: true }),
    fullName: page.getByLabel('Full Name of Person Completing Survey', { exact: true }),
    title: page.getByLabel('Title of Person Completing Survey', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    phone: page.getByLabel('Phone Number', { exact: true }),
    offered,
    offeredYes: offered.getByRole('radio', { name: 'Yes', exact: true }),
    offeredNo: offered.getByRole('radio', { name: 'No', exact: true }),
    submit: page.getByRole('button', { name: 'Submit', exact: true }),
  };
}

function textFields(page: Page): Locator[] {
  const fields = form(page);
  return [fields.providerLastName, fields.providerFirstName, fields.npi, fields.fullName, fields.title, fields.email, fields.phone];
}

function thanksHeading(page: Page): Locator {
  return page.getByRole('heading', { name: THANKS, exact: true });
}

function referenceText(page: Page): Locator {
  return page.locator('p', { hasText: 'Your reference:' }).locator('strong');
}

async function openForm(page: Page, route: string = ROUTE): Promise<void> {
  await openPortal(page, route);
  await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
  await expect(form(page).providerLastName).toBeEditable();
}

async function fillSurvey(page: Page, answers: SurveyAnswers): Promise<void> {
  const fields = form(page);
  await fields.providerLastName.fill(answers.providerLastName);
  await fields.providerFirstName.fill(answers.providerFirstName);
  await fields.npi.fill(answers.individualNPI);
  await fields.fullName.fill(answers.fullNameOfPersonCompletingSurvey);
  await fields.title.fill(answers.titleOfPersonCompletingSurvey);
  await fields.email.fill(answers.email);
  await fields.phone.pressSequentially(answers.phoneDigits);
  await expect(fields.phone).toHaveValue(maskedPhone(answers.phoneDigits));
  await (answers.isGenderAffirmingServicesOffered === 'Yes' ? fields.offeredYes : fields.offeredNo).check();
}

function isTgiPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/tgiact';
}

/** Every POST of the survey from now on. */
function recordTgiPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isTgiPost(request)) posts.push(request);
  });
  return posts;
}

/** Every request to the survey's save or to the NPI look-up from now on, whatever its method. */
function recordSurveyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/tgiact') || pathname.startsWith('/api/Attestation/IsNPIValid')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: CONFIRM_TITLE });
}

/** The dialog is open and settled: its safe answer, No, has focus. */
async function expectConfirmDialog(page: Page): Promise<Locator> {
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(CONFIRM_TEXT);
  await expect(dialog.getByRole('button', { name: 'No', exact: true })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
  // A click while the dialog still zooms in can land before antd listens (a CI run lost one): let it settle first.
  await settleAnimations(page);
  return dialog;
}

/** The thanks view replaced the form and took focus. */
async function expectThanks(page: Page): Promise<void> {
  await expect(thanksHeading(page)).toBeVisible();
  await expect(thanksHeading(page)).toBeFocused();
  await expect(page.getByRole('button', { name: CLOSE_WINDOW, exact: true })).toBeVisible();
  await expect(form(page).submit).toHaveCount(0);
  await expect(form(page).providerLastName).toHaveCount(0);
  await expect(page).not.toHaveTitle(ERROR_TITLE);
}

/** Once the background save is through, the thanks view gives the server's reference. */
async function deliveredReference(page: Page, timeout?: number): Promise<string> {
  await expect(referenceText(page)).toHaveText(/^TGI-[A-Z0-9]{8}$/, timeout === undefined ? {} : { timeout });
  return (await referenceText(page).textContent()) ?? '';
}

/** What the export says of a changed answer (issue 21): nothing for an NPI whose answer never changed. */
type AnswerChange = Pick<
  ExportedTgi,
  'changesAnswer' | 'answerChangedAt' | 'answerChangeReference' | 'previousAnswer' | 'previousAnswerEmail' | 'answerChangeReview' | 'answerChangeReviewedAt'
>;
const NO_CHANGE: AnswerChange = {
  changesAnswer: false,
  answerChangedAt: null,
  answerChangeReference: null,
  previousAnswer: null,
  previousAnswerEmail: null,
  answerChangeReview: null,
  answerChangeReviewedAt: null,
};

/**
 * The export's row for this reference (every response, current or not) is exactly the record; and, when `change` is
 * given, what the export says of a changed answer. Tests that share an NPI with others (NOT_FOUND_NPI) leave it out:
 * what came before depends on the order the tests ran in.
 */
function expectStored(reference: string, answers: SurveyAnswers, isValidNPI: YesNo, startedAt: number, change?: AnswerChange): ExportedTgi {
  const row = exportTgi({ history: true }).find((candidate) => candidate.reference === reference);
  expect(row, `exported TGI response ${reference}`).toBeDefined();
  const stored = row as ExportedTgi;
  const { changesAnswer, answerChangedAt, answerChangeReference, previousAnswer, previousAnswerEmail, answerChangeReview, answerChangeReviewedAt, ...rest } = stored;
  expect(rest).toEqual({
    reference,
    receivedAt: expect.any(String),
    ...expectedRecord(answers, isValidNPI),
    dateSubmitted: expect.any(String),
    language: 'en',
    // Sent by the app (issue 34: a form the browser posts itself says 'html-form').
    submittedVia: 'app',
  });
  if (change) expect({ changesAnswer, answerChangedAt, answerChangeReference, previousAnswer, previousAnswerEmail, answerChangeReview, answerChangeReviewedAt }).toEqual(change);
  expect(stored.dateSubmitted).toMatch(ISO_INSTANT);
  // Submitted during this test (a second of slack either side for clock rounding).
  const submitted = Date.parse(stored.dateSubmitted);
  expect(submitted).toBeGreaterThanOrEqual(startedAt - 1000);
  expect(submitted).toBeLessThanOrEqual(Date.now() + 1000);
  return stored;
}

/** Every stored response (current or not) of this provider. */
function storedFor(answers: SurveyAnswers): ExportedTgi[] {
  return exportTgi({ history: true }).filter((row) => row.providerLastName === answers.providerLastName.trim());
}

/** The error summary at the top of the form: named by the alert's title, focused, the page title starting with "Error: ". */
async function expectSummary(page: Page, title: string, message: string): Promise<Locator> {
  const summary = page.getByRole('region', { name: title, exact: true });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect.poll(() => summary.locator('p').first().textContent()).toBe(message);
  await expect(page).toHaveTitle(ERROR_TITLE);
  // The summary carries the alert: no toast repeats its title.
  await expect(page.getByText(title, { exact: true })).toHaveCount(1);
  return summary;
}

async function expectBlankForm(page: Page): Promise<void> {
  const fields = form(page);
  await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
  await expect(thanksHeading(page)).toHaveCount(0);
  for (const field of textFields(page)) await expect(field).toHaveValue('');
  await expect(fields.offeredYes).not.toBeChecked();
  await expect(fields.offeredNo).not.toBeChecked();
  await expect(fields.submit).toBeEnabled();
  await expect(page.getByRole('region', { name: MISSING_INFORMATION })).toHaveCount(0);
  await expect(page).not.toHaveTitle(ERROR_TITLE);
}

test('both routes, /tgisurvey and /providers, show the survey', async ({ page }) => {
  for (const route of ROUTES) {
    await openForm(page, route);
    await expect(page).toHaveURL(route);
    await expect(page.getByRole('form', { name: 'TGI survey' })).toBeVisible();
    await expect(form(page).offered).toBeVisible();
    await expect(form(page).submit).toBeEnabled();
    await expect(page).toHaveTitle(new RegExp(`^${TITLE} \\| `));
  }
});

test('a found NPI is posted in the spec envelope with the XSRF token and stored trimmed with isValidNPI Yes; Close Window gives a blank form', async ({ page }) => {
  const startedAt = Date.now();
  const answers = survey(FOUND_NPI, 'found');
  await openForm(page);
  await fillSurvey(page, answers);

  const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/Attestation/IsNPIValid/${FOUND_NPI}`);
  const post = page.waitForRequest(isTgiPost);
  await form(page).submit.click();
  expect(await (await lookup).json()).toBe(true);
  const request = await post;

  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  expect(cookie?.value, 'XSRF-TOKEN cookie').toBeTruthy();
  expect(await request.headerValue('x-xsrf-token')).toBe(cookie?.value);
  expect(await request.headerValue('idempotency-key'), 'Idempotency-Key').toBeTruthy();
  // docs/api.md: the body is { formData } and formData is the JSON text of { tgiActForm: record }.
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['formData']);
  expect(typeof body.formData).toBe('string');
  expect(JSON.parse(body.formData as string)).toEqual({ tgiActForm: { ...expectedRecord(answers, 'Yes'), dateSubmitted: expect.stringMatching(ISO_INSTANT) } });

  await expectThanks(page);
  await expect(confirmDialog(page)).toHaveCount(0);
  const reference = await deliveredReference(page);
  expectStored(reference, answers, 'Yes', startedAt, NO_CHANGE);

  // docs/screens.md and docs/states.md: Close Window clears the form and shows it again.
  await page.getByRole('button', { name: CLOSE_WINDOW, exact: true }).click();
  await expectBlankForm(page);
  await expect(page.getByRole('button', { name: CLOSE_WINDOW })).toHaveCount(0);
  await expect(referenceText(page)).toHaveCount(0);
});

test('an NPI not found, confirmed with Yes, is stored with isValidNPI No', async ({ page }) => {
  const startedAt = Date.now();
  const answers = survey(NOT_FOUND_NPI, 'confirmed', { isGenderAffirmingServicesOffered: 'No' });
  await openForm(page);
  await fillSurvey(page, answers);

  const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/Attestation/IsNPIValid/${NOT_FOUND_NPI}`);
  await form(page).submit.click();
  expect(await (await lookup).json()).toBe(false);
  const dialog = await expectConfirmDialog(page);
  const post = page.waitForRequest(isTgiPost);
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  const body = (await post).postDataJSON() as { formData: string };
  expect(JSON.parse(body.formData)).toEqual({
    tgiActForm: { ...expectedRecord(answers, 'No'), dateSubmitted: expect.stringMatching(ISO_INSTANT) },
  });

  await expectThanks(page);
  await expect(dialog).toBeHidden();
  const reference = await deliveredReference(page);
  expectStored(reference, answers, 'No', startedAt);
});

test('an NPI not found, answered No, saves nothing, keeps the form as typed and puts the cursor back in Individual NPI', async ({ page }) => {
  const answers = survey(NOT_FOUND_NPI, 'declined');
  await openForm(page);
  const posts = recordTgiPosts(page);
  await fillSurvey(page, answers);
  await form(page).submit.click();
  const dialog = await expectConfirmDialog(page);
  await dialog.getByRole('button', { name: 'No', exact: true }).click();
  await expect(dialog).toBeHidden();

  const fields = form(page);
  await expect(fields.npi).toBeFocused();
  await expect(fields.submit).toBeEnabled();
  await expect(fields.providerLastName).toHaveValue(answers.providerLastName);
  await expect(fields.providerFirstName).toHaveValue(answers.providerFirstName);
  await expect(fields.npi).toHaveValue(NOT_FOUND_NPI);
  await expect(fields.fullName).toHaveValue(answers.fullNameOfPersonCompletingSurvey);
  await expect(fields.title).toHaveValue(answers.titleOfPersonCompletingSurvey);
  await expect(fields.email).toHaveValue(answers.email);
  await expect(fields.phone).toHaveValue(maskedPhone(answers.phoneDigits));
  await expect(fields.offeredYes).toBeChecked();
  await expect(thanksHeading(page)).toHaveCount(0);
  await expect(page).not.toHaveTitle(ERROR_TITLE);
  expect(posts.map((request) => request.url())).toEqual([]);
  expect(storedFor(answers)).toEqual([]);
});

test('the server does not take the client’s word for isValidNPI: an unknown NPI posted as Yes is stored as No', async ({ page }) => {
  // docs/readings.md: "it re-checks the NPI itself rather than trusting the client's isValidNPI". A tampered client
  // (here: the person's own POST rewritten on its way) claims an NPI with a wrong check digit was found.
  const startedAt = Date.now();
  const answers = survey(NOT_FOUND_NPI, 'tampered');
  await openForm(page);
  await page.route('**/api/tgiact', (route) => {
    const body = route.request().postDataJSON() as { formData: string };
    const inner = JSON.parse(body.formData) as { tgiActForm: Record<string, unknown> };
    inner.tgiActForm.isValidNPI = 'Yes';
    return route.continue({ postData: JSON.stringify({ formData: JSON.stringify(inner) }) });
  });
  await fillSurvey(page, answers);
  await form(page).submit.click();
  const dialog = await expectConfirmDialog(page);
  const answered = page.waitForResponse((response) => isTgiPost(response.request()));
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await answered;
  await expectThanks(page);

  // Stored, with the server's own verdict: the person is not refused, and the record never says found.
  const reference = await deliveredReference(page);
  expectStored(reference, answers, 'No', startedAt);
  expect(storedFor(answers).map((row) => row.reference)).toEqual([reference]);
});

test('two responses for one NPI: the latest is the current row of export tgi, and --history keeps both', async ({ page }) => {
  const startedAt = Date.now();
  const npi = uniqueValidNpi();
  const first = survey(npi, 'first', { isGenderAffirmingServicesOffered: 'No' });
  const second = { ...first, fullNameOfPersonCompletingSurvey: 'Dana Lee', email: 'dana.lee@example.org', isGenderAffirmingServicesOffered: 'Yes' as const };
  await openForm(page);

  await fillSurvey(page, first);
  await form(page).submit.click();
  await expectThanks(page);
  const firstReference = await deliveredReference(page);

  await page.getByRole('button', { name: CLOSE_WINDOW, exact: true }).click();
  await expectBlankForm(page);
  await fillSurvey(page, second);
  await form(page).submit.click();
  await expectThanks(page);
  const secondReference = await deliveredReference(page);
  expect(secondReference).not.toBe(firstReference);

  const current = exportTgi().filter((row) => row.individualNPI === npi);
  expect(current.map((row) => row.reference)).toEqual([secondReference]);
  // No, then Yes: the second response changed the answer, which the export shows beside it for staff to confirm.
  const secondRow = expectStored(secondReference, second, 'Yes', startedAt, {
    changesAnswer: true,
    answerChangedAt: expect.any(String) as unknown as string,
    answerChangeReference: secondReference,
    previousAnswer: 'No',
    previousAnswerEmail: first.email.trim(),
    // Staff have not asked the provider's office yet (issue 38).
    answerChangeReview: 'not reviewed yet',
    answerChangeReviewedAt: null,
  });
  expect(secondRow.answerChangedAt).toBe(secondRow.receivedAt);
  expect(current[0]?.isGenderAffirmingServicesOffered).toBe('Yes');

  const history = exportTgi({ history: true }).filter((row) => row.individualNPI === npi);
  expect(history.map((row) => [row.reference, row.isGenderAffirmingServicesOffered])).toEqual([
    [firstReference, 'No'],
    [secondReference, 'Yes'],
  ]);
  expectStored(firstReference, first, 'Yes', startedAt, NO_CHANGE);
});

test('the alerts of docs/validation.md head a focused error summary, and nothing is sent', async ({ page }) => {
  await openForm(page);
  const requests = recordSurveyRequests(page);
  const fields = form(page);
  await expect(page).not.toHaveTitle(ERROR_TITLE);

  // Empty: Missing Information, with a link to each field.
  await fields.submit.click();
  let summary = await expectSummary(page, MISSING_INFORMATION, MISSING_INFORMATION_TEXT);
  const links = summary.getByRole('link');
  await expect(links).toHaveText(TGI_EMPTY_SUMMARY_LINKS);
  await links.filter({ hasText: 'Individual NPI is required.' }).click();
  await expect(fields.npi).toBeFocused();
  await links.filter({ hasText: 'Choose Yes or No.' }).click();
  await expect(fields.offeredYes).toBeFocused();
  await expect(fields.submit).toBeEnabled();

  // A bad email: Invalid Data! / Error: Not a valid Email format.
  await fillSurvey(page, survey(FOUND_NPI, 'bad-input', { email: 'casey.example.org' }));
  await fields.submit.click();
  summary = await expectSummary(page, INVALID_DATA, INVALID_EMAIL);
  await expect(summary.getByRole('link')).toHaveText(['Enter an email address like name@example.org.']);
  await summary.getByRole('link').click();
  await expect(fields.email).toBeFocused();

  // The email corrected, the phone short of its ten digits: Invalid Data! / Error: Error: Not a valid phone number format.
  await fields.email.fill('casey.morgan@example.org');
  await fields.phone.fill('');
  await fields.phone.pressSequentially('9165550');
  await expect(fields.phone).toHaveValue('(916) 555-0');
  await fields.submit.click();
  summary = await expectSummary(page, INVALID_DATA, INVALID_PHONE);
  await expect(summary.getByRole('link')).toHaveText(['Enter all 10 digits of the Phone Number, like (916) 555-0100.']);
  await summary.getByRole('link').click();
  await expect(fields.phone).toBeFocused();

  expect(requests).toEqual([]);
});

const VIEWPORTS = [
  { name: 'phone 390x844', size: { width: 390, height: 844 } },
  { name: 'desktop 1280x800', size: { width: 1280, height: 800 } },
] as const;

for (const { name, size } of VIEWPORTS) {
  test(`axe on a ${name}: the error summary, the Confirm dialog and the thanks view`, async ({ page }) => {
    await page.setViewportSize(size);
    // The empty form is checked by routes.spec.ts.
    await openForm(page);
    await form(page).submit.click();
    await expectSummary(page, MISSING_INFORMATION, MISSING_INFORMATION_TEXT);
    await expectNoAxeViolations(page, `${ROUTE} (${name}): errors shown`);

    await fillSurvey(page, survey(NOT_FOUND_NPI, 'axe'));
    await form(page).submit.click();
    const dialog = await expectConfirmDialog(page);
    await expectNoAxeViolations(page, `${ROUTE} (${name}): Confirm dialog open`);

    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectThanks(page);
    await deliveredReference(page);
    await expectNoAxeViolations(page, `${ROUTE} (${name}): thanks view`);
  });
}

test('completed with the keyboard alone, the radio with Space and the dialog answered with the keyboard', async ({ page }) => {
  const startedAt = Date.now();
  const answers = survey(NOT_FOUND_NPI, 'keyboard');
  await openForm(page);
  const fields = form(page);
  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  // From the top of the page (skip link, logo, intro links ...) Tab reaches the first field.
  for (let presses = 0; presses < 20 && !(await isFocused(fields.providerLastName)); presses += 1) await page.keyboard.press('Tab');
  await expect(fields.providerLastName).toBeFocused();
  await page.keyboard.type(answers.providerLastName);

  const typed: ReadonlyArray<[Locator, string]> = [
    [fields.providerFirstName, answers.providerFirstName],
    [fields.npi, answers.individualNPI],
    [fields.fullName, answers.fullNameOfPersonCompletingSurvey],
    [fields.title, answers.titleOfPersonCompletingSurvey],
    [fields.email, answers.email],
    [fields.phone, answers.phoneDigits],
  ];
  for (const [field, text] of typed) {
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type(text);
  }
  await expect(fields.phone).toHaveValue(maskedPhone(answers.phoneDigits));

  // Tab enters the Yes / No group on its first choice; Space picks it.
  await page.keyboard.press('Tab');
  await expect(fields.offeredYes).toBeFocused();
  await page.keyboard.press('Space');
  await expect(fields.offeredYes).toBeChecked();

  // No receipt box on this run's server, which sends no email (confirmedConsent.spec.ts tests it on one that does).
  await page.keyboard.press('Tab');
  await expect(fields.submit).toBeFocused();
  await page.keyboard.press('Enter');

  // Focus starts on No; Tab moves to Yes, Enter presses it.
  const dialog = await expectConfirmDialog(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectThanks(page);
  const reference = await deliveredReference(page);
  expectStored(reference, answers, 'No', startedAt);

  // Close Window from the keyboard too: a blank form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: CLOSE_WINDOW, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectBlankForm(page);
});

test.describe('a save that fails in the background', () => {
  test('a 500 still shows the thanks at once; the retry, with the same Idempotency-Key, stores the answers once', async ({ page }) => {
    const startedAt = Date.now();
    const answers = survey(FOUND_NPI, 'retried');
    await openForm(page);
    const posts = recordTgiPosts(page);
    // The first try is held unanswered until the thanks has been seen, then answered 500; the tries after it fail
    // until `failing` is turned off.
    let failing = true;
    let releaseFirstTry: () => void = () => undefined;
    const firstTryReleased = new Promise<void>((resolve) => {
      releaseFirstTry = resolve;
    });
    let tries = 0;
    await page.route('**/api/tgiact', async (route) => {
      tries += 1;
      if (tries === 1) await firstTryReleased;
      if (!failing) return route.fallback();
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) });
    });

    await fillSurvey(page, answers);
    await form(page).submit.click();
    // docs/states.md: the thanks shows as soon as the save is issued, while its answer is still awaited.
    await expectThanks(page);
    await expect.poll(() => tries).toBe(1);
    const failed = page.waitForResponse((response) => isTgiPost(response.request()) && response.status() === 500);
    releaseFirstTry();
    await failed;
    // Nothing says it failed while it is being retried.
    await expect(thanksHeading(page)).toBeVisible();
    await expect(referenceText(page)).toHaveCount(0);
    await expect(page.getByText(DELIVERY_FAILED)).toHaveCount(0);

    failing = false;
    // The next try is 1 s after the failure; on a busy machine the checks above can outlast it and a later try
    // (3 s, 7 s after) is the one that goes through.
    const reference = await deliveredReference(page, 15_000);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    const keys = await Promise.all(posts.map((request) => request.headerValue('idempotency-key')));
    expect(new Set(keys).size, `one Idempotency-Key for every try: ${keys.join(', ')}`).toBe(1);
    expect(keys[0]).toBeTruthy();
    expect(storedFor(answers).map((row) => row.reference)).toEqual([reference]);
    expectStored(reference, answers, 'Yes', startedAt, NO_CHANGE);
    await expect(page.getByText(DELIVERY_FAILED)).toHaveCount(0);
  });

  test('after every retry fails a sticky toast offers Try again, which stores the answers exactly once', async ({ page }) => {
    const startedAt = Date.now();
    const answers = survey(FOUND_NPI, 'try-again');
    // The saga's backoff (about 31 s in all) is waited out on a fake clock, moved on by hand.
    await page.clock.install();
    await openForm(page);
    const posts = recordTgiPosts(page);
    let failures = 0;
    let failing = true;
    await page.route('**/api/tgiact', (route) => {
      if (!failing) return route.fallback();
      failures += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) });
    });

    await fillSurvey(page, answers);
    await form(page).submit.click();
    await expectThanks(page);
    // Each look moves the fake clock past the longest wait, so whichever wait the saga is in, its next try is due.
    const longestWait = Math.max(...RETRY_DELAYS_MS);
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(longestWait);
          return failures;
        },
        { timeout: 20_000, intervals: [250] },
      )
      .toBe(RETRY_DELAYS_MS.length + 1);

    const alerts = page.getByRole('alert');
    const toast = alerts.getByRole('listitem').filter({ hasText: DELIVERY_FAILED });
    await expect(toast).toBeVisible();
    const tryAgain = toast.getByRole('button', { name: TRY_AGAIN, exact: true });
    await expect(tryAgain).toBeVisible();
    // Sticky: still there well after a normal toast's 4 s.
    await page.clock.fastForward(10_000);
    await expect(toast).toBeVisible();
    // The thanks is still shown; nothing has been stored.
    await expect(thanksHeading(page)).toBeVisible();
    await expect(referenceText(page)).toHaveCount(0);
    expect(storedFor(answers)).toEqual([]);
    await expectNoAxeViolations(page, `${ROUTE}: delivery failed toast`);

    failing = false;
    await tryAgain.click();
    await expect(toast).toHaveCount(0);
    await expect(page.getByRole('status').getByText(DELIVERED, { exact: true })).toBeVisible();
    const reference = await deliveredReference(page);
    expect(failures).toBe(RETRY_DELAYS_MS.length + 1);
    expect(posts).toHaveLength(RETRY_DELAYS_MS.length + 2);
    const keys = await Promise.all(posts.map((request) => request.headerValue('idempotency-key')));
    expect(new Set(keys).size, `one Idempotency-Key for every try: ${keys.join(', ')}`).toBe(1);
    expect(storedFor(answers).map((row) => row.reference)).toEqual([reference]);
    expectStored(reference, answers, 'Yes', startedAt, NO_CHANGE);
  });
});
