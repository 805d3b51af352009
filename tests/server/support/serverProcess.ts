// Runs the compiled server (dist-server/server/main.js) as a child process for the durability suite:
// free ports, readiness, plain HTTP calls with the anti-forgery pair, and no process left behind.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const SERVER_MAIN = path.join(ROOT, 'dist-server/server/main.js');

/** Builds the server (and the SPA it serves) when the compiled entry point is missing. */
export function buildServerIfMissing(timeoutMs = 5 * 60_000): void {
  if (fs.existsSync(SERVER_MAIN)) return;
  const result = spawnSync(process.execPath, [path.join(ROOT, 'server/scripts/build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: timeoutMs,
  });
  if (result.status !== 0 || !fs.existsSync(SERVER_MAIN)) {
    throw new Error(`building the server failed (status ${result.status}, signal ${result.signal})`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function httpRequest(
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string; agent?: http.Agent; timeoutMs?: number },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: {
          ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('request timed out')));
    request.on('error', reject);
    request.end(options.body);
  });
}

export interface AntiForgeryPair {
  cookie: string;
  token: string;
}

/** The anti-forgery pair a GET of the API hands out, as the SPA would get it. */
export async function antiForgeryPair(port: number): Promise<AntiForgeryPair> {
  const answer = await httpRequest(port, { method: 'GET', path: '/api/common/issiteinmaintenance' });
  const cookies = new Map<string, string>();
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const token = cookies.get('XSRF-TOKEN');
  const session = cookies.get('portal_session');
  if (answer.status !== 200 || !token || !session) throw new Error(`no anti-forgery pair (status ${answer.status})`);
  return { cookie: `portal_session=${session}; XSRF-TOKEN=${token}`, token };
}

export interface ServerChild {
  child: ChildProcess;
  port: number;
  /** What the process wrote (last 64 KB). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal and waits for the process to be gone. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function isAlive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Every child this module started that has not exited yet (for the afterAll check). */
export function runningChildren(): ChildProcess[] {
  return [...running].filter(isAlive);
}

/** Kills (SIGKILL) and waits for every child still running. */
export async function killAllChildren(): Promise<void> {
  await Promise.all(
    runningChildren().map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** Starts the compiled server and resolves once /readyz answers 200. */
export async function startServer(env: Record<string, string>, readyTimeoutMs = 30_000): Promise<ServerChild> {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A test run that ends abruptly must not leave servers behind.
    process.once('exit', () => {
      for (const child of runningChildren()) child.kill('SIGKILL');
    });
  }
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: '', ...env };
  delete childEnv.PORTAL_CONFIG_FILE;
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  const server: ServerChild = {
    child,
    port,
    output: () => output,
    exited,
    async stop(signal) {
      if (isAlive(child)) child.kill(signal);
      return exited;
    },
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (!isAlive(child)) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      const answer = await httpRequest(port, { method: 'GET', path: '/readyz', timeoutMs: 1000 });
      if (answer.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
