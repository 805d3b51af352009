// Each normal toast's time to live: a timer racing the person's close (docs/conventions.md).
import { delay, put, race, take, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toastClosed, toastExpired, toastsCleared, toastShown, type Toast } from './toastsSlice';

function* expireToast(action: PayloadAction<Toast>) {
  const toast = action.payload;
  if (toast.sticky || toast.timeoutMs <= 0) return;
  const outcome = (yield race({
    timeout: delay(toast.timeoutMs),
    closed: take((candidate: { type: string; payload?: { id?: string } }) =>
      candidate.type === toastClosed.type && candidate.payload?.id === toast.id,
    ),
    cleared: take(toastsCleared.type),
  })) as { timeout?: true };
  if (outcome.timeout) yield put(toastExpired({ id: toast.id }));
}

export function* toastsSaga() {
  yield takeEvery(toastShown.type, expireToast);
}

