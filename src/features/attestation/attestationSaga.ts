// The attestation sequence of spec §4: NPI lookup, the not-found confirmation, the save, and Close Window.
import { call, delay, put, select, takeLeading } from 'redux-saga/effects';
import { nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { reset, stopSubmit } from 'redux-form';
import type { AttestationRecord, SubmissionReceipt, YesNo } from '../../domain/apiContract';
import { NPI_NOT_APPLICABLE } from '../../domain/constants';
import { ATTESTATION_SAVED_MESSAGE, MISSING_INFORMATION, NPI_NOT_FOUND_CONFIRM, SYSTEM_ERROR } from '../../domain/messages';
import { ApiError, logServiceFailure } from '../../api/client';
import { httpErrorMessage } from '../../api/httpErrors';
import { selectPlanName } from '../../app/appSlice';
import { askConfirmation, getApi, withLoadingMessage } from '../../app/sagaHelpers';
import { toastShown } from '../toasts/toastsSlice';
import { attestationScreenTexts } from './attestationMessages';
import {
  attestationCloseRequested,
  attestationFormReopened,
  attestationNpiChecked,
  attestationNpiCheckFailed,
  attestationSaved,
  attestationSaveFailed,
  attestationSubmissionCancelled,
  attestationSubmitted,
  attestationUnconfirmedNpiAccepted,
  attestationValidationFailed,
  type AttestationFormKey,
  type AttestationFormValues,
} from './attestationSlice';

export const ATTESTATION_FORM = 'attestation';
/** One message about the attestation at a time: the latest outcome replaces an earlier one. */
const ATTESTATION_TOAST_TOPIC = 'attestation';
/**
 * Waits before each retry of a save whose answer never came (no network, gateway trouble) or whose
 * anti-forgery pair had expired (the 403 answer carries a fresh one). The same Idempotency-Key goes with
 * every try, so a save the server committed before the connection dropped is not stored twice.
 */
export const SAVE_RETRY_DELAYS_MS = [500, 1500] as const;
const RETRYABLE_STATUSES = new Set([0, 403, 502, 503, 504]);

/** How long Close Window waits for the browser to close the tab before it falls back to a blank form. */
export const WINDOW_CLOSE_GRACE_MS = 300;

export function buildAttestationRecord(
  values: AttestationFormValues,
  isValidNPI: YesNo,
  attestationFormName: string,
  now: Date,
): AttestationRecord {
  return {
    firstName: values.firstName?.trim() ?? '',
    lastName: values.lastName?.trim() ?? '',
    individualNPI: values.npiApplicable ? NPI_NOT_APPLICABLE : (values.individualNPI?.trim() ?? ''),
    isValidNPI,
    title: values.title?.trim() ?? '',
    organizationName: values.organization?.trim() ?? '',
    submittedDatetime: now.toISOString(),
    attestationFormName,
  };
}

/** The API's field names differ from the form's in one place. */
function toFormErrors(body: unknown): Record<string, string> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const source = (body as { errors?: unknown }).errors;
  if (typeof source !== 'object' || source === null) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(source as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    errors[field === 'organizationName' ? 'organization' : field] = message;
  }
  return errors;
}

function* saveWithRetries(record: AttestationRecord): Generator<unknown, SubmissionReceipt | undefined, unknown> {
  const api = yield* getApi();
  const idempotencyKey = nanoid();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (yield call(withLoadingMessage, () => api.saveAttestation(record, idempotencyKey))) as SubmissionReceipt | undefined;
    } catch (error) {
      const retryable = error instanceof ApiError && RETRYABLE_STATUSES.has(error.failure.status);
      const wait = SAVE_RETRY_DELAYS_MS[attempt];
      if (!retryable || wait === undefined) throw error;
      yield delay(wait);
    }
  }
}

function failureText(error: unknown): string {
  return error instanceof ApiError ? httpErrorMessage(error.failure) : SYSTEM_ERROR.message;
}

function* lookUpNpi(formKey: AttestationFormKey, npi: string): Generator<unknown, YesNo | 'cancelled' | 'failed', unknown> {
  const api = yield* getApi();
  let valid: boolean;
  try {
    valid = (yield call(withLoadingMessage, () => api.isNpiValid(npi))) as boolean;
  } catch (error) {
    logServiceFailure(error);
    const message = failureText(error);
    yield put(attestationNpiCheckFailed({ formKey, message }));
    yield put(toastShown({ topic: ATTESTATION_TOAST_TOPIC, title: SYSTEM_ERROR.title, msg: message, severity: 'error' }));
    return 'failed';
  }
  yield put(attestationNpiChecked({ formKey, valid }));
  if (valid) return 'Yes';
  const goAhead = (yield call(askConfirmation, NPI_NOT_FOUND_CONFIRM)) as boolean;
  if (!goAhead) {
    yield put(attestationSubmissionCancelled({ formKey }));
    return 'cancelled';
  }
  yield put(attestationUnconfirmedNpiAccepted({ formKey }));
  return 'No';
}

function* submitAttestation(action: PayloadAction<{ formKey: AttestationFormKey; values: AttestationFormValues }>) {
  const { formKey, values } = action.payload;
  const isValidNPI = values.npiApplicable
    ? 'No'
    : ((yield call(lookUpNpi, formKey, values.individualNPI?.trim() ?? '')) as YesNo | 'cancelled' | 'failed');
  if (isValidNPI !== 'Yes' && isValidNPI !== 'No') return;

  const planName = (yield select(selectPlanName)) as string;
  const { title } = attestationScreenTexts(formKey, planName);
  const record = buildAttestationRecord(values, isValidNPI, title, new Date());
  try {
    const receipt = (yield call(saveWithRetries, record)) as SubmissionReceipt | undefined;
    yield put(attestationSaved({ formKey, reference: receipt?.reference ?? null }));
    yield put(toastShown({ topic: ATTESTATION_TOAST_TOPIC, msg: ATTESTATION_SAVED_MESSAGE, severity: 'success' }));
    yield put(reset(ATTESTATION_FORM));
  } catch (error) {
    logServiceFailure(error);
    const fieldErrors = error instanceof ApiError && error.failure.status === 400 ? toFormErrors(error.failure.body) : undefined;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) {
      // The server refused a value the browser accepted: show it beside its field, keep everything typed.
      yield put(stopSubmit(ATTESTATION_FORM, fieldErrors));
      yield put(attestationSaveFailed({ formKey, message: MISSING_INFORMATION.message }));
      yield put(toastShown({ topic: ATTESTATION_TOAST_TOPIC, title: MISSING_INFORMATION.title, msg: MISSING_INFORMATION.message, severity: 'error' }));
      return;
    }
    yield put(attestationSaveFailed({ formKey, message: SYSTEM_ERROR.message }));
    yield put(toastShown({ topic: ATTESTATION_TOAST_TOPIC, title: SYSTEM_ERROR.title, msg: SYSTEM_ERROR.message, severity: 'error' }));
  }
}

function* refuseInvalidForm() {
  yield put(toastShown({ topic: ATTESTATION_TOAST_TOPIC, title: MISSING_INFORMATION.title, msg: MISSING_INFORMATION.message, severity: 'error' }));
}

function closeBrowserWindow(): void {
  window.close();
}

function isBrowserWindowClosed(): boolean {
  return window.closed;
}

/** Close Window (DESIGN §5): a browser keeps a tab it did not open, so the blank form comes back instead. */
function* closeWindow(action: PayloadAction<{ formKey: AttestationFormKey }>) {
  yield call(closeBrowserWindow);
  yield delay(WINDOW_CLOSE_GRACE_MS);
  const closed = (yield call(isBrowserWindowClosed)) as boolean;
  if (!closed) {
    yield put(reset(ATTESTATION_FORM));
    yield put(attestationFormReopened({ formKey: action.payload.formKey }));
  }
}

export function* attestationSaga() {
  yield takeLeading(attestationSubmitted.type, submitAttestation);
  yield takeLeading(attestationValidationFailed.type, refuseInvalidForm);
  yield takeLeading(attestationCloseRequested.type, closeWindow);
}
