// The portal's languages at run time (docs/languages.md): Lingui's i18n object, the English catalog of the shell,
// which every page carries, and the loading of another language's catalog when it is chosen.
import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LANGUAGE } from '../domain/language';
import { messages as shellInEnglish } from '../locales/en/shell';

i18n.load(SOURCE_LANGUAGE, shellInEnglish);
i18n.activate(SOURCE_LANGUAGE);

export { i18n };

const loadedLanguages = new Set<string>([SOURCE_LANGUAGE]);

/** Loads a language's catalog (its own chunk: a page in English never downloads another language) and activates it. */
export async function activateLanguage(language: string): Promise<void> {
  if (!loadedLanguages.has(language)) {
    const { messages } = (await import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}/shell.ts`)) as { messages: Messages };
    i18n.load(language, messages);
    loadedLanguages.add(language);
  }
  i18n.activate(language);
}

/** A language's name in that language, as the language link shows it ("Español", "English"). */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
