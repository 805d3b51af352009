// Loads the withdrawals' pages as the audit trail's are (a 403 is the refusal the page shows), and saves a mark of
// honoured (a second click while one is on its way sends nothing).
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { WithdrawalsPage, WithdrawalToHonour } from '../domain/staffConsent';
import { staffCall, type StaffCallResult } from './staffCall';
import { selectWithdrawals, withdrawalsActions, type WithdrawalsState } from './withdrawalsSlice';

function* loadWithdrawalsPage() {
  const { status, show, next } = (yield select(selectWithdrawals)) as WithdrawalsState;
  if (status !== 'loading' && status !== 'loadingMore') return;
  const after = status === 'loadingMore' ? (next ?? undefined) : undefined;
  const result = (yield call(staffCall<WithdrawalsPage>, (api, options) => api.withdrawals(show, after, options))) as StaffCallResult<WithdrawalsPage>;
  if (result.ok) yield put(withdrawalsActions.pageLoaded({ page: result.body }));
  else if (result.failure.status === 403) yield put(withdrawalsActions.refused());
  else if (result.failure.status !== 401) yield put(withdrawalsActions.loadFailed({ failure: result.failure }));
}

function* markHonoured({ payload: { reference, request } }: ReturnType<typeof withdrawalsActions.markSubmitted>) {
  const result = (yield call(staffCall<WithdrawalToHonour>, (api, options) => api.markHonoured(reference, request, options))) as StaffCallResult<WithdrawalToHonour>;
  if (result.ok) yield put(withdrawalsActions.markSaved({ row: result.body }));
  else if (result.failure.status !== 401) yield put(withdrawalsActions.markRefused({ failure: result.failure }));
}

export function* withdrawalsSaga() {
  yield takeLatest(
    [withdrawalsActions.shown.type, withdrawalsActions.moreRequested.type, withdrawalsActions.retried.type, withdrawalsActions.left.type],
    loadWithdrawalsPage,
  );
  yield takeLeading(withdrawalsActions.markSubmitted.type, markHonoured);
}
