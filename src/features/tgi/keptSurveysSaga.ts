// What a person does about the TGI surveys kept in the browser (docs/states.md#surveys-kept-on-the-device): choose to
// keep them on this device rather than in the tab, or delete them. Started by tgiSaga.ts, in the survey's chunk; the
// storage itself is keptSurveys.ts's (chunk `tgi-kept`), loaded when the person acts.
import { call, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { askConfirmation } from '../../core/sagaHelpers';
import { selectToasts, toastClosed, toastShown, type Toast } from '../toasts/toastsSlice';
import { TGI_DISCARD, TGI_KEPT_ON_DEVICE } from './keptSurveysMessages';
import { selectTgiDeliveries, selectTgiNotReceived, tgiActions, tgiDeliveryTopic, type TgiDelivery } from './tgiSlice';

/** The storage's code; null when its chunk cannot load (after a deploy that removed it: then nothing was kept either). */
const loadKeptSurveys = () => import(/* webpackChunkName: "tgi-kept" */ './keptSurveys').catch(() => null);
type KeptSurveysModule = Awaited<ReturnType<typeof loadKeptSurveys>>;

/** The topic of the toast that says what became of a deletion: a second deletion's word replaces the first's. */
export const TGI_DISCARDED_TOPIC = 'tgi-discarded';

/**
 * "Keep it on this device until it is sent", ticked or not: every survey of this tab not yet received moves there. A
 * device that refuses (storage turned off or full) leaves them in the tab, and the box and a toast say so.
 */
export function* keepWhereChosen(action: PayloadAction<{ onDevice: boolean }>) {
  const { onDevice } = action.payload;
  const kept = (yield call(loadKeptSurveys)) as KeptSurveysModule;
  const keys = ((yield select(selectTgiDeliveries)) as TgiDelivery[]).map(({ idempotencyKey }) => idempotencyKey);
  const moved = kept ? ((yield call(kept.moveKeptSurveys, keys, onDevice ? 'device' : 'tab', new Date())) as boolean) : false;
  if (moved || !onDevice) return;
  yield put(tgiActions.deviceKeepingRefused());
  yield put(toastShown({ topic: 'tgi-kept-on', msg: TGI_KEPT_ON_DEVICE.refused, severity: 'warn' }));
}

/**
 * Delete the answers: asked first in words (it cannot be undone; WCAG 3.3.4), then every survey the notice lists goes
 * from the browser's storage and the state, with its toasts, and a toast says it was done. The notice's place says it
 * too and takes the focus (TgiNotReceivedNotice.tsx); Keep them gives the focus back to the button.
 */
export function* discardNotReceived() {
  const listed = ((yield select(selectTgiNotReceived)) as TgiDelivery[]).map(({ idempotencyKey }) => idempotencyKey);
  if (listed.length === 0) return;
  const yes = (yield call(askConfirmation, TGI_DISCARD.confirm)) as boolean;
  if (!yes) {
    yield put(tgiActions.discardCancelled());
    return;
  }
  // Only those still waiting for the person: one sent again from its toast meanwhile is on its way.
  const stillListed = new Set(((yield select(selectTgiNotReceived)) as TgiDelivery[]).map(({ idempotencyKey }) => idempotencyKey));
  const keys = listed.filter((key) => stillListed.has(key));
  const kept = (yield call(loadKeptSurveys)) as KeptSurveysModule;
  if (kept) yield call(kept.forgetSurveys, keys, new Date());
  const topics = new Set(keys.map(tgiDeliveryTopic));
  for (const toast of (yield select(selectToasts)) as Toast[]) {
    if (toast.topic !== null && topics.has(toast.topic)) yield put(toastClosed(toast.id));
  }
  yield put(tgiActions.discarded({ idempotencyKeys: keys }));
  yield put(toastShown({ topic: TGI_DISCARDED_TOPIC, msg: TGI_DISCARD.done, severity: 'success' }));
}
