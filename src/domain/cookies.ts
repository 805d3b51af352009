// Reading one cookie from a Cookie header's text (in the browser, `document.cookie`). The server never uses this: it
// reads `request.cookies`, parsed by @fastify/cookie (the `cookie` package). This reads a value as that parser
// does, so the XSRF header the browser copies is the cookie the server compares it with: the first pair of
// the name wins, spaces around the name and value are dropped, and the value is percent-decoded (as we write it,
// with encodeURIComponent), or kept as it is when it is not valid percent-encoding. Double quotes around a value are
// kept, as both the parser and RFC 6265 (where they are part of the value) keep them. A few lines of our own rather
// than the package: every page's first load carries this, and the package would add to it more than it replaces.

/** The named cookie's value, decoded; undefined when the text has no cookie of that name. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separatorAt = pair.indexOf('=');
    if (separatorAt === -1 || pair.slice(0, separatorAt).trim() !== name) continue;
    const value = pair.slice(separatorAt + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
