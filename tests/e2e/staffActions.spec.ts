// Issue 38 in the browser: staff act on what members and providers sent, against the real server, a real OpenID
// provider and a real receiver of the plan's on loopback. A member's consent is found by a viewer with its proof's
// exact terms text; a manager records a withdrawal by phone and sees its honour-by date, the export's current choices
// change at once and the "to honour" list shows its delivery; a viewer sees no button that changes anything, and is
// refused (403) when it posts anyway.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startIdentityProvider, type RunningIdentityProvider, type TestAccount } from '../support/identityProvider';
import { startReceiver, type WebhookReceiver } from '../server/support/webhookReceiver';
import { adminIn } from './support/admin';
import { sendContactForm } from './support/contactForm';
import { sendTgiSurvey } from './support/tgiSurvey';
import { E2E_ROUTES } from './support/routes';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { expectNoAxeViolations, openPortal } from './support/portal';
import { planToday, signInAtProvider, staffAccount, staffClientFor, staffSettingsFor } from './support/staffSignIn';
import { XSRF_HEADER_NAME, xsrfCookieName } from '../../src/domain/apiContract';

const PORT = Number(process.env.E2E_PORT ?? 8787) + 13;
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

const VIEWER = staffAccount('lena', ['portal-viewers']);
const MANAGER = staffAccount('marcus', ['portal-managers']);
const MEMBER_ID = 'SA-2026-001';
const CONTACT_HEADING = E2E_ROUTES.find(({ route }) => route === '/preferredcontact')!.heading;

let provider: RunningIdentityProvider;
let receiver: WebhookReceiver;
let server: OwnServer;
let consentReference: string;

test.beforeAll(async () => {
  provider = await startIdentityProvider({ clients: [staffClientFor(ORIGIN)], accounts: [VIEWER, MANAGER] });
  receiver = await startReceiver(() => 204);
  server = await startOwnServer(PORT, staffSettingsFor(ORIGIN, provider.issuer));
  adminIn(server.dataDir, 'webhooks', 'add', receiver.url, '--forms', 'contacts,tgi', '--allow-http', '--allow-private-network');
});
test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  await provider?.stop();
});

/** A person of the plan, in a browser of their own, signed in and on a console page. */
async function consoleAs(browser: Browser, who: TestAccount, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await page.goto(path);
  await signInAtProvider(page, who);
  return page;
}

async function findMember(page: Page, memberId: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Member ID' }).fill(memberId);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Current choices' })).toBeVisible();
}

/** The member's current choices as `export contacts` gives them. */
function exportedChoices(memberId: string): Record<string, unknown> | undefined {
  const rows = JSON.parse(adminIn(server.dataDir, 'export', 'contacts', '--format', 'json')) as Record<string, unknown>[];
  return rows.find((row) => String(row.memberId).toLowerCase() === memberId.toLowerCase());
}

test("a member's consent is found by a viewer, with its proof showing the exact terms text", async ({ page, browser }) => {
  // Emails only: a new mobile number would wait for the member's YES (the plan's SMS platform receives contacts here).
  consentReference = await sendContactForm(page, { memberId: MEMBER_ID, lastName: 'Okafor', channels: ['Emails'] });

  const viewer = await consoleAs(browser, VIEWER, '/staff/consent');
  await expect(viewer.getByRole('heading', { level: 1, name: 'Member consent' })).toBeVisible();
  // Letter case does not matter.
  await findMember(viewer, MEMBER_ID.toLowerCase());
  await expect(viewer).toHaveURL(`${ORIGIN}/staff/consent`);
  const current = viewer.getByRole('region', { name: 'Current choices' });
  await expect(current).toContainText(consentReference);
  await expect(viewer.getByRole('region', { name: 'History' })).toContainText(consentReference);
  // A viewer sees no button that changes anything.
  await expect(viewer.getByRole('button', { name: 'Record a withdrawal' })).toHaveCount(0);
  await expectNoAxeViolations(viewer, 'a member found');

  await current.getByRole('link', { name: `Proof of consent ${consentReference}` }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: `Proof of consent ${consentReference}` })).toBeVisible();
  const version = (JSON.parse(adminIn(server.dataDir, 'export', 'contacts', '--history', '--format', 'json')) as { reference: string; termsVersion: string }[]).find(
    (row) => row.reference === consentReference,
  )!.termsVersion;
  const shown = adminIn(server.dataDir, 'terms', 'show', version, '--language', 'en');
  const text = shown.slice(shown.indexOf(':\n\n') + 3).replace(/\n$/, '');
  const terms = viewer.getByRole('region', { name: 'Texting terms the member agreed to' });
  expect(await terms.locator('[lang="en"]').innerText()).toBe(text);
  await expect(viewer.getByRole('region', { name: 'Evidence' })).toContainText(/[0-9a-f]{64}/);
  await expectNoAxeViolations(viewer, 'the proof of a consent');

  // The print view fits one page: the console's frame is left out.
  await viewer.emulateMedia({ media: 'print' });
  await expect(viewer.getByRole('navigation', { name: 'Console' })).toBeHidden();
  for (const format of ['Letter', 'A4']) {
    const pdf = await viewer.pdf({ format });
    expect({ format, pages: pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length }).toEqual({ format, pages: 1 });
  }
  await viewer.context().close();
});

test('a manager records a withdrawal by phone: honour-by date at once, the export changed, the "to honour" list with its delivery', async ({ browser }) => {
  expect(exportedChoices(MEMBER_ID)).toMatchObject({ isEmail: true });
  const manager = await consoleAs(browser, MANAGER, '/staff/consent');
  await findMember(manager, MEMBER_ID);
  await manager.getByRole('button', { name: 'Record a withdrawal' }).click();
  const form = manager.getByRole('region', { name: 'Record a withdrawal' });
  await form.getByRole('checkbox', { name: 'Email' }).check();
  await expect(form.getByRole('radio', { name: 'By phone' })).toBeChecked();
  await form.getByRole('button', { name: 'Record withdrawal' }).click();

  const recorded = manager.getByRole('status').filter({ hasText: /^Withdrawal WDR-\d+ recorded/ });
  await expect(recorded).toContainText(/It must be honoured by \w+day, \w+ \d{1,2}, \d{4}\./);
  const reference = /WDR-\d+/.exec((await recorded.textContent()) ?? '')![0];
  await expect(manager.getByRole('region', { name: 'History' })).toContainText(reference);
  await expectNoAxeViolations(manager, 'a withdrawal recorded');

  // The export's current choices changed at once.
  expect(exportedChoices(MEMBER_ID)).toMatchObject({ isEmail: false });

  await manager.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Withdrawals to honour' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Withdrawals to honour' })).toBeVisible();
  const row = manager.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(MEMBER_ID);
  await expect(row).toContainText(/In 10 business days|Due in \d+ business days/);
  // Its consent.withdrawn event reached the plan's receiver.
  await expect(async () => {
    await manager.reload();
    await expect(manager.getByRole('row').filter({ hasText: reference })).toContainText('Delivered');
  }).toPass({ timeout: 15_000 });
  expect(receiver.received.some((message) => message.body.includes('"consent.withdrawn"') && message.body.includes(reference))).toBe(true);
  await expectNoAxeViolations(manager, 'the withdrawals to honour');

  await manager.getByRole('row').filter({ hasText: reference }).getByRole('button', { name: `Mark ${reference} honoured` }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByLabel('Note').fill('Removed from the texting and calling lists.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(manager.getByRole('status').filter({ hasText: `${reference} marked honoured` })).toBeVisible();
  await manager.getByRole('link', { name: 'Honoured', exact: true }).click();
  await expect(manager.getByRole('row').filter({ hasText: reference })).toContainText('marcus@plan.example');
  await manager.context().close();
});

test("a TGI answer changed by a second response is confirmed by a manager, and the export and the plan's receiver say so", async ({ page, browser }) => {
  const npi = '1245319599';
  await sendTgiSurvey(page, { npi, providerLastName: 'Hopper', offered: 'Yes', completedBy: 'Grace Hopper', email: 'office@clinic.example', phoneDigits: '9165550100' });
  const change = await sendTgiSurvey(page, { npi, providerLastName: 'Hopper', offered: 'No', completedBy: 'Someone Else', email: 'someone@elsewhere.example', phoneDigits: '9165550177' });

  const manager = await consoleAs(browser, MANAGER, '/staff/answer-changes');
  await expect(manager.getByRole('heading', { level: 1, name: 'Changed survey answers' })).toBeVisible();
  const card = manager.getByRole('article').filter({ hasText: change });
  await expect(card).toContainText('someone@elsewhere.example');
  await expect(card).toContainText('office@clinic.example');
  await expectNoAxeViolations(manager, 'the changed answers');
  await card.getByRole('button', { name: `Review ${change}` }).click();
  const dialog = manager.getByRole('dialog', { name: `Review ${change}` });
  await dialog.getByRole('radio', { name: 'Confirmed with the provider' }).check();
  await dialog.getByLabel('Note').fill('Called the office on the number in the credentialing file; they changed the answer.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(manager.getByRole('status').filter({ hasText: `${change} marked confirmed with the provider.` })).toBeVisible();
  await manager.getByRole('link', { name: 'Reviewed', exact: true }).click();
  await expect(manager.getByRole('article').filter({ hasText: change })).toContainText('Confirmed with the provider');

  const rows = JSON.parse(adminIn(server.dataDir, 'export', 'tgi', '--changes', '--format', 'json')) as Record<string, unknown>[];
  expect(rows.find((row) => row.reference === change)).toMatchObject({ answerChangeReview: 'confirmed', answerChangedAt: expect.any(String) });
  await expect
    .poll(() => receiver.received.map((message) => JSON.parse(message.body) as { type: string; data: { reference?: string; review?: { outcome: string } } }).find((body) => body.type === 'submission.answer_change_reviewed'), { timeout: 15_000 })
    .toMatchObject({ data: { reference: change, review: { outcome: 'confirmed' } } });
  await manager.context().close();
});

test('a notice posted in English and Spanish shows on an English and a Spanish page, and is removed', async ({ page, browser }) => {
  const manager = await consoleAs(browser, MANAGER, '/staff/site');
  await expect(manager.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  await manager.getByLabel('Notice in English').fill('Our offices are closed on Friday.');
  await manager.getByLabel('Notice in Spanish').fill('Nuestras oficinas cierran el viernes.');
  // The preview draws the strip as each page will.
  const spanishPreview = manager.getByRole('region', { name: 'Preview: Spanish' });
  await expect(spanishPreview).toHaveAttribute('lang', 'es');
  await expect(spanishPreview).toContainText('Nuestras oficinas cierran el viernes.');
  await expect(manager.getByRole('region', { name: 'Preview: English' })).toContainText('Our offices are closed on Friday.');
  await expectNoAxeViolations(manager, 'the site with a notice typed');
  await manager.getByRole('button', { name: 'Post notice' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'The notice is on every page now.' })).toBeVisible();

  await openPortal(page, '/');
  await expect(page.getByText('Our offices are closed on Friday.')).toBeVisible();
  await openPortal(page, '/preferredcontact?lang=es');
  await expect(page.getByText('Nuestras oficinas cierran el viernes.')).toBeVisible();
  await expect(page.getByText('Our offices are closed on Friday.')).toHaveCount(0);

  await manager.getByRole('button', { name: /^Remove/ }).first().click();
  await manager.getByRole('dialog').getByRole('button', { name: /^Remove/ }).click();
  await expect(manager.getByText('Our offices are closed on Friday.')).toHaveCount(0);
  await manager.context().close();
});

test('maintenance switched on sends a public page to the maintenance page, and off brings it back', async ({ page, browser }) => {
  const manager = await consoleAs(browser, MANAGER, '/staff/site');
  await expect(manager.getByText('The portal is open.')).toBeVisible();
  await manager.getByRole('button', { name: 'Turn maintenance on' }).click();
  const confirm = manager.getByRole('dialog', { name: 'Turn maintenance on?' });
  await expect(confirm).toContainText('Visitors will see the maintenance page');
  await confirm.getByRole('button', { name: 'Turn on maintenance' }).click();
  await expect(manager.getByText('The portal is in maintenance')).toBeVisible();

  await openPortal(page, '/preferredcontact');
  await expect(page.getByRole('heading', { level: 1, name: "We'll be back soon!" })).toBeVisible();

  await manager.getByRole('button', { name: 'Turn maintenance off' }).click();
  await manager.getByRole('dialog', { name: 'Turn maintenance off?' }).getByRole('button', { name: 'Turn off maintenance' }).click();
  await expect(manager.getByText('The portal is open.')).toBeVisible();
  await openPortal(page, '/preferredcontact');
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_HEADING, exact: true })).toBeVisible();
  const audit = JSON.parse(adminIn(server.dataDir, 'audit', 'export', '--format', 'json')) as { action: string; subject: string | null; detail: { on?: boolean } }[];
  expect(audit.filter((event) => event.action === 'maintenance').map((event) => event.detail.on)).toEqual([true, false]);
  await manager.context().close();
});

test('a viewer sees no button that changes anything, and is refused (403) when it posts anyway', async ({ browser }) => {
  const viewer = await consoleAs(browser, VIEWER, '/staff/withdrawals?show=open');
  await expect(viewer.getByRole('heading', { level: 1, name: 'Withdrawals to honour' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  // The anti-forgery pair as the console sends it, and the viewer's own session: refused by role, nothing recorded.
  const token = (await viewer.context().cookies()).find((cookie) => cookie.name === xsrfCookieName(false))?.value ?? '';
  const before = (JSON.parse(adminIn(server.dataDir, 'export', 'contacts', '--history', '--format', 'json')) as unknown[]).length;
  const response = await viewer.request.post('/staff/api/consent/withdrawals', {
    headers: { [XSRF_HEADER_NAME]: token },
    data: { memberId: MEMBER_ID, channels: ['text'], source: 'phone', received: planToday() },
  });
  expect(response.status()).toBe(403);
  expect((JSON.parse(adminIn(server.dataDir, 'export', 'contacts', '--history', '--format', 'json')) as unknown[]).length).toBe(before);
  const audit = JSON.parse(adminIn(server.dataDir, 'audit', 'export', '--format', 'json')) as { action: string; subject: string | null }[];
  expect(audit.filter((event) => event.action === 'forbidden' && event.subject === 'lena')).toHaveLength(1);
  await viewer.context().close();
});
