// The staff console's people and their sign-in at the real OpenID provider's own page (tests/support/identityProvider.mjs),
// for the specs that run the console against their own server (issues 37, 38).
import { expect, type Page } from '@playwright/test';
import type { TestAccount } from '../../support/identityProvider';

export const staffAccount = (sub: string, groups: string[]): TestAccount => ({ sub, login: sub, password: `${sub}-password-1`, email: `${sub}@plan.example`, name: `Staff ${sub}`, groups });

/** The console's client at the provider, for a server at `origin`. */
export const staffClientFor = (origin: string) => ({
  client_id: 'staff-console',
  client_secret: 'e2e-secret-of-the-staff-console-0123456789',
  redirect_uris: [`${origin}/staff/auth/callback`],
  post_logout_redirect_uris: [`${origin}/staff/signed-out`],
});

/** The settings that turn the console on for `origin` against the provider at `issuer`. */
export const staffSettingsFor = (origin: string, issuer: string): Record<string, string> => ({
  STAFF_OIDC_ISSUER: issuer,
  STAFF_OIDC_CLIENT_ID: 'staff-console',
  STAFF_OIDC_CLIENT_SECRET: 'e2e-secret-of-the-staff-console-0123456789',
  STAFF_PUBLIC_URL: origin,
  STAFF_OIDC_SCOPES: 'openid email profile groups',
});

/** At the provider's own sign-in page, as a person signs in. */
export async function signInAtProvider(page: Page, who: TestAccount): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to the plan' })).toBeVisible();
  await page.getByLabel('Email or username').fill(who.login);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Today in the plan's time zone (the server's default, America/Los_Angeles). */
export const planToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
