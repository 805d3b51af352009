// The preferred contact sequence of docs/states.md and docs/api.md: trim, save with retries, then the thanks view or the error.
import { call, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { buildContactRecord } from '../../domain/contact';
import { SYSTEM_ERROR } from '../../domain/messages';
import { getApi } from '../../core/sagaHelpers';
import { saveFormRecord } from '../../forms/saveFormRecord';
import {
  contactActions,
  CONTACT_FORM,
  selectContactTermsRead,
  type ContactFormValues,
} from './contactSlice';
import { SUBMIT_LABELS } from '../../domain/submitLabels';


function* submitContact(action: PayloadAction<{ values: ContactFormValues }>) {
  const termsRead = (yield select(selectContactTermsRead)) as boolean;
  if (!termsRead) return;
  const record = buildContactRecord(action.payload.values);
  const api = yield* getApi();
  yield call(saveFormRecord, {
    form: CONTACT_FORM,
    save: (idempotencyKey) => api.saveForm(CONTACT_FORM, record, idempotencyKey),
    failure: SYSTEM_ERROR,
    submitLabel: SUBMIT_LABELS.contact,
    saved: (acknowledgement) => contactActions.saved({ ...acknowledgement, sent: record }),
    refused: () => contactActions.saveRefused(),
    failed: (failure) => contactActions.saveFailed({ failure }),
  });
}

export function* contactSaga() {
  yield takeLeading(contactActions.submitted.type, submitContact);
}
