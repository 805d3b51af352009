// Health checks for the load balancer and the orchestrator, left out of the OpenAPI document: GET /healthz (the
// process answers) and GET /readyz (the database answers too, and which kind it is).
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

async function healthPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await store.ping();
      return { status: 'ready', database: store.dialect };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: store.dialect });
    }
  });
}

export const health = fastifyPlugin(healthPlugin, { name: 'portal-health', fastify: '5.x', dependencies: ['portal-store'] });
