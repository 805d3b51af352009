// Property-based fuzzing of the three submission POSTs (docs/api.md) through app.inject, with a valid
// anti-forgery pair: valid records, one-field mutations, random records, formData strings, envelopes
// and bodies. Properties: never a 5xx; a 201 adds exactly one stored row (a replay none) and a refusal
// adds nothing; the answer is the one the domain validators give; every stored row passes the
// validator of its form and equals the record the validator returned for what was sent.
//
// FUZZ_RUNS (default 1000 per route) and FUZZ_SEED override the run count and the seed; FUZZ_REPORT=1 prints
// the tally of answers per route and case category after the run (jest prints only results by default).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES, buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createStore } from '../../server/store/createStore';
import type { PortalStore } from '../../server/store/types';
import { REFERENCE_PREFIX } from '../../server/store/schema';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../src/domain/apiContract';
import { TEXTING_TERMS_VERSION } from '../../src/domain/contact';
import { hasValidNpiCheckDigit } from '../../src/domain/npi';
import { caseArbitrary, FORM_SPECS, type FormSpec, type FuzzCase } from './support/fuzzArbitraries';


const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const SESSION_COOKIE = 'portal_session';
const SUBMISSION_STATUSES = new Set([201, 400, 413, 415, 422]);

/**
 * What the server stores for an accepted record: isValidNPI is its own verdict (the check digit here, with no
 * provider list or registry), whatever the client sent.
 */
function withServerNpiVerdict(record: object): object {
  const { individualNPI } = record as { individualNPI?: unknown };
  if (typeof individualNPI !== 'string' || !('isValidNPI' in record)) return record;
  return { ...record, isValidNPI: individualNPI !== 'NA' && hasValidNpiCheckDigit(individualNPI) ? 'Yes' : 'No' };
}

/** The formData string of a payload, which an Idempotency-Key is bound to; undefined when there is none. */
function formDataOf(payload: string): string | undefined {
  const body = parseJson(payload);
  return body.ok && isPlainObject(body.value) && typeof body.value.formData === 'string' ? body.value.formData : undefined;
}

interface Outcome {
  status: 201 | 400 | 413 | 422;
  /** For a 201: what the validator made of the record (what must be stored). */
  record?: object;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * What the server must answer to a JSON body, worked out from the API contract and the domain
 * validators; undefined for other content types (those only have to be refused without a 5xx).
 */
function oracle(spec: FormSpec, fuzzCase: FuzzCase): Outcome | undefined {
  const type = fuzzCase.contentType.toLowerCase();
  if (type !== 'application/json' && type !== 'application/json; charset=utf-8') return undefined;
  if (Buffer.byteLength(fuzzCase.payload, 'utf8') > BODY_LIMIT_BYTES) return { status: 413 };
  const body = parseJson(fuzzCase.payload);
  if (!body.ok || !isPlainObject(body.value)) return { status: 400 };
  const keys = Object.keys(body.value);
  const formData = body.value.formData;
  if (keys.length !== 1 || keys[0] !== 'formData' || typeof formData !== 'string') return { status: 400 };
  if (fuzzCase.keyMode === 'invalid') return { status: 400 };
  const envelope = parseJson(formData);
  if (!envelope.ok || !isPlainObject(envelope.value)) return { status: 400 };
  const envelopeKeys = Object.keys(envelope.value);
  if (envelopeKeys.length !== 1 || envelopeKeys[0] !== spec.envelopeKey) return { status: 400 };
  const result = spec.validate((envelope.value as Record<string, unknown>)[spec.envelopeKey]);
  return result.ok ? { status: 201, record: result.record } : { status: 400 };
}

function quietStream(): NodeJS.WritableStream {
  return new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
}

interface RouteStats {
  tried: number;
  byCategory: Record<string, Record<string, number>>;
  byStatus: Record<string, number>;
  stored: number;
  replayed: number;
}

const stats: Record<string, RouteStats> = {};

describe('fuzzing the submission POSTs', () => {
  let dir: string;
  let store: PortalStore;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let keyCounter = 0;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fuzz-'));
    const config = loadConfig(
      {
        DATA_DIR: path.join(dir, 'data'),
        SESSION_SECRET: 'fuzz-session-secret-0123456789abcdef-xyz',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000000',
      },
      dir,
    );
    store = createStore({ dataDir: config.dataDir, databaseUrl: undefined });
    await store.migrate();
    app = await buildApp({ config, store, serveSpa: false, logStream: quietStream() });
    await app.ready();

    // One GET hands out the pair; every POST of the run reuses it.
    const response = await app.inject({ method: 'GET', url: '/api/common/issiteinmaintenance' });
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    const token = response.cookies.find((cookie) => cookie.name === XSRF_COOKIE_NAME)?.value;
    if (!session || !token) throw new Error('the GET handed out no anti-forgery cookies');
    headers = { cookie: `${SESSION_COOKIE}=${session}; ${XSRF_COOKIE_NAME}=${token}`, [XSRF_HEADER_NAME.toLowerCase()]: token };
  });

  afterAll(async () => {
    await app?.close();
    await store?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (process.env.FUZZ_REPORT !== '1') return;
    const lines = Object.entries(stats).map(([route, s]) => {
      const statuses = Object.entries(s.byStatus)
        .sort()
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      const categories = Object.entries(s.byCategory)
        .sort()
        .map(([category, byStatus]) => `    ${category.padEnd(22)} ${Object.entries(byStatus).sort().map(([status, n]) => `${status}×${n}`).join(' ')}`)
        .join('\n');
      return `${route}: ${s.tried} bodies tried (${statuses}); ${s.stored} stored, ${s.replayed} idempotent replays\n${categories}`;
    });
    console.log(`API fuzz, ${RUNS} runs per route${SEED === undefined ? '' : `, seed ${SEED}`}:\n${lines.join('\n')}`);
  });

  it.each(Object.values(FORM_SPECS).map((spec) => [spec.path, spec] as const))(
    'POST %s: never a 5xx, stores exactly what it acknowledges, and only valid records',
    async (_path, spec) => {
      const routeStats: RouteStats = { tried: 0, byCategory: {}, byStatus: {}, stored: 0, replayed: 0 };
      stats[spec.path] = routeStats;
      /** reference → the record that must be stored under it. */
      const expectedRows = new Map<string, object>();
      /** Keys of accepted submissions, with their reference (for replays). */
      const acceptedKeys: { key: string; reference: string; formData: string | undefined }[] = [];
      const history = spec.kind === 'tgi' ? { history: true } : {};
      const baseline = await store.countSubmissions(spec.kind);

      await fc.assert(
        fc.asyncProperty(caseArbitrary(spec), async (fuzzCase) => {
          let key: string | undefined;
          let replayOf: { key: string; reference: string; formData: string | undefined } | undefined;
          if (fuzzCase.keyMode === 'invalid') key = fuzzCase.invalidKey;
          else if (fuzzCase.keyMode === 'replay' && acceptedKeys.length > 0) {
            replayOf = acceptedKeys[keyCounter % acceptedKeys.length];
            key = replayOf?.key;
          } else if (fuzzCase.keyMode !== 'none') key = `fuzz-${spec.name}-${(keyCounter += 1)}`;
          keyCounter += 1;

          const before = await store.countSubmissions(spec.kind);
          const response = await app.inject({
            method: 'POST',
            url: spec.path,
            headers: {
              ...headers,
              ...(fuzzCase.contentType ? { 'content-type': fuzzCase.contentType } : {}),
              ...(key === undefined ? {} : { 'idempotency-key': key }),
            },
            payload: fuzzCase.payload,
          });
          const after = await store.countSubmissions(spec.kind);
          const status = response.statusCode;

          routeStats.tried += 1;
          routeStats.byStatus[status] = (routeStats.byStatus[status] ?? 0) + 1;
          const category = (routeStats.byCategory[fuzzCase.category] ??= {});
          category[status] = (category[status] ?? 0) + 1;

          const context = () => `${status} ${response.body.slice(0, 300)}`;
          if (status >= 500) throw new Error(`a 5xx: ${context()}`);
          if (!SUBMISSION_STATUSES.has(status)) throw new Error(`unexpected status: ${context()}`);

          // A reused key with another body is refused (422) where the same body would have been stored.
          const otherBodyUnderKey = replayOf !== undefined && formDataOf(fuzzCase.payload) !== replayOf.formData;
          const byRules = oracle(spec, fuzzCase);
          const expected: Outcome | undefined = byRules?.status === 201 && otherBodyUnderKey ? { status: 422 } : byRules;
          if (expected && expected.status !== status) throw new Error(`expected ${expected.status} (domain rules), got ${context()}`);
          if (status === 422 && !otherBodyUnderKey) throw new Error(`a 422 without a reused key: ${context()}`);
          // The generator's own intent, independent of the validators.
          const sentWithGoodKey = fuzzCase.keyMode !== 'invalid' && !otherBodyUnderKey && Buffer.byteLength(fuzzCase.payload) <= BODY_LIMIT_BYTES;
          if (fuzzCase.expectation === 'accept' && sentWithGoodKey && status !== 201) throw new Error(`a valid record was refused: ${context()}`);
          if (fuzzCase.expectation === 'reject' && status === 201) throw new Error(`a broken record was accepted: ${context()}`);

          if (status !== 201) {
            if (after !== before) throw new Error(`a ${status} stored ${after - before} row(s)`);
            return;
          }
          const receipt = JSON.parse(response.body) as { id: unknown; reference: unknown };
          // The id is the reference again, never the row's number (issue 35).
          if (typeof receipt.reference !== 'string' || receipt.id !== receipt.reference) throw new Error(`bad receipt: ${context()}`);
          if (!receipt.reference.startsWith(`${REFERENCE_PREFIX[spec.kind]}-`)) throw new Error(`reference of another form: ${context()}`);
          if (response.headers['idempotent-replayed'] === 'true') {
            if (!replayOf || receipt.reference !== replayOf.reference) throw new Error(`unexpected replay: ${context()}`);
            if (after !== before) throw new Error('a replay stored a row');
            routeStats.replayed += 1;
            return;
          }
          if (replayOf) throw new Error(`a reused Idempotency-Key stored a new row: ${context()}`);
          if (after !== before + 1) throw new Error(`a 201 stored ${after - before} rows`);
          if (expectedRows.has(receipt.reference)) throw new Error(`reference handed out twice: ${receipt.reference}`);
          // A 201 for a non-JSON content type has no oracle: what is stored must then be what the validator makes of the record.
          const sent = expected?.record ?? (() => {
            const inner = (JSON.parse((JSON.parse(fuzzCase.payload) as { formData: string }).formData) as Record<string, unknown>)[spec.envelopeKey];
            const result = spec.validate(inner);
            if (!result.ok) throw new Error(`stored a record its validator refuses: ${context()}`);
            return result.record;
          })();
          expectedRows.set(receipt.reference, withServerNpiVerdict(sent));
          routeStats.stored += 1;
          if (key !== undefined) acceptedKeys.push({ key, reference: receipt.reference, formData: formDataOf(fuzzCase.payload) });
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: false },
      );

      // Every stored row is one that was acknowledged, with exactly the validated record, and passes its validator.
      const rows = await store.listSubmissions(spec.kind, history);
      expect(rows).toHaveLength(baseline + expectedRows.size);
      for (const row of rows) {
        const expected = expectedRows.get(row.reference);
        expect(expected).toBeDefined();
        expect(row.record).toEqual(expected);
        const check = spec.validate(row.record);
        expect(check).toEqual({ ok: true, record: row.record });
        if (spec.kind === 'contact') expect(row.termsVersion).toBe(TEXTING_TERMS_VERSION);
      }
      // Nothing of a posted __proto__ reached this process's prototypes.
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.prototype).not.toHaveProperty('isAdmin');
      expect(routeStats.tried).toBeGreaterThanOrEqual(RUNS);
    },
    60_000,
  );
});
