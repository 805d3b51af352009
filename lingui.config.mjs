// Lingui's configuration (docs/languages.md): read by its Babel macro when the code is built, and by
// .ci/i18n.mjs, which extracts the messages into the PO catalogs and compiles them.
//
// One catalog per part of the portal, so a page loads only the texts it shows: the shell's are in every page's
// first load, a form's come with that form's chunk. A language is one more entry in `locales` and one PO file per
// catalog (docs/languages.md#adding-a-language).
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src/app', '<rootDir>/src/core', '<rootDir>/src/components', '<rootDir>/src/forms', '<rootDir>/src/features/notifications', '<rootDir>/src/features/toasts'],
    },
  ],
};
