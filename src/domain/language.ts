// Which language a visit starts in, and how the choice is remembered (docs/languages.md): `?lang=es` on any address
// first (a plan's letter or text message can link straight to a Spanish form), then the choice this browser made
// before (a cookie), then the plan's first language. The browser and the server decide it alike: the server marks
// the page it sends with that language, the browser loads its catalog.

/** The language the portal's texts are written in (the catalogs' source), and the one it falls back to. */
export const SOURCE_LANGUAGE = 'en';

/** The cookie that keeps the language chosen on this browser; readable by the server. */
export const LANGUAGE_COOKIE = 'portal_language';

/** A year: the choice outlives the visit, as a person's language does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function startLanguage(languages: readonly string[], search: string, cookies: string): string {
  const fromAddress = new URLSearchParams(search).get('lang');
  if (fromAddress !== null && languages.includes(fromAddress)) return fromAddress;
  const fromCookie = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (fromCookie !== undefined && languages.includes(fromCookie)) return fromCookie;
  return languages[0] ?? SOURCE_LANGUAGE;
}

/** The cookie's text for the chosen language: the whole site, a year, never sent from another site's page. */
export function languageCookie(language: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
