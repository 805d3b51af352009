// A portal server of a spec's own (issue 36): the built server on its own port and temporary database, with settings
// the shared server of the run does not have (an SMTP server the spec starts on loopback), stopped after the spec.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MAIN = path.resolve(__dirname, '../../../dist-server/server/main.js');

export interface OwnServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'e2e-own-session-secret-that-is-long-enough-0',
      LOG_LEVEL: 'warn',
      PAGE_RATE_LIMIT_MAX: '100000',
      PORTAL_PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (exit ${child.exitCode})`);
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok).catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server was not ready within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
