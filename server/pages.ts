// Pages drawn on the server (issue 20, docs/architecture.md#server-rendered-pages): the build's page renderer, loaded
// whole, draws each route's HTML; what it draws depends only on the address, the language, the notices and the
// maintenance flag, so a page drawn a moment ago for the same four is served again from memory.
import fs from 'node:fs';
import { LRUCache } from 'lru-cache';
import type { PageRenderer, PageRequest, RenderEntry, RenderedPage } from '../src/domain/pageRendering';

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
  /** How many pages are kept: the routes times the languages, with room for unknown addresses (all one not-found page). */
  max: number;
}

export const PAGE_CACHE: PageCacheOptions = { ttlMs: 5000, max: 200 };

/**
 * A renderer that draws a page once per `ttlMs` for the same request (a posted form's answer never comes from it). The address's query is not part of a page (no
 * screen draws it; the language it may choose is in the request already), so `/?utm=1` and `/` are one page.
 */
export function cachedPageRenderer(renderer: PageRenderer, options: PageCacheOptions = PAGE_CACHE): PageRenderer {
  const pages = new LRUCache<string, RenderedPage>({ max: options.max, ttl: options.ttlMs });
  return {
    render(request: PageRequest): RenderedPage {
      // A posted form's answer holds what one person typed: drawn for them alone, never kept for the next visitor.
      if (request.posted !== undefined) return renderer.render(request);
      const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
      const key = JSON.stringify([pathname, request.language, request.notices ?? null, request.inMaintenance ?? null]);
      const cached = pages.get(key);
      if (cached) return cached;
      const page = renderer.render({ ...request, url: pathname });
      pages.set(key, page);
      return page;
    },
  };
}
