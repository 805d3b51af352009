// The portal's languages at run time (docs/languages.md): Lingui's i18n object, the English catalog of the shell,
// which every page carries, the catalogs of the forms, which come with their pages, and the loading of another
// language's catalogs when it is chosen.
import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LANGUAGE } from '../domain/language';
import { translateWith, type Translate } from '../domain/text';
import { messages as shellInEnglish } from '../locales/en/shell';

i18n.load(SOURCE_LANGUAGE, shellInEnglish);
i18n.activate(SOURCE_LANGUAGE);

export { i18n };

/** The catalogs of lingui.config.mjs: the shell's, and one per form. */
export type CatalogName = 'shell' | 'contact' | 'tgi' | 'attestation';

/** The forms' catalogs, each loaded with its form's page. */
export const FORM_CATALOGS: readonly CatalogName[] = ['contact', 'tgi', 'attestation'];

/** The catalogs the pages drawn so far use: a language chosen later loads each of them. */
const catalogsInUse = new Set<CatalogName>(['shell']);
const loadedCatalogs = new Set<string>([`${SOURCE_LANGUAGE}/shell`]);

async function loadCatalog(language: string, catalog: CatalogName): Promise<void> {
  // A form's texts are written in English in its code (en() of src/domain/text.ts), so its English catalog is empty.
  if (language === SOURCE_LANGUAGE && catalog !== 'shell') return;
  const key = `${language}/${catalog}`;
  if (loadedCatalogs.has(key)) return;
  const { messages } = (await import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}/${catalog}.ts`)) as { messages: Messages };
  i18n.load(language, messages);
  loadedCatalogs.add(key);
}

/** Loads a language's catalogs (each its own chunk: a page in English never downloads another language) and activates it. */
export async function activateLanguage(language: string): Promise<void> {
  await Promise.all([...catalogsInUse].map((catalog) => loadCatalog(language, catalog)));
  i18n.activate(language);
}

/** A form's catalog in the active language, loaded with the form's page (src/app/routes.tsx) and on every later language. */
export async function loadFormCatalog(catalog: CatalogName): Promise<void> {
  catalogsInUse.add(catalog);
  await loadCatalog(i18n.locale, catalog);
}

/** The active language's Translate, for the texts of src/domain/ (keyed by their English in every other catalog). */
export function activeTranslate(): Translate {
  const language = i18n.locale;
  return translateWith(language, (english, values) => {
    if (i18n.locale !== language || !Object.hasOwn(i18n.messages, english)) return undefined;
    return i18n._(english, values);
  });
}

/** A language's name in that language, as the language link shows it ("Español", "English"). */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
