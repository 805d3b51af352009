// Lingui's configuration (docs/languages.md): read by its Babel macro when the code is built, and by
// .ci/i18n.mts, which extracts the messages into the PO catalogs and compiles them.
//
// One catalog per part of the portal, so a page loads only the texts it shows: the shell's are in every page's
// first load, a form's come with that form's chunk (src/core/i18n.ts). A language is one more entry in `locales`
// and one PO file per catalog (docs/languages.md#adding-a-language).
const FORM_FILES = {
  contact: ['<rootDir>/src/features/contact', '<rootDir>/src/domain/contact.ts', '<rootDir>/src/domain/textingTerms.ts'],
  tgi: ['<rootDir>/src/features/tgi', '<rootDir>/src/domain/tgi.ts'],
  attestation: ['<rootDir>/src/features/attestation', '<rootDir>/src/domain/attestation.ts', '<rootDir>/src/domain/trainingTexts.ts'],
};
// The survey's background save is reported after the form is gone, on whatever page the person is on, and at start when
// the shell sends kept surveys again (src/app/keptSurveysAtStart.ts) with no survey page drawn: the shell's catalog says it.
const SHELL_FILES_OF_FORMS = ['<rootDir>/src/features/tgi/tgiDeliveryMessages.ts'];

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/core',
        '<rootDir>/src/components',
        '<rootDir>/src/forms',
        '<rootDir>/src/domain',
        '<rootDir>/src/features/notifications',
        '<rootDir>/src/features/toasts',
        // The failed-call messages a failure notice shows (the rest of src/api says nothing to people).
        '<rootDir>/src/api/httpErrors.ts',
        ...SHELL_FILES_OF_FORMS,
      ],
      exclude: Object.values(FORM_FILES).flat(),
    },
    ...Object.entries(FORM_FILES).map(([name, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include,
      exclude: SHELL_FILES_OF_FORMS,
    })),
  ],
};
