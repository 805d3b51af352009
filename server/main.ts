// Starts the reference server: configuration, database (migrated), app, listening; on SIGTERM/SIGINT closes the app,
// whose plugins drain the requests and stop what runs beside them, the store last (server/plugins/).
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { recordShippedTerms, TermsChangedError } from './consent/termsRegistry';
import { createMetrics } from './metrics';
import { createStore } from './store/createStore';
import type { StoredSecretsReport } from './store/types';
import { exitIfUnsupportedNode } from './runtime';
import { StoredSecretError } from './security/secretsAtRest';
import { developmentKeyNotice, resolveSecretsKeyring, SecretsKeyUnavailableError, type ResolvedSecretsKey } from './security/secretsKeySource';

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
  // The key the signing secrets are encrypted with (issue 35): a setting, or outside production the development key.
  let secretsKey: ResolvedSecretsKey;
  try {
    secretsKey = resolveSecretsKeyring(config.secretsKey);
  } catch (error) {
    if (error instanceof SecretsKeyUnavailableError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  if (secretsKey.source.kind === 'developmentFile') console.warn(developmentKeyNotice(secretsKey.source.file, secretsKey.source.created));
  const store = createStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    idempotencyKeyTtlMs: config.idempotencyKeyTtlMs,
    secretsKeyring: secretsKey.keyring,
  });
  await store.migrate();
  // After the migrations, which cannot see the key: secrets an earlier version stored in plain text are encrypted
  // (one transaction, a no-op once done), and a secret under a key this start lacks stops it, saying which key to set.
  let secretsReport: StoredSecretsReport;
  try {
    secretsReport = await store.encryptStoredSecrets({ reencrypt: false });
  } catch (error) {
    if (error instanceof StoredSecretError) {
      console.error(error.message);
      await store.close();
      process.exit(2);
    }
    throw error;
  }
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
  // The app runs the delivery worker (issue 22), the retention purge and key expiry, and the metrics port while it
  // runs, and closes the store last when it closes.
  const app = await buildApp({ config, store, ownsStore: true, deliveryWorker: true, retention: true, ...(metrics ? { metrics } : {}) });

  let closing = false;
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
    // The plugins' hooks do the rest, in order (docs/operations.md#shutdown): no new connection, retention purge or
    // delivery attempt; the requests in flight are answered; the purge and the attempts in flight finish; the metrics
    // port closes; the store commits what is queued and closes.
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Counts and the key's id only (issue 35): never a secret or the key.
  if (secretsReport.encrypted > 0) app.log.info({ encrypted: secretsReport.encrypted, secretsKeyId: secretsReport.keyId }, 'signing secrets found in plain text were encrypted');
  if (secretsReport.underPreviousKey > 0) {
    app.log.warn({ count: secretsReport.underPreviousKey }, 'signing secrets are still under SECRETS_KEY_PREVIOUS: run `npm run admin -- secrets reencrypt`');
  }
  // Ready first (the worker, the purges and the metrics port start), then listening.
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: store.dialect, port: config.port, host: config.host, secretsKeyId: secretsKey.keyring.current.id }, 'portal ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
