// A save that survives a dropped connection: retried a few times with one Idempotency-Key for every try.
import { call, delay } from 'redux-saga/effects';
import { nanoid } from '@reduxjs/toolkit';
import type { SubmissionReceipt } from '../domain/apiContract';
import { ApiError } from '../api/client';
import { withLoadingMessage } from '../core/sagaHelpers';

/** The save call of one form; the key goes in its Idempotency-Key header. */
export type SaveCall = (idempotencyKey: string) => Promise<SubmissionReceipt | undefined>;

/**
 * Waits before each retry of a save whose answer never came (no network, gateway trouble) or whose
 * anti-forgery pair had expired (the 403 answer carries a fresh one). The same Idempotency-Key goes with
 * every try, so a save the server committed before the connection dropped is not stored twice.
 */
export const SAVE_RETRY_DELAYS_MS = [500, 1500] as const;
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([0, 403, 502, 503, 504]);

export function isRetryableFailure(error: unknown): boolean {
  return error instanceof ApiError && RETRYABLE_STATUSES.has(error.failure.status);
}

export interface SaveRetryOptions {
  retryDelaysMs?: readonly number[];
  isRetryable?: (error: unknown) => boolean;
  /** Given when the same save must be recognisable across separate tries (a retry the person asked for). */
  idempotencyKey?: string;
  /** False for a save in the background, whose person is already reading the thanks: no "Loading…" for it. */
  showLoadingMessage?: boolean;
}

/** Resolves to the receipt (if the server gives one); throws the last error once the retries are spent. */
export function* saveWithRetries(save: SaveCall, options: SaveRetryOptions = {}): Generator<unknown, SubmissionReceipt | undefined, unknown> {
  const { retryDelaysMs = SAVE_RETRY_DELAYS_MS, isRetryable = isRetryableFailure, idempotencyKey = nanoid(), showLoadingMessage = true } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const attemptSave = () => save(idempotencyKey);
      return (yield showLoadingMessage ? call(withLoadingMessage, attemptSave) : call(attemptSave)) as SubmissionReceipt | undefined;
    } catch (error) {
      const wait = retryDelaysMs[attempt];
      if (!isRetryable(error) || wait === undefined) throw error;
      yield delay(wait);
    }
  }
}
