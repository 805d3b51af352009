// App-level side effects of docs/states.md: the loaded timer, the maintenance check and its polling. The preboot screen
// is the page's own (public/index.html takes it off at PREBOOT_REMOVAL_DELAY_MS, issue 20).
import { all, call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { eventChannel, type EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  APP_LOADED_DELAY_MS,
  MAINTENANCE_POLL_INTERVAL_MS,
  MAINTENANCE_RECHECK_MIN_GAP_MS,
} from '../domain/constants';
import { logServiceFailure } from '../api/client';
import {
  loadedMarked,
  maintenanceChecked,
  maintenanceCheckFailed,
  maintenancePageLeft,
  maintenancePageShown,
  selectInMaintenance,
  selectMaintenanceCheckedAt,
  started,
} from '../core/appSlice';
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

/** Why the page asks the flag before its next tick: the person is back (focus, visible tab) or the network is. */
export type MaintenanceWakeUp = 'focus' | 'visible' | 'online';

/**
 * The DOM events after which the flag is worth asking at once, as a channel; closing it removes the listeners.
 * Unbuffered on purpose: an event that comes while a check is under way is answered by that check.
 */
export function maintenanceWakeUps(): EventChannel<MaintenanceWakeUp> {
  return eventChannel<MaintenanceWakeUp>((emit) => {
    const onFocus = () => emit('focus');
    const onOnline = () => emit('online');
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') emit('visible');
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  });
}

/**
 * Asks the flag every MAINTENANCE_POLL_INTERVAL_MS after the last answer, and on a wake-up event unless the last
 * answer is under MAINTENANCE_RECHECK_MIN_GAP_MS old, until the site is out of maintenance. A failed check leaves
 * the state in maintenance, so the loop simply waits for its next tick.
 */
function* pollUntilMaintenanceEnds() {
  const wakeUps = (yield call(maintenanceWakeUps)) as EventChannel<MaintenanceWakeUp>;
  // A state seeded in maintenance (stories, tests) has no answer yet: the interval then counts from now.
  const pollStartedAt = (yield call(millisecondsSinceStart)) as number;
  try {
    while ((yield select(selectInMaintenance)) as boolean) {
      const lastCheckedAt = (yield select(selectMaintenanceCheckedAt)) as number | null;
      const now = (yield call(millisecondsSinceStart)) as number;
      const nextTickIn = Math.max(0, (lastCheckedAt ?? pollStartedAt) + MAINTENANCE_POLL_INTERVAL_MS - now);
      const woken = (yield race({ tick: delay(nextTickIn), wakeUp: take(wakeUps) })) as { wakeUp?: MaintenanceWakeUp };
      if (woken.wakeUp && lastCheckedAt !== null) {
        const wokenAt = (yield call(millisecondsSinceStart)) as number;
        if (wokenAt - lastCheckedAt < MAINTENANCE_RECHECK_MIN_GAP_MS) continue;
      }
      yield call(checkMaintenance);
    }
  } finally {
    wakeUps.close();
  }
}

const isMaintenanceReported = (action: Action): boolean => maintenanceChecked.match(action) && action.payload.inMaintenance;

/**
 * Polls while the maintenance page is on screen and the site is in maintenance. The page can show before the start
 * check answers (someone came straight to /maintenance), so it waits for that answer first.
 */
function* pollWhileInMaintenance() {
  for (;;) {
    if (!((yield select(selectInMaintenance)) as boolean)) yield take(isMaintenanceReported);
    yield call(pollUntilMaintenanceEnds);
  }
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
