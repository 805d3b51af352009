// Delivery to the plan's endpoints (issue 22): the worker runs while the app does. Told to stop as close() begins (no
// new attempt while the requests drain; those in flight end within their timeout, and a job cut off is sent again
// after its lease), waited for before the store closes.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { DeliveryWorker, type DeliveryWorkerOptions } from '../delivery/deliveryWorker';
import { runWithApp } from './lifecycle';

export type DeliveryWorkerPluginOptions = Pick<DeliveryWorkerOptions, 'onOutcome'>;

async function deliveryWorkerPlugin(app: FastifyInstance, options: DeliveryWorkerPluginOptions): Promise<void> {
  const worker = new DeliveryWorker({ store: app.store, log: app.log, ...options });
  runWithApp(app, { start: () => worker.start(), stop: () => worker.stop() });
}

export const deliveryWorker = fastifyPlugin(deliveryWorkerPlugin, { name: 'portal-delivery-worker', fastify: '5.x', dependencies: ['portal-store'] });
