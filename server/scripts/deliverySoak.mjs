// `npm run soak:delivery` (issue 22): does every acknowledged submission reach the plan's endpoint, whatever the
// receiver and the server go through? The compiled server on a fresh SQLite DATA_DIR, one endpoint on a receiver on
// loopback, SOAK_SUBMISSIONS (default 10,000) attestations posted by 20 clients with Idempotency-Keys, while the
// receiver is down (connection refused), then answers 500, then answers slowly (3 s), each for a few seconds between
// good spells; halfway the server is killed with SIGKILL and started again, and the clients send what got no answer
// again with the same key, as the portal's pages do. Then it waits until every acknowledged reference has arrived,
// and checks every message with `standardwebhooks` and that a repeated reference always carried its first
// `webhook-id`, and that the outbox ends empty. Exit 1 when a submission is missing or a check fails.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { buildIfStale } from './build.mjs';
import { antiForgeryPair, postAttestation, runScript, running, startServer } from './benchSupport.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const TOTAL = Number(process.env.SOAK_SUBMISSIONS ?? 10_000);
const CLIENTS = 20;
const DRAIN_LIMIT_MS = 8 * 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (value) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** The receiver: its behaviour is switched by the soak; every message is kept to be checked at the end. */
async function startReceiver(port, secret) {
  // Checked as it arrives: the library refuses a timestamp five minutes away from its own clock.
  const webhook = new Webhook(secret);
  const state = { mode: 'ok', messages: [], unverified: 0 };
  let server;
  const listen = () =>
    new Promise((resolve) => {
      server = http.createServer((request, response) => {
        const chunks = [];
        request.on('data', (chunk) => chunks.push(chunk));
        request.on('end', () => {
          const message = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
          try {
            webhook.verify(message.body, message.headers);
          } catch {
            state.unverified += 1;
          }
          if (state.mode === 'fail') return response.writeHead(500).end();
          const answer = () => {
            // Kept only once answered 2xx: a 500 is not a delivery.
            state.messages.push(message);
            response.writeHead(204).end();
          };
          if (state.mode === 'slow') setTimeout(answer, 3000);
          else answer();
        });
      });
      server.keepAliveTimeout = 1000;
      server.listen(port, '127.0.0.1', resolve);
    });
  await listen();
  return {
    state,
    url: `http://127.0.0.1:${port}/hooks`,
    async down() {
      state.mode = 'down';
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    async up(mode = 'ok') {
      state.mode = mode;
      if (!server.listening) await listen();
    },
    close: () => new Promise((resolve) => (server.listening ? (server.closeAllConnections(), server.close(resolve)) : resolve())),
  };
}

/** No answer (the server was killed, or is restarting) is status 0: the client sends it again. */
function post(port, pair, key) {
  return postAttestation(port, pair, key).catch(() => ({ status: 0, text: '' }));
}

async function main() {
  buildIfStale({ spa: false });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
  const { createStore } = require(path.join(root, 'dist-server/server/store/createStore.js'));
  const { parseSecretsKey } = require(path.join(root, 'dist-server/server/security/secretsAtRest.js'));
  // The key of this run (issue 35), the server's SECRETS_KEY: the endpoint's secret added here is encrypted with it.
  const secretsKey = crypto.randomBytes(32).toString('base64');
  const secretsKeyring = { current: parseSecretsKey(secretsKey) };
  const receiverPort = await new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const secret = `whsec_${crypto.randomBytes(24).toString('base64')}`;
  const receiver = await startReceiver(receiverPort, secret);
  const setup = createStore({ dataDir, secretsKeyring });
  await setup.migrate();
  // On loopback: the plan's own network, reached only by an endpoint added with the flag (issue 35).
  await setup.outbox.addEndpoint(receiver.url, ['attestation'], secret, { allowPrivateNetwork: true });
  await setup.close();

  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SECRETS_KEY: secretsKey, SESSION_SECRET: crypto.randomBytes(36).toString('base64url'), RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'error' };
  let server = await startServer(env);
  let pair = await antiForgeryPair(server.port);
  console.log(`Delivery soak: ${fmt(TOTAL)} submissions by ${CLIENTS} clients to the compiled server (SQLite in ${dataDir}), one endpoint on a receiver on loopback.`);

  const acknowledged = new Map(); // reference → key
  let next = 0;
  let restarting;
  const started = Date.now();
  const phases = [];
  const phase = (label) => phases.push(`${label} at ${((Date.now() - started) / 1000).toFixed(1)} s`);

  async function client() {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= TOTAL) return;
      const key = `soak-key-${String(index).padStart(6, '0')}`;
      for (;;) {
        if (restarting) await restarting;
        const answer = await post(server.port, pair, key);
        if (answer.status === 201) {
          acknowledged.set(JSON.parse(answer.text).reference, key);
          break;
        }
        // A refusal of the request itself would repeat for ever: the soak is wrong, not the server.
        if (answer.status >= 400 && answer.status < 500 && answer.status !== 403 && answer.status !== 429) {
          throw new Error(`a submission was refused ${answer.status}: ${answer.text.slice(0, 200)}`);
        }
        // No answer (the server was killed) or its refusal while restarting: the page sends it again, same key.
        await sleep(100);
      }
    }
  }

  /** The receiver's bad spells and the kill, by how far the submissions have got. */
  async function director() {
    const at = async (share) => {
      while (next < TOTAL * share) await sleep(20);
    };
    /** Four seconds of the receiver answering in this mode, then well again. */
    const spell = async (mode, during, after) => {
      phase(during);
      receiver.state.mode = mode;
      await sleep(4000);
      receiver.state.mode = 'ok';
      phase(after);
    };
    await at(0.1);
    phase('receiver down');
    await receiver.down();
    await sleep(4000);
    await receiver.up('ok');
    phase('receiver back');
    // A good spell longer than the first retry's wait (5 s, a fifth either way), so what the spell failed gets through.
    await sleep(7000);
    await at(0.3);
    await spell('fail', 'receiver answers 500', 'receiver answers 204');
    await sleep(7000);
    await at(0.5);
    phase('server killed (SIGKILL)');
    let resume;
    restarting = new Promise((resolve) => (resume = resolve));
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startServer(env);
    pair = await antiForgeryPair(server.port);
    restarting = undefined;
    resume();
    phase('server started again');
    await sleep(7000);
    await at(0.7);
    await spell('slow', 'receiver slow (3 s)', 'receiver fast again');
  }

  await Promise.all([director(), ...Array.from({ length: CLIENTS }, client)]);
  const submittedIn = (Date.now() - started) / 1000;
  console.log(`submitted: ${fmt(acknowledged.size)} acknowledged in ${submittedIn.toFixed(1)} s (${fmt(acknowledged.size / submittedIn)}/s); ${phases.join('; ')}`);

  // Every acknowledged reference must arrive; a job held by the killed server waits for its lease (a minute).
  const delivered = () => new Set(receiver.state.messages.map((message) => JSON.parse(message.body).data.reference));
  const drainStart = Date.now();
  let missing = acknowledged.size;
  let allArrivedAfter;
  // Then until the outbox is empty: a job the killed server had sent but not yet marked is sent again once its lease
  // has expired, with its own webhook-id, which the receiver drops as a duplicate.
  const watcher = createStore({ dataDir });
  let pendingLeft = Infinity;
  while (Date.now() - drainStart < DRAIN_LIMIT_MS) {
    const got = delivered();
    missing = [...acknowledged.keys()].filter((reference) => !got.has(reference)).length;
    if (missing === 0 && allArrivedAfter === undefined) allArrivedAfter = (Date.now() - drainStart) / 1000;
    pendingLeft = (await watcher.outbox.backlog()).pending;
    if (missing === 0 && pendingLeft === 0) break;
    await sleep(1000);
  }
  await watcher.close();
  const drainSeconds = allArrivedAfter ?? (Date.now() - drainStart) / 1000;
  const emptySeconds = (Date.now() - drainStart) / 1000;

  // A reference sent twice must always carry its first webhook-id.
  const idsByReference = new Map();
  const { unverified } = receiver.state;
  for (const message of receiver.state.messages) {
    const reference = JSON.parse(message.body).data.reference;
    const ids = idsByReference.get(reference) ?? new Set();
    ids.add(message.headers['webhook-id']);
    idsByReference.set(reference, ids);
  }
  const repeated = receiver.state.messages.length - idsByReference.size;
  const twoIds = [...idsByReference.values()].filter((ids) => ids.size > 1).length;
  const extra = [...idsByReference.keys()].filter((reference) => !acknowledged.has(reference)).length;

  server.child.kill('SIGTERM');
  await server.exited;
  running.child = undefined;
  const store = createStore({ dataDir });
  const { pending } = await store.outbox.backlog();
  const stored = await store.countSubmissions('attestation');
  await store.close();
  await receiver.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `delivered: ${fmt(acknowledged.size - missing)} of ${fmt(acknowledged.size)} acknowledged (${missing} missing) ${missing === 0 ? `within ${drainSeconds.toFixed(1)} s after the last submission` : `after waiting ${drainSeconds.toFixed(0)} s`}, ` +
      `the outbox ${pendingLeft === 0 ? `empty ${emptySeconds.toFixed(1)} s after it` : `still holding ${pendingLeft} jobs`}; ` +
      `${fmt(receiver.state.messages.length)} messages, ${fmt(repeated)} repeats of a reference (${twoIds} with another webhook-id), ${unverified} failing standardwebhooks' check; ` +
      `${extra} references never acknowledged (stored before the kill, answered on retry as replays: ${fmt(stored)} rows stored); ${pending} jobs left waiting.`,
  );
  if (missing > 0 || twoIds > 0 || unverified > 0 || pendingLeft > 0) process.exitCode = 1;
}

runScript(main);
