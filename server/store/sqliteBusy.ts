// Waiting for another process's SQLite write lock without blocking the event loop.
//
// better-sqlite3 is synchronous: with a busy_timeout, a statement that meets another process's write lock (a staff
// `providers import`, a backup, a second instance) sleeps inside SQLite, and the whole server (every request,
// /healthz included) stalls with it. So the server's connection has no busy timeout: a write that meets the lock
// fails at once with SQLITE_BUSY and is tried again after an asynchronous pause, up to a deadline, while the event
// loop keeps answering. Readers never wait in WAL mode.
import { driverErrorCode } from './errors';

/** How long a write waits for another process's lock before it fails (the server answers 503 then). */
export const SQLITE_BUSY_WAIT_MS = 5000;
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;

export function isSqliteBusy(error: unknown): boolean {
  const code = driverErrorCode(error);
  return code !== undefined && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (which must have no effect when it fails busy: one statement, or a transaction that begins with
 * BEGIN IMMEDIATE) until it succeeds, fails otherwise, or the lock is still taken after `waitMs`.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, waitMs: number = SQLITE_BUSY_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pauseMs = FIRST_PAUSE_MS; ; pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() + pauseMs > deadline) throw error;
      await pause(pauseMs);
    }
  }
}
