// The attestation sequence of spec §4: NPI lookup, the not-found confirmation, the save, and Close Window.
import { call, delay, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { reset } from 'redux-form';
import type { AttestationRecord, YesNo } from '../../domain/apiContract';
import { attestationFormName } from '../../domain/attestation';
import { NPI_NOT_APPLICABLE } from '../../domain/constants';
import { ATTESTATION_SAVED_MESSAGE, NPI_NOT_FOUND_CONFIRM, SYSTEM_ERROR } from '../../domain/messages';
import { ApiError, logServiceFailure } from '../../api/client';
import { httpErrorMessage } from '../../api/httpErrors';
import { askConfirmation, getApi, withLoadingMessage } from '../../app/sagaHelpers';
import { saveFormRecord } from '../../forms/saveFormRecord';
import { toastShown } from '../toasts/toastsSlice';
import {
  attestationCloseRequested,
  attestationFormReopened,
  attestationNpiChecked,
  attestationNpiCheckFailed,
  attestationSaved,
  attestationSaveFailed,
  attestationSaveRefused,
  attestationSubmissionCancelled,
  attestationSubmitted,
  attestationUnconfirmedNpiAccepted,
  type AttestationFormKey,
  type AttestationFormValues,
} from './attestationSlice';

export const ATTESTATION_FORM = 'attestation';
/** One message about the attestation at a time: the latest outcome replaces an earlier one. */
const ATTESTATION_TOAST_TOPIC = 'attestation';
/** The API names the organization field differently from the form (spec §3). */
const SERVER_FIELD_MAP = { organizationName: 'organization' } as const;

/** How long Close Window waits for the browser to close the tab before it falls back to a blank form. */
export const WINDOW_CLOSE_GRACE_MS = 300;

export function buildAttestationRecord(
  values: AttestationFormValues,
  isValidNPI: YesNo,
  formKey: AttestationFormKey,
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
    attestationFormName: attestationFormName(formKey),
  };
}

function* lookUpNpi(formKey: AttestationFormKey, npi: string): Generator<unknown, YesNo | 'cancelled' | 'failed', unknown> {
  const api = yield* getApi();
  let valid: boolean;
  try {
    valid = (yield call(withLoadingMessage, () => api.isNpiValid(npi))) as boolean;
  } catch (error) {
    logServiceFailure(error);
    const message = error instanceof ApiError ? httpErrorMessage(error.failure) : SYSTEM_ERROR.message;
    yield put(attestationNpiCheckFailed({ formKey, failure: { title: SYSTEM_ERROR.title, message } }));
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

  const record = buildAttestationRecord(values, isValidNPI, formKey, new Date());
  const api = yield* getApi();
  const saved = (yield call(saveFormRecord, {
    form: ATTESTATION_FORM,
    save: (idempotencyKey) => api.saveAttestation(record, idempotencyKey),
    fieldMap: SERVER_FIELD_MAP,
    failure: SYSTEM_ERROR,
    saved: (reference) => attestationSaved({ formKey, reference }),
    refused: () => attestationSaveRefused({ formKey }),
    failed: (failure) => attestationSaveFailed({ formKey, failure }),
  })) as boolean;
  if (saved) yield put(toastShown({ topic: ATTESTATION_TOAST_TOPIC, msg: ATTESTATION_SAVED_MESSAGE, severity: 'success' }));
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
  yield takeLeading(attestationCloseRequested.type, closeWindow);
}
