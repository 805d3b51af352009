// The metrics (server/metrics.ts): every answered request counted, registered before the routes so that its hook
// sees them all; and, with METRICS_PORT, `GET /metrics` on a listener of its own, open while the app is.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { privateAddress, startMetricsServer, type MetricsServer, type PortalMetrics } from '../metrics';
import { runWithApp } from './lifecycle';

export interface RequestMetricsOptions {
  metrics: PortalMetrics;
}

async function requestMetricsPlugin(app: FastifyInstance, { metrics }: RequestMetricsOptions): Promise<void> {
  metrics.observeRequests(app);
}

export const requestMetrics = fastifyPlugin(requestMetricsPlugin, { name: 'portal-request-metrics', fastify: '5.x' });

export interface MetricsServerOptions {
  metrics: PortalMetrics;
  /** METRICS_PORT (0: any free port). */
  port: number;
  /** METRICS_HOST; the host's private address when undefined. */
  host: string | undefined;
}

async function metricsServerPlugin(app: FastifyInstance, options: MetricsServerOptions): Promise<void> {
  let server: MetricsServer | undefined;
  runWithApp(app, {
    async start() {
      const host = options.host ?? privateAddress();
      server = await startMetricsServer(options.metrics, options.port, host);
      app.log.info({ host, port: server.address.port }, 'metrics ready at GET /metrics');
    },
    async stop() {
      await server?.close();
    },
  });
}

export const metricsServer = fastifyPlugin(metricsServerPlugin, { name: 'portal-metrics-server', fastify: '5.x', dependencies: ['portal-request-metrics'] });
