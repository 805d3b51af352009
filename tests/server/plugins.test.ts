// The server as plugins (issue 33): every plugin registered by its name, those that run beside the requests started
// by ready() and stopped by close(), which leaves no timer, server or socket behind and closes the store last.
import { createHook } from 'node:async_hooks';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createMetrics } from '../../server/metrics';
import { createStore } from '../../server/store/createStore';
import type { PortalStore } from '../../server/store/types';
import { logCollector } from './support/logCollector';
import { makeStaticDir, openApp, removeDir, standInRendererFile, tempDir } from './support/appHarness';
import { TEST_SECRETS_KEYRING } from './support/secretsKey';

const REQUEST_PLUGINS = [
  'portal-store',
  'portal-request-metrics',
  'portal-json-bodies',
  'portal-anti-forgery-secrets',
  'portal-refusals',
  'portal-security-headers',
  'portal-content-security-policy',
  'portal-anti-forgery',
  'portal-openapi',
  'portal-draining',
  'portal-error-handler',
  'portal-health',
  'portal-pages',
  'portal-spa',
];
const BACKGROUND_PLUGINS = ['portal-delivery-worker', 'portal-mail-worker', 'portal-consent-settling', 'portal-metrics-server', 'portal-retention'];

const WATCHED = ['Timeout', 'TCPSERVERWRAP', 'TCPWRAP'];

/** Timers, servers and sockets made from now on, less those gone since (async_hooks: unref'd timers count too). */
function watchResources() {
  const open = new Map<number, { type: string; resource: unknown }>();
  const hook = createHook({
    init(asyncId, type, _triggerId, resource) {
      if (WATCHED.includes(type)) open.set(asyncId, { type, resource });
    },
    destroy(asyncId) {
      open.delete(asyncId);
    },
  });
  hook.enable();
  const count = (type: string) => [...open.values()].filter((entry) => entry.type === type).length;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 50);
      // The wait's own timer is not the app's.
      for (const [id, entry] of open) if (entry.resource === timer) open.delete(id);
    });
  return {
    count,
    /** What is left once Node's own short timers (its Date header's lasts up to a second) have run out, within 2 s. */
    async left() {
      for (let waited = 0; waited < 2000 && open.size > 0; waited += 50) await pause();
      return { servers: count('TCPSERVERWRAP'), sockets: count('TCPWRAP'), timers: count('Timeout') };
    },
    stop: () => hook.disable(),
  };
}

/** A GET answered on a connection of its own (no agent keeps it open): the status. */
function get(port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

let dir: string;
let app: FastifyInstance | undefined;

beforeEach(() => {
  dir = tempDir('plugins');
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  removeDir(dir);
});

/** The app as main.ts builds it, every plugin on (no SESSION_SECRET: the secrets are read again on a timer). */
async function buildFullApp(store: PortalStore, logStream: NodeJS.WritableStream): Promise<FastifyInstance> {
  const staticDir = makeStaticDir(dir);
  const dataDir = path.join(dir, 'data');
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      RENDER_FILE: standInRendererFile(staticDir),
      LOG_LEVEL: 'info',
      RETENTION_DAYS: '30',
      // The mail worker runs too (issue 36); nothing listens there, and nothing is queued to send.
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'portal@plan.example',
      PORTAL_PUBLIC_URL: 'https://portal.example.org',
    },
    dataDir,
  );
  // Any free port on loopback (METRICS_PORT itself takes 1 to 65535).
  config.metrics = { port: 0, host: '127.0.0.1' };
  return buildApp({ config, store, metrics: createMetrics(store), logStream, ownsStore: true, deliveryWorker: true, retention: true });
}

it('registers every plugin by its name; ready() starts the worker, the purges and the metrics port; close() stops them all and closes the store last', async () => {
  const store = createStore({ dataDir: path.join(dir, 'data'), secretsKeyring: TEST_SECRETS_KEYRING });
  await store.migrate();
  const calls: string[] = [];
  const recorded = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const logs = logCollector();
  const resources = watchResources();
  try {
    app = await buildFullApp(recorded, logs.stream);
    for (const name of [...REQUEST_PLUGINS, ...BACKGROUND_PLUGINS]) expect([name, app.hasPlugin(name)]).toEqual([name, true]);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(await get(port, '/readyz')).toBe(200);
    const metricsPort = Number(logs.lines.find((line) => line.msg === 'metrics ready at GET /metrics')?.port);
    expect(await get(metricsPort, '/metrics')).toBe(200);
    // The public port and the metrics port; the secrets' timer, the workers' polls, the sweep's and the two purges' intervals.
    expect(resources.count('TCPSERVERWRAP')).toBe(2);
    expect(resources.count('Timeout')).toBeGreaterThanOrEqual(6);
    expect(calls).toContain('purgeExpiredIdempotencyKeys');
    expect(calls).toContain('purgeSubmissions');

    await app.close();
    app = undefined;
    expect(await resources.left()).toEqual({ servers: 0, sockets: 0, timers: 0 });
    expect(calls.at(-1)).toBe('close');
    await expect(store.ping()).rejects.toThrow();
  } finally {
    resources.stop();
    await store.close().catch(() => undefined);
  }
});

it('runs nothing beside the requests unless asked: the tests build the app as they always have', async () => {
  const t = await openApp({ prefix: 'plugins-default' });
  try {
    for (const name of REQUEST_PLUGINS.filter((each) => each !== 'portal-request-metrics')) expect([name, t.app.hasPlugin(name)]).toEqual([name, true]);
    for (const name of [...BACKGROUND_PLUGINS, 'portal-request-metrics']) expect([name, t.app.hasPlugin(name)]).toEqual([name, false]);
    // The store is the test's: closing the app leaves it open.
    await t.app.close();
    await expect(t.store.ping()).resolves.toBeUndefined();
  } finally {
    await t.close();
  }
});

it('answers unknown addresses as the API does when no SPA is served', async () => {
  const t = await openApp({ prefix: 'plugins-api-only', serveSpa: false });
  try {
    expect(t.app.hasPlugin('portal-not-found')).toBe(true);
    expect(t.app.hasPlugin('portal-spa')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/nowhere', headers: { accept: 'text/html' } })).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is nothing at this address.',
    });
  } finally {
    await t.close();
  }
});
