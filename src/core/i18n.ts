// The portal's languages at run time (docs/languages.md): Lingui's i18n object, which holds another language's
// catalogs once chosen: the shell's, and each form's as its page is drawn. English has none: every text is written in
// English in the code (src/domain/text.ts), so an English page downloads no catalog at all.
import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LANGUAGE } from '../domain/language';
import { FORM_NAMES, type FormCatalog } from '../domain/routeTable';
import { translateWith, type TextValues, type Translate } from '../domain/text';

// Lingui warns of a language activated with nothing loaded; English is the code itself.
i18n.load(SOURCE_LANGUAGE, {});
i18n.activate(SOURCE_LANGUAGE);

export { i18n };

/** The catalogs of lingui.config.mjs: the shell's, and one per form. */
export type CatalogName = 'shell' | FormCatalog;

/** The forms' catalogs, each loaded with its form's page. */
export const FORM_CATALOGS: readonly CatalogName[] = FORM_NAMES;

/** The catalogs the pages drawn so far use: a language chosen later loads each of them. */
const catalogsInUse = new Set<CatalogName>(['shell']);
const loadedCatalogs = new Set<string>();

async function loadCatalog(language: string, catalog: CatalogName): Promise<void> {
  if (language === SOURCE_LANGUAGE) return;
  const key = `${language}/${catalog}`;
  if (loadedCatalogs.has(key)) return;
  // The `mail` catalog is the server's alone (the emails' words, issue 36): no page asks for it, and no chunk is built of it.
  const { messages } = (await import(/* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]mail\.ts$/ */ `../locales/${language}/${catalog}.ts`)) as {
    messages: Messages;
  };
  i18n.load(language, messages);
  loadedCatalogs.add(key);
}

/** Loads a language's catalogs (each its own chunk: a page in English never downloads another language) and activates it. */
export async function activateLanguage(language: string): Promise<void> {
  await Promise.all([...catalogsInUse].map((catalog) => loadCatalog(language, catalog)));
  i18n.activate(language);
}

/**
 * Every catalog of every given language, loaded once (the server draws pages in any of the plan's languages, each
 * render activating its own with i18n.activate, which is synchronous once its messages are in).
 */
export async function loadEveryCatalog(languages: readonly string[]): Promise<void> {
  for (const catalog of FORM_CATALOGS) catalogsInUse.add(catalog);
  await Promise.all(languages.flatMap((language) => [...catalogsInUse].map((catalog) => loadCatalog(language, catalog))));
}

/** A form's catalog in the active language, loaded with the form's page (src/app/routes.tsx) and on every later language. */
export async function loadFormCatalog(catalog: CatalogName): Promise<void> {
  catalogsInUse.add(catalog);
  await loadCatalog(i18n.locale, catalog);
}

/**
 * The values of a compiled text, with `{name}` for each placeholder given none: Lingui would leave it out, where the
 * English (fillIn) and the server keep it, and a sentence with elements needs it kept for TextWithElements to fill.
 */
function keepingUnfilled(compiled: Messages[string] | undefined, values: TextValues | undefined): TextValues | undefined {
  if (!Array.isArray(compiled)) return values;
  const kept: Record<string, string> = {};
  for (const token of compiled) {
    // A plain {name} only: a plural or a select needs its value.
    if (typeof token !== 'string' && token[1] === undefined && !(values && Object.hasOwn(values, token[0]))) kept[token[0]] = `{${token[0]}}`;
  }
  return { ...kept, ...values };
}

/** The active language's Translate, for the portal's texts (keyed by their English in every other catalog). */
export function activeTranslate(): Translate {
  const language = i18n.locale;
  return translateWith(language, (english, values) => {
    if (i18n.locale !== language || !Object.hasOwn(i18n.messages, english)) return undefined;
    return i18n._(english, keepingUnfilled(i18n.messages[english], values));
  });
}

/** A language's name in that language, as the language link shows it ("Español", "English"). */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
