// App-level side effects of docs/states.md: the loaded timer, the maintenance check and its polling. The preboot screen
// is the page's own (public/index.html takes it off at PREBOOT_REMOVAL_DELAY_MS, issue 20).
import { all, call, put, race, take, takeLatest } from 'redux-saga/effects';
import { APP_LOADED_DELAY_MS } from '../domain/constants';
import { logServiceFailure } from '../api/client';
import { loadedMarked, maintenanceChecked, maintenanceCheckFailed, maintenancePageLeft, maintenancePageShown, started } from '../core/appSlice';
import { delayFromStart, getApi, millisecondsSinceStart } from '../core/sagaHelpers';

function* markLoaded() {
  yield call(delayFromStart, APP_LOADED_DELAY_MS);
  yield put(loadedMarked());
}

function* checkMaintenance() {
  const api = yield* getApi();
  try {
    const inMaintenance = (yield call([api, api.isSiteInMaintenance])) as boolean;
    const checkedAt = (yield call(millisecondsSinceStart)) as number;
    yield put(maintenanceChecked({ inMaintenance, checkedAt }));
  } catch (error) {
    logServiceFailure(error);
    const checkedAt = (yield call(millisecondsSinceStart)) as number;
    yield put(maintenanceCheckFailed({ checkedAt }));
  }
}

/**
 * The polling (maintenancePolling.ts) is in the maintenance page's chunk: it runs only while that page is on screen, so
 * the chunk is in already and this resolves at once, and no other page carries it in its first load. It is handed the
 * check and the clock, which the other pages' sagas share (docs/testing.md#the-size-budget). A chunk that cannot load
 * leaves the page as it is: the next visit asks again.
 */
const loadMaintenancePolling = () => import(/* webpackChunkName: "maintenance" */ './maintenancePolling').catch(() => null);

function* pollWhileInMaintenance() {
  const polling = (yield call(loadMaintenancePolling)) as Awaited<ReturnType<typeof loadMaintenancePolling>>;
  if (polling) yield call(polling.pollWhileInMaintenance, { checkMaintenance, millisecondsSinceStart });
}

/** Leaving the page (maintenance over, or unmounted) cancels the polling, which closes the event channel. */
function* pollWhileMaintenancePageShown() {
  yield race({ polling: call(pollWhileInMaintenance), left: take(maintenancePageLeft.type) });
}

export function* appSaga() {
  yield takeLatest(maintenancePageShown.type, pollWhileMaintenancePageShown);
  yield take(started.type);
  yield all([call(markLoaded), call(checkMaintenance)]);
}
