// The store on the instance (`app.store`), for the plugins and routes that read or write it.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { PortalStore } from '../store/types';

declare module 'fastify' {
  interface FastifyInstance {
    store: PortalStore;
  }
}

export interface StorePluginOptions {
  store: PortalStore;
  /**
   * Close the store when the app closes (main.ts, which made it). Registered first, its onClose runs last: after the
   * requests have drained and the worker and the purges have stopped, the store commits what is queued and closes.
   * A test that made its own store closes it itself.
   */
  close: boolean;
}

async function storePlugin(app: FastifyInstance, options: StorePluginOptions): Promise<void> {
  app.decorate('store', options.store);
  if (options.close) app.addHook('onClose', async () => options.store.close());
}

export const store = fastifyPlugin(storePlugin, { name: 'portal-store', fastify: '5.x' });
