// A save that survives a dropped connection: retried by its policy (retryPolicies.ts) with one Idempotency-Key for every
// try, so a save the server committed before the connection dropped is not stored twice.
import { call, delay } from 'redux-saga/effects';
import { nanoid } from '@reduxjs/toolkit';
import type { SubmissionReceipt } from '../domain/apiContract';
import { ApiError } from '../api/client';
import { withLoadingMessage } from '../core/sagaHelpers';
import { FORM_SAVE_RETRY, type RetryPolicy } from './retryPolicies';

/** The save call of one form; the key goes in its Idempotency-Key header. */
export type SaveCall = (idempotencyKey: string) => Promise<SubmissionReceipt | undefined>;

/** Whether a failed call is one the policy tries again: an API failure whose status it retries, never a bug of ours. */
export function isRetryable(policy: RetryPolicy, error: unknown): boolean {
  return error instanceof ApiError && policy.retries(error.failure.status);
}

export interface SaveRetryOptions {
  /** When to try again, and on which failures (src/forms/retryPolicies.ts); a form's save by default. */
  policy?: RetryPolicy;
  /** Given when the same save must be recognisable across separate tries (a retry the person asked for). */
  idempotencyKey?: string;
  /** False for a save in the background, whose person is already reading the thanks: no "Loading…" for it. */
  showLoadingMessage?: boolean;
}

/** Resolves to the receipt (if the server gives one); throws the last error once the retries are spent. */
export function* saveWithRetries(save: SaveCall, options: SaveRetryOptions = {}): Generator<unknown, SubmissionReceipt | undefined, unknown> {
  const { policy = FORM_SAVE_RETRY, idempotencyKey = nanoid(), showLoadingMessage = true } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const attemptSave = () => save(idempotencyKey);
      return (yield showLoadingMessage ? call(withLoadingMessage, attemptSave) : call(attemptSave)) as SubmissionReceipt | undefined;
    } catch (error) {
      const wait = policy.delaysMs[attempt];
      if (!isRetryable(policy, error) || wait === undefined) throw error;
      yield delay(wait);
    }
  }
}
