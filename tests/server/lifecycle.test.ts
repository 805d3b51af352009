// The compiled server as a process: it becomes ready, drains an in-flight POST on SIGTERM and exits 0, and a bad setting exits 2.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { attestationRecord, envelope, makeStaticDir, npiWithCheckDigit, removeDir, SESSION_SECRET, standInRendererFile, tempDir } from './support/appHarness';
import { createStore } from '../../server/store/createStore';
import { XSRF_COOKIE_NAME } from '../../src/domain/apiContract';

const ROOT = path.resolve(__dirname, '../..');
const BUILT_MAIN = path.join(ROOT, 'dist-server/server/main.js');

/** The newest modification time under the given folders (TypeScript sources only). */
function newestSource(folders: string[]): number {
  let newest = 0;
  const visit = (target: string) => {
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(target)) if (child !== 'node_modules' && child !== 'scripts') visit(path.join(target, child));
    } else if (target.endsWith('.ts')) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const folder of folders) visit(path.join(ROOT, folder));
  return newest;
}

let work: string;
let staticDir: string;
/** The server's entry point, and the NODE_PATH it needs when it was compiled outside the project. */
let entry: { main: string; nodePath?: string };

beforeAll(() => {
  work = tempDir('lifecycle');
  staticDir = makeStaticDir(work);
  const builtAt = fs.existsSync(BUILT_MAIN) ? fs.statSync(BUILT_MAIN).mtimeMs : 0;
  if (builtAt >= newestSource(['server', 'src/domain'])) {
    entry = { main: BUILT_MAIN };
    return;
  }
  // dist-server is missing or older than the sources: compile them into the temp dir instead (the SPA is a fake
  // here, so no webpack build), leaving the shared dist-server alone for whoever else uses it.
  const outDir = path.join(work, 'build');
  const result = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'server/tsconfig.json', '--outDir', outDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const main = path.join(outDir, 'server/main.js');
  if (!fs.existsSync(main)) throw new Error(`could not compile the server:\n${result.stdout}\n${result.stderr}`);
  entry = { main, nodePath: path.join(ROOT, 'node_modules') };
}, 300_000);

afterAll(() => {
  removeDir(work);
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface RunningServer {
  child: ChildProcess;
  base: string;
  dataDir: string;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: RunningServer[] = [];

afterEach(async () => {
  // Only the processes these tests started, and only those still running.
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
});

async function start(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
  const child = spawn(process.execPath, [entry.main], {
    cwd: work,
    // Only what the test chooses: no DATABASE_URL or other setting leaks in from the environment running jest.
    env: {
      PATH: process.env.PATH ?? '',
      ...(entry.nodePath ? { NODE_PATH: entry.nodePath } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      RENDER_FILE: standInRendererFile(staticDir),
      SESSION_SECRET,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const server = { child, base: `http://127.0.0.1:${port}`, dataDir, stdout: () => stdout, stderr: () => stderr, exited };
  running.push(server);
  return server;
}

async function waitUntilReady(server: RunningServer, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}: ${server.stderr()}`);
    try {
      const response = await fetch(`${server.base}/readyz`);
      if (response.status === 200) return response;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`not ready in ${timeoutMs} ms:\n${server.stdout()}\n${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The Cookie header and token of a new anonymous session. */
async function session(server: RunningServer): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${server.base}/api/common/issiteinmaintenance`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const token = cookies.find((cookie) => cookie.startsWith(`${XSRF_COOKIE_NAME}=`))?.slice(XSRF_COOKIE_NAME.length + 1);
  if (!token) throw new Error('no anti-forgery token');
  return { cookie: cookies.join('; '), token };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('becomes ready, serves the API and the app, and exits 0 on SIGTERM', async () => {
  const server = await start({ PLAN_NAME: 'Lifecycle Health' });
  const ready = await waitUntilReady(server);
  expect(await ready.json()).toEqual({ status: 'ready', database: 'sqlite' });

  expect(await (await fetch(`${server.base}/api/common/issiteinmaintenance`)).json()).toBe(false);
  const page = await fetch(`${server.base}/tgisurvey`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('"planName":"Lifecycle Health"');

  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(server.stdout()).toContain('shutting down');
  expect(fs.existsSync(path.join(server.dataDir, 'portal.sqlite3'))).toBe(true);
}, 60_000);

it('finishes a POST that is in flight when SIGTERM arrives, stores it, then exits 0', async () => {
  const server = await start();
  await waitUntilReady(server);
  const { cookie, token } = await session(server);
  const record = attestationRecord({ firstName: 'Drained' });
  const body = Buffer.from(JSON.stringify(envelope('attestation', record)));

  const request = http.request(`${server.base}/api/Attestation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length, cookie, 'x-xsrf-token': token, 'idempotency-key': 'drain-test-0001' },
  });
  const answer = new Promise<{ status: number; text: string; connection: string | undefined }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, connection: response.headers.connection }));
    });
    request.on('error', reject);
  });

  // Half the body now; SIGTERM while the server waits for the rest; the rest after a pause.
  request.write(body.subarray(0, 40));
  await sleep(300);
  server.child.kill('SIGTERM');
  await sleep(500);
  expect(server.child.exitCode).toBeNull();
  // No new connections while draining.
  const late = await fetch(`${server.base}/healthz`).then(
    (response) => response.status,
    () => 'refused',
  );
  expect([503, 'refused']).toContain(late);
  request.end(body.subarray(40));

  const { status, text, connection } = await answer;
  const answeredAt = Date.now();
  expect(status).toBe(201);
  // The connection ends with the answer, so the drain does not wait for the client to drop it.
  expect(connection).toBe('close');
  const receipt = JSON.parse(text) as { id: string; reference: string };
  expect(receipt.reference).toMatch(/^ATT-[A-Z0-9]{8}$/);
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(Date.now() - answeredAt).toBeLessThan(3000);

  // Acknowledged means committed: the record is in the database the process left behind.
  const store = createStore({ dataDir: server.dataDir });
  try {
    const stored = await store.listSubmissions('attestation');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reference: receipt.reference, record });
  } finally {
    await store.close();
  }
}, 60_000);

it('after SIGTERM, a client that never finishes its body is cut off at the shutdown deadline and the process exits 0', async () => {
  const server = await start({ SHUTDOWN_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '60000' });
  await waitUntilReady(server);
  const { cookie, token } = await session(server);
  const stalled = http.request(`${server.base}/api/Attestation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': 500, cookie, 'x-xsrf-token': token },
  });
  const cut = new Promise<string>((resolve) => {
    stalled.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    stalled.on('response', (response) => resolve(`answered ${response.statusCode}`));
  });
  stalled.write('{"formData":"');
  await sleep(300);
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
  const tookMs = Date.now() - signalledAt;
  expect(tookMs).toBeGreaterThanOrEqual(900);
  expect(tookMs).toBeLessThan(5000);
  expect(await cut).toMatch(/ECONNRESET|socket hang up|answered/);
  expect(server.stdout()).toContain('shutdown deadline reached');
}, 60_000);

it('keeps the NPI out of its log when the registry answers with it', async () => {
  const npi = npiWithCheckDigit('991799179');
  const registry = http.createServer((request, response) => {
    response.end(`<${new URL(request.url ?? '/', 'http://registry.test').searchParams.get('number')}>`);
  });
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
  try {
    const server = await start({ NPPES_URL: `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`, LOG_LEVEL: 'trace' });
    await waitUntilReady(server);
    const response = await fetch(`${server.base}/api/Attestation/IsNPIValid/${npi}`);
    expect(await response.json()).toBe(true);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(server.stdout()).toContain('NPI registry unavailable');
    expect(server.stdout()).not.toContain(npi);
  } finally {
    registry.closeAllConnections();
    await new Promise<void>((resolve) => registry.close(() => resolve()));
  }
}, 60_000);

it('exits 2 naming the setting when the configuration is invalid', async () => {
  const server = await start({ PLAN_MAIN_PHONE: '1' });
  const { code } = await server.exited;
  expect(code).toBe(2);
  expect(server.stderr()).toContain('PLAN_MAIN_PHONE');
  expect(server.stderr()).toMatch(/^Invalid configuration: PLAN_MAIN_PHONE/);
  // One line, no stack trace.
  expect(server.stderr().trim().split('\n')).toHaveLength(1);
}, 60_000);
