// Draining: a request already in flight when close() began still gets its answer, but its keep-alive connection must
// end with it; otherwise close() waits for the client (or keepAliveTimeout, 72 s) to drop the idle socket.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

async function drainingPlugin(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    return payload;
  });
}

export const draining = fastifyPlugin(drainingPlugin, { name: 'portal-draining', fastify: '5.x' });
