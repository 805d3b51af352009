// RETENTION_DAYS: a purge of every form at start and then every 24 hours, on an unref'd timer stopped at
// shutdown; only counts and the cut-off are logged, and a failure is logged by its codes and retried next day.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KEY_EXPIRY_INTERVAL_MS, RETENTION_INTERVAL_MS, startIdempotencyKeyExpiry, startRetention, type RetentionLogger } from '../../server/retention';
import { createStore } from '../../server/store/createStore';
import { StoreError } from '../../server/store/errors';
import type { FormKind, PortalStore, PurgeOptions } from '../../server/store/types';

type Purge = PortalStore['purgeSubmissions'];
type PurgeCall = [kinds: readonly FormKind[], before: Date, options: PurgeOptions | undefined];

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-10T12:00:00.000Z');
const COUNTS = { attestation: 2, contact: 0, tgi: 5 };
const NONE_KEPT = { attestation: 0, contact: 0, tgi: 0 };
const RESULT = { deleted: COUNTS, keptPendingDelivery: NONE_KEPT, keptConsent: NONE_KEPT };

function fakeLog() {
  const entries: { level: 'info' | 'error'; details: Record<string, unknown>; message: string }[] = [];
  const log: RetentionLogger = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { log, entries };
}

function fakeStore(purge: Purge = () => Promise.resolve({ ...RESULT })) {
  const calls: PurgeCall[] = [];
  const store: Pick<PortalStore, 'purgeSubmissions'> = {
    purgeSubmissions: (kinds, before, options) => {
      calls.push([kinds, before, options]);
      return purge(kinds, before, options);
    },
  };
  return { store, calls };
}

/** Lets the purge's promise chain settle under fake timers. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
});
afterEach(() => {
  jest.useRealTimers();
});

it('purges every form older than the retention at once, then every 24 hours, logging only counts', async () => {
  const { store, calls } = fakeStore();
  const { log, entries } = fakeLog();
  const stop = startRetention(store, 30, log);
  await settle();

  // Consent records are kept CONSENT_RETENTION_DAYS (five years by default) whatever the retention (issue 23).
  expect(calls).toEqual([[['attestation', 'contact', 'tgi'], new Date(START - 30 * DAY), { dryRun: false, keepConsentsSince: new Date(START - 1826 * DAY) }]]);
  expect(entries).toEqual([
    {
      level: 'info',
      details: { retentionDays: 30, before: new Date(START - 30 * DAY).toISOString(), deleted: COUNTS },
      message: 'retention: old submissions deleted',
    },
  ]);

  await jest.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS - 1);
  expect(calls).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(calls).toHaveLength(2);
  // The cut-off moves with the clock.
  expect(calls[1]![1]).toEqual(new Date(START + DAY - 30 * DAY));
  await jest.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS);
  expect(calls).toHaveLength(3);
  expect(entries.every((entry) => entry.level === 'info')).toBe(true);

  await stop();
  expect(jest.getTimerCount()).toBe(0);
  await jest.advanceTimersByTimeAsync(3 * RETENTION_INTERVAL_MS);
  expect(calls).toHaveLength(3);
});

it('uses the clock it is given', async () => {
  const { store, calls } = fakeStore();
  const now = new Date('2030-01-01T00:00:00.000Z');
  const stop = startRetention(store, 1, fakeLog().log, () => now);
  await settle();
  expect(calls[0]![1]).toEqual(new Date('2029-12-31T00:00:00.000Z'));
  await stop();
});

it('never keeps the process alive: the timer is unref\'d', async () => {
  const setIntervalSpy = jest.spyOn(global, 'setInterval');
  const stop = startRetention(fakeStore().store, 7, fakeLog().log);
  const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
  expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), RETENTION_INTERVAL_MS);
  expect(timer.hasRef()).toBe(false);
  await stop();
  setIntervalSpy.mockRestore();
});

it('says how many old submissions it kept for their pending delivery, and why', async () => {
  const kept = { attestation: 0, contact: 3, tgi: 0 };
  const { store } = fakeStore(() => Promise.resolve({ deleted: COUNTS, keptPendingDelivery: kept, keptConsent: NONE_KEPT }));
  const { log, entries } = fakeLog();
  const stop = startRetention(store, 30, log);
  await settle();
  expect(entries[1]).toEqual({
    level: 'info',
    details: { retentionDays: 30, keptPendingDelivery: kept },
    message: 'retention: old submissions kept until their delivery to the plan’s systems is made',
  });
  await stop();
});

it('keeps consent records for CONSENT_RETENTION_DAYS, and says how many it kept and why', async () => {
  const keptConsent = { attestation: 0, contact: 4, tgi: 0 };
  const { store, calls } = fakeStore(() => Promise.resolve({ deleted: COUNTS, keptPendingDelivery: NONE_KEPT, keptConsent }));
  const { log, entries } = fakeLog();
  const stop = startRetention(store, 30, log, undefined, 2000);
  await settle();
  expect(calls[0]?.[2]).toEqual({ dryRun: false, keepConsentsSince: new Date(START - 2000 * DAY) });
  expect(entries[1]).toEqual({
    level: 'info',
    details: { consentRetentionDays: 2000, keptConsent },
    message: 'retention: consent records kept for CONSENT_RETENTION_DAYS, the evidence of what members agreed to',
  });
  await stop();
});

it('logs a failure by its codes only, and tries again the next day', async () => {
  let fail = true;
  const { store, calls } = fakeStore(() =>
    fail
      ? Promise.reject(Object.assign(new StoreError('WRITE_FAILED', 'The purge failed.', 'SQLITE_BUSY'), { detail: 'Zoë Secretperson' }))
      : Promise.resolve({ ...RESULT }),
  );
  const { log, entries } = fakeLog();
  const stop = startRetention(store, 90, log);
  await settle();
  expect(entries).toEqual([
    { level: 'error', details: { retentionDays: 90, storeError: 'WRITE_FAILED', dbCode: 'SQLITE_BUSY' }, message: 'retention: purge failed; trying again in 24 hours' },
  ]);

  fail = false;
  await jest.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS);
  expect(calls).toHaveLength(2);
  expect(entries[1]).toMatchObject({ level: 'info', details: { deleted: COUNTS } });
  expect(JSON.stringify(entries)).not.toContain('Secretperson');
  await stop();
});

it('logs a driver error by its code, never its message', async () => {
  const driverError = Object.assign(new Error('duplicate key value (member M-123) violates ...'), { code: '23505' });
  const { log, entries } = fakeLog();
  const stop = startRetention(fakeStore(() => Promise.reject(driverError)).store, 90, log);
  await settle();
  expect(entries).toEqual([{ level: 'error', details: { retentionDays: 90, dbCode: '23505' }, message: 'retention: purge failed; trying again in 24 hours' }]);
  await stop();
});

it('skips a run while the previous purge still runs; stop waits for it', async () => {
  let finish: (() => void) | undefined;
  const { store, calls } = fakeStore(
    () =>
      new Promise((resolve) => {
        finish = () => resolve({ ...RESULT });
      }),
  );
  const { log, entries } = fakeLog();
  const stop = startRetention(store, 30, log);
  await jest.advanceTimersByTimeAsync(2 * RETENTION_INTERVAL_MS);
  expect(calls).toHaveLength(1);

  let stopped = false;
  const stopping = stop().then(() => {
    stopped = true;
  });
  await settle();
  expect(stopped).toBe(false);
  finish!();
  await stopping;
  expect(stopped).toBe(true);
  expect(entries).toHaveLength(1);
  expect(jest.getTimerCount()).toBe(0);
});

it('deletes old submissions of a real store, and keeps the recent ones', async () => {
  jest.useRealTimers();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-retention-'));
  const store = createStore({ dataDir: dir });
  try {
    await store.migrate();
    await store.saveSubmission('attestation', { n: 1 });
    await store.saveSubmission('tgi', { n: 2 }, { idempotencyKey: 'old-key' });
    // Seen from 31 days on, both are older than a 30-day retention.
    const later = new Date(Date.now() + 31 * DAY);
    const { log, entries } = fakeLog();
    const stop = startRetention(store, 30, log, () => later);
    await stop();
    expect(entries).toEqual([expect.objectContaining({ level: 'info', details: expect.objectContaining({ deleted: { attestation: 1, contact: 0, tgi: 1 } }) })]);
    expect(await store.countSubmissions('attestation')).toBe(0);
    await expect(store.saveSubmission('tgi', { n: 3 }, { idempotencyKey: 'old-key' })).resolves.toMatchObject({ replayed: false });

    // Now, a 30-day retention keeps what was just saved.
    const again = fakeLog();
    await startRetention(store, 30, again.log)();
    expect(again.entries[0]!.details.deleted).toEqual({ attestation: 0, contact: 0, tgi: 0 });
    expect(await store.countSubmissions('tgi')).toBe(1);
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('expired idempotency keys', () => {
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());

  it('are deleted at start and every hour; only the count is logged, and nothing when none expired', async () => {
    const results = [3, 0, 1];
    const store = { purgeExpiredIdempotencyKeys: jest.fn(() => Promise.resolve(results.shift() ?? 0)) };
    const { log, entries } = fakeLog();
    const stop = startIdempotencyKeyExpiry(store, log);
    await settle();
    expect(store.purgeExpiredIdempotencyKeys).toHaveBeenCalledTimes(1);
    expect(entries).toEqual([{ level: 'info', details: { deleted: 3 }, message: 'expired idempotency keys deleted' }]);

    await jest.advanceTimersByTimeAsync(KEY_EXPIRY_INTERVAL_MS);
    await jest.advanceTimersByTimeAsync(KEY_EXPIRY_INTERVAL_MS);
    expect(store.purgeExpiredIdempotencyKeys).toHaveBeenCalledTimes(3);
    expect(entries.map((entry) => entry.details)).toEqual([{ deleted: 3 }, { deleted: 1 }]);

    await stop();
    await jest.advanceTimersByTimeAsync(KEY_EXPIRY_INTERVAL_MS * 3);
    expect(store.purgeExpiredIdempotencyKeys).toHaveBeenCalledTimes(3);
  });

  it('logs a failure by its code only, and tries again the next hour', async () => {
    const store = {
      purgeExpiredIdempotencyKeys: jest
        .fn<Promise<number>, []>()
        .mockRejectedValueOnce(new StoreError('WRITE_FAILED', 'The submission could not be stored.', 'SQLITE_BUSY'))
        .mockResolvedValue(2),
    };
    const { log, entries } = fakeLog();
    const stop = startIdempotencyKeyExpiry(store, log);
    await settle();
    expect(entries).toEqual([
      { level: 'error', details: { storeError: 'WRITE_FAILED', dbCode: 'SQLITE_BUSY' }, message: 'expired idempotency keys not deleted; trying again in an hour' },
    ]);
    await jest.advanceTimersByTimeAsync(KEY_EXPIRY_INTERVAL_MS);
    expect(entries.at(-1)?.details).toEqual({ deleted: 2 });
    await stop();
  });
});
