// Pages drawn on the server (issue 20, docs/architecture.md#server-rendered-pages): the build's page renderer, loaded
// whole, draws each route's HTML; what it draws depends only on the route, the language, the notices and the
// maintenance flag, so a page drawn a moment ago for the same four is served again from memory.
import fs from 'node:fs';
import { LRUCache } from 'lru-cache';
import type { PageRenderer, PageRequest, RenderEntry, RenderedPage } from '../src/domain/pageRendering';
import { NOT_FOUND_PATH, routeForPath } from '../src/domain/routeTable';

/** Loads the build's page renderer (dist-render/render.js) and readies it for the plan's languages. */
export async function loadPageRenderer(file: string, languages: readonly string[]): Promise<PageRenderer> {
  if (!fs.existsSync(file)) {
    throw new Error(`The page renderer is missing: ${file}. Run "npm run build" first.`);
  }
  // The build's output, found by its path at run time: a static import would pull the browser's code into the server's.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(file) as RenderEntry;
  return entry.createPageRenderer(languages);
}

export interface PageCacheOptions {
  /** How long a drawn page is served again (a notice or maintenance change shows within it at the latest). */
  ttlMs: number;
  /** How many pages are kept: the routes times the languages and the notices and flags they were drawn with. */
  max: number;
}

export const PAGE_CACHE: PageCacheOptions = { ttlMs: 5000, max: 200 };

/**
 * A renderer that draws a page once per `ttlMs` for the same request (a posted form's answer never comes from it).
 * A page is its route's (issue 35): every spelling of a route's address (`/PreferredContact/` is /preferredcontact, as
 * the router reads it) is the one page, drawn at the route's own address, and every unknown address is the one
 * not-found page, so no spelling or made-up address can draw a page afresh or push a route's page out. The drawn page
 * does not depend on the spelling: a form posts to its route's address (useFormAction), links name their own, and the
 * not-found page does not say the address (tests/server/hardeningRound3.test.ts draws spellings and compares). Nor
 * does the query (no screen draws it; the language it may choose is in the request already): `/?utm=1` is `/`.
 */
export function cachedPageRenderer(renderer: PageRenderer, options: PageCacheOptions = PAGE_CACHE): PageRenderer {
  const pages = new LRUCache<string, RenderedPage>({ max: options.max, ttl: options.ttlMs });
  return {
    render(request: PageRequest): RenderedPage {
      // A posted form's answer holds what one person typed: drawn for them alone, never kept for the next visitor.
      if (request.posted !== undefined) return renderer.render(request);
      // Nor a confirmation page (issue 36): its address carries a link's token.
      if (request.emailConfirmation !== undefined) return renderer.render(request);
      const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
      const route = routeForPath(pathname).path;
      const key = JSON.stringify([route, request.language, request.notices ?? null, request.inMaintenance ?? null]);
      const cached = pages.get(key);
      if (cached) return cached;
      // Drawn at the route's own address; the not-found route has none, and is drawn at the address asked for.
      const page = renderer.render({ ...request, url: route === NOT_FOUND_PATH ? pathname : route });
      pages.set(key, page);
      return page;
    },
  };
}
