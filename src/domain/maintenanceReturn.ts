// The way back from the maintenance page (issue 18): the address the person asked for travels in the maintenance page's
// own address (`/maintenance?from=%2Ftgisurvey`), so it survives a reload and a shared link, and the page takes them
// there as soon as maintenance ends. Only a path on this site is ever followed.
import { isSitePath } from './portalConfig';
import { MAINTENANCE_PATH } from './routeTable';

const FROM_PARAMETER = 'from';
const HOME_PATH = '/';

function pathOf(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? '';
}

/** True for an address on this site other than the maintenance page itself. */
export function isReturnAddress(address: string): boolean {
  return isSitePath(address) && pathOf(address).toLowerCase() !== MAINTENANCE_PATH;
}

/** The maintenance page's address for a person who asked for `from` (its path, query and hash). */
export function maintenanceAddress(from: string): string {
  if (!isReturnAddress(from) || from === HOME_PATH) return MAINTENANCE_PATH;
  return `${MAINTENANCE_PATH}?${new URLSearchParams({ [FROM_PARAMETER]: from }).toString()}`;
}

/** Every run of characters a header may not carry as they are: anything but printable ASCII (a site path has no blank). */
const OUTSIDE_PRINTABLE_ASCII = /[^\x21-\x7e]+/g;
/** A surrogate pair, or a half of one alone, which has no UTF-8 (encodeURIComponent throws on it): U+FFFD stands for it. */
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

/**
 * The address with every character outside printable ASCII percent-encoded as UTF-8 (`/José` is `/Jos%C3%A9`), and
 * nothing else touched (issue 35): it goes into a Location header, which carries nothing else (Node refuses a
 * character past U+00FF, a bare 500, and sends one below it as a Latin-1 byte), and a browser reads the encoded address
 * as the same one. Never re-read through a URL parser, which would make `/.//host` `//host`, another host: the first
 * character stays `/` and the second never becomes `/` or `\`, so a path on this site stays one.
 */
function headerSafe(address: string): string {
  const wellFormed = (run: string) => run.replace(SURROGATES, (pair) => (pair.length === 2 ? pair : '\ufffd'));
  return address.replace(OUTSIDE_PRINTABLE_ASCII, (run) => encodeURIComponent(wellFormed(run)));
}

/**
 * Where the maintenance page sends the person once maintenance ends: the address it carries, else the home page;
 * written in printable ASCII, as a redirect's Location must be (the server's 302 and the app's navigation agree).
 */
export function returnAddressOf(search: string): string {
  const from = new URLSearchParams(search).get(FROM_PARAMETER);
  return from !== null && isReturnAddress(from) ? headerSafe(from) : HOME_PATH;
}
