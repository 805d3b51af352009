// The TGI survey sequence of docs/states.md: NPI look-up and confirm (src/forms), the thanks as soon as the save is
// issued, and the save itself carried on in the background with retries (docs/readings.md), then Close Window.
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { reset } from 'redux-form';
import type { SubmissionReceipt, YesNo } from '../../domain/apiContract';
import type { TgiSurveyRecord } from '../../domain/tgi';
import { ApiError, logServiceFailure } from '../../api/client';
import { getApi } from '../../core/sagaHelpers';
import { checkNpi, isValidNpiValue, type NpiCheckOutcome } from '../../forms/npiCheck';
import { saveWithRetries } from '../../forms/saveWithRetries';
import { toastShown } from '../toasts/toastsSlice';
import { TGI_DELIVERY } from './tgiDeliveryMessages';
import {
  TGI_FORM,
  selectTgiDelivery,
  tgiCloseRequested,
  tgiDelivered,
  tgiDeliveryFailed,
  tgiNpiChecked,
  tgiNpiCheckFailed,
  tgiResendStarted,
  tgiRetryRequested,
  tgiSaveIssued,
  tgiSubmissionCancelled,
  tgiSubmitted,
  tgiUnconfirmedNpiAccepted,
  type TgiDelivery,
  type TgiFormValues,
} from './tgiSlice';
import { SUBMIT_LABELS } from '../../forms/submitLabels';

/**
 * One message per survey at a time ("not received", then "sending again", then "received"), each survey under its
 * own topic: two failed surveys keep two sticky toasts, and news about one never replaces the other's.
 */
export function tgiDeliveryTopic(idempotencyKey: string): string {
  return `tgi-delivery-${idempotencyKey}`;
}

/**
 * Backoff for the background save (about half a minute in all): the person already has the thanks, so the
 * saga can wait out a dropped connection, a restarting server or a rate limit. Every try carries one key.
 */
export const TGI_DELIVERY_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000] as const;

/** Worth another try: no answer, an expired anti-forgery pair, a timeout, a rate limit, or the server's own trouble. */
export function isDeliveryRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error.failure;
  return status === 0 || status === 403 || status === 408 || status === 429 || status >= 500;
}

/** docs/records.md's record: entered text trimmed (docs/validation.md), the look-up's answer, and the submission time. */
export function buildTgiRecord(values: TgiFormValues, isValidNPI: YesNo, now: Date): TgiSurveyRecord {
  return {
    providerLastName: values.providerLastName?.trim() ?? '',
    providerFirstName: values.providerFirstName?.trim() ?? '',
    // Normalised where it is typed (normalizeNpi on the field): taken as it is.
    individualNPI: values.individualNPI ?? '',
    isValidNPI,
    isGenderAffirmingServicesOffered: values.isGenderAffirmingServicesOffered ?? 'No',
    fullNameOfPersonCompletingSurvey: values.fullNameOfPersonCompletingSurvey?.trim() ?? '',
    titleOfPersonCompletingSurvey: values.titleOfPersonCompletingSurvey?.trim() ?? '',
    email: values.email?.trim() ?? '',
    phoneNumber: values.phoneNumber?.trim() ?? '',
    dateSubmitted: now.toISOString(),
  };
}

function* submitTgi(action: PayloadAction<{ values: TgiFormValues }>) {
  const { values } = action.payload;
  const outcome = (yield call(checkNpi, values.individualNPI ?? '', {
    checked: (valid) => tgiNpiChecked({ valid }),
    failed: (failure) => tgiNpiCheckFailed({ failure }),
    accepted: () => tgiUnconfirmedNpiAccepted(),
    cancelled: () => tgiSubmissionCancelled(),
    submitLabel: SUBMIT_LABELS.tgi,
  })) as NpiCheckOutcome;
  if (outcome === 'cancelled' || outcome === 'failed') return;
  const record = buildTgiRecord(values, isValidNpiValue(outcome), new Date());
  yield put(tgiSaveIssued({ record, idempotencyKey: nanoid() }));
}

function* deliver({ record, idempotencyKey }: Pick<TgiDelivery, 'record' | 'idempotencyKey'>, afterRetry: boolean) {
  const api = yield* getApi();
  try {
    const receipt = (yield call(saveWithRetries, (key: string) => api.saveTgiAct(record, key), {
      retryDelaysMs: TGI_DELIVERY_RETRY_DELAYS_MS,
      isRetryable: isDeliveryRetryable,
      idempotencyKey,
      showLoadingMessage: false,
    })) as SubmissionReceipt | undefined;
    yield put(tgiDelivered({ idempotencyKey, reference: receipt?.reference ?? null, receivedAt: new Date().toISOString() }));
    if (afterRetry) yield put(toastShown({ topic: tgiDeliveryTopic(idempotencyKey), msg: TGI_DELIVERY.deliveredMessage, severity: 'success' }));
  } catch (error) {
    // docs/errors.md: the TGI save failure is logged; docs/readings.md: and the person is told, with the answers kept.
    logServiceFailure(error);
    yield put(tgiDeliveryFailed({ idempotencyKey }));
    yield put(
      toastShown({
        topic: tgiDeliveryTopic(idempotencyKey),
        title: TGI_DELIVERY.failedTitle,
        msg: TGI_DELIVERY.failedMessage,
        severity: 'error',
        sticky: true,
        action: { label: TGI_DELIVERY.retryLabel, event: tgiRetryRequested({ idempotencyKey }) },
      }),
    );
  }
}

function* deliverIssued(action: PayloadAction<{ record: TgiSurveyRecord; idempotencyKey: string }>) {
  yield call(deliver, action.payload, false);
}

function* deliverAgain(action: PayloadAction<{ idempotencyKey: string }>) {
  const { idempotencyKey } = action.payload;
  const delivery = (yield select(selectTgiDelivery, idempotencyKey)) as TgiDelivery | null;
  // Only a failed survey is sent again: one still sending would go twice, one received is no longer kept.
  if (delivery?.status !== 'failed') return;
  yield put(tgiResendStarted({ idempotencyKey }));
  yield put(toastShown({ topic: tgiDeliveryTopic(idempotencyKey), msg: TGI_DELIVERY.retryingMessage, severity: 'info' }));
  yield call(deliver, delivery, true);
}

function* closeWindow() {
  yield put(reset(TGI_FORM));
}

export function* tgiSaga() {
  yield takeLeading(tgiSubmitted.type, submitTgi);
  // Every issued survey is delivered, even when another is issued before the first is through.
  yield takeEvery(tgiSaveIssued.type, deliverIssued);
  // Each Try again names its survey: takeLeading would drop one survey's Try again while another's retry runs. A second
  // Try again of the same survey finds it 'sending' (tgiResendStarted) and does nothing.
  yield takeEvery(tgiRetryRequested.type, deliverAgain);
  yield takeLeading(tgiCloseRequested.type, closeWindow);
}
