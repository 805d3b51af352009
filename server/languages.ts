// The server speaks the language of each submission (docs/languages.md): the browser says it in Content-Language,
// the plan's languages decide which are accepted, and the field errors of a refused form are said in it, from the
// same compiled catalogs the browser loads (src/locales/catalogs.ts).
import { SOURCE_LANGUAGE } from '../src/domain/language';
import { inEnglish, translateWith, type CompiledCatalog, type TextValues, type Translate } from '../src/domain/text';
import { CATALOGS } from '../src/locales/catalogs';

/**
 * A compiled text with its values in place. The texts the server says are src/domain's `en()` texts, whose
 * placeholders are plain `{name}` (`npm run i18n:check` refuses any other), so a token is a string or `[name]`.
 */
function format(tokens: CompiledCatalog[string], values: TextValues | undefined): string {
  return tokens.map((token) => (typeof token === 'string' ? token : String(values?.[token[0]] ?? `{${token[0]}}`))).join('');
}

const translators = new Map<string, Translate>([[SOURCE_LANGUAGE, inEnglish]]);

/** The Translate of a language of this build; English for one it has no catalog for. */
export function serverTranslate(language: string): Translate {
  const known = translators.get(language);
  if (known) return known;
  const catalog = CATALOGS[language];
  if (!catalog) return inEnglish;
  const translate = translateWith(language, (english, values) => {
    const tokens = Object.hasOwn(catalog, english) ? catalog[english] : undefined;
    return tokens ? format(tokens, values) : undefined;
  });
  translators.set(language, translate);
  return translate;
}

export type SubmissionLanguage = { ok: true; language: string } | { ok: false; message: string };

/**
 * The language of a submission from its Content-Language header: one language tag of the plan's (`es`, any letter
 * case); English, the source language, when the header is absent (an API client that says nothing).
 */
export function submissionLanguage(header: string | string[] | undefined, languages: readonly string[]): SubmissionLanguage {
  if (header === undefined) return { ok: true, language: SOURCE_LANGUAGE };
  const said = (Array.isArray(header) ? header.join(',') : header).trim();
  const language = languages.find((offered) => offered.toLowerCase() === said.toLowerCase());
  if (language) return { ok: true, language };
  return { ok: false, message: `Content-Language must be one language this portal offers: ${languages.join(', ')}.` };
}
