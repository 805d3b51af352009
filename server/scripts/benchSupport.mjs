// What the bench and the delivery soak share: the attestation they post, a free port, a GET, the compiled server started
// on a fresh port (and killed if the script dies), an anti-forgery pair got as the SPA gets it, and one POST of the
// attestation with that pair.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;

/** A valid attestation's POST body, the same for every request (each gets its own Idempotency-Key). */
export const ATTESTATION_BODY = JSON.stringify({
  formData: JSON.stringify({
    attestationForm: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      individualNPI: '1234567893',
      isValidNPI: 'Yes',
      title: 'MD',
      organizationName: 'Harbor Clinic',
      submittedDatetime: '2026-11-20T17:30:00.000Z',
      attestationFormName: 'Medi-Cal for Kids & Teens Provider Training',
    },
  }),
});

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function get(port, urlPath) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 2000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/** Server CPU time so far (user + system, seconds), from /proc; undefined elsewhere. */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The running server child, killed if the script dies. */
export const running = { child: undefined };

export async function startServer(env, script = path.join(root, 'dist-server/server/main.js')) {
  const port = await freePort();
  const args = [...(CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : []), script];
  const childEnv = { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) };
  delete childEnv.PORTAL_CONFIG_FILE;
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  running.child = child;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited before it was ready');
    try {
      const response = await get(port, '/readyz');
      if (response.statusCode === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server was not ready within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, port, exited };
}

export async function antiForgeryPair(port) {
  const response = await get(port, '/api/common/issiteinmaintenance');
  const cookies = Object.fromEntries(
    (response.headers['set-cookie'] ?? []).map((line) => {
      const pair = line.split(';')[0];
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  if (!cookies['XSRF-TOKEN'] || !cookies.portal_session) throw new Error('the GET handed out no anti-forgery cookies');
  return { cookie: `portal_session=${cookies.portal_session}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`, token: cookies['XSRF-TOKEN'] };
}

/**
 * One POST of the attestation with an anti-forgery pair and an Idempotency-Key, as the SPA sends it; `headers` are
 * added last (they may replace one of these). Resolves to the answer's status, headers and body; rejects when no
 * answer came (each script decides what that means).
 */
export function postAttestation(port, pair, key, { headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/Attestation',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(ATTESTATION_BODY),
          cookie: pair.cookie,
          'x-xsrf-token': pair.token,
          'idempotency-key': key,
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
      },
    );
    request.on('error', reject);
    request.end(ATTESTATION_BODY);
  });
}


/** Runs a script's main: the server child is killed if the script is interrupted or fails. */
export function runScript(main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      running.child?.kill('SIGKILL');
      process.exit(130);
    });
  }
  main().catch((error) => {
    running.child?.kill('SIGKILL');
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
