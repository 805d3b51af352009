// The staff console's deliveries (issue 38, admins; docs/operations.md#delivery): the plan's endpoints with their
// forms and health, a failed job's attempts (status and time, never a record's content), retries, and an endpoint
// added, tested, rotated or removed, its secret shown once as the command line does. Shared by
// server/routes/staffDeliveries.ts and the console (src/staff/).
import { STAFF_API_PATH } from './staffConsole';

export const STAFF_DELIVERIES_API = {
  /** GET: every endpoint with its health. POST NewEndpointRequest: add one (its secret answered once). */
  endpoints: `${STAFF_API_PATH}/endpoints`,
  /** POST: a `webhook.test` message now. */
  test: (id: number) => `${STAFF_API_PATH}/endpoints/${id}/test`,
  /** POST: a new secret, answered once; the previous one keeps signing for 24 hours. */
  rotate: (id: number) => `${STAFF_API_PATH}/endpoints/${id}/rotate`,
  /** POST: stop delivering to it; its jobs not yet made are cancelled. */
  remove: (id: number) => `${STAFF_API_PATH}/endpoints/${id}/remove`,
  /** GET ?after: the failed jobs, newest first. */
  failed: `${STAFF_API_PATH}/deliveries/failed`,
  /** POST { ids: number[] } or { all: true }: failed jobs sent again, due now. */
  retry: `${STAFF_API_PATH}/deliveries/retry`,
} as const;

/** An endpoint as the console lists it: never its secret. */
export interface EndpointView {
  id: number;
  url: string;
  /** The forms it receives, by kind. */
  forms: string[];
  state: 'active' | 'disabled';
  allowPrivateNetwork: boolean;
  createdAt: string;
  /** Until when the secret before the last rotation still signs; null when none does. */
  previousSecretUntil: string | null;
  /** When its last job was delivered; null when none ever was. */
  lastSuccessAt: string | null;
  /** Jobs that used up their attempts. */
  failed: number;
  /** Jobs waiting to be sent (new or retrying), and how old the oldest is. */
  waiting: number;
  oldestWaitingSince: string | null;
}

export interface EndpointsAnswer {
  endpoints: EndpointView[];
}

/** POST /staff/api/endpoints */
export interface NewEndpointRequest {
  url: string;
  /** Form kinds; at least one. */
  forms: string[];
  /** http:// for a receiver on the plan's internal network. */
  allowHttp?: boolean;
  /** The host may lead inside the plan's own network (docs/operations.md#where-an-endpoint-may-lead). */
  allowPrivateNetwork?: boolean;
}

/** The answer of an endpoint added or rotated: the `whsec_` secret, shown this once. */
export interface EndpointSecretAnswer {
  endpoint: EndpointView;
  secret: string;
  /** A warning to show (an endpoint let inside the plan's own network). */
  warning?: string;
}

/** The answer of a test message. */
export interface EndpointTestAnswer {
  received: boolean;
  /** The receiver's HTTP status; null when none came (a timeout, a refused connection). */
  status: number | null;
  /** How long the answer took, in milliseconds. */
  durationMs: number;
  /** Why it was not received, in words. */
  problem?: string;
}

/** One attempt of a job: its time and the HTTP status (null: no answer). Never a body. */
export interface DeliveryAttemptView {
  at: string;
  status: number | null;
  /** Why no answer came ("timed out", "connection refused"), or null. */
  error: string | null;
}

/** A failed job. */
export interface FailedDeliveryView {
  id: number;
  endpointId: number;
  endpoint: string;
  /** What it delivers: 'submission.created', 'consent.withdrawn', ... */
  event: string;
  /** The submission's or withdrawal's reference. */
  reference: string | null;
  attempts: number;
  createdAt: string;
  /** The last attempt. */
  last: DeliveryAttemptView;
  /** Every attempt kept, oldest first (attempts made before issue 38 were not kept: then only `last`). */
  history?: DeliveryAttemptView[];
}

/** GET /staff/api/deliveries/failed?after */
export interface FailedDeliveriesPage {
  rows: FailedDeliveryView[];
  next?: string;
}

/** POST /staff/api/deliveries/retry */
export type RetryRequest = { ids: number[] } | { all: true };

export interface RetryAnswer {
  /** How many jobs were set to be sent again. */
  retried: number;
}
