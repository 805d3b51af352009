// Another language for the tests of translated screens (docs/languages.md). The Spanish catalogs are still being
// translated, so a test gives the few translations it checks; a screen that did not translate would show its English.
import { act } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { activateLanguage, i18n } from '../src/core/i18n';
import { SOURCE_LANGUAGE } from '../src/domain/language';

/** A language the portal has catalogs for, so activating it loads them as it does for a person. */
export const TEST_LANGUAGE = 'es';

/**
 * Adds translations to a language, each keyed by its English as the code writes it in `en('…')` or `tr('…')` (ICU,
 * `{name}` placeholders, `<name>` tags), as the catalogs key it. The language's own catalogs are loaded first, as they
 * would otherwise be loaded over these later. The English stays active.
 */
export async function addTranslations(translations: Readonly<Record<string, string>>, language = TEST_LANGUAGE): Promise<void> {
  const messages: Messages = {};
  for (const [english, translation] of Object.entries(translations)) messages[english] = compileMessageOrThrow(translation);
  await act(async () => {
    await activateLanguage(language);
    i18n.load(language, messages);
    await activateLanguage(SOURCE_LANGUAGE);
  });
}

/** Switches what is drawn to a language, as the language saga does when a person chooses it. */
export async function switchLanguage(language: string): Promise<void> {
  await act(() => activateLanguage(language));
}
