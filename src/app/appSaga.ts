// App-level side effects of spec §4: the loaded and preboot timers and the maintenance check.
import { all, call, put, take } from 'redux-saga/effects';
import { APP_LOADED_DELAY_MS, PREBOOT_REMOVAL_DELAY_MS } from '../domain/constants';
import { logServiceFailure } from '../api/client';
import { loadedMarked, maintenanceChecked, maintenanceCheckFailed, prebootRemovalDue, started } from './appSlice';
import { delayFromStart, getApi } from './sagaHelpers';

function* markLoaded() {
  yield call(delayFromStart, APP_LOADED_DELAY_MS);
  yield put(loadedMarked());
}

function* schedulePrebootRemoval() {
  yield call(delayFromStart, PREBOOT_REMOVAL_DELAY_MS);
  yield put(prebootRemovalDue());
}

function* checkMaintenance() {
  const api = yield* getApi();
  try {
    const inMaintenance = (yield call([api, api.isSiteInMaintenance])) as boolean;
    yield put(maintenanceChecked(inMaintenance));
  } catch (error) {
    logServiceFailure(error);
    yield put(maintenanceCheckFailed());
  }
}

export function* appSaga() {
  yield take(started.type);
  yield all([call(markLoaded), call(schedulePrebootRemoval), call(checkMaintenance)]);
}
