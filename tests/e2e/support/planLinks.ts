// The footer links the end-to-end server is configured with (playwright.config.ts), so the specs can expect them:
// one site path and two absolute URLs, each kind the server accepts.
export const E2E_PLAN_LINKS = {
  PLAN_PRIVACY_URL: '/privacy-notice',
  PLAN_NONDISCRIMINATION_URL: 'https://www.example.org/nondiscrimination-notice',
  PLAN_LANGUAGE_ASSISTANCE_URL: 'https://www.example.org/language-assistance',
} as const;
