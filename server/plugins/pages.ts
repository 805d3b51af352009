// What draws the pages, on the instance (`app.pageServing`): the build's renderer (cached), the notices and flag each
// page shows, and the sender. The form posts (server/routes/formPosts.ts) answer with its pages; the SPA plugin serves them.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { PageRenderer } from '../../src/domain/pageRendering';
import type { ServerConfig } from '../config';
import { noticesIn } from '../notices';
import { cachedPageRenderer, loadPageRenderer, PAGE_CACHE } from '../pages';
import { createPageSender, type PageInputs, type PageSender, type SpaOptions } from '../spa';

export interface PageServing {
  options: SpaOptions;
  sendPage: PageSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageServing: PageServing;
  }
}

/** The build's page renderer is RENDER_FILE unless `pages` is given; a page is drawn again after pageCacheMs (0: always). */
export interface PagesOptions extends Pick<ServerConfig, 'staticDir' | 'portal' | 'renderFile' | 'pageCacheMs'> {
  pages?: PageRenderer;
}

async function pagesPlugin(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { store } = app;
  const renderer = options.pages ?? (await loadPageRenderer(options.renderFile, options.portal.languages));
  const pages = options.pageCacheMs > 0 ? cachedPageRenderer(renderer, { ...PAGE_CACHE, ttlMs: options.pageCacheMs }) : renderer;
  // A page is still drawn when the database does not answer: without notices, and the browser asks for the flag.
  const readPageInputs = async (language: string): Promise<PageInputs> => {
    const [notices, inMaintenance] = await Promise.allSettled([noticesIn(store, language), store.getMaintenance()]);
    return {
      notices: notices.status === 'fulfilled' ? notices.value : undefined,
      inMaintenance: inMaintenance.status === 'fulfilled' ? inMaintenance.value : undefined,
    };
  };
  const spaOptions: SpaOptions = { staticDir: options.staticDir, portal: options.portal, pages, readPageInputs };
  app.decorate('pageServing', { options: spaOptions, sendPage: createPageSender(spaOptions) });
}

export const pageServing = fastifyPlugin(pagesPlugin, { name: 'portal-pages', fastify: '5.x', dependencies: ['portal-store'] });
