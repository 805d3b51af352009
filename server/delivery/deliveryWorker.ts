// The delivery worker (issue 22), one in every server instance: it claims due jobs from the outbox, sends each as a
// signed Standard Webhooks message, and records the outcome: delivered, tried again later on the schedule
// (schedule.ts), or failed. Each endpoint has its own few slots, so a slow or dead receiver holds only its own jobs,
// and nothing here is on the path of a submission's request: a submission is acknowledged once it and its jobs are
// committed. A job claimed by an instance that dies is taken up by another once its lease has expired.
import { newMessageId } from '../store/outbox';
import type { ClaimedDelivery, DeliveryOutcome, PortalStore, WebhookEndpoint } from '../store/types';
import { submissionCreatedBody, webhookTestBody } from './payload';
import { ATTEMPT_TIMEOUT_MS, nextAttemptAt, RETRY_DELAYS_MS } from './schedule';
import { sendWebhook, type AttemptResult, type WebhookMessage } from './sendWebhook';

/** The part of pino's logger used here (app.log fits). */
export interface DeliveryLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface DeliveryWorkerOptions {
  store: Pick<PortalStore, 'outbox' | 'onSubmissionsStored'>;
  log: DeliveryLogger;
  /** How often the outbox is looked at when nothing wakes the worker (other instances' submissions, retries due). */
  pollMs?: number;
  /** How long a claimed job is this instance's; past it another may take it. Longer than an attempt can last. */
  leaseMs?: number;
  /** Attempts in flight per endpoint at most. */
  perEndpoint?: number;
  timeoutMs?: number;
  send?: (message: WebhookMessage, now: Date, timeoutMs: number) => Promise<AttemptResult>;
  now?: () => Date;
  random?: () => number;
  /** Told of each attempt's outcome (the metrics count them). */
  onOutcome?: (outcome: DeliveryOutcome['kind'] | 'gone') => void;
}

/** The secrets that sign a message now: the endpoint's, and its previous one while the rotation's overlap lasts. */
export function signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] {
  const previousValid = endpoint.previousSecret !== null && endpoint.previousSecretUntil !== null && Date.parse(endpoint.previousSecretUntil) > now.getTime();
  return previousValid && endpoint.previousSecret !== null ? [endpoint.secret, endpoint.previousSecret] : [endpoint.secret];
}

/** Sends a `webhook.test` message to an endpoint now, outside the outbox (`npm run admin -- webhooks test ID`). */
export function sendTestMessage(endpoint: WebhookEndpoint, now: Date = new Date(), send = sendWebhook): Promise<AttemptResult> {
  return send({ url: endpoint.url, messageId: newMessageId(), body: webhookTestBody(endpoint.id, now), secrets: signingSecrets(endpoint, now) }, now, ATTEMPT_TIMEOUT_MS);
}

export class DeliveryWorker {
  readonly #options: Required<Omit<DeliveryWorkerOptions, 'onOutcome'>> & Pick<DeliveryWorkerOptions, 'onOutcome'>;
  readonly #inFlight = new Map<number, number>();
  readonly #attempts = new Set<Promise<void>>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #unsubscribe: (() => void) | undefined;

  constructor(options: DeliveryWorkerOptions) {
    this.#options = {
      pollMs: 1000,
      leaseMs: 60_000,
      perEndpoint: 8,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      send: sendWebhook,
      now: () => new Date(),
      random: Math.random,
      ...options,
    };
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#unsubscribe = this.#options.store.onSubmissionsStored(() => this.wake());
    this.wake();
  }

  /** Looks at the outbox now (a submission was stored, an attempt freed a slot). */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#running = this.#pass().finally(() => {
      this.#running = undefined;
      if (this.#stopped) return;
      if (this.#again) {
        this.#again = false;
        this.wake();
      } else {
        this.#timer = setTimeout(() => this.wake(), this.#options.pollMs);
        this.#timer.unref();
      }
    });
  }

  /** Claims nothing more; waits for the attempts in flight (each ends within its timeout). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe?.();
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
    await Promise.all([...this.#attempts]);
  }

  /** Resolves once no attempt is in flight and the last pass is over (tests). */
  async idle(): Promise<void> {
    while (this.#running || this.#attempts.size > 0) {
      await this.#running;
      await Promise.all([...this.#attempts]);
    }
  }

  async #pass(): Promise<void> {
    const { store, log, perEndpoint, leaseMs } = this.#options;
    try {
      const endpoints = (await store.outbox.listEndpoints()).filter((endpoint) => endpoint.state === 'active');
      for (const endpoint of endpoints) {
        const free = perEndpoint - (this.#inFlight.get(endpoint.id) ?? 0);
        if (free <= 0 || this.#stopped) continue;
        const jobs = await store.outbox.claimDue(endpoint.id, free, leaseMs, this.#options.now());
        for (const job of jobs) this.#begin(endpoint, job);
      }
    } catch (error) {
      // The database may be restarting: the next pass tries again. Codes only, never a value.
      log.error({ err: { name: error instanceof Error ? error.name : 'Error', code: (error as { code?: unknown } | undefined)?.code } }, 'delivery: the outbox could not be read');
    }
  }

  #begin(endpoint: WebhookEndpoint, job: ClaimedDelivery): void {
    this.#inFlight.set(endpoint.id, (this.#inFlight.get(endpoint.id) ?? 0) + 1);
    const attempt = this.#attempt(endpoint, job)
      .catch((error: unknown) => {
        this.#options.log.error({ deliveryId: job.id, err: { name: error instanceof Error ? error.name : 'Error' } }, 'delivery: an attempt could not be recorded');
      })
      .finally(() => {
        this.#inFlight.set(endpoint.id, (this.#inFlight.get(endpoint.id) ?? 1) - 1);
        this.#attempts.delete(attempt);
        // A slot is free: the endpoint's next due job need not wait for the poll.
        this.wake();
      });
    this.#attempts.add(attempt);
  }

  async #attempt(endpoint: WebhookEndpoint, job: ClaimedDelivery): Promise<void> {
    const { store, log, send, now, random, timeoutMs, onOutcome } = this.#options;
    const attempt = job.attempts + 1;
    const details = { deliveryId: job.id, endpointId: endpoint.id, messageId: job.messageId, reference: job.submission?.reference, attempt };
    if (job.submission === undefined) {
      await store.outbox.finish(job.id, { kind: 'failed', status: null, error: 'submission no longer stored' }, now());
      log.warn(details, 'delivery: failed, its submission is no longer stored');
      onOutcome?.('failed');
      return;
    }
    const started = now();
    const body = submissionCreatedBody({ ...job, submission: job.submission });
    const result = await send({ url: endpoint.url, messageId: job.messageId, body, secrets: signingSecrets(endpoint, started) }, started, timeoutMs);
    const finished = now();
    if (result.delivered) {
      await store.outbox.finish(job.id, { kind: 'delivered', status: result.status ?? 200 }, finished);
      log.info({ ...details, status: result.status, ms: finished.getTime() - started.getTime() }, 'delivery: delivered');
      onOutcome?.('delivered');
      return;
    }
    const error = result.error ?? 'not delivered';
    if (result.gone) {
      await store.outbox.finish(job.id, { kind: 'failed', status: result.status, error }, finished);
      await store.outbox.disableEndpoint(endpoint.id, 'endpoint answered 410 Gone');
      log.warn({ ...details, status: result.status }, 'delivery: the endpoint answered 410 Gone and is disabled');
      onOutcome?.('gone');
      return;
    }
    const at = nextAttemptAt(attempt, finished, random);
    if (at === undefined) {
      await store.outbox.finish(job.id, { kind: 'failed', status: result.status, error: `${error}; gave up after ${RETRY_DELAYS_MS.length + 1} attempts` }, finished);
      log.error({ ...details, status: result.status, error }, 'delivery: failed, every attempt was made');
      onOutcome?.('failed');
      return;
    }
    await store.outbox.finish(job.id, { kind: 'retry', at, status: result.status, error }, finished);
    log.warn({ ...details, status: result.status, error, nextAttemptAt: at.toISOString() }, 'delivery: will try again');
    onOutcome?.('retry');
  }
}
