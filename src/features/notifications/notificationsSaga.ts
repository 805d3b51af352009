// Fetches the notification strip at start; a failure is logged with the spec's text and shows nothing.
import { call, put, take } from 'redux-saga/effects';
import type { NotificationMessage } from '../../domain/apiContract';
import { logServiceFailure } from '../../api/client';
import { started } from '../../core/appSlice';
import { getApi } from '../../core/sagaHelpers';
import { notificationsFetchFailed, notificationsReceived, notificationsRequested } from './notificationsSlice';

function* fetchNotifications() {
  yield put(notificationsRequested());
  const api = yield* getApi();
  try {
    const notifications = (yield call([api, api.getNotifications])) as NotificationMessage[];
    yield put(notificationsReceived(notifications.map((notification) => notification.message)));
  } catch (error) {
    // docs/errors.md: the text is built and logged; the person sees no strip rather than an error.
    logServiceFailure(error);
    yield put(notificationsFetchFailed());
  }
}

/** Once per page load, however often the start event comes. */
export function* notificationsSaga() {
  yield take(started.type);
  yield call(fetchNotifications);
}
