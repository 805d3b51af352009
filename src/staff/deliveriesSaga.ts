// The deliveries screen's calls (admins): the endpoints and the failed deliveries loaded (a 403 is the refusal the page
// shows), an endpoint added, tested, given a new secret or removed, a secret copied, and failed deliveries sent again.
// A second click on a change while one is on its way sends nothing; each endpoint's test is its own.
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { EndpointsAnswer, EndpointSecretAnswer, EndpointTestAnswer, FailedDeliveriesPage, RetryAnswer } from '../domain/staffDeliveries';
import { endpointsActions, selectEndpoints, type EndpointsState } from './endpointsSlice';
import { failedDeliveriesActions, selectFailedDeliveries, type FailedDeliveriesState } from './failedDeliveriesSlice';
import { staffCall, type StaffCallResult } from './staffCall';

/** The browser's clipboard, where it has one (a page over plain http has none). */
export async function writeToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('This browser gives the page no clipboard.');
  await navigator.clipboard.writeText(text);
}

function* loadEndpoints() {
  const { status } = (yield select(selectEndpoints)) as EndpointsState;
  if (status !== 'loading') return;
  const result = (yield call(staffCall<EndpointsAnswer>, (api, options) => api.endpoints(options))) as StaffCallResult<EndpointsAnswer>;
  if (result.ok) yield put(endpointsActions.loaded({ endpoints: result.body.endpoints }));
  else if (result.failure.status === 403) yield put(endpointsActions.refused());
  else if (result.failure.status !== 401) yield put(endpointsActions.loadFailed({ failure: result.failure }));
}

/** In the background, after a change elsewhere: the list shown stays if this fails. */
function* refreshEndpoints() {
  const result = (yield call(staffCall<EndpointsAnswer>, (api, options) => api.endpoints(options))) as StaffCallResult<EndpointsAnswer>;
  if (result.ok) yield put(endpointsActions.loaded({ endpoints: result.body.endpoints }));
}

function* addEndpoint({ payload: { request } }: ReturnType<typeof endpointsActions.addSubmitted>) {
  const result = (yield call(staffCall<EndpointSecretAnswer>, (api, options) => api.addEndpoint(request, options))) as StaffCallResult<EndpointSecretAnswer>;
  if (result.ok) yield put(endpointsActions.added({ answer: result.body }));
  else if (result.failure.status !== 401) yield put(endpointsActions.addRefused({ failure: result.failure }));
}

function* testEndpoint({ payload: { endpointId } }: ReturnType<typeof endpointsActions.testRequested>) {
  const result = (yield call(staffCall<EndpointTestAnswer>, (api, options) => api.testEndpoint(endpointId, options))) as StaffCallResult<EndpointTestAnswer>;
  if (result.ok) yield put(endpointsActions.testAnswered({ endpointId, answer: result.body }));
  else if (result.failure.status !== 401) yield put(endpointsActions.testFailed({ endpointId, failure: result.failure }));
}

function* changeEndpoint() {
  const { change } = (yield select(selectEndpoints)) as EndpointsState;
  if (!change || change.status !== 'working') return;
  const { action, endpointId } = change;
  if (action === 'rotate') {
    const result = (yield call(staffCall<EndpointSecretAnswer>, (api, options) => api.rotateEndpoint(endpointId, options))) as StaffCallResult<EndpointSecretAnswer>;
    if (result.ok) yield put(endpointsActions.rotated({ answer: result.body }));
    else if (result.failure.status !== 401) yield put(endpointsActions.changeFailed({ failure: result.failure }));
    return;
  }
  const result = (yield call(staffCall<unknown>, (api, options) => api.removeEndpoint(endpointId, options))) as StaffCallResult<unknown>;
  if (result.ok) {
    yield put(endpointsActions.removed({ endpointId }));
    // Its deliveries not yet made were cancelled: the failed ones may have gone with it.
    yield put(failedDeliveriesActions.shown());
  } else if (result.failure.status !== 401) yield put(endpointsActions.changeFailed({ failure: result.failure }));
}

function* copySecret() {
  const { secret } = (yield select(selectEndpoints)) as EndpointsState;
  if (!secret) return;
  try {
    yield call(writeToClipboard, secret.secret);
    yield put(endpointsActions.secretCopied());
  } catch {
    // Nothing of the secret is logged: the person is told to copy it by hand.
    yield put(endpointsActions.secretCopyFailed());
  }
}

function* loadFailedPage() {
  const { status, next } = (yield select(selectFailedDeliveries)) as FailedDeliveriesState;
  if (status !== 'loading' && status !== 'loadingMore') return;
  const after = status === 'loadingMore' ? (next ?? undefined) : undefined;
  const result = (yield call(staffCall<FailedDeliveriesPage>, (api, options) => api.failedDeliveries(after, options))) as StaffCallResult<FailedDeliveriesPage>;
  if (result.ok) yield put(failedDeliveriesActions.pageLoaded({ page: result.body }));
  else if (result.failure.status === 403) yield put(failedDeliveriesActions.refused());
  else if (result.failure.status !== 401) yield put(failedDeliveriesActions.loadFailed({ failure: result.failure }));
}

function* retryDeliveries() {
  const { retry, selected } = (yield select(selectFailedDeliveries)) as FailedDeliveriesState;
  if (!retry || retry.status !== 'sending') return;
  const request = retry.all ? ({ all: true } as const) : { ids: selected };
  const result = (yield call(staffCall<RetryAnswer>, (api, options) => api.retryDeliveries(request, options))) as StaffCallResult<RetryAnswer>;
  if (result.ok) {
    yield put(failedDeliveriesActions.retryDone({ count: result.body.retried }));
    yield put(endpointsActions.refreshRequested());
  } else if (result.failure.status !== 401) yield put(failedDeliveriesActions.retryRefused({ failure: result.failure }));
}

export function* deliveriesSaga() {
  yield takeLatest([endpointsActions.shown.type, endpointsActions.retried.type, endpointsActions.left.type], loadEndpoints);
  yield takeLatest(endpointsActions.refreshRequested.type, refreshEndpoints);
  yield takeLeading(endpointsActions.addSubmitted.type, addEndpoint);
  yield takeEvery(endpointsActions.testRequested.type, testEndpoint);
  yield takeLeading(endpointsActions.changeConfirmed.type, changeEndpoint);
  yield takeLatest(endpointsActions.secretCopyRequested.type, copySecret);
  yield takeLatest(
    [failedDeliveriesActions.shown.type, failedDeliveriesActions.moreRequested.type, failedDeliveriesActions.retried.type, failedDeliveriesActions.retryDone.type, failedDeliveriesActions.left.type],
    loadFailedPage,
  );
  yield takeLeading([failedDeliveriesActions.retrySelectedRequested.type, failedDeliveriesActions.retryAllConfirmed.type], retryDeliveries);
}
