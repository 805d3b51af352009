// The confirmation of each form end to end: the reference, the time it was received and what was sent on screen, and
// a printed copy (print media) that holds the confirmation alone: no banner, notices, footer, buttons or toasts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPortal, PLAN_NAME } from './support/portal';
import { uniqueValidNpi } from './support/npi';

const PRINT_LABEL = 'Print or save a copy';
/** On screen: the spec's friendly form; the receipt came a moment ago. */
const TODAY_AT = /^Today at \d{1,2}:\d{2} (AM|PM)$/;
/** On paper: the spec's full form, 'Weekday, 1st Month Year at h:mm AM/PM'. */
const FULL_DATE = /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

function unique(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The confirmation's panel: the part a printed copy keeps. */
function panel(page: Page): Locator {
  return page.locator('.thanks-panel');
}

/** The "What you sent" list, label → value, as the page shows it. */
async function sentValues(page: Page): Promise<Record<string, string>> {
  const values = panel(page).locator('dl');
  const terms = await values.locator('dt').allTextContents();
  const definitions = await values.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, definitions[index] ?? '']));
}

/** Print or save a copy opens the browser's print dialog; counted instead, since a dialog would stop the test. */
async function expectPrintButtonPrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counted = window as Window & { printCalls?: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls = (counted.printCalls ?? 0) + 1;
    };
  });
  await page.getByRole('button', { name: PRINT_LABEL }).click();
  expect(await page.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(1);
}

interface Confirmation {
  formTitle: string;
  thanks: string;
  reference: string;
  sent: Record<string, string>;
}

/** On screen: the thanks, its reference, the friendly time, what was sent, and Print or save a copy. */
async function expectOnScreen(page: Page, confirmation: Confirmation): Promise<void> {
  await expect(page.getByRole('heading', { name: confirmation.thanks, exact: true })).toBeVisible();
  await expect(page.locator('p', { hasText: 'Your reference:' }).locator('strong')).toHaveText(confirmation.reference);
  await expect(panel(page).locator('time .thanks-panel__screen-only')).toHaveText(TODAY_AT);
  await expect(panel(page).locator('time .thanks-panel__print-only')).toBeHidden();
  // The printed copy's own header is for paper only: the banner and the page heading say the same on screen.
  await expect(panel(page).locator('.thanks-panel__print-header')).toBeHidden();
  expect(await sentValues(page)).toEqual(confirmation.sent);
  await expect(page.getByRole('button', { name: PRINT_LABEL })).toBeVisible();
}

/** Print media: the confirmation alone, with the plan, the form, the reference, the full date and the values. */
async function expectPrintedCopy(page: Page, confirmation: Confirmation, shell: { toast?: Locator } = {}): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  try {
    const header = panel(page).locator('.thanks-panel__print-header');
    await expect(header).toBeVisible();
    await expect(header.locator('.thanks-panel__plan')).toHaveText(PLAN_NAME);
    await expect(header.locator('.thanks-panel__form-title')).toHaveText(confirmation.formTitle);
    await expect(page.getByRole('heading', { name: confirmation.thanks, exact: true })).toBeVisible();
    await expect(page.locator('p', { hasText: 'Your reference:' }).locator('strong')).toBeVisible();
    await expect(page.locator('p', { hasText: 'Your reference:' }).locator('strong')).toHaveText(confirmation.reference);
    await expect(panel(page).locator('time .thanks-panel__print-only')).toBeVisible();
    await expect(panel(page).locator('time .thanks-panel__print-only')).toHaveText(FULL_DATE);
    await expect(panel(page).locator('time .thanks-panel__screen-only')).toBeHidden();
    for (const [label, value] of Object.entries(confirmation.sent)) {
      const row = panel(page).locator('.thanks-panel__value').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
      await expect(row.locator('dt')).toBeVisible();
      await expect(row.locator('dd')).toHaveText(value);
      await expect(row.locator('dd')).toBeVisible();
    }

    // Everything else stays off the paper. CSS locators, which find hidden elements too, so each is there and hidden.
    for (const selector of ['header.portal-banner', 'footer.portal-footer', '.toast-host', '.skip-link', '.thanks-panel__actions']) {
      await expect(page.locator(selector)).toHaveCount(1);
      await expect(page.locator(selector)).toBeHidden();
    }
    await expect(page.locator('h1', { hasText: confirmation.formTitle })).toHaveCount(1);
    await expect(page.locator('h1', { hasText: confirmation.formTitle })).toBeHidden();
    await expect(page.getByRole('button', { name: PRINT_LABEL, includeHidden: true })).toBeHidden();
    // No button of any kind is left on the paper.
    await expect(page.getByRole('button')).toHaveCount(0);
    // A toast may have timed out by now; the host check above holds for any still there.
    if (shell.toast) await expect(shell.toast).toBeHidden();
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
  await expect(page.locator('header.portal-banner')).toBeVisible();
}

test('attestation: the confirmation shows its receipt and what was sent, and prints alone', async ({ page }) => {
  const title = 'Childhood Lead Poison Prevention Program Provider Training';
  const lastName = `Quinn ${unique('print')}`;
  await openPortal(page, '/childhood');
  await page.getByLabel('First Name', { exact: true }).fill('Avery');
  await page.getByLabel('Last Name', { exact: true }).fill(lastName);
  await page.getByLabel('Individual NPI', { exact: true }).fill('1234567893');
  await page.getByLabel('Title', { exact: true }).fill('Pediatrician');
  await page.getByLabel('Organization', { exact: true }).fill('Sunrise Clinic');
  await page.getByRole('button', { name: 'DONE' }).click();

  const thanks = `Thanks for reviewing the training modules on the ${title} sponsored by ${PLAN_NAME}`;
  await expect(page.getByRole('heading', { name: thanks, exact: true })).toBeVisible();
  const reference = (await page.locator('p', { hasText: 'Your reference:' }).locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^ATT-\S+$/);
  const confirmation: Confirmation = {
    formTitle: title,
    thanks,
    reference,
    sent: { 'First Name': 'Avery', 'Last Name': lastName, 'Individual NPI': '1234567893', Title: 'Pediatrician', Organization: 'Sunrise Clinic' },
  };
  await expectOnScreen(page, confirmation);
  // The success toast is on screen; the printed copy leaves it out.
  const toast = page.getByText('Attestation Form has been successfully saved', { exact: true });
  await expect(toast).toBeVisible();
  await expectPrintedCopy(page, confirmation, { toast });
  await expectPrintButtonPrints(page);
});

test('preferred contact: the confirmation gives the choices as Yes or No, and prints alone', async ({ page }) => {
  const title = 'Member Preferred Method of Contact Consent Form';
  const lastName = `Lopez ${unique('print')}`;
  await openPortal(page, '/preferredcontact');
  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill(lastName);
  await page.getByLabel('Member ID', { exact: true }).fill('000123');
  await page.getByLabel('Email Address', { exact: true }).fill('ada@example.org');
  await page.getByLabel('Mobile Phone Number', { exact: true }).pressSequentially('5625550123');
  await page.getByRole('checkbox', { name: 'Emails', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Text Messages', exact: true }).check();
  const terms = page.getByRole('region', { name: 'Text Messaging Terms and Conditions', exact: true });
  await terms.scrollIntoViewIfNeeded();
  await terms.hover();
  await page.mouse.wheel(0, 50_000);
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();

  const thanks = 'Thanks for providing preferred contact method';
  await expect(page.getByRole('heading', { name: thanks, exact: true })).toBeVisible();
  const reference = (await page.locator('p', { hasText: 'Your reference:' }).locator('strong').textContent()) ?? '';
  const confirmation: Confirmation = {
    formTitle: title,
    thanks,
    reference,
    sent: {
      'First Name': 'Ada',
      'Last Name': lastName,
      'Member ID': '000123',
      'Email Address': 'ada@example.org',
      'Mobile Phone Number': '(562) 555-0123',
      Emails: 'Yes',
      'Text Messages': 'Yes',
      'Pre-recorded Calls': 'No',
      'Phone Calls': 'No',
    },
  };
  await expectOnScreen(page, confirmation);
  await expectPrintedCopy(page, confirmation);
  // The plan's contact block sits below the thanks on this page; the printed copy leaves it out too.
  await expect(page.locator('.plan-contact')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.plan-contact')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

const TGI_OFFERED = 'Does this provider offer gender-affirming services?';
const TGI_THANKS = 'Thank you! Your responses have been submitted successfully.';

/** Fills the TGI survey for a provider no other run has used, and sends it. */
async function sendTgiSurvey(page: Page, lastName: string, npi: string): Promise<void> {
  await page.getByLabel('Provider Last Name', { exact: true }).fill(lastName);
  await page.getByLabel('Provider First Name', { exact: true }).fill('Jordan');
  await page.getByLabel('Individual NPI', { exact: true }).fill(npi);
  await page.getByLabel('Full Name of Person Completing Survey', { exact: true }).fill('Casey Morgan');
  await page.getByLabel('Title of Person Completing Survey', { exact: true }).fill('Office Manager');
  await page.getByLabel('Email', { exact: true }).fill('casey.morgan@example.org');
  await page.getByLabel('Phone Number', { exact: true }).pressSequentially('9165550142');
  await page.getByRole('group', { name: TGI_OFFERED, exact: true }).getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: TGI_THANKS, exact: true })).toBeVisible();
}

/** The thanks' reference, once the background save (docs/states.md) has had the server's answer. */
async function tgiReference(page: Page): Promise<string> {
  const referenceText = page.locator('p', { hasText: 'Your reference:' }).locator('strong');
  await expect(referenceText).toHaveText(/^TGI-[A-Z0-9]{8}$/);
  return (await referenceText.textContent()) ?? '';
}

test('TGI survey: the reference and time arrive after the thanks, and the copy prints alone', async ({ page }) => {
  const title = 'TGI Inclusive Care Act: Gender-Affirming Services Survey';
  const npi = uniqueValidNpi();
  const lastName = `Rivera ${unique('print')}`;
  const offered = TGI_OFFERED;
  const thanks = TGI_THANKS;
  await openPortal(page, '/tgisurvey');
  await sendTgiSurvey(page, lastName, npi);
  const confirmation: Confirmation = {
    formTitle: title,
    thanks,
    reference: await tgiReference(page),
    sent: {
      'Provider Last Name': lastName,
      'Provider First Name': 'Jordan',
      'Individual NPI': npi,
      'Full Name of Person Completing Survey': 'Casey Morgan',
      'Title of Person Completing Survey': 'Office Manager',
      Email: 'casey.morgan@example.org',
      'Phone Number': '(916) 555-0142',
      [offered]: 'Yes',
    },
  };
  await expectOnScreen(page, confirmation);
  await expectPrintedCopy(page, confirmation);
  await expectPrintButtonPrints(page);
});

for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const) {
  test(`TGI survey on a ${name}: after Close Window the blank survey says the last one was received, with its reference`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await openPortal(page, '/tgisurvey');
    await sendTgiSurvey(page, `Rivera ${unique('closed')}`, uniqueValidNpi());
    const reference = await tgiReference(page);
    await page.getByRole('button', { name: 'Close Window', exact: true }).click();

    // Issue 18: the form is blank again, as the spec says, with the cursor in its first field...
    const lastName = page.getByLabel('Provider Last Name', { exact: true });
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveValue('');
    // ...under a word that the survey was received, and its reference, so nothing looks lost; in a polite status.
    const notice = page.getByRole('status').filter({ hasText: 'Your survey answers were received.' });
    await expect(notice).toHaveText(`Your survey answers were received. Your reference is ${reference}.`);
    await expect(notice).toBeInViewport();
    const noticeBox = await notice.boundingBox();
    const formBox = await page.getByRole('form', { name: 'TGI survey', exact: true }).boundingBox();
    expect(noticeBox && formBox && noticeBox.y + noticeBox.height <= formBox.y).toBe(true);
    await expect(page).toHaveTitle(/^TGI Inclusive Care Act/);
    await page.screenshot({ path: testInfo.outputPath(`tgi-closed-${name}.png`) });
  });
}
