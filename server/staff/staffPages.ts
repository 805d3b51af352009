// The few pages the server draws itself around the console's sign-in (issue 37): refused, no access, signed out, the
// provider unreachable. Plain HTML that works without scripts, in the console's English.
import { STAFF_SIGN_IN_PATH } from '../../src/domain/staffConsole';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface StaffPage {
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: readonly string[];
  /** A link under them. */
  link?: { href: string; text: string };
}

/** The page as HTML; `nonce` is the answer's CSP nonce, which its one style element carries. */
export function staffPageHtml(page: StaffPage, nonce: string): string {
  const link = page.link ? `<p><a href="${escape(page.link.href)}">${escape(page.link.text)}</a></p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(page.title)} – Staff console</title>
<style nonce="${escape(nonce)}">body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f1f1f}main{max-width:40rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.75rem;line-height:1.25}a{color:#0b57d0}</style>
</head><body><main><h1>${escape(page.title)}</h1>
${page.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('\n')}
${link}</main></body></html>
`;
}

export const SIGN_IN_AGAIN = { href: STAFF_SIGN_IN_PATH, text: 'Sign in again' };
