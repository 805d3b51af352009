// Which language a visit starts in, and how the choice is remembered (docs/languages.md): `?lang=es` on any address
// first (a plan's letter or text message can link straight to a Spanish form), then the choice this browser made
// before (a cookie), then the plan's first language. The browser and the server decide it alike: the server marks
// the page it sends with that language, the browser loads its catalog.
import { readCookie } from './cookies';

/** The language the portal's texts are written in (the catalogs' source), and the one it falls back to. */
export const SOURCE_LANGUAGE = 'en';

/** The cookie that keeps the language chosen on this browser; readable by the server. */
export const LANGUAGE_COOKIE = 'portal_language';

/** A year: the choice outlives the visit, as a person's language does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * `cookies` is the Cookie header's text in the browser (`document.cookie`), and on the server the cookies
 * @fastify/cookie parsed (`request.cookies`): one parser per side, reading the value alike (src/domain/cookies.ts).
 */
export function startLanguage(languages: readonly string[], search: string, cookies: string | Readonly<Record<string, string | undefined>>): string {
  const fromAddress = new URLSearchParams(search).get('lang');
  if (fromAddress !== null && languages.includes(fromAddress)) return fromAddress;
  const fromCookie = typeof cookies === 'string' ? readCookie(cookies, LANGUAGE_COOKIE) : cookies[LANGUAGE_COOKIE];
  if (fromCookie !== undefined && languages.includes(fromCookie)) return fromCookie;
  return languages[0] ?? SOURCE_LANGUAGE;
}

/** The cookie's text for the chosen language: the whole site, a year, never sent from another site's page. */
export function languageCookie(language: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
