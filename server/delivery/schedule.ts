// When a failed delivery is tried again: the Standard Webhooks specification's suggested schedule (at once, then 5 s,
// 5 min, 30 min, 2 h, 5 h, 10 h and 10 h: eight attempts over about 28 hours), each wait spread by
// jitter so that the jobs a receiver's outage failed together do not all come back in the same second.

/** The wait before each retry, after the first attempt made at once. */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** Every attempt waits at most this long for an answer. */
export const ATTEMPT_TIMEOUT_MS = 15_000;

/** Up to this share of a wait is added or taken away at random. */
const JITTER = 0.2;

/**
 * When to try again after `attemptsMade` attempts (the one just failed included), or undefined when the schedule is
 * spent and the job is failed. `random` is in [0, 1).
 */
export function nextAttemptAt(attemptsMade: number, now: Date, random: () => number = Math.random): Date | undefined {
  const delay = RETRY_DELAYS_MS[attemptsMade - 1];
  if (delay === undefined) return undefined;
  const spread = delay * JITTER * (2 * random() - 1);
  return new Date(now.getTime() + Math.round(delay + spread));
}
