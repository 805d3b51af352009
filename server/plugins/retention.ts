// What the server deletes by itself (server/retention.ts), while the app runs: expired idempotency keys every hour,
// and with RETENTION_DAYS the old submissions, now and every 24 hours. Told to stop as close() begins; a purge in
// progress finishes before the store closes.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { startIdempotencyKeyExpiry, startRetention, startStaffHousekeeping, type StopRetention } from '../retention';
import { runWithApp } from './lifecycle';

export interface RetentionOptions {
  /** RETENTION_DAYS; undefined keeps the submissions. */
  retentionDays: number | undefined;
  consentRetentionDays: number;
  /** The staff console's audit trail is kept this long (issue 37); its sessions are cleared when they end. */
  auditRetentionDays: number;
}

async function retentionPlugin(app: FastifyInstance, options: RetentionOptions): Promise<void> {
  let stops: StopRetention[] = [];
  runWithApp(app, {
    start() {
      stops = [startIdempotencyKeyExpiry(app.store, app.log), startStaffHousekeeping(app.store, options.auditRetentionDays, app.log)];
      if (options.retentionDays !== undefined) stops.push(startRetention(app.store, options.retentionDays, app.log, undefined, options.consentRetentionDays));
    },
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  });
}

export const retention = fastifyPlugin(retentionPlugin, { name: 'portal-retention', fastify: '5.x', dependencies: ['portal-store'] });
