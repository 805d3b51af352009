// How long the server remembers an Idempotency-Key by default (docs/api.md#idempotency): one constant for the server's
// default (server/config.ts, server/store/submission.ts) and the browser's keeping of TGI surveys not yet received
// (src/features/tgi/keptSurveys.ts, docs/privacy.md), so the two cannot drift apart.

/** IDEMPOTENCY_KEY_TTL_HOURS when the operator sets none; a kept survey lives no longer (docs/readings.md#surveys-kept-on-the-device). */
export const DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS = 24;
