// What the server asks of the page renderer (issue 20, docs/architecture.md#server-rendered-pages): the render entry
// (src/render/renderEntry.tsx) is built into one file the server loads whole, and this is all the two share, so the
// server's code keeps importing only src/domain. Nothing personal ever goes in: a page is the same for everyone who
// asks for the same address at the same moment, in the same language.
import type { EmailConfirmationOutcome } from './contactConfirmation';
import type { PostedForm } from './formPost';
import type { PortalConfig } from './portalConfig';
import { MAINTENANCE_PATH, routeForPath } from './routeTable';
import { maintenanceAddress, returnAddressOf } from './maintenanceReturn';

/** Everything a page depends on; two requests with equal values get the same HTML (the server caches on it). */
export interface PageRequest {
  /** The address's path and query (`/tgisurvey?lang=es`), as the router reads it. */
  url: string;
  /** One of the plan's languages (startLanguage decided it). */
  language: string;
  config: PortalConfig;
  /** The notification strip's messages, in `language` where staff gave one; undefined when they could not be read. */
  notices: readonly string[] | undefined;
  /** The maintenance flag as the server read it; undefined when it could not be read (the browser asks again). */
  inMaintenance: boolean | undefined;
  /**
   * The page answers a form the browser posted itself (issue 34): drawn with what was typed and where the submission
   * stands. Such a page is one person's, never cached (server/pages.ts).
   */
  posted?: PostedForm;
  /**
   * The page of the link in the contact form's email (`/confirmemail`, issue 36): where the confirmation stands, as the
   * server found it for the link's token (a GET) or after the page's button (its POST). The page draws it as given.
   */
  emailConfirmation?: EmailConfirmationOutcome;
}

export interface RenderedPage {
  /** The route's own status; the server sets another for a posted form's answer (a 422, a 429...). */
  status: 200 | 404 | 503;
  /** The document title, as the page's useDocumentTitle says it. */
  title: string;
  /** The markup that goes inside `<div id="root">`. */
  body: string;
  /** The store's state the browser starts from, minus the configuration (the page carries it on its own). */
  state: Record<string, unknown>;
}

export interface PageRenderer {
  render(request: PageRequest): RenderedPage;
}

/** What the render entry's file exports: a renderer, once every screen and catalog of the given languages is in. */
export interface RenderEntry {
  createPageRenderer(languages: readonly string[]): Promise<PageRenderer>;
}

/** The id of the script element that carries the serialised state (the browser's store starts from it). */
export const PAGE_STATE_ELEMENT_ID = 'portal-state';

/**
 * Where a request for `url` must go instead of being drawn: every page to the maintenance page while the site is in
 * maintenance (carrying the address asked for), and the maintenance page to that address once it is over. The same
 * rule as src/app/MaintenanceRedirect.tsx, decided before a byte is drawn.
 */
export function pageRedirect(url: string, inMaintenance: boolean | undefined): string | undefined {
  if (inMaintenance === undefined) return undefined;
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  const search = url.slice(pathname.length).split('#', 1)[0] ?? '';
  const onMaintenancePage = pathname.toLowerCase() === MAINTENANCE_PATH;
  if (inMaintenance && !onMaintenancePage) return maintenanceAddress(url);
  if (!inMaintenance && onMaintenancePage) return returnAddressOf(search);
  return undefined;
}

/** The status a page answers with: 404 for an address no route has, 503 for the maintenance page while it is on. */
export function pageStatus(pathname: string, inMaintenance: boolean | undefined): RenderedPage['status'] {
  const { chunk } = routeForPath(pathname).screen;
  if (chunk === 'not-found') return 404;
  if (chunk === 'maintenance' && inMaintenance === true) return 503;
  return 200;
}
