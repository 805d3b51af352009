// The webhook deliveries' retry policy (issue 33): which answers are tried again, and when. The schedule is the
// Standard Webhooks specification's suggested one (at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h: eight
// attempts over about 28 hours), each wait spread by jitter so that the jobs a receiver's outage failed together do
// not all come back in the same second. It retries more than the browser's saves do (src/forms/retryPolicies.ts):
// nobody waits for it, and a receiver that refuses today (a 4xx of a deploy gone wrong) may be fixed within the day.

/** The wait before each retry, after the first attempt made at once. */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/**
 * What an attempt's answer means: 2xx delivered; 410 Gone, the receiver asks for nothing more (never retried: the
 * endpoint is disabled); any other status, and no answer at all (null: a timeout, a refused connection, a TLS
 * failure), tried again on the schedule. Redirects are not followed, so a 3xx is tried again too.
 */
export function answerVerdict(status: number | null): 'delivered' | 'gone' | 'retry' {
  if (status !== null && status >= 200 && status < 300) return 'delivered';
  return status === 410 ? 'gone' : 'retry';
}

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
