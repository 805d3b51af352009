// A member's consent looked up (the latest "Find" wins) and a withdrawal recorded for them (a second click while one is
// on its way sends nothing). A 401 ends the session in staffCall; every other refusal is the page's to show.
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { MemberConsentView, WithdrawalRecordedView } from '../domain/staffConsent';
import { consentActions, selectConsent, type ConsentState } from './consentSlice';
import { staffCall, type StaffCallResult } from './staffCall';

function* lookUpMember() {
  const { lookup, memberId } = (yield select(selectConsent)) as ConsentState;
  if (lookup !== 'loading') return;
  const result = (yield call(staffCall<MemberConsentView>, (api, options) => api.memberConsent(memberId, options))) as StaffCallResult<MemberConsentView>;
  if (result.ok) yield put(consentActions.memberLoaded({ member: result.body }));
  else if (result.failure.status !== 401) yield put(consentActions.lookupFailed({ failure: result.failure }));
}

function* recordWithdrawal({ payload: { request } }: ReturnType<typeof consentActions.withdrawalSubmitted>) {
  const result = (yield call(staffCall<WithdrawalRecordedView>, (api, options) => api.recordWithdrawal(request, options))) as StaffCallResult<WithdrawalRecordedView>;
  if (result.ok) yield put(consentActions.withdrawalRecorded({ recorded: result.body }));
  else if (result.failure.status !== 401) yield put(consentActions.withdrawalRefused({ failure: result.failure }));
}

export function* consentSaga() {
  yield takeLatest([consentActions.searched.type, consentActions.lookupRetried.type], lookUpMember);
  yield takeLeading(consentActions.withdrawalSubmitted.type, recordWithdrawal);
}
