// Spawns each feature's root saga, so one failing saga does not take the others down (docs/conventions.md), and ends
// them all when the store's sagas are stopped (store.stopSagas in src/app/store.ts): a spawned saga is not cancelled
// with its parent, so the root cancels them itself.
import type { Task } from 'redux-saga';
import { call, cancel, cancelled, spawn } from 'redux-saga/effects';
import { appSaga } from './appSaga';
import { languageSaga } from './languageSaga';
import { notificationsSaga } from '../features/notifications/notificationsSaga';
import { toastsSaga } from '../features/toasts/toastsSaga';
import { attestationSaga } from '../features/attestation/attestationSaga';
import { contactSaga } from '../features/contact/contactSaga';
import { tgiSaga } from '../features/tgi/tgiSaga';

const FEATURE_SAGAS = [appSaga, languageSaga, notificationsSaga, toastsSaga, attestationSaga, contactSaga, tgiSaga];

/** Never settles: the root waits here for as long as its store lives. */
const untilCancelled = () => new Promise<never>(() => undefined);

export function* rootSaga() {
  const tasks: Task[] = [];
  for (const saga of FEATURE_SAGAS) tasks.push((yield spawn(saga)) as Task);
  try {
    yield call(untilCancelled);
  } finally {
    if ((yield cancelled()) as boolean) yield cancel(tasks);
  }
}
