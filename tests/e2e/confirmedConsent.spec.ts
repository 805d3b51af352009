// Issue 36 in the browser, against a real server with a real SMTP server started here on loopback (smtp-server): a
// consent with a new email waits; the link in the email, opened with and without scripts, confirms it once; opening
// it alone confirms nothing; a stranger's form for a confirmed member changes nothing and tells the member; the SMTP
// server down at first and up later gets the message once. The shared server of the run has no SMTP: this spec runs
// one of its own.
import { expect, test, type Page } from '@playwright/test';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../server/support/smtpReceiver';
import { adminIn } from './support/admin';
import { sendContactForm } from './support/contactForm';
import { expectNoAxeViolations, openPortal } from './support/portal';
import { startOwnServer, type OwnServer } from './support/ownServer';

const PORT = Number(process.env.E2E_PORT ?? 8787) + 11;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
// One server and one mailbox for the spec, in order.
test.describe.configure({ mode: 'serial' });

let smtp: SmtpReceiver;
let server: OwnServer;

test.beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startOwnServer(PORT, { SMTP_URL: smtp.url, MAIL_FROM: 'Sunrise Health Plan <portal@plan.example>' });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

interface ExportedContact {
  reference: string | null;
  memberId: string;
  confirmation: string | null;
  waiting: string | null;
  isEmail: boolean;
  isText: boolean;
}

const contacts = (): ExportedContact[] => JSON.parse(adminIn(server.dataDir, 'export', 'contacts', '--format', 'json')) as ExportedContact[];
const memberRow = (memberId: string) => contacts().find((row) => row.memberId === memberId);

/** The message sent to an address after `count` messages, once it arrives. */
async function mailTo(address: string, after: number): Promise<ReceivedMail> {
  await expect.poll(() => smtp.received.slice(after).filter((mail) => mail.to.toLowerCase() === address).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.received.slice(after).find((candidate) => candidate.to.toLowerCase() === address);
  if (!mail) throw new Error(`no message to ${address}`);
  return mail;
}

const linkIn = (mail: ReceivedMail) => /http:\/\/127\.0\.0\.1:\d+\/confirmemail\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '';

/** Sends the contact form with the given member and email, emails only. */
async function consent(page: Page, memberId: string, email: string): Promise<string> {
  return sendContactForm(page, { memberId, lastName: 'Confirmed', channels: ['Emails'], email });
}

test('a consent with a new email waits; a GET of the link confirms nothing; the button confirms it once', async ({ page, request }) => {
  const before = smtp.received.length;
  const reference = await consent(page, 'CC-100', 'ana.cc100@example.org');
  await expect(page.getByText('To finish, confirm your email address: we sent an email to ana.cc100@example.org.')).toBeVisible();
  expect(memberRow('CC-100')).toMatchObject({ reference: null, confirmation: null, waiting: `${reference} (waiting for email)` });
  const mail = await mailTo('ana.cc100@example.org', before);
  expect(mail.text).toContain(reference);
  for (const personal of ['Ana', 'Confirmed', 'CC-100']) expect(`${mail.subject}\n${mail.text}`).not.toContain(personal);
  const link = linkIn(mail);

  // A mail scanner's GET: the page, and nothing confirmed.
  const scanned = await request.get(link);
  expect(scanned.status()).toBe(200);
  expect(memberRow('CC-100')?.waiting).toBe(`${reference} (waiting for email)`);

  await openPortal(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expectNoAxeViolations(page, 'the confirmation page, ready');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed.' })).toBeVisible();
  await expect(page.getByText(`Your contact choices are now up to date. Reference: ${reference}.`)).toBeVisible();
  await expectNoAxeViolations(page, 'the confirmation page, confirmed');
  expect(memberRow('CC-100')).toMatchObject({ reference, confirmation: 'confirmed', waiting: null, isEmail: true });

  await openPortal(page, link);
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
});

test('without scripts, the link’s page posts its button and confirms', async ({ browser, page }) => {
  const before = smtp.received.length;
  const reference = await consent(page, 'CC-200', 'bo.cc200@example.org');
  const link = linkIn(await mailTo('bo.cc200@example.org', before));
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://127.0.0.1:${PORT}` });
  const noScripts = await context.newPage();
  await noScripts.goto(link);
  await noScripts.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(noScripts.getByRole('heading', { name: 'Your email address is confirmed.' })).toBeVisible();
  await expect(noScripts).toHaveURL(/\/confirmemail$/);
  await context.close();
  expect(memberRow('CC-200')).toMatchObject({ reference, confirmation: 'confirmed' });
});

test('a stranger’s form for a confirmed member leaves the member’s choice as it was, and tells the member’s email', async ({ page }) => {
  const before = smtp.received.length;
  const member = memberRow('CC-100');
  const stranger = await consent(page, 'cc-100', 'stranger.cc100@example.net');
  await expect(page.getByText('To finish, confirm your email address: we sent an email to stranger.cc100@example.net.')).toBeVisible();
  expect(memberRow('CC-100')).toMatchObject({ reference: member?.reference, confirmation: 'confirmed', waiting: `${stranger} (waiting for email)` });
  const notice = await mailTo('ana.cc100@example.org', before);
  expect(notice.subject).toBe('A change to how Sunrise Health Plan contacts you');
  expect(notice.text).not.toContain('stranger');
  expect(notice.text).not.toContain(stranger);
});

test('the receipt box: offered and unticked; ticked, the receipt arrives once, with the reference shown and nothing of the member’s', async ({ page }) => {
  const before = smtp.received.length;
  await openPortal(page, '/preferredcontact');
  const box = page.getByRole('checkbox', { name: 'Email me a confirmation', exact: true });
  await expect(box).not.toBeChecked();
  // The same confirmed member and address as before (CC-200): the consent counts at once, so only its receipt is sent.
  await page.getByRole('textbox', { name: 'First Name' }).fill('Bo');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Receipt');
  await page.getByRole('textbox', { name: 'Member ID' }).fill('CC-200');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('bo.cc200@example.org');
  await page.getByRole('textbox', { name: 'Mobile Phone Number' }).click();
  await page.keyboard.type('5625550123');
  await page.getByRole('checkbox', { name: 'Emails' }).check();
  await page.getByRole('checkbox', { name: 'Phone Calls' }).check();
  await box.check();
  await page.getByRole('region', { name: 'Text Messaging Terms and Conditions' }).hover();
  await page.mouse.wheel(0, 50_000);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const reference = (await page.locator('p', { hasText: 'Your reference:' }).locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^PMC-/);
  await expect(page.getByText('We are sending a confirmation to bo.cc200@example.org.')).toBeVisible();
  const receipt = await mailTo('bo.cc200@example.org', before);
  expect(receipt.subject).toBe('We received your form: Member Preferred Method of Contact Consent Form');
  expect(receipt.text).toContain(reference);
  expect(receipt.text).toContain('emails and phone calls');
  expect(receipt.text).toContain('This email holds no copy of your answers.');
  for (const personal of ['Bo ', 'Receipt', 'CC-200', '0123', '562']) expect(`${receipt.subject}\n${receipt.text}\n${receipt.html}`).not.toContain(personal);
  await page.waitForTimeout(1000);
  expect(smtp.received.slice(before).filter((mail) => mail.to.toLowerCase() === 'bo.cc200@example.org')).toHaveLength(1);
});

test('in Spanish, the confirmation and the receipt are in Spanish', async ({ page }) => {
  const before = smtp.received.length;
  await openPortal(page, '/preferredcontact?lang=es');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Eva');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Recibo');
  await page.getByRole('textbox', { name: 'Número de identificación de miembro' }).fill('CC-400');
  await page.getByRole('textbox', { name: 'Dirección de correo electrónico' }).fill('eva.cc400@example.org');
  await page.getByRole('checkbox', { name: 'Correos electrónicos' }).check();
  await page.getByRole('checkbox', { name: 'Enviarme una confirmación por correo electrónico' }).check();
  await page.getByRole('region', { name: 'Términos y condiciones de los mensajes de texto' }).hover();
  await page.mouse.wheel(0, 50_000);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const reference = (await page.locator('p', { hasText: 'Su número de referencia:' }).locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^PMC-/);
  await expect.poll(() => smtp.received.slice(before).filter((mail) => mail.to.toLowerCase() === 'eva.cc400@example.org').length, { timeout: 15_000 }).toBe(2);
  const [first, second] = smtp.received.slice(before).filter((mail) => mail.to.toLowerCase() === 'eva.cc400@example.org');
  const subjects = [first?.subject, second?.subject].sort();
  expect(subjects[0]).toMatch(/^Confirme su dirección de correo electrónico/);
  expect(subjects[1]).toMatch(/^Recibimos su formulario/);
  const receipt = [first, second].find((mail) => mail?.subject.startsWith('Recibimos'));
  expect(receipt?.text).toContain(reference);
  expect(receipt?.parsed.headers.get('content-language')).toBe('es');
  // The link of the Spanish confirmation opens the page in Spanish.
  const link = /http:\/\/127\.0\.0\.1:\d+\/confirmemail\?token=[A-Za-z0-9_-]{43}&lang=es/.exec([first, second].find((mail) => mail?.subject.startsWith('Confirme'))?.text ?? '')?.[0] ?? '';
  await openPortal(page, link);
  await expect(page.getByRole('button', { name: 'Confirmar mi dirección de correo electrónico' })).toBeVisible();
});

test('with the SMTP server down at first and up later, the confirmation arrives once', async ({ page }) => {
  test.setTimeout(60_000);
  await smtp.close();
  const port = smtp.port;
  const reference = await consent(page, 'CC-300', 'cy.cc300@example.org');
  await expect.poll(() => adminIn(server.dataDir, 'mail', 'list'), { timeout: 10_000 }).toMatch(new RegExp(`email confirmation {2}${reference} {2}pending {2}1 attempt`));
  smtp = await startSmtpReceiver(port);
  const mail = await mailTo('cy.cc300@example.org', 0);
  expect(mail.text).toContain(reference);
  await page.waitForTimeout(1000);
  expect(smtp.received.filter((candidate) => candidate.to.toLowerCase() === 'cy.cc300@example.org')).toHaveLength(1);
});
