// The notification strip's notices in one language: staff's translation where they gave one, English otherwise
// (docs/languages.md). The API's GET /notification answers with them, and the server draws them into every page.
// Also the rule a notice's text follows, for the command line (`notifications add`) and the console's site screen.
import { SOURCE_LANGUAGE } from '../src/domain/language';
import { CATALOG_LANGUAGES } from '../src/domain/portalConfig';
import type { PortalStore } from './store/types';

/** The longest notice, in characters: the strip shows it whole on a phone. */
export const NOTIFICATION_MAX_LENGTH = 500;

/** The languages a notice can be translated into: every catalog's but the source's. */
export const TRANSLATION_LANGUAGES: readonly string[] = CATALOG_LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);

export type NoticeTextProblem = 'empty' | 'control' | 'too-long';

/** A notice's text as kept (trimmed), or why it cannot be: empty, not one line, or too long. */
export function readNoticeText(raw: string): { text: string } | { problem: NoticeTextProblem; length: number } {
  const text = raw.trim();
  const length = [...text].length;
  if (text === '') return { problem: 'empty', length };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) return { problem: 'control', length };
  if (length > NOTIFICATION_MAX_LENGTH) return { problem: 'too-long', length };
  return { text };
}

export async function noticesIn(store: PortalStore, language: string | undefined): Promise<string[]> {
  return (await store.listNotifications()).map(
    (notification) =>
      (language !== undefined && Object.hasOwn(notification.translations, language) ? notification.translations[language] : undefined) ??
      notification.message,
  );
}
