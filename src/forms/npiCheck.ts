// The NPI look-up every provider form shares (docs/states.md): ask the API, and when the NPI is not found, ask the
// person in the Confirm dialog. Answers found / confirmed-not-found / cancelled / failed.
import { call, put, spawn } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { YesNo } from '../domain/apiContract';
import { NPI_NOT_FOUND_CONFIRM, SYSTEM_ERROR } from '../domain/messages';
import { ApiError, logServiceFailure } from '../api/client';
import { httpErrorMessage } from '../api/httpErrors';
import { askConfirmation, getApi, withLoadingMessage } from '../core/sagaHelpers';
import { loadConfirmDialog } from '../components/loadConfirmDialog';
import { connectionLostFailure, isConnectionLost } from './connectionLost';
import type { FlowFailure } from './formFlow';

export type NpiCheckOutcome = 'found' | 'confirmedNotFound' | 'cancelled' | 'failed';

/** The form's own events for each step, so its slice moves its flow (src/forms/formFlow.ts transitions). */
export interface NpiCheckEvents {
  checked: (valid: boolean) => Action;
  failed: (failure: FlowFailure) => Action;
  /** The dialog's Yes: save with isValidNPI No. */
  accepted: () => Action;
  /** The dialog's No (or Escape): nothing is saved, the button comes back, focus returns to the NPI. */
  cancelled: () => Action;
  /** The form's button (English), which a lost connection's notice asks the person to select again. */
  submitLabel: string;
}

/** The record's isValidNPI for an outcome that goes on to save (docs/records.md: Yes or No). */
export function isValidNpiValue(outcome: 'found' | 'confirmedNotFound'): YesNo {
  return outcome === 'found' ? 'Yes' : 'No';
}

/** What the page says when the look-up itself fails (docs/errors.md leaves it open; docs/readings.md: the mapped HTTP error). */
export function npiCheckFailure(error: unknown, submitLabel: string): FlowFailure {
  if (isConnectionLost(error)) return connectionLostFailure(submitLabel);
  return { title: SYSTEM_ERROR.title, message: error instanceof ApiError ? httpErrorMessage(error.failure) : SYSTEM_ERROR.message };
}

/**
 * Starts loading the confirm dialog's chunk while the look-up runs, so a not-found answer does not then wait for it on
 * a slow network. A failed load is let go: the dialog's host loads it again when it is asked for.
 */
async function preloadConfirmDialog(): Promise<void> {
  await loadConfirmDialog().catch(() => undefined);
}

export function* checkNpi(npi: string, events: NpiCheckEvents): Generator<unknown, NpiCheckOutcome, unknown> {
  const api = yield* getApi();
  // Spawned, not forked: a forked load would hold up the look-up's outcome (and the save) until the chunk arrived.
  yield spawn(preloadConfirmDialog);
  let valid: boolean;
  try {
    valid = (yield call(withLoadingMessage, () => api.isNpiValid(npi))) as boolean;
  } catch (error) {
    logServiceFailure(error);
    yield put(events.failed(npiCheckFailure(error, events.submitLabel)));
    return 'failed';
  }
  yield put(events.checked(valid));
  if (valid) return 'found';
  const goAhead = (yield call(askConfirmation, NPI_NOT_FOUND_CONFIRM)) as boolean;
  if (!goAhead) {
    yield put(events.cancelled());
    return 'cancelled';
  }
  yield put(events.accepted());
  return 'confirmedNotFound';
}
