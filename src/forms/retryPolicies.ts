// The portal's retry policies, one per purpose (issue 33): how long each save waits before trying again, and which
// failed answers it tries again, side by side so that where they differ is on purpose. A status is ApiError's: the
// HTTP status, or 0 when no answer came (a dropped connection, the client's timeout). Every try of one save carries
// one Idempotency-Key, so a save the server committed before its answer was lost is not stored twice. The server's
// own policies are its webhook deliveries' (server/delivery/schedule.ts) and its wait for SQLite's write lock
// (server/store/sqliteBusy.ts). docs/errors.md#failures-by-call says what a person sees once a policy gives up.

export interface RetryPolicy {
  /** The wait before each retry, in order: as many retries as waits. */
  readonly delaysMs: readonly number[];
  /** Whether a failed answer with this status is worth another try. */
  readonly retries: (status: number) => boolean;
}

/**
 * A form's save, while the person watches "Loading…" (preferred contact, attestation): two retries, 2 s in all, of
 * what can clear that fast: no answer, a 403 (the anti-forgery pair had expired; the 403 answer sets a fresh one), and
 * a gateway or server between two instances (502, 503, 504). Not a 408, a 429 or another 5xx: a slow network, a rate
 * limit's window or a fault in the server is not expected to end within two seconds, and the person is waiting; the
 * failure notice they get at once asks them to try again later.
 */
export const FORM_SAVE_RETRY = {
  delaysMs: [500, 1500],
  retries: (status: number) => [0, 403, 502, 503, 504].includes(status),
} as const satisfies RetryPolicy;

/**
 * The TGI survey's save, carried on behind the thanks (the person is not waiting for it): five retries over about half
 * a minute, of everything a wait can end (no answer, 403, a request timeout (408), a rate limit (429), any 5xx), but
 * never a refusal of the record itself (400, 413, 422 ...), which every try would meet again.
 */
export const BACKGROUND_SAVE_RETRY = {
  delaysMs: [1000, 2000, 4000, 8000, 16000],
  retries: (status: number) => status === 0 || status === 403 || status === 408 || status === 429 || status >= 500,
} as const satisfies RetryPolicy;
