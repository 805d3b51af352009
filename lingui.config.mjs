// Lingui's configuration (docs/languages.md): read by its Babel macro when the code is built, and by
// .ci/i18n.mts, which extracts the messages into the PO catalogs and compiles them.
//
// One catalog per part of the portal, so a page loads only the texts it shows: the shell's are in every page's
// first load, a form's come with that form's chunk (src/core/i18n.ts). A language is one more entry in `locales`
// and one PO file per catalog (docs/languages.md#adding-a-language).
import fs from 'node:fs';
import path from 'node:path';

// A form's files, by convention (docs/adding-a-form.md): every folder src/features/<name>/ with a <name>Module.ts in it
// is a form, and its catalog takes that folder and src/domain/<name>.ts when there is one. A new form needs no edit here.
const FEATURES = path.join(import.meta.dirname, 'src/features');
const DOMAIN = path.join(import.meta.dirname, 'src/domain');
// The files of a form's catalog that the convention does not find: the server reads them too, so they live in
// src/domain, under a name of their own rather than the form's.
const FORM_EXTRAS = {
  contact: ['<rootDir>/src/domain/textingTerms.ts'],
  attestation: ['<rootDir>/src/domain/trainingTexts.ts'],
};
const FORMS = fs
  .readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(FEATURES, entry.name, `${entry.name}Module.ts`)))
  .map((entry) => entry.name)
  .sort();
const FORM_FILES = Object.fromEntries(
  FORMS.map((name) => [
    name,
    [
      `<rootDir>/src/features/${name}`,
      ...(fs.existsSync(path.join(DOMAIN, `${name}.ts`)) ? [`<rootDir>/src/domain/${name}.ts`] : []),
      ...(FORM_EXTRAS[name] ?? []),
    ],
  ]),
);
// The survey's background save is reported after the form is gone, on whatever page the person is on, and at start when
// the shell sends kept surveys again (src/app/keptSurveysAtStart.ts) with no survey page drawn: the shell's catalog says it.
const SHELL_FILES_OF_FORMS = ['<rootDir>/src/features/tgi/tgiDeliveryMessages.ts'];
// The emails the server sends (issue 36): no page shows them, so no page loads them; only the server's catalogs
// (src/locales/catalogs.ts) take this catalog.
const MAIL_FILES = ['<rootDir>/src/domain/mailTexts.ts'];

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
      exclude: [...Object.values(FORM_FILES).flat(), ...MAIL_FILES],
    },
    ...Object.entries(FORM_FILES).map(([name, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include,
      exclude: SHELL_FILES_OF_FORMS,
    })),
    { path: '<rootDir>/src/locales/{locale}/mail', include: MAIL_FILES },
  ],
};
