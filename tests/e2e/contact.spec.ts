// The preferred contact form end to end, as a member uses it: a whole submission and what the server stores, the
// terms that unlock Submit, the keyboard alone, the spec's alerts, a failed save, axe in every state, coming back.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { TEXTING_TERMS_VERSION } from '../../src/domain/textingTerms';
import { admin, exportContacts, type ExportedContact } from './support/admin';
import { E2E_PLAN_LINKS } from './support/planLinks';
import { expectNoAxeViolations, openPortal, PLAN_NAME } from './support/portal';
import type { PreferredContactRecord } from '../../src/domain/contact';

const ROUTE = '/preferredcontact';
const TITLE = 'Member Preferred Method of Contact Consent Form';
const TERMS_TITLE = 'Text Messaging Terms and Conditions';
const TERMS_PENDING = 'Scroll to the end of the terms and conditions to turn on the Submit button.';
const TERMS_REACHED = 'You have reached the end of the terms and conditions. You can now submit the form.';
const REOPEN_LABEL = 'Fill in a new form';
/** What the agreement above Submit says for texts (docs/screens.md): the carriers' disclosure, in plain words. */
const TEXTING_DISCLOSURE = `If I chose Text Messages, I will receive messages from the ${PLAN_NAME} text messaging program. Message frequency varies. Message and data rates may apply. Reply HELP for help. Reply STOP to stop.`;
// The exact texts (docs/screens.md, docs/validation.md, docs/errors.md), verbatim with their quirks ("atleast", two spaces after "Enter").
const THANKS = 'Thanks for providing preferred contact method';
const INVALID_DATA = 'Invalid Data!';
const SELECT_ONE_OPTION = 'Select atleast one contact me option';
const MOBILE_REQUIRED = 'Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls';
const MISSING_INFORMATION = 'Missing Information';
const MISSING_INFORMATION_TEXT = 'You have entered invalid or incomplete information. Please correct any errors and try again.';
const INVALID_EMAIL = 'Invalid Email Address.';
const SYSTEM_ERROR = 'System Error!';
const SYSTEM_ERROR_TEXT = 'Sorry, we are unable to process your request at the moment. Please try again later.';
const ERROR_TITLE = /^Error: /;
/** What toISOString() writes: the stored times are instants in UTC. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The record of docs/records.md, as the member means it (trimmed). */
type ContactRecord = PreferredContactRecord;

/** A last name no other test uses, so the stored row is unambiguous. */
function uniqueLastName(label: string): string {
  return `Lopez ${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function form(page: Page) {
  return {
    firstName: page.getByLabel('First Name', { exact: true }),
    lastName: page.getByLabel('Last Name', { exact: true }),
    memberId: page.getByLabel('Member ID', { exact: true }),
    email: page.getByLabel('Email Address', { exact: true }),
    mobile: page.getByLabel('Mobile Phone Number', { exact: true }),
    emails: page.getByRole('checkbox', { name: 'Emails', exact: true }),
    textMessages: page.getByRole('checkbox', { name: 'Text Messages', exact: true }),
    preRecordedCalls: page.getByRole('checkbox', { name: 'Pre-recorded Calls', exact: true }),
    phoneCalls: page.getByRole('checkbox', { name: 'Phone Calls', exact: true }),
    receipt: page.getByRole('checkbox', { name: 'Email me a confirmation', exact: true }),
    terms: page.getByRole('region', { name: TERMS_TITLE, exact: true }),
    termsPrivacyLink: page.getByRole('region', { name: TERMS_TITLE, exact: true }).getByRole('link', { name: 'privacy notice (opens in a new tab)', exact: true }),
    agreementPrivacyLink: page.locator('p', { hasText: 'Read our privacy notice' }).getByRole('link', { name: 'privacy notice (opens in a new tab)', exact: true }),
    termsStatus: page.getByRole('status').filter({ hasText: 'terms and conditions' }),
    submit: page.getByRole('button', { name: 'Submit', exact: true }),
  };
}

/** The line holding the Mobile Phone Number label and, when the number is required, its star. */
function mobileLabelLine(page: Page): Locator {
  return page.locator('label', { hasText: 'Mobile Phone Number' }).locator('..');
}

function thanksHeading(page: Page): Locator {
  return page.getByRole('heading', { name: THANKS, exact: true });
}

async function openForm(page: Page): Promise<void> {
  await openPortal(page, ROUTE);
  await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
  await expect(form(page).firstName).toBeEditable();
}

/** The wheel over the terms box, the way a member reads it with a mouse or touchpad. */
async function wheelTerms(page: Page, deltaY: number): Promise<void> {
  const { terms } = form(page);
  await terms.scrollIntoViewIfNeeded();
  await terms.hover();
  await page.mouse.wheel(0, deltaY);
}

/** Scrolls the terms to their end with the wheel; Submit comes on. */
async function readTermsToEnd(page: Page): Promise<void> {
  await wheelTerms(page, 50_000);
  await expect(form(page).submit).toBeEnabled();
  await expect(form(page).termsStatus).toHaveText(TERMS_REACHED);
}

/** Puts the terms box `pixels` short of its end and waits two frames, so its scroll event has been handled. */
async function scrollTermsShortOfEnd(terms: Locator, pixels: number): Promise<void> {
  await terms.evaluate(
    (element, short) =>
      new Promise<void>((resolve) => {
        element.scrollTop = element.scrollHeight - element.clientHeight - short;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    pixels,
  );
}

/** Types a member's details as they would: text fields as typed, the mobile number digit by digit through the mask. */
async function fillForm(page: Page, typed: { firstName: string; lastName: string; memberId: string; email: string; mobileDigits?: string }, options: Partial<Pick<ContactRecord, 'isEmail' | 'isText' | 'isPreRecordedCall' | 'isPhone'>>): Promise<void> {
  const fields = form(page);
  await fields.firstName.fill(typed.firstName);
  await fields.lastName.fill(typed.lastName);
  await fields.memberId.fill(typed.memberId);
  await fields.email.fill(typed.email);
  if (typed.mobileDigits) await fields.mobile.pressSequentially(typed.mobileDigits);
  if (options.isEmail) await fields.emails.check();
  if (options.isText) await fields.textMessages.check();
  if (options.isPreRecordedCall) await fields.preRecordedCalls.check();
  if (options.isPhone) await fields.phoneCalls.check();
}

function isContactPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/preferredcontact';
}

/** Every request to the contact API from now on, whatever its method. */
function recordContactRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/preferredcontact')) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** The thanks view replaced the form and took focus; returns the reference it shows. */
async function expectThanks(page: Page): Promise<string> {
  await expect(thanksHeading(page)).toBeVisible();
  await expect(thanksHeading(page)).toBeFocused();
  const reference = page.locator('p', { hasText: 'Your reference:' }).locator('strong');
  await expect(reference).toHaveText(/^PMC-\S+$/);
  await expect(page.getByRole('button', { name: REOPEN_LABEL, exact: true })).toBeVisible();
  await expect(form(page).submit).toHaveCount(0);
  await expect(form(page).firstName).toHaveCount(0);
  await expect(page).not.toHaveTitle(ERROR_TITLE);
  return (await reference.textContent()) ?? '';
}

/** The admin export's row for this reference is exactly the record, with the terms version and the time of consent. */
/** What the export says of a consent whose new contact points this run's server cannot confirm (issue 36). */
function unconfirmedLabel(record: ContactRecord): string {
  const points = [...(record.isEmail ? ['email'] : []), ...(record.isText || record.isPreRecordedCall || record.isPhone ? ['mobile'] : [])];
  return points.length === 0 ? 'not needed' : `unconfirmed ${points.join(' and ')}`;
}

function expectStored(reference: string, record: ContactRecord, startedAt: number): ExportedContact {
  const row = exportContacts().find((candidate) => candidate.reference === reference);
  expect(row, `exported contact ${reference}`).toBeDefined();
  const stored = row as ExportedContact;
  expect(stored).toEqual({
    reference,
    receivedAt: stored.receivedAt,
    ...record,
    termsVersion: TEXTING_TERMS_VERSION,
    // The SHA-256 of the terms text as shown (issue 23): `terms show` prints the text it names.
    termsSha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown as string,
    consentedAt: stored.receivedAt,
    // The page the member sent it from (the browser's Referer); no client details unless the plan keeps them.
    pageUrl: `${test.info().project.use.baseURL}/preferredcontact`,
    clientIp: null,
    userAgent: null,
    // Sent by the app (issue 34: a form the browser posts itself says 'html-form').
    submittedVia: 'app',
    // This run's server has no SMTP and no SMS platform: a new email or number counts at once, flagged (issue 36).
    confirmation: unconfirmedLabel(record),
    countedAt: stored.receivedAt,
    language: 'en',
  });
  expect(stored.receivedAt).toMatch(ISO_INSTANT);
  // Received during this test (a second of slack either side for clock rounding).
  const received = Date.parse(stored.receivedAt);
  expect(received).toBeGreaterThanOrEqual(startedAt - 1000);
  expect(received).toBeLessThanOrEqual(Date.now() + 1000);
  return stored;
}

/** The error summary at the top of the form: named by its title, focused, the page title starting with "Error: ". */
async function expectSummary(page: Page, title: string, message: string): Promise<Locator> {
  const summary = page.getByRole('region', { name: title, exact: true });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  // Exactly, spaces included: toHaveText would fold the spec's two spaces after "Enter" into one.
  await expect.poll(() => summary.locator('p').first().textContent()).toBe(message);
  await expect(page).toHaveTitle(ERROR_TITLE);
  // The summary carries the alert: no toast repeats its title.
  await expect(page.getByText(title, { exact: true })).toHaveCount(1);
  return summary;
}

/** The plan's support phone (10 digits) as the server configured it for this page. */
async function supportPhone(page: Page): Promise<string> {
  const config = JSON.parse((await page.locator('#portal-config').textContent()) ?? '{}') as { contact?: { supportPhone?: string } };
  const phone = config.contact?.supportPhone ?? '';
  expect(phone, 'configured support phone').toMatch(/^\d{10}$/);
  return phone;
}

test('a whole submission is posted in the spec envelope and stored trimmed, with the terms version and the time of consent', async ({ page }) => {
  const startedAt = Date.now();
  const lastName = uniqueLastName('full');
  await openForm(page);
  const fields = form(page);
  await fillForm(
    page,
    { firstName: '  Maria  ', lastName: `  ${lastName}  `, memberId: '000123456', email: 'maria.lopez@example.org', mobileDigits: '5625550199' },
    { isEmail: true, isText: true },
  );
  await expect(fields.mobile).toHaveValue('(562) 555-0199');
  await expect(fields.mobile).toHaveAttribute('aria-required', 'true');
  await readTermsToEnd(page);

  const post = page.waitForRequest(isContactPost);
  await fields.submit.click();
  const request = await post;

  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  expect(cookie?.value, 'XSRF-TOKEN cookie').toBeTruthy();
  expect(await request.headerValue('x-xsrf-token')).toBe(cookie?.value);
  const record: ContactRecord = {
    firstName: 'Maria',
    lastName,
    memberId: '000123456',
    emailAddress: 'maria.lopez@example.org',
    mobileNumber: '(562) 555-0199',
    isEmail: true,
    isText: true,
    isPreRecordedCall: false,
    isPhone: false,
    wantsReceipt: false,
  };
  // docs/api.md: the body is { formData } and formData is the JSON text of { preferredContactForm: values }.
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['formData']);
  expect(typeof body.formData).toBe('string');
  expect(JSON.parse(body.formData as string)).toEqual({ preferredContactForm: record });

  const reference = await expectThanks(page);
  expectStored(reference, record, startedAt);
});

test('the terms and the agreement link the privacy notice the server is configured with; `terms show` prints both, each link with its address', async ({ page }) => {
  await openForm(page);
  const fields = form(page);
  await expect(fields.terms).toContainText(`you sign up for the ${PLAN_NAME} text messaging program`);
  await expect(fields.termsPrivacyLink).toHaveAttribute('href', E2E_PLAN_LINKS.PLAN_PRIVACY_URL);
  await expect(page.getByText(TEXTING_DISCLOSURE, { exact: true })).toBeVisible();
  await expect(fields.agreementPrivacyLink).toHaveAttribute('href', E2E_PLAN_LINKS.PLAN_PRIVACY_URL);

  // What the server recorded at start is what the page shows, the agreement included.
  const shown = admin('terms', 'show', TEXTING_TERMS_VERSION);
  expect(shown).toContain(`\nThe ${PLAN_NAME} privacy notice (${E2E_PLAN_LINKS.PLAN_PRIVACY_URL}) says how we use and protect your information.\n`);
  expect(shown).toContain(`\n${TEXTING_DISCLOSURE}\nRead our privacy notice (${E2E_PLAN_LINKS.PLAN_PRIVACY_URL}).\n`);
});

test('Submit stays off until the terms are scrolled to within 2 px of their end, and says why', async ({ page }) => {
  await openForm(page);
  const fields = form(page);
  // At 1280x800 the terms do not fit their box: there is something to read.
  expect(await fields.terms.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThan(100);
  await expect(fields.submit).toBeDisabled();
  await expect(fields.termsStatus).toHaveText(TERMS_PENDING);
  await expect(fields.submit).toHaveAccessibleDescription(TERMS_PENDING);

  // A complete form does not turn it on by itself.
  await fillForm(page, { firstName: 'Ana', lastName: uniqueLastName('terms'), memberId: '000555', email: 'ana@example.org' }, { isEmail: true });
  await expect(fields.submit).toBeDisabled();

  // A little way down with the wheel: still off.
  await wheelTerms(page, 120);
  await expect.poll(() => fields.terms.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(fields.submit).toBeDisabled();

  // 3 px short of the end is not the end; 2 px short is (docs/constants.md tolerance).
  await scrollTermsShortOfEnd(fields.terms, 3);
  await expect(fields.submit).toBeDisabled();
  await expect(fields.termsStatus).toHaveText(TERMS_PENDING);
  await scrollTermsShortOfEnd(fields.terms, 2);
  await expect(fields.submit).toBeEnabled();
  await expect(fields.termsStatus).toHaveText(TERMS_REACHED);
  await expect(fields.submit).toHaveAccessibleDescription(TERMS_REACHED);

  // Once read, scrolling back up does not turn it off again.
  await scrollTermsShortOfEnd(fields.terms, 10_000);
  await expect(fields.submit).toBeEnabled();
});

test.describe('on a screen tall enough for the whole terms', () => {
  test.use({ viewport: { width: 1280, height: 4000 } });

  test('Submit is on without any scrolling', async ({ page }) => {
    await openForm(page);
    const fields = form(page);
    const box = await fields.terms.evaluate((element) => ({ overflow: element.scrollHeight - element.clientHeight, scrollTop: element.scrollTop }));
    expect(box.overflow, 'the terms fit their box').toBeLessThanOrEqual(2);
    expect(box.scrollTop).toBe(0);
    await expect(fields.submit).toBeEnabled();
    await expect(fields.termsStatus).toHaveText(TERMS_REACHED);
  });
});

test('a window made tall enough for the whole terms turns Submit on without scrolling', async ({ page }) => {
  await openForm(page);
  const fields = form(page);
  await expect(fields.submit).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 4000 });
  await expect(fields.submit).toBeEnabled();
  expect(await fields.terms.evaluate((element) => element.scrollTop)).toBe(0);
});

test('completed with the keyboard alone; "Fill in a new form" gives a blank form with the cursor in First Name', async ({ page }) => {
  const startedAt = Date.now();
  const lastName = uniqueLastName('keyboard');
  await openForm(page);
  const fields = form(page);
  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  // From the top of the page (skip link, logo, ...) Tab reaches First Name.
  for (let presses = 0; presses < 15 && !(await isFocused(fields.firstName)); presses += 1) await page.keyboard.press('Tab');
  await expect(fields.firstName).toBeFocused();
  await page.keyboard.type('Sam');

  await page.keyboard.press('Tab');
  await expect(fields.lastName).toBeFocused();
  await page.keyboard.type(lastName);

  await page.keyboard.press('Tab');
  await expect(fields.memberId).toBeFocused();
  await page.keyboard.type('000987654');

  await page.keyboard.press('Tab');
  await expect(fields.email).toBeFocused();
  await page.keyboard.type('sam@example.org');

  await page.keyboard.press('Tab');
  await expect(fields.mobile).toBeFocused();
  await expect(fields.mobile).not.toHaveAttribute('aria-required');
  await page.keyboard.type('5625550123');
  await expect(fields.mobile).toHaveValue('(562) 555-0123');

  // Space ticks a box; Tab passes over the ones not wanted.
  await page.keyboard.press('Tab');
  await expect(fields.emails).toBeFocused();
  await page.keyboard.press('Space');
  await expect(fields.emails).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(fields.textMessages).toBeFocused();
  await page.keyboard.press('Space');
  await expect(fields.textMessages).toBeChecked();
  // Text Messages makes the mobile number required, and its label shows the star (docs/states.md).
  await expect(fields.mobile).toHaveAttribute('aria-required', 'true');
  await expect(mobileLabelLine(page)).toHaveText('Mobile Phone Number*');
  await page.keyboard.press('Tab');
  await expect(fields.preRecordedCalls).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(fields.phoneCalls).toBeFocused();
  // Issue 36: no receipt box on a server that sends no email (this run's has no SMTP_URL; confirmedConsent.spec.ts's has).
  await expect(fields.receipt).toHaveCount(0);

  // The terms box takes focus, and End scrolls it to its end.
  await page.keyboard.press('Tab');
  await expect(fields.terms).toBeFocused();
  await expect(fields.submit).toBeDisabled();
  await page.keyboard.press('End');
  await expect(fields.submit).toBeEnabled();
  await expect(fields.termsStatus).toHaveText(TERMS_REACHED);

  // Tab then passes the privacy notice's links, in the terms and in the agreement, on its way to Submit.
  await page.keyboard.press('Tab');
  await expect(fields.termsPrivacyLink).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(fields.agreementPrivacyLink).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(fields.submit).toBeFocused();
  await page.keyboard.press('Enter');

  const reference = await expectThanks(page);
  expectStored(
    reference,
    {
      firstName: 'Sam',
      lastName,
      memberId: '000987654',
      emailAddress: 'sam@example.org',
      mobileNumber: '(562) 555-0123',
      isEmail: true,
      isText: true,
      isPreRecordedCall: false,
      isPhone: false,
      wantsReceipt: false,
    },
    startedAt,
  );

  // From the focused thanks heading, Tab reaches the button and Enter presses it.
  const reopen = page.getByRole('button', { name: REOPEN_LABEL, exact: true });
  await page.keyboard.press('Tab');
  await expect(reopen).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(fields.firstName).toBeFocused();
  await expect(thanksHeading(page)).toHaveCount(0);
  for (const field of [fields.firstName, fields.lastName, fields.memberId, fields.email, fields.mobile]) await expect(field).toHaveValue('');
  for (const box of [fields.emails, fields.textMessages, fields.preRecordedCalls, fields.phoneCalls]) await expect(box).not.toBeChecked();
  // docs/states.md: the requirement and its marker are gone; the new person reads the terms again.
  await expect(fields.mobile).not.toHaveAttribute('aria-required');
  await expect(mobileLabelLine(page)).toHaveText('Mobile Phone Number');
  await expect(fields.submit).toBeDisabled();
  await expect(fields.termsStatus).toHaveText(TERMS_PENDING);
  await expect(page.getByRole('region', { name: INVALID_DATA })).toHaveCount(0);
  await expect(page.getByRole('region', { name: MISSING_INFORMATION })).toHaveCount(0);
});

test.describe('the alerts of docs/validation.md head a focused error summary, and nothing is sent', () => {
  test('no contact option ticked: Invalid Data! / Select atleast one contact me option', async ({ page }) => {
    await openForm(page);
    const requests = recordContactRequests(page);
    const fields = form(page);
    await fillForm(page, { firstName: 'Ana', lastName: uniqueLastName('no-option'), memberId: '000111', email: 'ana@example.org', mobileDigits: '5625550111' }, {});
    await readTermsToEnd(page);
    await expect(page).not.toHaveTitle(ERROR_TITLE);
    await fields.submit.click();

    const summary = await expectSummary(page, INVALID_DATA, SELECT_ONE_OPTION);
    // Its entry takes the member to the first box.
    await summary.getByRole('link', { name: 'Choose at least one way for us to contact you.' }).click();
    await expect(fields.emails).toBeFocused();
    await expect(fields.submit).toBeEnabled();
    expect(requests).toEqual([]);
  });

  test('Text Messages ticked and no mobile number: Invalid Data! / Enter  Mobile Phone Number ...', async ({ page }) => {
    await openForm(page);
    const requests = recordContactRequests(page);
    const fields = form(page);
    await fillForm(page, { firstName: 'Ana', lastName: uniqueLastName('no-mobile'), memberId: '000222', email: 'ana@example.org' }, { isText: true });
    await readTermsToEnd(page);
    await fields.submit.click();

    const summary = await expectSummary(page, INVALID_DATA, MOBILE_REQUIRED);
    await summary.getByRole('link', { name: 'Mobile Phone Number is required.' }).click();
    await expect(fields.mobile).toBeFocused();
    expect(requests).toEqual([]);
  });

  test('a bad email address: Missing Information / Invalid Email Address.', async ({ page }) => {
    await openForm(page);
    const requests = recordContactRequests(page);
    const fields = form(page);
    await fillForm(page, { firstName: 'Ana', lastName: uniqueLastName('bad-email'), memberId: '000333', email: 'ana.example.org' }, { isEmail: true });
    // docs/validation.md: the message shows once the field is dirty or touched, before any submit.
    await expect(page.getByText(INVALID_EMAIL, { exact: true })).toBeVisible();
    await readTermsToEnd(page);
    await fields.submit.click();

    const summary = await expectSummary(page, MISSING_INFORMATION, MISSING_INFORMATION_TEXT);
    await expect(summary.getByRole('link')).toHaveText([INVALID_EMAIL]);
    await summary.getByRole('link', { name: INVALID_EMAIL }).click();
    await expect(fields.email).toBeFocused();
    expect(requests).toEqual([]);
  });
});

test('a member ID with a look-alike letter is refused, saying what is allowed; typed full-width, it is stored as the card prints it', async ({ page }) => {
  const startedAt = Date.now();
  const lastName = uniqueLastName('member-id');
  await openForm(page);
  const requests = recordContactRequests(page);
  const fields = form(page);
  // The first letter is a Cyrillic А: it looks like the card's A, and would file the member under another ID.
  await fillForm(page, { firstName: 'Ana', lastName, memberId: '\u0410BC123', email: 'ana@example.org' }, { isEmail: true });
  const onlyThese = 'Member ID can only have letters A to Z, numbers and hyphens (-).';
  await expect(page.getByText(onlyThese, { exact: true })).toBeVisible();
  await expect(fields.memberId).toHaveAccessibleDescription(new RegExp(`${onlyThese.replace(/[.()]/g, '\\$&')}$`));
  await readTermsToEnd(page);
  await fields.submit.click();
  await expect(fields.memberId).toHaveValue('\u0410BC123');
  expect(requests).toEqual([]);

  // Typed again on a full-width keyboard: taken, and kept as the card prints it.
  await fields.memberId.fill('\uFF10\uFF10\uFF10\uFF11\uFF12\uFF13');
  await expect(page.getByText(onlyThese, { exact: true })).toHaveCount(0);
  await fields.submit.click();
  const reference = await expectThanks(page);
  expectStored(
    reference,
    { firstName: 'Ana', lastName, memberId: '000123', emailAddress: 'ana@example.org', mobileNumber: '', isEmail: true, isText: false, isPreRecordedCall: false, isPhone: false, wantsReceipt: false },
    startedAt,
  );
});

test('a 500 from the server shows System Error! with the support phone, keeps every value, and Submit works again', async ({ page }) => {
  const startedAt = Date.now();
  const lastName = uniqueLastName('server-error');
  await openForm(page);
  const fields = form(page);
  const phone = await supportPhone(page);
  let failedPosts = 0;
  await page.route('**/api/preferredcontact', (route) => {
    failedPosts += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) });
  });

  await fillForm(
    page,
    { firstName: ' Rosa ', lastName, memberId: '000444', email: 'rosa@example.org', mobileDigits: '5625550144' },
    { isEmail: true, isPreRecordedCall: true, isPhone: true },
  );
  await readTermsToEnd(page);
  await fields.submit.click();

  const notice = page.getByRole('region', { name: SYSTEM_ERROR, exact: true });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(SYSTEM_ERROR_TEXT);
  const phoneLink = notice.getByRole('link', { name: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` });
  await expect(phoneLink).toHaveAttribute('href', `tel:+1${phone}`);
  await expect(page).toHaveTitle(ERROR_TITLE);
  // On the page, not (also) in a toast.
  await expect(page.getByText(SYSTEM_ERROR, { exact: true })).toHaveCount(1);
  expect(failedPosts).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page, `${ROUTE}: System Error! shown`);

  // Everything typed is still there, as typed.
  await expect(fields.firstName).toHaveValue(' Rosa ');
  await expect(fields.lastName).toHaveValue(lastName);
  await expect(fields.memberId).toHaveValue('000444');
  await expect(fields.email).toHaveValue('rosa@example.org');
  await expect(fields.mobile).toHaveValue('(562) 555-0144');
  await expect(fields.emails).toBeChecked();
  await expect(fields.textMessages).not.toBeChecked();
  await expect(fields.preRecordedCalls).toBeChecked();
  await expect(fields.phoneCalls).toBeChecked();
  // Named exactly Submit again, not busy: no spinner is left behind after a save that fails this fast.
  const submit = fields.submit;
  await expect(submit).toBeEnabled();
  await expect(submit).not.toHaveAttribute('aria-busy', 'true');
  await expect(thanksHeading(page)).toHaveCount(0);

  // The server is back: the same values go through with one more press.
  await page.unroute('**/api/preferredcontact');
  await submit.click();
  const reference = await expectThanks(page);
  expectStored(
    reference,
    {
      firstName: 'Rosa',
      lastName,
      memberId: '000444',
      emailAddress: 'rosa@example.org',
      mobileNumber: '(562) 555-0144',
      isEmail: true,
      isText: false,
      isPreRecordedCall: true,
      isPhone: true,
      wantsReceipt: false,
    },
    startedAt,
  );
});

const VIEWPORTS = [
  { name: 'phone 390x844', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop 1280x800', options: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { name, options } of VIEWPORTS) {
  test.describe(`axe on a ${name}`, () => {
    test.use(options);

    test('the empty form, the error summary and the thanks view pass axe', async ({ page }) => {
      await openForm(page);
      await expectNoAxeViolations(page, `${ROUTE} (${name}): empty form`);

      const fields = form(page);
      await readTermsToEnd(page);
      await fields.submit.click();
      await expectSummary(page, INVALID_DATA, SELECT_ONE_OPTION);
      await expectNoAxeViolations(page, `${ROUTE} (${name}): errors shown`);

      await fillForm(page, { firstName: 'Lee', lastName: uniqueLastName('axe'), memberId: '000666', email: 'lee@example.org', mobileDigits: '5625550166' }, { isEmail: true, isPhone: true });
      await fields.submit.click();
      await expectThanks(page);
      await expectNoAxeViolations(page, `${ROUTE} (${name}): thanks view`);
    });
  });
}

/** Ways of leaving the page and coming back without a reload (the app, and its store, stay loaded). */
const COMING_BACK: ReadonlyArray<{ way: string; leaveAndReturn: (page: Page) => Promise<void> }> = [
  {
    way: "the banner's home link, then the browser's Back button",
    leaveAndReturn: async (page) => {
      await page.getByRole('link', { name: `${PLAN_NAME} forms home` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${PLAN_NAME} forms`, exact: true })).toBeVisible();
      await page.goBack();
    },
  },
  {
    way: "the banner's home link, then the form's link in the index",
    leaveAndReturn: async (page) => {
      await page.getByRole('link', { name: `${PLAN_NAME} forms home` }).click();
      await page.getByRole('link', { name: TITLE, exact: true }).click();
    },
  },
];

for (const { way, leaveAndReturn } of COMING_BACK) {
  test(`coming back after a success (${way}) shows a blank form, not the thanks view`, async ({ page }) => {
    await openForm(page);
    const fields = form(page);
    await fillForm(page, { firstName: 'Kim', lastName: uniqueLastName('come-back'), memberId: '000777', email: 'kim@example.org', mobileDigits: '5625550177' }, { isEmail: true, isText: true });
    await readTermsToEnd(page);
    await fields.submit.click();
    await expectThanks(page);

    await leaveAndReturn(page);
    await expect(page).toHaveURL(ROUTE);
    await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
    await expect(fields.firstName).toBeVisible();
    await expect(thanksHeading(page)).toHaveCount(0);
    for (const field of [fields.firstName, fields.lastName, fields.memberId, fields.email, fields.mobile]) await expect(field).toHaveValue('');
    for (const box of [fields.emails, fields.textMessages, fields.preRecordedCalls, fields.phoneCalls]) await expect(box).not.toBeChecked();
    await expect(fields.mobile).not.toHaveAttribute('aria-required');
    await expect(fields.submit).toBeDisabled();
    await expect(page).not.toHaveTitle(ERROR_TITLE);
  });
}
