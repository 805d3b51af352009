// The TGI survey sent as a provider's office sends it, for the specs that need a response stored (the staff console's
// changed answers): the form filled, sent, and its reference read from the thanks.
import { expect, type Page } from '@playwright/test';
import { openPortal } from './portal';

export interface TgiSurveyAnswers {
  npi: string;
  providerLastName: string;
  offered: 'Yes' | 'No';
  completedBy: string;
  email: string;
  /** Ten digits. */
  phoneDigits: string;
}

export async function sendTgiSurvey(page: Page, answers: TgiSurveyAnswers): Promise<string> {
  await openPortal(page, '/tgisurvey');
  await page.getByLabel('Provider Last Name', { exact: true }).fill(answers.providerLastName);
  await page.getByLabel('Provider First Name', { exact: true }).fill('Grace');
  await page.getByLabel('Individual NPI', { exact: true }).fill(answers.npi);
  await page.getByLabel('Full Name of Person Completing Survey', { exact: true }).fill(answers.completedBy);
  await page.getByLabel('Title of Person Completing Survey', { exact: true }).fill('Office Manager');
  await page.getByLabel('Email', { exact: true }).fill(answers.email);
  await page.getByLabel('Phone Number', { exact: true }).pressSequentially(answers.phoneDigits);
  await page.getByRole('radio', { name: answers.offered, exact: true }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const reference = page.locator('p', { hasText: 'Your reference:' }).locator('strong');
  await expect(reference).toHaveText(/^TGI-[A-Z0-9]{8}$/, { timeout: 15_000 });
  return (await reference.textContent()) ?? '';
}
