// Loads the inbox's pages: the first under a new filter, the next on "Load more", the failed one again on "Try again".
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { InboxPage } from '../domain/staffConsole';
import { inboxActions, selectInbox, type InboxState } from './inboxSlice';
import { staffCall, type StaffCallResult } from './staffCall';

function* loadInboxPage() {
  const { status, kind, filter, next } = (yield select(selectInbox)) as InboxState;
  if (!kind || (status !== 'loading' && status !== 'loadingMore')) return;
  const after = status === 'loadingMore' ? (next ?? undefined) : undefined;
  const result = (yield call(staffCall<InboxPage>, (api, options) => api.inbox(kind, filter, after, options))) as StaffCallResult<InboxPage>;
  if (result.ok) yield put(inboxActions.pageLoaded({ rows: result.body.rows, next: result.body.next ?? null }));
  else if (result.failure.status !== 401) yield put(inboxActions.loadFailed({ failure: result.failure }));
}

export function* inboxSaga() {
  // takeLatest: a newer filter, or leaving the page, cancels the call under way (and aborts its request).
  yield takeLatest([inboxActions.shown.type, inboxActions.moreRequested.type, inboxActions.retried.type, inboxActions.left.type], loadInboxPage);
}
