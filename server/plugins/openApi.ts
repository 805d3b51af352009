// The OpenAPI document of the API, at GET /api/openapi.json: registered before the routes, which it collects.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import { recordComponents } from '../routes/api';

async function openApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Health plan forms portal API', version: '1.0.0', description: 'The six calls of the portal (docs/api.md in the repository).' },
      // Each form's record schema, from its descriptor (src/domain/forms.ts).
      components: { schemas: recordComponents() },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export const openApi = fastifyPlugin(openApiPlugin, { name: 'portal-openapi', fastify: '5.x' });
