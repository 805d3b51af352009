// What a plugin that runs something beside the requests (a timer, a worker, a listener) shares: it starts once the app
// is ready and stops with the app's close(), so a test that builds the app runs it exactly as main.ts does.
import type { FastifyInstance } from 'fastify';

export interface BackgroundService {
  start(): void | Promise<void>;
  /** Resolves once whatever the service had in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Starts the service in onReady; tells it to stop in preClose, as close() begins (while the requests in flight drain,
 * nothing new is begun); and waits for it in onClose. onClose hooks run last-registered first, so a service is waited
 * for before what was registered ahead of it closes: the store, registered first, closes last.
 */
export function runWithApp(app: FastifyInstance, service: BackgroundService): void {
  let stopping: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    // close() began before the app was ready (a signal during start): nothing is started.
    if (stopping === undefined) await service.start();
  });
  app.addHook('preClose', async () => {
    stopping = service.stop();
    // Its failure is reported by onClose, which waits for it; until then it must not count as unhandled.
    stopping.catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    await (stopping ?? service.stop());
  });
}
