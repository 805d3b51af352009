// What the server deletes by itself: with RETENTION_DAYS, the submissions older than that many days (and their
// idempotency keys), once at start and then every 24 hours; and always the idempotency keys past their lifetime,
// every hour. Only counts and the cut-off reach the log, never a value.
import { driverErrorCode, StoreError } from './store/errors';
import { DEFAULT_CONSENT_RETENTION_DAYS } from './config';
import { FORM_KINDS } from './store/schema';
import type { PortalStore } from './store/types';

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const KEY_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The part of pino's logger used here (app.log fits). */
export interface RetentionLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** Stops the daily purge; resolves once a purge in progress has finished, so the store can then close. */
export type StopRetention = () => Promise<void>;

/**
 * Purges every form's submissions received before now - retentionDays, now and every RETENTION_INTERVAL_MS.
 * The timer is unref'd: it never keeps the process alive on its own. A failed run is logged (codes only)
 * and the next one tries again; a run is skipped while the previous one still runs.
 */
export function startRetention(
  store: Pick<PortalStore, 'purgeSubmissions'>,
  retentionDays: number,
  log: RetentionLogger,
  now: () => Date = () => new Date(),
  consentRetentionDays: number = DEFAULT_CONSENT_RETENTION_DAYS,
): StopRetention {
  const purgeOnce = async (): Promise<void> => {
    const before = new Date(now().getTime() - retentionDays * DAY_MS);
    const keepConsentsSince = new Date(now().getTime() - consentRetentionDays * DAY_MS);
    try {
      const { deleted, keptPendingDelivery, keptConsent } = await store.purgeSubmissions(FORM_KINDS, before, { dryRun: false, keepConsentsSince });
      log.info({ retentionDays, before: before.toISOString(), deleted }, 'retention: old submissions deleted');
      if (Object.values(keptConsent).some((count) => count > 0)) {
        log.info({ consentRetentionDays, keptConsent }, 'retention: consent records kept for CONSENT_RETENTION_DAYS, the evidence of what members agreed to');
      }
      if (Object.values(keptPendingDelivery).some((count) => count > 0)) {
        log.info({ retentionDays, keptPendingDelivery }, 'retention: old submissions kept until their delivery to the plan’s systems is made');
      }
    } catch (error) {
      // The driver's message could quote a statement's values: only the codes are logged.
      log.error(
        error instanceof StoreError ? { retentionDays, storeError: error.code, dbCode: error.dbCode } : { retentionDays, dbCode: driverErrorCode(error) },
        'retention: purge failed; trying again in 24 hours',
      );
    }
  };

  return runPeriodically(purgeOnce, RETENTION_INTERVAL_MS);
}

/** Deletes the expired Idempotency-Keys now and every hour (a retry after a key's lifetime is a new submission). */
export function startIdempotencyKeyExpiry(store: Pick<PortalStore, 'purgeExpiredIdempotencyKeys'>, log: RetentionLogger): StopRetention {
  return runPeriodically(async () => {
    try {
      const deleted = await store.purgeExpiredIdempotencyKeys();
      if (deleted > 0) log.info({ deleted }, 'expired idempotency keys deleted');
    } catch (error) {
      log.error(
        error instanceof StoreError ? { storeError: error.code, dbCode: error.dbCode } : { dbCode: driverErrorCode(error) },
        'expired idempotency keys not deleted; trying again in an hour',
      );
    }
  }, KEY_EXPIRY_INTERVAL_MS);
}

/**
 * The staff console's housekeeping (issue 37), every hour: the sessions and sign-ins that ended, and the audit entries
 * older than AUDIT_RETENTION_DAYS (six years at least: the database refuses any younger). RETENTION_DAYS never
 * touches the audit trail.
 */
export function startStaffHousekeeping(store: Pick<PortalStore, 'staff'>, auditRetentionDays: number, log: RetentionLogger): StopRetention {
  return runPeriodically(async () => {
    try {
      const now = new Date();
      const ended = await store.staff.purgeEndedSessions(now);
      const audited = await store.staff.purgeAudit(new Date(now.getTime() - auditRetentionDays * 86_400_000));
      if (ended + audited > 0) log.info({ endedSessions: ended, auditEvents: audited }, 'ended staff sessions and old audit events deleted');
    } catch (error) {
      log.error(
        error instanceof StoreError ? { storeError: error.code, dbCode: error.dbCode } : { dbCode: driverErrorCode(error) },
        'staff sessions and old audit events not deleted; trying again in an hour',
      );
    }
  }, KEY_EXPIRY_INTERVAL_MS);
}

/**
 * Runs `task` now and every `intervalMs` on an unref'd timer (it never keeps the process alive on its own); a run
 * is skipped while the previous one still runs. The stop function resolves once a run in progress has finished.
 */
function runPeriodically(task: () => Promise<void>, intervalMs: number): StopRetention {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = (): void => {
    if (stopped || running !== undefined) return;
    running = task().finally(() => {
      running = undefined;
    });
  };

  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
