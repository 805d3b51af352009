// Starts the reference server: configuration, database (migrated), app; drains and closes on SIGTERM/SIGINT.
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { recordShippedTerms, TermsChangedError } from './consent/termsRegistry';
import { DeliveryWorker } from './delivery/deliveryWorker';
import { createMetrics, privateAddress, startMetricsServer, type MetricsServer } from './metrics';
import { startIdempotencyKeyExpiry, startRetention, type StopRetention } from './retention';
import { createStore } from './store/createStore';
import { exitIfUnsupportedNode } from './runtime';

async function main(): Promise<void> {
  exitIfUnsupportedNode(2);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const store = createStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, idempotencyKeyTtlMs: config.idempotencyKeyTtlMs });
  await store.migrate();
  // The texting terms this build shows, recorded once per version (issue 23): a text changed under its version stops here.
  try {
    await recordShippedTerms(store, config.portal, config.termsEdition);
  } catch (error) {
    if (error instanceof TermsChangedError) {
      console.error(error.message);
      await store.close();
      process.exit(2);
    }
    throw error;
  }
  // METRICS_PORT: Prometheus metrics on a port of their own, on the host's private address unless METRICS_HOST.
  const metrics = config.metrics.port === undefined ? undefined : createMetrics(store);
  const app = await buildApp({ config, store, ...(metrics ? { metrics } : {}) });
  let metricsServer: MetricsServer | undefined;

  let closing = false;
  let stopRetention: StopRetention | undefined;
  // Delivery to the plan's endpoints (issue 22): started once the server listens, stopped before the store closes.
  const worker = new DeliveryWorker({ store, log: app.log, ...(metrics ? { onOutcome: (outcome) => metrics.delivery(outcome) } : {}) });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // A client that never finishes its request must not hold up a deploy: past the deadline its connection is
    // closed. What is cut was never acknowledged; what was committed stays, and the store still commits its queue.
    setTimeout(() => {
      app.log.warn({ afterMs: config.shutdownTimeoutMs }, 'shutdown deadline reached: closing the connections left');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs).unref();
    // No new retention purge; one in progress finishes before the store closes.
    const retentionStopped = stopRetention?.() ?? Promise.resolve();
    // No new delivery attempt; those in flight end within their timeout (a job cut off is sent again after its lease).
    const deliveriesStopped = worker.stop();
    void metricsServer?.close();
    // Fastify waits for in-flight requests; the store then commits what is queued and closes.
    app
      .close()
      .then(() => retentionStopped)
      .then(() => deliveriesStopped)
      .then(() => store.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: store.dialect, port: config.port, host: config.host }, 'portal ready');
  // RETENTION_DAYS: a purge now, then every 24 hours; expired idempotency keys every hour (a signal during
  // listen() has already begun the shutdown).
  if (!closing) {
    worker.start();
    if (metrics && config.metrics.port !== undefined) {
      const host = config.metrics.host ?? privateAddress();
      metricsServer = await startMetricsServer(metrics, config.metrics.port, host);
      app.log.info({ host, port: metricsServer.address.port }, 'metrics ready at GET /metrics');
    }
    const stops = [startIdempotencyKeyExpiry(store, app.log)];
    if (config.retentionDays !== undefined) stops.push(startRetention(store, config.retentionDays, app.log, undefined, config.consentRetentionDays));
    stopRetention = async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
