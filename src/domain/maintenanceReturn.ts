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

/** Where the maintenance page sends the person once maintenance ends: the address it carries, else the home page. */
export function returnAddressOf(search: string): string {
  const from = new URLSearchParams(search).get(FROM_PARAMETER);
  return from !== null && isReturnAddress(from) ? from : HOME_PATH;
}
