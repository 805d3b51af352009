// Texts the browser and the server share (docs/languages.md#texts-of-srcdomain): written in English, the source
// language, and shown in another language through a Translate function. The English is also the text's key in every
// other language's catalog, so a constant stays the plain string the spec gives (tests and exports read it as it is)
// and a translator reads the English itself as the PO entry's msgid.
import { SOURCE_LANGUAGE } from './language';

/** The values of a text's {placeholders}. */
export type TextValues = Readonly<Record<string, string | number>>;

/**
 * Marks an English text for the catalogs (`npm run i18n` finds every `en('…')` and every `tr('…')`) and returns it
 * unchanged. Placeholders are ICU's simplest, `{name}`; a text for another language uses the same ones.
 */
export function en<T extends string>(english: T): T {
  return english;
}

/**
 * A catalog as `npm run i18n` compiles it (Lingui's compiled form, src/locales/<lang>/<catalog>.ts): each text a list
 * of strings and [placeholder] tokens. Written here, not imported from Lingui, so the server's build reads it too.
 */
export type CompiledCatalog = Record<string, Array<string | [name: string, type?: string, format?: unknown]>>;

/** A text in one language: the English (with its placeholders), and the values to put in them. */
export interface Translate {
  (english: string, values?: TextValues): string;
  /** The language it speaks, as `lang` spells it. */
  readonly language: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The English with its values in place: what a text is when no catalog is asked. */
export function fillIn(english: string, values?: TextValues): string {
  if (!values) return english;
  return english.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The source language's Translate: the English as written. The server's default and what tests read. */
export const inEnglish: Translate = Object.assign((english: string, values?: TextValues) => fillIn(english, values), { language: SOURCE_LANGUAGE });

/**
 * A Translate over a catalog of a language, keyed by the English: `lookUp` answers the language's text for an English
 * (with the values in place), or undefined when the catalog has none, and the English is shown instead.
 */
export function translateWith(language: string, lookUp: (english: string, values?: TextValues) => string | undefined): Translate {
  return Object.assign((english: string, values?: TextValues) => lookUp(english, values) ?? fillIn(english, values), { language });
}
