// Fetches the notification strip at start, and again in the language a person switches to (a notice staff gave in
// it comes in it, the others in English); a failure is logged with the spec's text and shows nothing.
import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { NotificationMessage } from '../../domain/apiContract';
import { logServiceFailure } from '../../api/client';
import { languageActivated, selectLanguage, started } from '../../core/appSlice';
import { getApi } from '../../core/sagaHelpers';
import { notificationsFetchFailed, notificationsReceived, notificationsRequested, selectNotifications, type NotificationsState } from './notificationsSlice';

function* fetchNotifications() {
  yield put(notificationsRequested());
  const api = yield* getApi();
  const language = (yield select(selectLanguage)) as string;
  try {
    const notifications = (yield call([api, api.getNotifications], language)) as NotificationMessage[];
    yield put(notificationsReceived(notifications.map((notification) => notification.message)));
  } catch (error) {
    // docs/errors.md: the text is built and logged; the person sees no strip rather than an error.
    logServiceFailure(error);
    yield put(notificationsFetchFailed());
  }
}

/**
 * Once per page load, however often the start event comes, unless the page came with them (drawn by the server,
 * which read them a moment ago); then once per language activated.
 */
export function* notificationsSaga() {
  yield take(started.type);
  const { status } = (yield select(selectNotifications)) as NotificationsState;
  if (status !== 'loaded') yield call(fetchNotifications);
  yield takeLatest(languageActivated.type, fetchNotifications);
}
