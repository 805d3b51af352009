// The bodies the app reads: JSON in UTF-8, uncompressed, decoded strictly (server/security/strictJsonBody.ts).
// Fastify also parses text/plain by default; the API takes JSON only, anything else is a 415 (docs/api.md).
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { acceptStrictJsonBodiesOnly } from '../security/strictJsonBody';

async function jsonBodiesPlugin(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('text/plain');
  acceptStrictJsonBodiesOnly(app);
}

export const jsonBodies = fastifyPlugin(jsonBodiesPlugin, { name: 'portal-json-bodies', fastify: '5.x' });
