// Saga building blocks every feature shares: the API from the saga context, the delayed loading
// message, and the confirm dialog as a race between its two answers.
import { call, cancelled, delay, fork, getContext, join, put, race, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { PortalApi } from '../api/portalApi';
import { LOADING_MESSAGE_DELAY_MS } from '../domain/constants';
import {
  confirmAccepted,
  confirmCancelled,
  confirmRequested,
  loadingMessageCleared,
  loadingMessageShown,
  type ConfirmRequest,
} from './appSlice';

export const API_CONTEXT_KEY = 'api';

export function* getApi(): Generator<unknown, PortalApi, unknown> {
  return (yield getContext(API_CONTEXT_KEY)) as PortalApi;
}

/**
 * Runs `operation` and shows the loading message only if it outlasts LOADING_MESSAGE_DELAY_MS.
 * The call is forked first and its task joined: racing the call itself against the delay would
 * cancel the call when the delay wins (docs/conventions.md).
 */
export function* withLoadingMessage<Result>(operation: () => Promise<Result>): Generator<unknown, Result, unknown> {
  const task = (yield fork(operation)) as Task;
  const first = (yield race({ done: join(task), slow: delay(LOADING_MESSAGE_DELAY_MS) })) as {
    done?: Result;
    slow?: true;
  };
  if (!first.slow) return first.done as Result;
  yield put(loadingMessageShown());
  try {
    return (yield join(task)) as Result;
  } finally {
    yield put(loadingMessageCleared());
    if ((yield cancelled()) as boolean) task.cancel();
  }
}

/** Opens the confirm dialog and resolves to true on its OK button, false on cancel. */
export function* askConfirmation(request: ConfirmRequest): Generator<unknown, boolean, unknown> {
  yield put(confirmRequested(request));
  const answer = (yield race({ yes: take(confirmAccepted.type), no: take(confirmCancelled.type) })) as {
    yes?: unknown;
    no?: unknown;
  };
  return Boolean(answer.yes);
}

/** Milliseconds since navigation start, so boot timers do not restart after a slow download (docs/readings.md). */
export function millisecondsSinceStart(): number {
  return performance.now();
}

export function* delayFromStart(milliseconds: number): Generator<unknown, void, unknown> {
  const elapsed = (yield call(millisecondsSinceStart)) as number;
  yield delay(Math.max(0, milliseconds - elapsed));
}
