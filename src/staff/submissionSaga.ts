// Loads one submission when its page shows, and again on "Try again".
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { SubmissionView } from '../domain/staffConsole';
import { selectSubmission, submissionActions, type SubmissionState } from './submissionSlice';
import { staffCall, type StaffCallResult } from './staffCall';

function* loadSubmission() {
  const { status, kind, reference } = (yield select(selectSubmission)) as SubmissionState;
  if (status !== 'loading' || !kind || !reference) return;
  const result = (yield call(staffCall<SubmissionView>, (api, options) => api.submission(kind, reference, options))) as StaffCallResult<SubmissionView>;
  if (result.ok) yield put(submissionActions.loaded({ view: result.body }));
  else if (result.failure.status === 404) yield put(submissionActions.notFound());
  else if (result.failure.status !== 401) yield put(submissionActions.loadFailed({ failure: result.failure }));
}

export function* submissionSaga() {
  yield takeLatest([submissionActions.shown.type, submissionActions.retried.type, submissionActions.left.type], loadSubmission);
}
