// The preferred-contact form sent as a member sends it, for the specs that need a consent stored (delivery, consent).
import { expect, type Page } from '@playwright/test';
import { openPortal } from './portal';

export interface ContactFormAnswers {
  memberId: string;
  lastName: string;
  /** The channels' labels: Emails, Text Messages, Pre-recorded Calls, Phone Calls. */
  channels: string[];
  /** The mobile number's ten digits, when a channel needs one (a spec that matches consents by number gives its own). */
  mobile?: string;
  /** The email address; ana@example.org unless a spec needs its own mailbox. */
  email?: string;
}

/** Fills the form (a mobile number when a channel needs one), reads the terms to their end, sends it; the reference shown. */
export async function sendContactForm(page: Page, { memberId, lastName, channels, mobile = '5625550123', email = 'ana@example.org' }: ContactFormAnswers): Promise<string> {
  await openPortal(page, '/preferredcontact');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Member ID' }).fill(memberId);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  if (channels.some((channel) => channel !== 'Emails')) {
    await page.getByRole('textbox', { name: 'Mobile Phone Number' }).click();
    await page.keyboard.type(mobile);
  }
  for (const channel of channels) await page.getByRole('checkbox', { name: channel }).check();
  await page.getByRole('region', { name: 'Text Messaging Terms and Conditions' }).hover();
  await page.mouse.wheel(0, 50_000);
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  const reference = page.locator('p', { hasText: 'Your reference:' }).locator('strong');
  await expect(reference).toHaveText(/^PMC-\S+$/);
  return (await reference.textContent()) ?? '';
}
