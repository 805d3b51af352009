// Crash durability of acknowledged submissions (docs/api.md: "a submission is acknowledged only after
// commit"). The compiled server runs as a child process on a temp DATA_DIR (SQLite). Each round fires
// a burst of concurrent attestation POSTs, each with its own Idempotency-Key, and SIGKILLs the server
// mid-burst; with the server down, the database must hold every acknowledged submission exactly as
// sent. The server then restarts on the same DATA_DIR and the unacknowledged submissions are retried
// with their keys: one committed before the kill is replayed, not stored twice. At the end every
// submission is stored exactly once and the server stops cleanly on SIGTERM.
//
// SIGKILL loses the process, not the kernel's page cache: this proves that nothing is acknowledged
// before its commit, not that the commit reached the disk (that takes a power cut).
//
// DURABILITY_ROUNDS (default 4) and DURABILITY_WORKERS (default 50) override the defaults; DURABILITY_REPORT=1
// prints what each round sent, acknowledged and stored (jest prints only results by default).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createStore } from '../../server/store/createStore';
import type { StoredSubmission } from '../../server/store/types';
import type { AttestationRecord } from '../../src/domain/apiContract';
import { STATE_TRAINING_TITLE } from '../../src/domain/attestation';
import {
  antiForgeryPair,
  buildServerIfMissing,
  httpRequest,
  killAllChildren,
  runningChildren,
  startServer,
  type AntiForgeryPair,
  type ServerChild,
} from './support/serverProcess';

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 4);
const WORKERS = Number(process.env.DURABILITY_WORKERS ?? 50);
const SESSION_SECRET = 'durability-session-secret-0123456789abcdefgh';
/** Should the kill plan never fire (a server far slower than expected), the burst still ends. */
const BURST_SAFETY_MS = 10_000;

interface Submission {
  round: number;
  key: string;
  record: AttestationRecord;
  /** The reference of a 201, when one arrived. */
  reference?: string;
  /** Any other answer, or the transport error. */
  failure?: string;
  /** Sent after the server had been told to die. */
  afterKill: boolean;
}

type KillPlan = { after: 'ms'; value: number } | { after: 'acks'; value: number };

interface RoundReport {
  round: number;
  plan: string;
  sent: number;
  acked: number;
  ackedStored: number;
  unackedStored: number;
  unackedMissing: number;
  retriedReplayed: number;
  retriedNew: number;
  burstMs: number;
}

const reports: RoundReport[] = [];

function record(round: number, worker: number, seq: number): AttestationRecord {
  return {
    // Unique per submission: the stored row is found by it.
    firstName: `R${round}W${worker}S${seq}`,
    lastName: 'Durable',
    individualNPI: '1234567893',
    isValidNPI: 'Yes',
    title: 'MD',
    organizationName: 'Crash Test Clinic',
    submittedDatetime: new Date().toISOString(),
    attestationFormName: STATE_TRAINING_TITLE,
    wantsReceipt: false,
    receiptEmail: '',
  };
}

function postHeaders(pair: AntiForgeryPair, key: string): Record<string, string> {
  return { 'content-type': 'application/json', cookie: pair.cookie, 'x-xsrf-token': pair.token, 'idempotency-key': key };
}

const bodyOf = (submission: Submission) => JSON.stringify({ formData: JSON.stringify({ attestationForm: submission.record }) });

/** Posts from WORKERS concurrent loops until the plan says to SIGKILL the server; resolves once it is dead. */
async function burst(server: ServerChild, pair: AntiForgeryPair, round: number, plan: KillPlan): Promise<{ sent: Submission[]; ms: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
  const sent: Submission[] = [];
  let killed = false;
  let acked = 0;
  const started = Date.now();
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill('SIGKILL');
  };
  const timer = setTimeout(kill, plan.after === 'ms' ? plan.value : BURST_SAFETY_MS);

  const loop = async (worker: number) => {
    for (let seq = 0; !killed; seq += 1) {
      const submission: Submission = { round, key: `dur-${round}-${worker}-${seq}-${started}`, record: record(round, worker, seq), afterKill: false };
      sent.push(submission);
      try {
        const answer = await httpRequest(server.port, { method: 'POST', path: '/api/Attestation', headers: postHeaders(pair, submission.key), body: bodyOf(submission), agent });
        if (answer.status === 201) {
          submission.reference = (JSON.parse(answer.body) as { reference: string }).reference;
          acked += 1;
          if (plan.after === 'acks' && acked >= plan.value) kill();
        } else {
          submission.failure = `${answer.status} ${answer.body.slice(0, 200)}`;
        }
      } catch (error) {
        submission.failure = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      }
      submission.afterKill = killed;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, worker) => loop(worker)));
  clearTimeout(timer);
  const exit = await server.exited;
  agent.destroy();
  expect(exit.signal).toBe('SIGKILL');
  return { sent, ms: Date.now() - started };
}

/** The attestation rows of the database, opened directly while no server runs. */
async function storedRows(dataDir: string): Promise<Map<string, StoredSubmission[]>> {
  const store = createStore({ dataDir, databaseUrl: undefined });
  try {
    const rows = await store.listSubmissions('attestation');
    const byName = new Map<string, StoredSubmission[]>();
    for (const row of rows) {
      const name = String(row.record.firstName);
      byName.set(name, [...(byName.get(name) ?? []), row]);
    }
    return byName;
  } finally {
    await store.close();
  }
}

describe('acknowledged submissions survive SIGKILL (compiled server, SQLite)', () => {
  let root: string;
  let dataDir: string;
  let env: Record<string, string>;
  const everything: Submission[] = [];

  beforeAll(() => {
    buildServerIfMissing();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-durability-'));
    dataDir = path.join(root, 'data');
    env = { DATA_DIR: dataDir, SESSION_SECRET, RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' };
  }, 5 * 60_000);

  afterAll(async () => {
    await killAllChildren();
    if (root) fs.rmSync(root, { recursive: true, force: true });
    if (reports.length > 0 && process.env.DURABILITY_REPORT === '1') {
      const total = (field: keyof RoundReport) => reports.reduce((sum, report) => sum + Number(report[field]), 0);
      const lines = reports.map(
        (r) =>
          `  round ${r.round} (kill ${r.plan}, ${r.burstMs} ms): ${r.sent} sent, ${r.acked} acknowledged, ${r.ackedStored} of them stored; ` +
          `unacknowledged: ${r.unackedStored} stored anyway, ${r.unackedMissing} not stored; retried: ${r.retriedReplayed} replayed, ${r.retriedNew} stored new`,
      );
      console.log(
        `Durability, ${WORKERS} concurrent workers:\n${lines.join('\n')}\n` +
          `  total: ${total('acked')} acknowledged, ${total('ackedStored')} stored (${total('acked') - total('ackedStored')} lost); ` +
          `${total('sent')} sent, all stored exactly once after retries: ${everything.length}`,
      );
    }
  });

  it(`keeps every acknowledged submission over ${ROUNDS} kill/restart rounds, and retries store nothing twice`, async () => {
    let server = await startServer(env);
    let pair = await antiForgeryPair(server.port);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const plan: KillPlan =
        round % 2 === 1 ? { after: 'ms', value: 150 + Math.floor(Math.random() * 250) } : { after: 'acks', value: 100 + Math.floor(Math.random() * 400) };
      const { sent, ms } = await burst(server, pair, round, plan);
      everything.push(...sent);

      // Before the kill, every answer was a 201: no refusals, no 503s.
      const failedBeforeKill = sent.filter((s) => s.failure !== undefined && !s.afterKill);
      expect(failedBeforeKill.map((s) => s.failure)).toEqual([]);

      // Server down: the database itself must hold each acknowledged submission, as sent.
      const rows = await storedRows(dataDir);
      const acked = sent.filter((s) => s.reference !== undefined);
      const lost: string[] = [];
      const wrong: string[] = [];
      let unackedStored = 0;
      for (const submission of sent) {
        const found = rows.get(submission.record.firstName) ?? [];
        if (found.length > 1) wrong.push(`${submission.record.firstName} stored ${found.length} times`);
        const row = found[0];
        if (submission.reference !== undefined) {
          if (!row) lost.push(`${submission.reference} (${submission.record.firstName})`);
          else if (row.reference !== submission.reference) wrong.push(`${submission.record.firstName}: acknowledged ${submission.reference}, stored ${row.reference}`);
        } else if (row) unackedStored += 1;
        if (row && JSON.stringify(row.record) !== JSON.stringify(submission.record)) wrong.push(`${row.reference}: stored record differs from the one sent`);
      }
      expect(lost).toEqual([]);
      expect(wrong).toEqual([]);
      expect(acked.length).toBeGreaterThan(0);

      // Restart on the same DATA_DIR; the pair from before the crash is still good (same SESSION_SECRET).
      server = await startServer(env);
      let retriedReplayed = 0;
      let retriedNew = 0;
      const unacked = sent.filter((s) => s.reference === undefined);
      for (let start = 0; start < unacked.length; start += 25) {
        await Promise.all(
          unacked.slice(start, start + 25).map(async (submission) => {
            const committed = rows.get(submission.record.firstName)?.[0];
            const answer = await httpRequest(server.port, { method: 'POST', path: '/api/Attestation', headers: postHeaders(pair, submission.key), body: bodyOf(submission) });
            expect(answer.status).toBe(201);
            const { reference } = JSON.parse(answer.body) as { reference: string };
            if (committed) {
              // Committed before the kill, answer lost: the retry is a replay of the same row.
              expect(answer.headers['idempotent-replayed']).toBe('true');
              expect(reference).toBe(committed.reference);
              retriedReplayed += 1;
            } else {
              expect(answer.headers['idempotent-replayed']).toBeUndefined();
              retriedNew += 1;
            }
            submission.reference = reference;
          }),
        );
      }
      pair = await antiForgeryPair(server.port);
      reports.push({
        round,
        plan: plan.after === 'ms' ? `after ${plan.value} ms` : `after ${plan.value} acks`,
        sent: sent.length,
        acked: acked.length,
        ackedStored: acked.length - lost.length,
        unackedStored,
        unackedMissing: unacked.length - unackedStored,
        retriedReplayed,
        retriedNew,
        burstMs: ms,
      });
    }

    // A clean stop drains and closes; then every submission of every round is stored exactly once, as sent.
    const exit = await server.stop('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    const rows = await storedRows(dataDir);
    const problems: string[] = [];
    for (const submission of everything) {
      const found = rows.get(submission.record.firstName) ?? [];
      if (found.length !== 1) problems.push(`${submission.record.firstName} stored ${found.length} times`);
      else if (found[0]?.reference !== submission.reference) problems.push(`${submission.record.firstName}: ${submission.reference} vs ${found[0]?.reference}`);
      else if (JSON.stringify(found[0]?.record) !== JSON.stringify(submission.record)) problems.push(`${submission.reference}: record differs`);
    }
    expect(problems).toEqual([]);
    const storedCount = [...rows.values()].reduce((sum, list) => sum + list.length, 0);
    expect(storedCount).toBe(everything.length);

    // No server process is left behind.
    expect(runningChildren()).toEqual([]);
  }, 180_000);
});
