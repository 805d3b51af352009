// Loads the changed answers' pages as the withdrawals' are (a 403 is the refusal the page shows), and saves a review (a
// second click while one is on its way sends nothing).
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AnswerChangesPage, AnswerChangeView } from '../domain/staffAnswerChanges';
import { answerChangesActions, selectAnswerChanges, type AnswerChangesState } from './answerChangesSlice';
import { staffCall, type StaffCallResult } from './staffCall';

function* loadAnswerChangesPage() {
  const { status, show, next } = (yield select(selectAnswerChanges)) as AnswerChangesState;
  if (status !== 'loading' && status !== 'loadingMore') return;
  const after = status === 'loadingMore' ? (next ?? undefined) : undefined;
  const result = (yield call(staffCall<AnswerChangesPage>, (api, options) => api.answerChanges(show, after, options))) as StaffCallResult<AnswerChangesPage>;
  if (result.ok) yield put(answerChangesActions.pageLoaded({ page: result.body }));
  else if (result.failure.status === 403) yield put(answerChangesActions.refused());
  else if (result.failure.status !== 401) yield put(answerChangesActions.loadFailed({ failure: result.failure }));
}

function* saveReview({ payload: { reference, request } }: ReturnType<typeof answerChangesActions.reviewSubmitted>) {
  const result = (yield call(staffCall<AnswerChangeView>, (api, options) => api.reviewAnswerChange(reference, request, options))) as StaffCallResult<AnswerChangeView>;
  if (result.ok) yield put(answerChangesActions.reviewSaved({ change: result.body, outcome: request.outcome }));
  else if (result.failure.status !== 401) yield put(answerChangesActions.reviewRefused({ failure: result.failure }));
}

export function* answerChangesSaga() {
  yield takeLatest(
    [answerChangesActions.shown.type, answerChangesActions.moreRequested.type, answerChangesActions.retried.type, answerChangesActions.left.type],
    loadAnswerChangesPage,
  );
  yield takeLeading(answerChangesActions.reviewSubmitted.type, saveReview);
}
