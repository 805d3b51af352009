// The save step every form ends with: save with retries, then the form's saved, refused or failed event.
import { call, put } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { reset, stopSubmit } from 'redux-form';
import { logServiceFailure } from '../api/client';
import type { ContactPoint } from '../domain/contactConfirmation';
import type { FlowFailure } from './formFlow';
import { botCheckFailure, isBotCheckRefusal } from './botCheckRefused';
import { connectionLostFailure, isConnectionLost } from './connectionLost';
import { saveWithRetries, type SaveCall } from './saveWithRetries';
import { serverFieldErrors, type ServerFieldMap } from './serverFieldErrors';

/** The server's acknowledgement as the thanks view shows it: its reference (when it gave one) and when it came. */
export interface SaveAcknowledgement {
  reference: string | null;
  /** The browser's clock when the answer arrived, ISO 8601 (state holds strings, not Dates). */
  receivedAt: string;
  /**
   * What the saved consent waits for the member to confirm (issue 36: a new email address, a new mobile number), when
   * the server said so; absent when it took effect at once, and for every other form.
   */
  awaiting?: readonly ContactPoint[];
}

export interface SaveStep {
  /** The redux-form name: reset once saved, given the server's field errors when refused. */
  form: string;
  save: SaveCall;
  fieldMap?: ServerFieldMap;
  /** The form's own words for a save that failed (docs/errors.md). */
  failure: FlowFailure;
  /** The form's button (English), which a lost connection's notice asks the person to select again. */
  submitLabel: string;
  saved: (acknowledgement: SaveAcknowledgement) => Action;
  refused: () => Action;
  failed: (failure: FlowFailure) => Action;
}

/** What the failure notice says: a lost connection and a bot check's refusal each in their own words, else the form's. */
function failureOf(error: unknown, step: SaveStep): FlowFailure {
  if (isConnectionLost(error)) return connectionLostFailure(step.submitLabel);
  if (isBotCheckRefusal(error)) return botCheckFailure(step.submitLabel);
  return step.failure;
}

/** True once the record is saved. Nothing typed is lost on any failure: the form is reset only after success. */
export function* saveFormRecord(step: SaveStep): Generator<unknown, boolean, unknown> {
  try {
    const receipt = (yield call(saveWithRetries, step.save)) as Awaited<ReturnType<SaveCall>>;
    const awaiting = receipt?.awaiting ?? [];
    yield put(step.saved({ reference: receipt?.reference ?? null, receivedAt: new Date().toISOString(), ...(awaiting.length > 0 ? { awaiting } : {}) }));
    yield put(reset(step.form));
    return true;
  } catch (error) {
    logServiceFailure(error);
    const fieldErrors = serverFieldErrors(error, step.fieldMap);
    if (fieldErrors) {
      // The server refused a value the browser accepted: show it beside its field, keep everything typed.
      yield put(stopSubmit(step.form, fieldErrors));
      yield put(step.refused());
      return false;
    }
    yield put(step.failed(failureOf(error, step)));
    return false;
  }
}
