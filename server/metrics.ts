// Metrics for operations (issue 22): a Prometheus endpoint, `GET /metrics`, served by prom-client on a port of its
// own (METRICS_PORT, off by default) bound to the host's private address, never on the public port. What it counts
// names forms, routes and outcomes only, never a value a person typed. docs/operations.md#metrics lists them and the
// alert a plan should set.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { FORMS } from '../src/domain/forms';
import type { NpiChecker } from './npi';
import type { BotCheckFailure } from './security/botCheck';
import type { DeliveryOutcome, PortalStore } from './store/types';

export interface PortalMetrics {
  registry: Registry;
  /** Counts each NPI look-up by its answer. */
  npiLookup(outcome: 'valid' | 'not found' | 'failed'): void;
  /** Counts each delivery attempt by its outcome (the delivery worker's onOutcome). */
  delivery(outcome: DeliveryOutcome['kind'] | 'gone'): void;
  /** Counts each bot check by what came of it (server/plugins/botCheck.ts) and, when it did not pass, why. */
  botCheck(outcome: 'passed' | 'logged' | 'refused', reason: BotCheckFailure | 'none'): void;
  /** Observes each answered request (a Fastify onResponse hook). */
  observeRequests(app: FastifyInstance): void;
}

/** The form a submission route is for, by its route pattern. */
const FORM_BY_PATH = new Map<string, string>(FORMS.map((form) => [form.path, form.kind]));

export function createMetrics(store: Pick<PortalStore, 'outbox'>): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const submissions = new Counter({
    name: 'portal_submissions_total',
    help: 'Submissions answered, by form and outcome: stored (201), replayed (201, a repeated Idempotency-Key), refused (4xx), failed (5xx).',
    labelNames: ['form', 'outcome'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern (never the address itself) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers: [registry],
  });
  const npiLookups = new Counter({
    name: 'portal_npi_lookups_total',
    help: 'NPI look-ups, by answer: valid, not found, failed (an error before an answer).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'portal_deliveries_total',
    help: 'Delivery attempts to the plan’s endpoints, by outcome: delivered, retry (tried again later), failed (given up), gone (410: endpoint disabled).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const botChecks = new Counter({
    name: 'portal_bot_checks_total',
    help: 'Bot checks of submissions, by outcome (passed; logged: would have been refused, BOT_CHECK=log; refused: BOT_CHECK=enforce) and reason (none, missing, malformed, expired, invalid, replayed, honeypot).',
    labelNames: ['outcome', 'reason'] as const,
    registers: [registry],
  });
  // Read from the database at each scrape: every instance reports the shared outbox.
  let backlog: Promise<{ pending: number; oldestCreatedAt: string | null }> | undefined;
  const readBacklog = () => {
    backlog ??= store.outbox.backlog().finally(() => {
      backlog = undefined;
    });
    return backlog;
  };
  new Gauge({
    name: 'portal_delivery_jobs_waiting',
    help: 'Delivery jobs not yet delivered or given up (all instances: the outbox is shared).',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).pending);
    },
  });
  new Gauge({
    name: 'portal_delivery_oldest_job_age_seconds',
    help: 'Age of the oldest delivery job still waiting; 0 when none waits. Alert when it passes 3600.',
    registers: [registry],
    async collect() {
      const { oldestCreatedAt } = await readBacklog();
      this.set(oldestCreatedAt === null ? 0 : Math.max(0, (Date.now() - Date.parse(oldestCreatedAt)) / 1000));
    },
  });

  return {
    registry,
    npiLookup: (outcome) => npiLookups.inc({ outcome }),
    delivery: (outcome) => deliveries.inc({ outcome }),
    botCheck: (outcome, reason) => botChecks.inc({ outcome, reason }),
    observeRequests(app) {
      app.addHook('onResponse', async (request, reply) => {
        // The route's pattern (`/api/npi/:npi`), never the address: an NPI in a path identifies a provider.
        const route = request.routeOptions.url ?? 'unmatched';
        const status = reply.statusCode;
        durations.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
        const form = request.method === 'POST' ? FORM_BY_PATH.get(route) : undefined;
        if (form === undefined) return;
        const outcome =
          status === 201 ? (reply.getHeader('idempotent-replayed') === 'true' ? 'replayed' : 'stored') : status >= 500 ? 'failed' : 'refused';
        submissions.inc({ form, outcome });
      });
    },
  };
}

/** Each NPI look-up counted by its answer. */
export function countedNpiChecker(checker: NpiChecker, metrics: Pick<PortalMetrics, 'npiLookup'>): NpiChecker {
  return {
    async isValid(npi) {
      try {
        const valid = await checker.isValid(npi);
        metrics.npiLookup(valid ? 'valid' : 'not found');
        return valid;
      } catch (error) {
        metrics.npiLookup('failed');
        throw error;
      }
    },
  };
}

const PRIVATE_IPV4 = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/;

/** The host's private address (10/8, 172.16/12, 192.168/16), for the metrics port; loopback when it has none. */
export function privateAddress(interfaces = os.networkInterfaces()): string {
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal && PRIVATE_IPV4.test(entry.address)) return entry.address;
    }
  }
  return '127.0.0.1';
}

export interface MetricsServer {
  address: AddressInfo;
  close(): Promise<void>;
}

/** Serves `GET /metrics` (and nothing else) on its own port. */
export async function startMetricsServer(metrics: PortalMetrics, port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at GET /metrics.\n');
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text))
      .catch(() => response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be read (the database?).\n'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    address: server.address() as AddressInfo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
