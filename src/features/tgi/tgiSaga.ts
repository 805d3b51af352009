// The TGI survey sequence of docs/states.md: NPI look-up and confirm (src/forms, run by tgiSubmission.ts), the thanks as
// soon as the save is issued, and the save itself carried on in the background with retries (docs/readings.md), kept in
// the browser until it is received (keptSurveys.ts, its own chunk, which the shell also loads at start when the browser
// keeps a survey: src/app/keptSurveysAtStart.ts; what the person does about it: keptSurveysSaga.ts), then Close Window.
// In the survey's chunk with its module (tgiModule.ts), and run from when that chunk loads for as long as the store
// lives, so a survey sent in the background is still reported after its page is left.
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { reset } from 'redux-form';
import type { SubmissionReceipt } from '../../domain/apiContract';
import type { TgiSurveyRecord } from '../../domain/tgi';
import { ApiError, logServiceFailure } from '../../api/client';
import { getApi } from '../../core/sagaHelpers';
import { connectionLostFailure } from '../../forms/connectionLost';
import { checkNpi, isValidNpiValue } from '../../forms/npiCheck';
import { BACKGROUND_SAVE_RETRY } from '../../forms/retryPolicies';
import { saveWithRetries } from '../../forms/saveWithRetries';
import { toastShown } from '../toasts/toastsSlice';
import { TGI_DELIVERY } from './tgiDeliveryMessages';
import {
  tgiActions,
  TGI_FORM,
  selectTgiDelivery,
  tgiDeliveryTopic,
  tgiDiscardRequested,
  tgiRetryRequested,
  type TgiDelivery,
  type TgiFormValues,
} from './tgiSlice';
import { SUBMIT_LABELS } from '../../domain/submitLabels';
import type { TgiDeliverSaga, TgiSurveyToDeliver } from './keptSurveys';
import { discardNotReceived, keepWhereChosen } from './keptSurveysSaga';

// Each survey's toasts under a topic of its own (tgiSlice.ts), which keptSurveys.ts shares.
export { tgiDeliveryTopic };

/**
 * The submission's steps (tgiSubmission.ts), in this chunk: this resolves at once. A chunk that cannot load (after a
 * deploy that removed it) says so as a lost connection would.
 */
const loadSubmission = () => import(/* webpackChunkName: "tgi" */ './tgiSubmission').catch(() => null);

function* submitTgi(action: PayloadAction<{ values: TgiFormValues }>) {
  const submission = (yield call(loadSubmission)) as Awaited<ReturnType<typeof loadSubmission>>;
  if (submission) yield call(submission.submitTgiSurvey, action.payload.values, { checkNpi, isValidNpiValue });
  else yield put(tgiActions.npiCheckFailed({ failure: connectionLostFailure(SUBMIT_LABELS.tgi) }));
}

/** The answers that refuse the record itself (invalid, too large, unprocessable), which no later visit changes. */
const RECORD_REFUSALS = new Set([400, 413, 422]);

/**
 * Delivers a survey; says whether the server refused the record itself (RECORD_REFUSALS), which keptSurveys.ts reads
 * to stop keeping a copy that would be refused on every visit.
 */
const deliver: TgiDeliverSaga = function* deliver({ record, idempotencyKey, language }, afterRetry) {
  const api = yield* getApi();
  try {
    const receipt = (yield call(saveWithRetries, (key: string) => api.saveForm(TGI_FORM, record, key, language), {
      policy: BACKGROUND_SAVE_RETRY,
      idempotencyKey,
      showLoadingMessage: false,
    })) as SubmissionReceipt | undefined;
    yield put(tgiActions.delivered({ idempotencyKey, reference: receipt?.reference ?? null, receivedAt: new Date().toISOString() }));
    if (afterRetry) yield put(toastShown({ topic: tgiDeliveryTopic(idempotencyKey), msg: TGI_DELIVERY.deliveredMessage, severity: 'success' }));
    return 'delivered';
  } catch (error) {
    // docs/errors.md: the TGI save failure is logged; docs/readings.md: and the person is told, with the answers kept.
    logServiceFailure(error);
    yield put(tgiActions.deliveryFailed({ idempotencyKey }));
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
    return error instanceof ApiError && RECORD_REFUSALS.has(error.failure.status) ? 'refused' : 'failed';
  }
};

/** The code that keeps surveys on the device, loaded when a survey is sent; null when it cannot load (the survey then goes unkept). */
const loadKeptSurveys = () => import(/* webpackChunkName: "tgi-kept" */ './keptSurveys').catch(() => null);
type KeptSurveysModule = Awaited<ReturnType<typeof loadKeptSurveys>>;

/** Delivers a survey with its copy on the device kept until the server has it, or without when the code cannot load. */
function* deliverKeepingIt(survey: TgiSurveyToDeliver, afterRetry: boolean) {
  const kept = (yield call(loadKeptSurveys)) as KeptSurveysModule;
  if (kept) yield call(kept.deliverKept, deliver, survey, afterRetry);
  else yield call(deliver, survey, afterRetry);
}

function* deliverIssued(action: PayloadAction<{ record: TgiSurveyRecord; idempotencyKey: string }>) {
  yield call(deliverKeepingIt, action.payload, false);
}

function* deliverAgain(action: PayloadAction<{ idempotencyKey: string }>) {
  const { idempotencyKey } = action.payload;
  const delivery = (yield select(selectTgiDelivery, idempotencyKey)) as TgiDelivery | null;
  // Only a failed survey, or one an earlier visit kept on the device, is sent again: one still sending would go twice,
  // one received is no longer kept.
  if (delivery?.status !== 'failed' && delivery?.status !== 'held') return;
  yield put(tgiActions.resendStarted({ idempotencyKey }));
  yield put(toastShown({ topic: tgiDeliveryTopic(idempotencyKey), msg: TGI_DELIVERY.retryingMessage, severity: 'info' }));
  yield call(deliverKeepingIt, delivery, true);
}

function* closeWindow() {
  yield put(reset(TGI_FORM));
}

export function* tgiSaga() {
  yield takeLeading(tgiActions.submitted.type, submitTgi);
  // Every issued survey is delivered, even when another is issued before the first is through.
  yield takeEvery(tgiActions.saveIssued.type, deliverIssued);
  // Each Try again names its survey: takeLeading would drop one survey's Try again while another's retry runs. A second
  // Try again of the same survey finds it 'sending' (tgiActions.resendStarted) and does nothing.
  yield takeEvery(tgiRetryRequested.type, deliverAgain);
  yield takeLeading(tgiActions.closeRequested.type, closeWindow);
  // The surveys kept in the browser (keptSurveysSaga.ts): the latest choice of where wins; one Delete question at a time.
  yield takeLatest(tgiActions.keptOnDeviceChosen.type, keepWhereChosen);
  yield takeLeading(tgiDiscardRequested.type, discardNotReceived);
}
