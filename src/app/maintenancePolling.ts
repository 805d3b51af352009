// The maintenance page's polling of docs/states.md: while the page is on screen, the flag is asked again every
// MAINTENANCE_POLL_INTERVAL_MS and on a wake-up, until the site is back. In the maintenance page's chunk (appSaga.ts loads
// it under the page's chunk name): it runs only while that page shows, so no other page carries it in its first load.
import { call, delay, race, select, take } from 'redux-saga/effects';
import { eventChannel, type EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { MAINTENANCE_POLL_INTERVAL_MS, MAINTENANCE_RECHECK_MIN_GAP_MS } from '../domain/constants';
import { maintenanceChecked, selectInMaintenance, selectMaintenanceCheckedAt } from '../core/appSlice';

/**
 * What the polling is handed by appSaga.ts: the check the app makes at start, and the clock it stamps answers with.
 * Imported from here, they (and the API client under the check) would become modules of their own in the main bundle.
 */
export interface MaintenanceCheck {
  checkMaintenance: () => Generator<unknown, void, unknown>;
  millisecondsSinceStart: () => number;
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
function* pollUntilMaintenanceEnds({ checkMaintenance, millisecondsSinceStart }: MaintenanceCheck) {
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
export function* pollWhileInMaintenance(check: MaintenanceCheck) {
  for (;;) {
    if (!((yield select(selectInMaintenance)) as boolean)) yield take(isMaintenanceReported);
    yield call(pollUntilMaintenanceEnds, check);
  }
}

