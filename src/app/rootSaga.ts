// Spawns the shell's sagas, so one failing saga does not take the others down (docs/conventions.md), and ends them all
// when the store's sagas are stopped (store.stopSagas in src/app/store.ts): a spawned saga is not cancelled with its
// parent, so the root cancels them itself. Each form's saga is run by the store when the form's chunk loads
// (reducerRegistry.ts).
import type { Task } from 'redux-saga';
import { call, cancel, cancelled, spawn } from 'redux-saga/effects';
import { appSaga } from './appSaga';
import { languageSaga } from './languageSaga';
import { notificationsSaga } from '../features/notifications/notificationsSaga';
import { toastsSaga } from '../features/toasts/toastsSaga';
import { keptSurveysSaga } from './keptSurveysAtStart';
import { botCheckSaga } from './botCheckSaga';

const FEATURE_SAGAS = [appSaga, languageSaga, notificationsSaga, toastsSaga, keptSurveysSaga, botCheckSaga];

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
