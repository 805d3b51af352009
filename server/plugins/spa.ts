// The built SPA (server/spa.ts): its assets, and every app route's page drawn. Its not-found handler, which answers
// every unknown page address with the app, must be the root's: a fastify-plugin's is.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { spaRoutes, type SpaRouteOptions } from '../spa';

export type SpaPluginOptions = Pick<SpaRouteOptions, 'confirmation' | 'pageBudget' | 'emailConfirmation'>;

async function spaPlugin(app: FastifyInstance, { confirmation, pageBudget, emailConfirmation }: SpaPluginOptions): Promise<void> {
  const { options, sendPage } = app.pageServing;
  await spaRoutes(app, {
    ...options,
    sendPage,
    ...(confirmation ? { confirmation } : {}),
    ...(pageBudget ? { pageBudget } : {}),
    ...(emailConfirmation ? { emailConfirmation } : {}),
  });
}

export const spa = fastifyPlugin(spaPlugin, { name: 'portal-spa', fastify: '5.x', dependencies: ['portal-pages'] });
