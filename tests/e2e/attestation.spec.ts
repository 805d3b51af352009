// The four attestation screens end to end: each way of submitting, what the server stores, axe in every state, keyboard only.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exportAttestations, type ExportedAttestation } from './support/admin';
import { expectNoAxeViolations, expectNoRuntimeStyles, openPortal, PLAN_NAME, settleAnimations } from './support/portal';

const TITLES = {
  '/attestation': 'Medi-Cal for Kids & Teens Provider Training',
  '/childhood': 'Childhood Lead Poison Prevention Program Provider Training',
  '/oralhealth': 'Oral Health & Topical Fluoride Application Training',
  '/deiprovidertraining': 'DEI Provider Training Program',
} as const;
type AttestationRoute = keyof typeof TITLES;

/** A valid check digit (docs/readings.md): the server finds it. */
const FOUND_NPI = '1234567893';
/** A wrong check digit: not found. */
const NOT_FOUND_NPI = '1234567890';
const SAVED_TOAST = 'Attestation Form has been successfully saved';
const CONFIRM_TEXT = 'NPI you entered is not valid, do you still want to submit?';
const TAB_KEPT_OPEN = 'Your attestation is saved. This tab can be closed now.';
const SIGN_ANOTHER = 'Sign another attestation';

interface Attester {
  firstName: string;
  lastName: string;
  /** Undefined: tick N/A instead. */
  npi?: string;
  title: string;
  organization: string;
}

/** A person whose last name no other test uses, so a stored row (or its absence) is unambiguous. */
function attester(npi: string | undefined, label: string): Attester {
  const unique = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: 'Avery', lastName: `Quinn ${unique}`, ...(npi === undefined ? {} : { npi }), title: 'Pediatrician', organization: 'Sunrise Clinic' };
}

function form(page: Page) {
  return {
    firstName: page.getByLabel('First Name', { exact: true }),
    lastName: page.getByLabel('Last Name', { exact: true }),
    npi: page.getByLabel('Individual NPI', { exact: true }),
    notApplicable: page.getByRole('checkbox', { name: 'N/A' }),
    title: page.getByLabel('Title', { exact: true }),
    organization: page.getByLabel('Organization', { exact: true }),
    done: page.getByRole('button', { name: 'DONE' }),
  };
}

async function openForm(page: Page, route: AttestationRoute): Promise<void> {
  await openPortal(page, route);
  await expect(page.getByRole('heading', { level: 1, name: TITLES[route], exact: true })).toBeVisible();
  await expect(form(page).firstName).toBeEditable();
}

async function fillForm(page: Page, person: Attester): Promise<void> {
  const fields = form(page);
  await fields.firstName.fill(person.firstName);
  await fields.lastName.fill(person.lastName);
  if (person.npi === undefined) {
    await fields.notApplicable.check();
    await expect(fields.npi).toBeDisabled();
  } else {
    await fields.npi.fill(person.npi);
  }
  await fields.title.fill(person.title);
  await fields.organization.fill(person.organization);
}

function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Confirm' });
}

/** The dialog is open and settled: its safe answer, No, has focus. */
async function expectConfirmDialog(page: Page): Promise<Locator> {
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(CONFIRM_TEXT);
  await expect(dialog.getByRole('button', { name: 'No', exact: true })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
  // antd's dialog locks the page's scroll with a <style> element; the build's stand-in does it without one.
  await expectNoRuntimeStyles(page, 'the confirm dialog');
  // A click while the dialog still zooms in can land before antd listens (a CI run lost one): let it settle first.
  await settleAnimations(page);
  return dialog;
}

/** Checks the success toast and the thanks view; returns the reference it shows. */
async function expectThanks(page: Page, route: AttestationRoute): Promise<string> {
  await expect(page.getByText(SAVED_TOAST, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Thanks for reviewing the training modules on the ${TITLES[route]} sponsored by ${PLAN_NAME}`, exact: true }),
  ).toBeVisible();
  const reference = page.locator('p', { hasText: 'Your reference:' }).locator('strong');
  await expect(reference).toHaveText(/^ATT-\S+$/);
  await expect(page.getByRole('button', { name: 'Close Window' })).toBeVisible();
  await expect(form(page).done).toHaveCount(0);
  return (await reference.textContent()) ?? '';
}

/** The row the admin export holds for this reference is exactly what was submitted. */
function expectStored(reference: string, route: AttestationRoute, person: Attester, isValidNPI: 'Yes' | 'No', startedAt: number): ExportedAttestation {
  const row = exportAttestations().find((candidate) => candidate.reference === reference);
  expect(row, `exported attestation ${reference}`).toBeDefined();
  const stored = row as ExportedAttestation;
  expect(stored).toEqual({
    reference,
    receivedAt: expect.any(String),
    firstName: person.firstName,
    lastName: person.lastName,
    individualNPI: person.npi ?? 'NA',
    isValidNPI,
    title: person.title,
    organizationName: person.organization,
    submittedDatetime: expect.any(String),
    attestationFormName: TITLES[route],
    // Issue 36: the receipt box, left unticked, and so no address.
    wantsReceipt: false,
    receiptEmail: '',
    language: 'en',
    // Sent by the app (issue 34: a form the browser posts itself says 'html-form').
    submittedVia: 'app',
  });
  // Submitted during this test (a second of slack either side for clock rounding).
  const submitted = Date.parse(stored.submittedDatetime);
  expect(submitted).toBeGreaterThanOrEqual(startedAt - 1000);
  expect(submitted).toBeLessThanOrEqual(Date.now() + 1000);
  return stored;
}

function isAttestationPost(request: { method(): string; url(): string }): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/Attestation';
}

test('/attestation: a found NPI is saved with isValidNPI Yes, the POST carrying the XSRF token', async ({ page }) => {
  const route = '/attestation';
  const startedAt = Date.now();
  const person = attester(FOUND_NPI, 'found');
  await openForm(page, route);
  await expectNoAxeViolations(page, `${route}: empty form`);

  await fillForm(page, person);
  const post = page.waitForRequest(isAttestationPost);
  await form(page).done.click();
  const request = await post;

  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  expect(cookie?.value, 'XSRF-TOKEN cookie').toBeTruthy();
  expect(await request.headerValue('x-xsrf-token')).toBe(cookie?.value);
  const body = request.postDataJSON() as { formData: string };
  // docs/api.md: formData is the JSON of { attestationForm: record }.
  expect(JSON.parse(body.formData)).toEqual({
    attestationForm: expect.objectContaining({ individualNPI: FOUND_NPI, isValidNPI: 'Yes', attestationFormName: TITLES[route] }),
  });

  const reference = await expectThanks(page, route);
  await expectNoAxeViolations(page, `${route}: thanks view`);
  expectStored(reference, route, person, 'Yes', startedAt);
});

test('/childhood: an NPI not found, confirmed with Yes, is saved with isValidNPI No', async ({ page }) => {
  const route = '/childhood';
  const startedAt = Date.now();
  const person = attester(NOT_FOUND_NPI, 'confirmed');
  await openForm(page, route);
  await expectNoAxeViolations(page, `${route}: empty form`);

  await fillForm(page, person);
  await form(page).done.click();
  const dialog = await expectConfirmDialog(page);
  await expectNoAxeViolations(page, `${route}: confirm dialog open`);
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();

  const reference = await expectThanks(page, route);
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page, `${route}: thanks view`);
  expectStored(reference, route, person, 'No', startedAt);
});

test('/oralhealth: an NPI not found, answered No, saves nothing and keeps the form as typed', async ({ page }) => {
  const route = '/oralhealth';
  const person = attester(NOT_FOUND_NPI, 'declined');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(`${request.method()} ${request.url()}`);
  });
  await openForm(page, route);
  await expectNoAxeViolations(page, `${route}: empty form`);

  await fillForm(page, person);
  const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/Attestation/IsNPIValid/${NOT_FOUND_NPI}`);
  await form(page).done.click();
  expect(await (await lookup).json()).toBe(false);
  const dialog = await expectConfirmDialog(page);
  await dialog.getByRole('button', { name: 'No', exact: true }).click();
  await expect(dialog).toBeHidden();

  const fields = form(page);
  await expect(fields.done).toBeEnabled();
  await expect(fields.firstName).toHaveValue(person.firstName);
  await expect(fields.lastName).toHaveValue(person.lastName);
  await expect(fields.npi).toHaveValue(NOT_FOUND_NPI);
  await expect(fields.npi).toBeEnabled();
  await expect(fields.notApplicable).not.toBeChecked();
  await expect(fields.title).toHaveValue(person.title);
  await expect(fields.organization).toHaveValue(person.organization);
  await expect(page.getByText(SAVED_TOAST)).toHaveCount(0);
  expect(posts).toEqual([]);
  expect(exportAttestations().filter((row) => row.lastName === person.lastName)).toEqual([]);
});

test('/deiprovidertraining: N/A is saved as individualNPI NA with isValidNPI No; Close Window keeps the thanks, and Sign another gives a blank form', async ({ page }) => {
  const route = '/deiprovidertraining';
  const startedAt = Date.now();
  const person = attester(undefined, 'not-applicable');
  await openForm(page, route);
  await expectNoAxeViolations(page, `${route}: empty form`);

  await fillForm(page, person);
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/IsNPIValid/')) lookups.push(request.url());
  });
  await form(page).done.click();
  const reference = await expectThanks(page, route);
  expect(lookups, 'no NPI lookup with N/A ticked').toEqual([]);
  await expectNoAxeViolations(page, `${route}: thanks view`);
  expectStored(reference, route, person, 'No', startedAt);

  // Chromium keeps a tab it did not open: the thanks stays and says so (docs/readings.md), rather than a blank form that
  // would look like a lost submission.
  const thanks = page.getByRole('heading', { name: /^Thanks for reviewing/ });
  await page.getByRole('button', { name: 'Close Window' }).click();
  await expect(page.getByRole('status').filter({ hasText: TAB_KEPT_OPEN })).toBeVisible();
  await expect(thanks).toBeVisible();
  await expect(page.locator('p', { hasText: 'Your reference:' }).locator('strong')).toHaveText(reference);
  await expect(page.getByRole('button', { name: 'Close Window' })).toBeFocused();
  await expect(form(page).done).toHaveCount(0);
  await expectNoAxeViolations(page, `${route}: thanks view, tab kept open`);

  await page.getByRole('button', { name: SIGN_ANOTHER }).click();
  const fields = form(page);
  await expect(fields.done).toBeEnabled();
  await expect(fields.firstName).toBeFocused();
  await expect(thanks).toHaveCount(0);
  for (const field of [fields.firstName, fields.lastName, fields.npi, fields.title, fields.organization]) await expect(field).toHaveValue('');
  await expect(fields.notApplicable).not.toBeChecked();
  await expect(fields.npi).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: TITLES[route], exact: true })).toBeVisible();
});

test('/attestation: an empty submit shows Missing Information with a link to each field', async ({ page }) => {
  const route = '/attestation';
  const requests: string[] = [];
  await openForm(page, route);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/Attestation')) requests.push(request.url());
  });
  await form(page).done.click();

  const summary = page.getByRole('region', { name: 'Missing Information' });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  const links = summary.getByRole('link');
  await expect(links).toHaveText(['First Name is required.', 'Last Name is required.', 'Individual NPI is required.', 'Title is required.', 'Organization is required.']);
  await expectNoAxeViolations(page, `${route}: errors shown`);

  await links.filter({ hasText: 'Title is required.' }).click();
  await expect(form(page).title).toBeFocused();
  await expect(form(page).done).toBeEnabled();
  expect(requests).toEqual([]);
});

test('/oralhealth: completed with the keyboard alone, the dialog answered with the keyboard', async ({ page }) => {
  const route = '/oralhealth';
  const startedAt = Date.now();
  const person = attester(NOT_FOUND_NPI, 'keyboard');
  await openForm(page, route);
  const fields = form(page);
  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  // From the top of the page (skip link, logo, ...) Tab reaches First Name.
  for (let presses = 0; presses < 15 && !(await isFocused(fields.firstName)); presses += 1) await page.keyboard.press('Tab');
  await expect(fields.firstName).toBeFocused();
  await page.keyboard.type(person.firstName);

  await page.keyboard.press('Tab');
  await expect(fields.lastName).toBeFocused();
  await page.keyboard.type(person.lastName);

  await page.keyboard.press('Tab');
  await expect(fields.npi).toBeFocused();
  await page.keyboard.type(NOT_FOUND_NPI);

  // N/A is passed over, not ticked.
  await page.keyboard.press('Tab');
  await expect(fields.notApplicable).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(fields.title).toBeFocused();
  await page.keyboard.type(person.title);

  await page.keyboard.press('Tab');
  await expect(fields.organization).toBeFocused();
  await page.keyboard.type(person.organization);

  await page.keyboard.press('Tab');
  await expect(fields.done).toBeFocused();
  await page.keyboard.press('Enter');

  // Focus starts on No; Tab moves to Yes, Space presses it.
  const dialog = await expectConfirmDialog(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes', exact: true })).toBeFocused();
  await page.keyboard.press('Space');

  const reference = await expectThanks(page, route);
  await expect(fields.notApplicable).toHaveCount(0);
  expectStored(reference, route, person, 'No', startedAt);
});
