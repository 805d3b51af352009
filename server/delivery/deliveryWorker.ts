// The delivery worker (issue 22), one in every server instance: it claims due jobs from the outbox, sends each as a
// signed Standard Webhooks message, and records the outcome: delivered, tried again later on the schedule
// (schedule.ts), or failed. Each endpoint has its own few slots, so a slow or dead receiver holds only its own jobs,
// and nothing here is on the path of a submission's request: a submission is acknowledged once it and its jobs are
// committed. A job claimed by an instance that dies is taken up by another once its lease has expired.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { newMessageId } from '../store/outbox';
import type { ClaimedDelivery, DeliveryOutcome, PortalStore, WebhookEndpoint } from '../store/types';
import { deliveryBody, webhookTestBody } from './payload';
import { withdrawalReference } from '../store/withdrawalRules';
import { ATTEMPT_TIMEOUT_MS, nextAttemptAt, RETRY_DELAYS_MS } from './schedule';
import { sendWebhook, type AttemptResult, type WebhookMessage } from './sendWebhook';
import { logSecurityEventOutsideRequest } from '../security/securityLog';

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
  /**
   * How long outcomes gather before they are written together, and the least time between two looks at the outbox:
   * one commit for many messages, so delivering never costs the submissions their database (SQLite: one fsync each).
   */
  batchMs?: number;
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
  return send(
    { url: endpoint.url, messageId: newMessageId(), body: webhookTestBody(endpoint.id, now), secrets: signingSecrets(endpoint, now), allowPrivateNetwork: endpoint.allowPrivateNetwork },
    now,
    ATTEMPT_TIMEOUT_MS,
  );
}

export class DeliveryWorker {
  readonly #options: Required<Omit<DeliveryWorkerOptions, 'onOutcome'>> & Pick<DeliveryWorkerOptions, 'onOutcome'>;
  readonly #inFlight = new Map<number, number>();
  readonly #attempts = new Set<Promise<void>>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #lastPass = 0;
  /** A pass is already set to start within batchMs. */
  #soon = false;
  /** Attempts in flight allowed per endpoint now: perEndpoint while the process is calm, fewer while it is busy. */
  #share: number;
  #busySince: EventLoopUtilization = performance.eventLoopUtilization();
  #outcomes: { id: number; outcome: DeliveryOutcome; at: Date; done: () => void; failed: (error: unknown) => void }[] = [];
  #flushTimer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #unsubscribe: (() => void) | undefined;

  constructor(options: DeliveryWorkerOptions) {
    this.#options = {
      pollMs: 1000,
      leaseMs: 60_000,
      perEndpoint: 16,
      batchMs: 20,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      send: sendWebhook,
      now: () => new Date(),
      random: Math.random,
      ...options,
    };
    this.#share = this.#options.perEndpoint;
  }

  /**
   * Yields to the submissions: the worker shares their event loop (and on SQLite their database), so while the loop
   * is busy (over 85% of the time since the last look) it halves the attempts it lets run, down to one per endpoint,
   * and takes one more back each look while the loop is calm (under 60%). A peak of submissions is answered first;
   * their deliveries follow once it has passed.
   */
  #adjustShare(): void {
    const sample = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(sample, this.#busySince);
    this.#busySince = sample;
    if (utilization > 0.85) this.#share = Math.max(1, Math.floor(this.#share / 2));
    else if (utilization < 0.6) this.#share = Math.min(this.#options.perEndpoint, this.#share + 1);
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#unsubscribe = this.#options.store.onSubmissionsStored(() => this.wake());
    this.wake();
  }

  /** Looks at the outbox soon (a submission was stored, an attempt freed a slot): at most once per batchMs. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    // While the process is busy the worker also looks less often (up to perEndpoint times less): each look is a
    // write transaction, which would queue behind the submissions' own.
    const spacing = this.#options.batchMs * (this.#options.perEndpoint / this.#share);
    const wait = this.#lastPass + spacing - Date.now();
    if (wait > 0) {
      // A pass is due within batchMs anyway (each submission wakes the worker: no timer is made per submission). The
      // poll timer, up to pollMs away, gives way to a sooner one.
      if (this.#soon) return;
      if (this.#timer) clearTimeout(this.#timer);
      this.#soon = true;
      this.#timer = setTimeout(() => this.#startPass(), wait);
      this.#timer.unref();
      return;
    }
    this.#startPass();
  }

  #startPass(): void {
    if (this.#stopped || this.#running) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#soon = false;
    this.#lastPass = Date.now();
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
    await this.#flush();
  }

  /** Resolves once no attempt is in flight, its outcome is written and the last pass is over (tests). */
  async idle(): Promise<void> {
    while (this.#running || this.#attempts.size > 0 || this.#outcomes.length > 0) {
      await this.#running;
      await Promise.all([...this.#attempts]);
      await this.#flush();
    }
  }

  /** Records an outcome with the others of the next batchMs; resolves once it is written. */
  #record(id: number, outcome: DeliveryOutcome, at: Date): Promise<void> {
    return new Promise<void>((done, failed) => {
      this.#outcomes.push({ id, outcome, at, done, failed });
      if (this.#outcomes.length >= 64) void this.#flush();
      else if (!this.#flushTimer) {
        this.#flushTimer = setTimeout(() => void this.#flush(), this.#options.batchMs);
        this.#flushTimer.unref();
      }
    });
  }

  /** Writes the outcomes gathered so far in one transaction (one at a time: the next waits for this one). */
  #flush(): Promise<void> {
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    this.#flushing = this.#flushing.then(async () => {
      const batch = this.#outcomes.splice(0);
      if (batch.length === 0) return;
      try {
        await this.#options.store.outbox.finishAll(batch);
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    });
    return this.#flushing;
  }

  async #pass(): Promise<void> {
    const { store, log, leaseMs } = this.#options;
    this.#adjustShare();
    try {
      const endpoints = (await store.outbox.listEndpoints()).filter((endpoint) => endpoint.state === 'active');
      for (const endpoint of endpoints) {
        const free = this.#share - (this.#inFlight.get(endpoint.id) ?? 0);
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
    const reference = job.subject === 'withdrawal' ? job.withdrawal && withdrawalReference(job.withdrawal.id) : job.submission?.reference;
    // A confirmation's job is quoted by its consent's reference, as `deliveries list` quotes it.
    const details = { deliveryId: job.id, endpointId: endpoint.id, messageId: job.messageId, reference, attempt };
    const body = deliveryBody(job);
    if (body === undefined) {
      await this.#record(job.id, { kind: 'failed', status: null, error: `${job.subject} no longer stored` }, now());
      log.warn(details, `delivery: failed, its ${job.subject} is no longer stored`);
      onOutcome?.('failed');
      return;
    }
    const started = now();
    const result = await send(
      { url: endpoint.url, messageId: job.messageId, body, secrets: signingSecrets(endpoint, started), allowPrivateNetwork: endpoint.allowPrivateNetwork },
      started,
      timeoutMs,
    );
    const finished = now();
    if (result.refusedAddress) {
      // Its host led where this endpoint may not post (docs/operations.md#where-an-endpoint-may-lead): an endpoint whose DNS
      // now answers an inside address is worth a look. The address is the plan's endpoint's, never personal data; the
      // attempt is then tried again on the schedule, like any connection that could not be made.
      const { address, carried, range } = result.refusedAddress;
      logSecurityEventOutsideRequest(log, 'webhookAddressRefused', { endpointId: endpoint.id, deliveryId: job.id, address, ...(carried ? { carried } : {}), range: range.cidr });
    }
    if (result.delivered) {
      await this.#record(job.id, { kind: 'delivered', status: result.status ?? 200 }, finished);
      log.info({ ...details, status: result.status, ms: finished.getTime() - started.getTime() }, 'delivery: delivered');
      onOutcome?.('delivered');
      return;
    }
    const error = result.error ?? 'not delivered';
    if (result.gone) {
      await this.#record(job.id, { kind: 'failed', status: result.status, error }, finished);
      await store.outbox.disableEndpoint(endpoint.id, 'endpoint answered 410 Gone');
      log.warn({ ...details, status: result.status }, 'delivery: the endpoint answered 410 Gone and is disabled');
      onOutcome?.('gone');
      return;
    }
    const at = nextAttemptAt(attempt, finished, random);
    if (at === undefined) {
      await this.#record(job.id, { kind: 'failed', status: result.status, error: `${error}; gave up after ${RETRY_DELAYS_MS.length + 1} attempts` }, finished);
      log.error({ ...details, status: result.status, error }, 'delivery: failed, every attempt was made');
      onOutcome?.('failed');
      return;
    }
    await this.#record(job.id, { kind: 'retry', at, status: result.status, error }, finished);
    log.warn({ ...details, status: result.status, error, nextAttemptAt: at.toISOString() }, 'delivery: will try again');
    onOutcome?.('retry');
  }
}
