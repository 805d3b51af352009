// The attestation sequence of docs/states.md: NPI lookup, the not-found confirmation, the save, and Close Window.
import { call, delay, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { YesNo } from '../../domain/apiContract';
import { ATTESTATION_FORM_FIELD_OF_RECORD, buildAttestationRecord } from '../../domain/attestation';
import { ATTESTATION_SAVED_MESSAGE, SYSTEM_ERROR } from '../../domain/messages';
import { getApi } from '../../core/sagaHelpers';
import { checkNpi, isValidNpiValue, type NpiCheckOutcome } from '../../forms/npiCheck';
import { saveFormRecord } from '../../forms/saveFormRecord';
import { toastShown } from '../toasts/toastsSlice';
import {
  attestationActions,
  ATTESTATION_FORM,
  type AttestationFormKey,
  type AttestationFormValues,
} from './attestationSlice';
import { SUBMIT_LABELS } from '../../domain/submitLabels';

/** One message about the attestation at a time: the latest outcome replaces an earlier one. */
const ATTESTATION_TOAST_TOPIC = 'attestation';

/**
 * How long Close Window gives the browser to close the tab before the thanks says it can be closed by hand: long
 * enough for a browser that does close it, short enough that the person does not wonder whether the button worked.
 */
export const WINDOW_CLOSE_GRACE_MS = 300;

function* submitAttestation(action: PayloadAction<{ formKey: AttestationFormKey; values: AttestationFormValues }>) {
  const { formKey, values } = action.payload;
  let isValidNPI: YesNo = 'No';
  // N/A ticked: no NPI to look up, saved directly with isValidNPI No (docs/states.md).
  if (!values.npiApplicable) {
    const outcome = (yield call(checkNpi, values.individualNPI ?? '', {
      checked: (valid) => attestationActions.npiChecked({ formKey, valid }),
      failed: (failure) => attestationActions.npiCheckFailed({ formKey, failure }),
      accepted: () => attestationActions.unconfirmedNpiAccepted({ formKey }),
      cancelled: () => attestationActions.submissionCancelled({ formKey }),
      submitLabel: SUBMIT_LABELS.attestation,
    })) as NpiCheckOutcome;
    if (outcome === 'cancelled' || outcome === 'failed') return;
    isValidNPI = isValidNpiValue(outcome);
  }

  const record = buildAttestationRecord(values, isValidNPI, formKey, new Date());
  const api = yield* getApi();
  const saved = (yield call(saveFormRecord, {
    form: ATTESTATION_FORM,
    save: (idempotencyKey) => api.saveForm(ATTESTATION_FORM, record, idempotencyKey),
    fieldMap: ATTESTATION_FORM_FIELD_OF_RECORD,
    failure: SYSTEM_ERROR,
    submitLabel: SUBMIT_LABELS.attestation,
    saved: (acknowledgement) => attestationActions.saved({ formKey, ...acknowledgement, sent: record }),
    refused: () => attestationActions.saveRefused({ formKey }),
    failed: (failure) => attestationActions.saveFailed({ formKey, failure }),
  })) as boolean;
  if (saved) yield put(toastShown({ topic: ATTESTATION_TOAST_TOPIC, msg: ATTESTATION_SAVED_MESSAGE, severity: 'success' }));
}

function closeBrowserWindow(): void {
  window.close();
}

function isBrowserWindowClosed(): boolean {
  return window.closed;
}

/**
 * Close Window (docs/readings.md): a browser keeps a tab it did not open. Then the thanks stays and says so, rather than a
 * blank form in its place, which would look like a lost submission.
 */
function* closeWindow(action: PayloadAction<{ formKey: AttestationFormKey }>) {
  yield call(closeBrowserWindow);
  yield delay(WINDOW_CLOSE_GRACE_MS);
  const closed = (yield call(isBrowserWindowClosed)) as boolean;
  if (!closed) yield put(attestationActions.windowKeptOpen({ formKey: action.payload.formKey }));
}

export function* attestationSaga() {
  yield takeLeading(attestationActions.submitted.type, submitAttestation);
  yield takeLeading(attestationActions.closeRequested.type, closeWindow);
}
