// The preferred contact sequence of docs/states.md and docs/api.md: trim, save with retries, then the thanks view or the error.
import { call, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PreferredContactRecord } from '../../domain/contact';
import { SYSTEM_ERROR } from '../../domain/messages';
import { getApi } from '../../core/sagaHelpers';
import { saveFormRecord } from '../../forms/saveFormRecord';
import {
  CONTACT_FORM,
  contactSaved,
  contactSaveFailed,
  contactSaveRefused,
  contactSubmitted,
  selectContactTermsRead,
  type ContactFormValues,
} from './contactSlice';
import { SUBMIT_LABELS } from '../../forms/submitLabels';


/** docs/records.md's record from the form: text trimmed, an unset choice false, an unset mobile number ''. */
export function buildContactRecord(values: ContactFormValues): PreferredContactRecord {
  return {
    firstName: values.firstName?.trim() ?? '',
    lastName: values.lastName?.trim() ?? '',
    // Normalised already by the form as it reports the submit (PreferredContactForm.tsx).
    memberId: values.memberId?.trim() ?? '',
    emailAddress: values.emailAddress?.trim() ?? '',
    mobileNumber: values.mobileNumber?.trim() ?? '',
    isEmail: values.isEmail === true,
    isText: values.isText === true,
    isPreRecordedCall: values.isPreRecordedCall === true,
    isPhone: values.isPhone === true,
  };
}

function* submitContact(action: PayloadAction<{ values: ContactFormValues }>) {
  const termsRead = (yield select(selectContactTermsRead)) as boolean;
  if (!termsRead) return;
  const record = buildContactRecord(action.payload.values);
  const api = yield* getApi();
  yield call(saveFormRecord, {
    form: CONTACT_FORM,
    save: (idempotencyKey) => api.savePreferredContact(record, idempotencyKey),
    failure: SYSTEM_ERROR,
    submitLabel: SUBMIT_LABELS.contact,
    saved: (acknowledgement) => contactSaved({ ...acknowledgement, sent: record }),
    refused: () => contactSaveRefused(),
    failed: (failure) => contactSaveFailed({ failure }),
  });
}

export function* contactSaga() {
  yield takeLeading(contactSubmitted.type, submitContact);
}
