// `npm run bench`: durable submissions per second of the compiled server, with every security feature on, read as
// a ratio to a control measured in the same run (benchControl.mjs: a bare route inserting the same JSON into SQLite),
// since the machine is shared and an absolute figure from another day means nothing.
//
// Builds what is stale, runs the control, then starts dist-server/server/main.js on a free loopback port with a fresh temp
// DATA_DIR (SQLite), gets an anti-forgery pair with a GET as the SPA does, then runs autocannon against
// POST /api/Attestation with a valid record and a fresh Idempotency-Key per request: a short warm-up,
// then 10 and 100 connections. Counts only 2xx as submissions, then checks that the database holds
// exactly as many rows as were acknowledged, and stops the server with SIGTERM.
// Then the same with one delivery endpoint configured (issue 22): a receiver on loopback answering 204, so each
// submission also writes its delivery job and the server's worker sends it during the load.
// When BENCH_DATABASE_URL is set, the same runs follow against PostgreSQL.
// Then pages (issue 20): GET /preferredcontact as a browser asks for it, drawn on the server, at the same connection
// counts, once as served (the page cache on) and once with PAGE_CACHE_MS=0, every page drawn afresh.
//
// BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3) and BENCH_CONNECTIONS (default "10,100")
// change the runs; BENCH_CPU_PROF=<dir> starts the server with --cpu-prof into that folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale } from './build.mjs';
import { ATTESTATION_BODY, antiForgeryPair, cpuSeconds, postAttestation, running, runScript, startServer } from './benchSupport.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const RATE_LIMIT_MAX = 1_000_000_000;

const body = ATTESTATION_BODY;

/**
 * One autocannon run. Keys sent and not yet answered are tracked per connection: when the run ends,
 * autocannon drops the requests still in flight, which the server may well have committed.
 */
async function run(port, pair, connections, duration, runId, unanswered) {
  let counter = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/Attestation',
        headers: { 'content-type': 'application/json', cookie: pair.cookie, 'x-xsrf-token': pair.token },
        body,
        // A fresh key per request: every 2xx is a new row, none is a replay.
        setupRequest: (request, context) => {
          const key = `bench-${runId}-${(counter += 1)}`;
          context.key = key;
          unanswered.add(key);
          return { ...request, headers: { ...request.headers, 'idempotency-key': key } };
        },
        onResponse: (_status, _body, context) => {
          unanswered.delete(context.key);
        },
      },
    ],
  });
  const ok = result['2xx'];
  return {
    connections,
    seconds: result.duration,
    ok,
    perSecond: ok / result.duration,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    statusCodes: result.statusCodeStats,
  };
}

/** The POSTs outside autocannon (the security check, the retries): a fresh connection each, the replay header read. */
async function post(port, pair, key, extraHeaders = {}) {
  const answer = await postAttestation(port, pair, key, { headers: extraHeaders, agent: false });
  return { status: answer.status, headers: answer.headers, replayed: answer.headers['idempotent-replayed'] === 'true' };
}

/** Proof that the security features are on: a POST without the header is refused, and the answers carry their headers. */
async function checkSecurity(port, pair, runId) {
  const forged = await post(port, { cookie: pair.cookie, token: '' }, `bench-${runId}-forged`, { 'x-xsrf-token': 'forged' });
  if (forged.status !== 403) throw new Error(`a POST with a wrong anti-forgery token was answered ${forged.status}, not 403`);
  const accepted = await post(port, pair, `bench-${runId}-check`);
  const missing = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'cross-origin-resource-policy', 'x-ratelimit-limit'].filter(
    (name) => accepted.headers[name] === undefined,
  );
  if (accepted.status !== 201 || missing.length > 0) throw new Error(`the check POST was answered ${accepted.status}; missing headers: ${missing.join(', ')}`);
  console.log(
    `security check: forged token → 403; a valid POST → 201 with CSP "${accepted.headers['content-security-policy']}", ` +
      `X-Frame-Options ${accepted.headers['x-frame-options']}, X-RateLimit-Limit ${accepted.headers['x-ratelimit-limit']}`,
  );
  return 1;
}

const fmt = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function openStore(env) {
  const { createStore } = require(path.join(root, 'dist-server/server/store/createStore.js'));
  const { parseSecretsKey } = require(path.join(root, 'dist-server/server/security/secretsAtRest.js'));
  // The server's key (SECRETS_KEY of the bench's environment), so an endpoint added here is one the server can read.
  const store = createStore({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL || undefined, secretsKeyring: { current: parseSecretsKey(env.SECRETS_KEY) } });
  await store.migrate();
  return store;
}

/** A receiver of the plan's on loopback that answers every delivery 204 at once; counts what it got. */
async function startReceiver() {
  const received = new Set();
  let messages = 0;
  const server = http.createServer((request, response) => {
    messages += 1;
    received.add(request.headers['webhook-id']);
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    stats: () => ({ messages, distinct: received.size }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The control: the same load on a bare route that only inserts the JSON into SQLite (benchControl.mjs). */
async function benchControl(dataDir) {
  console.log('\n== Control: a bare Fastify route inserting the same JSON into SQLite (WAL, synchronous=FULL), no validation, no security ==');
  const server = await startServer({ CONTROL_DB: path.join(dataDir, 'control.sqlite3') }, path.join(root, 'server/scripts/benchControl.mjs'));
  const results = [];
  const unanswered = new Set();
  const pair = { cookie: '', token: '' };
  try {
    if (WARMUP_S > 0) await run(server.port, pair, 10, WARMUP_S, 'control-w', unanswered);
    for (const connections of CONNECTIONS) {
      const result = await run(server.port, pair, connections, DURATION_S, `control-${connections}`, unanswered);
      results.push(result);
      console.log(
        `${String(connections).padStart(3)} connections, ${result.seconds} s: ${fmt(result.perSecond)} submissions/s ` +
          `(non-2xx ${result.non2xx}; errors ${result.errors}) — latency p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms; load average ${os.loadavg()[0].toFixed(2)}`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    running.child = undefined;
  }
  return { label: 'control', results, same: true };
}

async function benchTarget(label, env, { endpoint = false } = {}) {
  console.log(`\n== ${label} ==`);
  let receiver;
  if (endpoint) {
    // One endpoint for every form, as a plan would add it: each submission also writes its delivery job, and the
    // server's worker sends it while the load runs.
    receiver = await startReceiver();
    const store = await openStore(env);
    // On loopback: the plan's own network, reached only by an endpoint added with the flag (issue 35).
    await store.outbox.addEndpoint(receiver.url, ['attestation', 'contact', 'tgi'], `whsec_${crypto.randomBytes(24).toString('base64')}`, { allowPrivateNetwork: true });
    await store.close();
  }
  // PostgreSQL may hold rows from before: count what this bench adds.
  const before = await openStore(env).then(async (store) => {
    const count = await store.countSubmissions('attestation');
    await store.close();
    return count;
  });

  const server = await startServer(env);
  const pair = await antiForgeryPair(server.port);
  const runId = crypto.randomBytes(6).toString('hex');
  let acknowledged = 0;
  const results = [];
  const unanswered = new Set();
  try {
    acknowledged += await checkSecurity(server.port, pair, runId);
    if (WARMUP_S > 0) {
      const warm = await run(server.port, pair, 10, WARMUP_S, `${runId}-w`, unanswered);
      acknowledged += warm.ok;
      console.log(`warm-up ${WARMUP_S} s @ 10 connections: ${fmt(warm.perSecond)} submissions/s (not reported below)`);
    }
    for (const connections of CONNECTIONS) {
      const cpuBefore = cpuSeconds(server.child.pid);
      const startedAt = process.hrtime.bigint();
      const clientCpuBefore = process.cpuUsage();
      const result = await run(server.port, pair, connections, DURATION_S, `${runId}-${connections}`, unanswered);
      const wall = Number(process.hrtime.bigint() - startedAt) / 1e9;
      const cpuAfter = cpuSeconds(server.child.pid);
      const clientCpu = process.cpuUsage(clientCpuBefore);
      acknowledged += result.ok;
      const serverCpu = cpuBefore === undefined || cpuAfter === undefined ? 'n/a' : `${fmt(((cpuAfter - cpuBefore) / wall) * 100)}%`;
      const benchCpu = `${fmt(((clientCpu.user + clientCpu.system) / 1e6 / wall) * 100)}%`;
      results.push(result);
      console.log(
        `${String(connections).padStart(3)} connections, ${result.seconds} s: ${fmt(result.perSecond)} submissions/s ` +
          `(${fmt(result.ok)} × 2xx; non-2xx ${result.non2xx}; errors ${result.errors}; timeouts ${result.timeouts}) — ` +
          `latency p50 ${result.p50} ms, p90 ${result.p90} ms, p99 ${result.p99} ms, max ${result.max} ms — ` +
          `CPU: server ${serverCpu} of one core, autocannon ${benchCpu}; load average ${os.loadavg()[0].toFixed(2)}`,
      );
      if (result.non2xx > 0) console.log(`     status codes: ${JSON.stringify(result.statusCodes)}`);
    }
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }

  // The requests autocannon dropped at the end of each run: sent again with their keys. One the server
  // had committed comes back as a replay (no new row); one it never got is stored now.
  let replayed = 0;
  let storedLate = 0;
  for (const key of unanswered) {
    const answer = await post(server.port, pair, key);
    if (answer.status !== 201) throw new Error(`a retry was answered ${answer.status}`);
    if (answer.replayed) replayed += 1;
    else storedLate += 1;
  }
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  running.child = undefined;
  if (exit.code !== 0) console.log(`the server stopped with ${exit.signal ?? `code ${exit.code}`}`);

  const store = await openStore(env);
  const stored = (await store.countSubmissions('attestation')) - before;
  if (receiver) {
    // What the server's worker had not sent before it stopped is still in the outbox: a restarted instance sends it.
    const { pending } = await store.outbox.backlog();
    const { messages, distinct } = receiver.stats();
    console.log(`deliveries during the runs: ${fmt(distinct)} messages received (${fmt(messages - distinct)} repeated); ${fmt(pending)} jobs still waiting when the server stopped`);
    await receiver.close();
  }
  await store.close();
  // Every row is one acknowledged submission: a 2xx during the runs, or the replay/retry of a dropped one.
  const same = stored === acknowledged + replayed + storedLate;
  console.log(
    `stored rows: ${fmt(stored)} = ${fmt(acknowledged)} acknowledged with 2xx during the runs (warm-up included) + ${replayed} committed while ` +
      `autocannon dropped their answer at the end of a run (their keys replayed: "idempotent-replayed") + ${storedLate} dropped before ` +
      `the server got them (stored on retry) — ${same ? 'equal' : 'MISMATCH'}`,
  );
  return { label, results, same };
}

/** GETs of one page as a browser sends them; only 200s with the drawn page count. */
async function runPages(port, connections, duration) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PAGE_PATH}`,
    connections,
    duration,
    headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-language': 'en-US' },
  });
  return { connections, ok: result['2xx'], perSecond: result['2xx'] / result.duration, non2xx: result.non2xx, errors: result.errors, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max };
}

const PAGE_PATH = '/preferredcontact';

async function benchPages(label, env) {
  const server = await startServer(env);
  try {
    const page = await new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: server.port, path: PAGE_PATH, headers: { accept: 'text/html' } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      }).on('error', reject);
    });
    if (page.status !== 200 || !page.text.includes('<h1') || !page.text.includes('id="portal-state"')) throw new Error(`GET ${PAGE_PATH} did not answer a drawn page`);
    if (WARMUP_S > 0) await runPages(server.port, 10, WARMUP_S);
    for (const connections of CONNECTIONS) {
      const result = await runPages(server.port, connections, DURATION_S);
      console.log(
        `${label}, ${String(connections).padStart(3)} connections: ${fmt(result.perSecond)} pages/s (${fmt(result.ok)} × 200; non-2xx ${result.non2xx}; ` +
          `errors ${result.errors}) — latency p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms; load average ${os.loadavg()[0].toFixed(2)}`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    running.child = undefined;
  }
}

async function main() {
  buildIfStale();
  const secret = crypto.randomBytes(36).toString('base64url');
  // One client address: the per-address budgets of the posts and of the pages (300 a minute) raised, or nearly everything is a 429.
  // A key of this run's (issue 35): the signing secrets the bench's stores and servers keep are encrypted with it.
  const common = { SESSION_SECRET: secret, SECRETS_KEY: crypto.randomBytes(32).toString('base64'), RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), PAGE_RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), LOG_LEVEL: 'warn' };
  console.log(
    `Bench: POST /api/Attestation on the compiled server (${os.cpus().length} CPUs, Node ${process.version}); autocannon in this process, ` +
      `${WARMUP_S} s warm-up then ${DURATION_S} s at ${CONNECTIONS.join(' and ')} connections; a valid record with a fresh Idempotency-Key per request.\n` +
      `Security on as in production: anti-forgery (cookie pair + X-XSRF-TOKEN checked on every POST), helmet headers, CSP, ` +
      `rate limits on the POSTs and the pages — with RATE_LIMIT_MAX and PAGE_RATE_LIMIT_MAX raised to ${fmt(RATE_LIMIT_MAX)} per window for the bench (the defaults, 120 and 300 a minute, would refuse nearly everything from one client address). LOG_LEVEL=warn.`,
  );
  const [load] = os.loadavg();
  if (load > 0.5) console.log(`Note: load average ${load.toFixed(2)} before the bench: other work on this machine shares its CPUs and disk, and skews the numbers.`);
  const outcomes = [];
  const controlDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-control-'));
  let control;
  try {
    control = await benchControl(controlDir);
  } finally {
    fs.rmSync(controlDir, { recursive: true, force: true });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    outcomes.push(await benchTarget(`SQLite (WAL, synchronous=FULL, group commit) in ${dataDir}`, { ...common, DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const endpointDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-endpoint-'));
  try {
    outcomes.push(
      await benchTarget('SQLite, with one delivery endpoint configured (the outbox written in each transaction, the worker delivering)', { ...common, DATA_DIR: endpointDir, DATABASE_URL: '' }, { endpoint: true }),
    );
  } finally {
    fs.rmSync(endpointDir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (pgUrl) {
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-'));
    try {
      outcomes.push(await benchTarget('PostgreSQL (BENCH_DATABASE_URL)', { ...common, DATA_DIR: pgDir, DATABASE_URL: pgUrl }));
    } finally {
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
  }

  console.log(`\n== Pages: GET ${PAGE_PATH} drawn on the server (one server process, SQLite) ==`);
  const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pages-'));
  try {
    await benchPages('page cache on (PAGE_CACHE_MS=5000)', { ...common, DATA_DIR: pagesDir, DATABASE_URL: '' });
    await benchPages('every page drawn (PAGE_CACHE_MS=0)', { ...common, DATA_DIR: pagesDir, DATABASE_URL: '', PAGE_CACHE_MS: '0' });
  } finally {
    fs.rmSync(pagesDir, { recursive: true, force: true });
  }

  // The portal's figures as ratios to the control's, measured in this run (issue 22's goal: at least 0.8 times the
  // control's submissions/s, p99 at most twice its p99), and the cost of one endpoint (within 10%).
  const [sqlite, withEndpoint] = outcomes;
  console.log('\n== Summary (ratios within this run) ==');
  for (const connections of CONNECTIONS) {
    const base = control.results.find((result) => result.connections === connections);
    const portal = sqlite.results.find((result) => result.connections === connections);
    const outbox = withEndpoint.results.find((result) => result.connections === connections);
    if (!base || !portal || !outbox) continue;
    const ratio = (a, b) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
    console.log(
      `${String(connections).padStart(3)} connections: control ${fmt(base.perSecond)}/s p99 ${base.p99} ms; portal ${fmt(portal.perSecond)}/s p99 ${portal.p99} ms ` +
        `(${ratio(portal.perSecond, base.perSecond)}× the control's rate, goal ≥ 0.80; p99 ${ratio(portal.p99, base.p99)}×, goal ≤ 2); ` +
        `with one endpoint ${fmt(outbox.perSecond)}/s p99 ${outbox.p99} ms (${ratio(outbox.perSecond, portal.perSecond)}× the rate without, goal ≥ 0.90; ` +
        `p99 ${ratio(outbox.p99, portal.p99)}×, goal ≤ 1.10)`,
    );
  }
  if (outcomes.some((outcome) => !outcome.same)) process.exitCode = 1;
}

runScript(main);
