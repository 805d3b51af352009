// Loads a consent's proof when its page shows, and again on "Try again"; the server records the reading in the audit trail.
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ConsentProofView } from '../domain/staffConsent';
import { proofActions, selectProof, type ProofState } from './proofSlice';
import { staffCall, type StaffCallResult } from './staffCall';

function* loadProof() {
  const { status, reference } = (yield select(selectProof)) as ProofState;
  if (status !== 'loading' || !reference) return;
  const result = (yield call(staffCall<ConsentProofView>, (api, options) => api.consentProof(reference, options))) as StaffCallResult<ConsentProofView>;
  if (result.ok) yield put(proofActions.loaded({ view: result.body }));
  else if (result.failure.status === 404) yield put(proofActions.notFound());
  else if (result.failure.status !== 401) yield put(proofActions.loadFailed({ failure: result.failure }));
}

export function* proofSaga() {
  yield takeLatest([proofActions.shown.type, proofActions.retried.type, proofActions.left.type], loadProof);
}
