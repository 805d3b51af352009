// `npm run lighthouse`: Lighthouse (mobile: simulated Slow 4G and a 4x slower CPU) on every route of the route
// table, N runs each, beside a plain HTML form served from this machine in the same run; prints the medians and
// fails when a route misses the targets of docs/testing.md#lighthouse. Uses the system Chromium (CHROME_PATH,
// default /usr/bin/chromium): nothing is downloaded. Too noisy for CI on a shared machine, so it stays a command.
//
//   npm run lighthouse                     every route, 3 runs each
//   npm run lighthouse -- --runs=5 --routes=/,/childhood
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const TARGETS = { performance: 97, totalBlockingTimeMs: 100, largestContentfulPaintMs: 2000, cumulativeLayoutShift: 0, accessibility: 100, bestPractices: 100 };

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const runs = Number(args.runs ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number, 1 or more.');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The portal as `npm start` runs it (building what is stale), on a database of its own that is removed afterwards. */
async function startPortal() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const child = spawn(process.execPath, ['server/scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // A first run builds the portal and the server, which takes a few minutes on two cores.
  await waitFor(`${origin}/readyz`, 600_000);
  return {
    origin,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The limit: a form in plain HTML with nothing to download, served from this machine like the portal. */
const CONTROL_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A plain HTML form, the control of the portal's Lighthouse runs.">
<title>Plain HTML form</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#1f1f1f}label{display:block;margin-top:1rem}input{font:inherit;min-height:40px;width:100%;box-sizing:border-box}button{font:inherit;min-height:40px;margin-top:1rem}</style>
</head><body><main><h1>Training attestation</h1>
<form method="post" action="/"><label for="npi">NPI</label><input id="npi" name="npi" inputmode="numeric" autocomplete="off">
<label for="name">Your name</label><input id="name" name="name" autocomplete="name">
<label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="email">
<button type="submit">Submit</button></form></main></body></html>`;

async function startControl() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(CONTROL_PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() };
}

/** A fresh Chromium with a profile of its own for every run, so no run is served from another's cache. */
async function launchChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-chromium-'));
  const chromium = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that stopping it stops its renderer and helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${chromePath} did not start: ${output}`)), 30_000);
    chromium.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chromium.on('exit', (code) => reject(new Error(`${chromePath} exited with ${code}: ${output}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      process.kill(-chromium.pid, 'SIGKILL');
      await exited;
      // A helper process may still be writing the profile for a moment after the group is killed.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * One Lighthouse run whose every metric is a number. On this shared machine a run now and then ends without one (no
 * LCP recorded: Lighthouse's NO_LCP); such a run is taken again, twice at most, rather than left out of the medians.
 */
async function measure(url, attempt = 1) {
  const sample = await measureOnce(url);
  const missing = Object.entries(sample).filter(([key, value]) => key !== 'failedAudits' && key !== 'runtimeError' && !Number.isFinite(value));
  if (missing.length === 0) return sample;
  if (attempt >= 3) throw new Error(`${url}: no ${missing.map(([key]) => key).join(', ')} in ${attempt} runs (${sample.runtimeError ?? 'no error given'})`);
  process.stderr.write(`${url}: a run without ${missing.map(([key]) => key).join(', ')} (${sample.runtimeError ?? 'no error given'}); running it again\n`);
  return measure(url, attempt + 1);
}

async function measureOnce(url) {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const { categories, audits } = result.lhr;
    const requests = audits['network-requests']?.details?.items ?? [];
    const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const failing = (category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => ref.id);
    return {
      performance: Math.round(categories.performance.score * 100),
      totalBlockingTimeMs: audits['total-blocking-time'].numericValue,
      largestContentfulPaintMs: audits['largest-contentful-paint'].numericValue,
      cumulativeLayoutShift: audits['cumulative-layout-shift'].numericValue,
      scriptKB: scriptBytes / 1000,
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      failedAudits: [...failing(categories.accessibility), ...failing(categories['best-practices'])],
      runtimeError: result.lhr.runtimeError?.code,
    };
  } finally {
    await chromium.stop();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function medians(samples) {
  const keys = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number');
  const result = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
  result.failedAudits = [...new Set(samples.flatMap((sample) => sample.failedAudits))];
  return result;
}

function misses(result) {
  const missed = [];
  if (result.performance < TARGETS.performance) missed.push(`score ${result.performance} < ${TARGETS.performance}`);
  if (result.totalBlockingTimeMs > TARGETS.totalBlockingTimeMs) missed.push(`TBT ${Math.round(result.totalBlockingTimeMs)} ms > ${TARGETS.totalBlockingTimeMs} ms`);
  if (result.largestContentfulPaintMs > TARGETS.largestContentfulPaintMs) missed.push(`LCP ${(result.largestContentfulPaintMs / 1000).toFixed(2)} s > ${TARGETS.largestContentfulPaintMs / 1000} s`);
  // Lighthouse reports shifts below 0.0005 as 0.000; anything it can show counts.
  if (result.cumulativeLayoutShift >= 0.0005) missed.push(`CLS ${result.cumulativeLayoutShift.toFixed(3)} > 0`);
  if (result.accessibility < TARGETS.accessibility) missed.push(`accessibility ${result.accessibility}`);
  if (result.bestPractices < TARGETS.bestPractices) missed.push(`best practices ${result.bestPractices}`);
  if (result.failedAudits.length > 0) missed.push(`failed: ${result.failedAudits.join(', ')}`);
  return missed;
}

const portal = await startPortal();
const control = await startControl();
try {
  const stats = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'stats.json'), 'utf8'));
  if (!stats.routes && !args.routes) throw new Error('dist/stats.json has no route manifest: rebuild, or name the routes with --routes=/,/childhood');
  const tableRoutes = Object.keys(stats.routes ?? {}).map((route) => (route === '*' ? '/no-such-page' : route));
  const routes = args.routes ? args.routes.split(',') : tableRoutes;

  const rows = [];
  const targets = [{ name: 'plain HTML form (control)', url: control.url, control: true }, ...routes.map((route) => ({ name: route, url: `${portal.origin}${route}` }))];
  for (const target of targets) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(target.url));
    const result = medians(samples);
    rows.push({ ...target, result, missed: target.control ? [] : misses(result) });
    process.stderr.write(`measured ${target.name} (${runs} runs)\n`);
  }

  console.log(`\nLighthouse ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile (simulated Slow 4G, 4x CPU), median of ${runs} run(s)`);
  console.log(`Targets: score >= ${TARGETS.performance}, TBT <= ${TARGETS.totalBlockingTimeMs} ms, LCP <= ${TARGETS.largestContentfulPaintMs / 1000} s, CLS 0, accessibility and best practices 100\n`);
  console.log('| Route | Score | Total blocking time | LCP | CLS | JS transferred | Accessibility | Best practices |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { name, result } of rows) {
    console.log(
      `| ${name === '/no-such-page' ? 'not found (`/no-such-page`)' : name.startsWith('/') ? `\`${name}\`` : name} | ${result.performance} | ${Math.round(result.totalBlockingTimeMs)} ms | ${(result.largestContentfulPaintMs / 1000).toFixed(2)} s | ${result.cumulativeLayoutShift.toFixed(3)} | ${result.scriptKB.toFixed(0)} KB | ${result.accessibility} | ${result.bestPractices} |`,
    );
  }
  const failures = rows.filter((row) => row.missed.length > 0);
  console.log('');
  for (const row of failures) console.log(`MISSED ${row.name}: ${row.missed.join('; ')}`);
  if (failures.length > 0) {
    console.log(`\n${failures.length} of ${rows.length - 1} routes miss the targets.`);
    process.exitCode = 1;
  } else {
    console.log(`All ${rows.length - 1} routes meet the targets.`);
  }
} finally {
  control.stop();
  portal.stop();
}
