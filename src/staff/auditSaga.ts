// Loads the audit trail's pages as the inbox's are; a 403 (a role below admin) is the refusal the page shows.
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { AuditPage } from '../domain/staffConsole';
import { auditActions, selectAudit, type AuditState } from './auditSlice';
import { staffCall, type StaffCallResult } from './staffCall';

function* loadAuditPage() {
  const { status, filter, next } = (yield select(selectAudit)) as AuditState;
  if (status !== 'loading' && status !== 'loadingMore') return;
  const after = status === 'loadingMore' ? (next ?? undefined) : undefined;
  const result = (yield call(staffCall<AuditPage>, (api, options) => api.audit(filter, after, options))) as StaffCallResult<AuditPage>;
  if (result.ok) yield put(auditActions.pageLoaded({ entries: result.body.entries, next: result.body.next ?? null }));
  else if (result.failure.status === 403) yield put(auditActions.refused());
  else if (result.failure.status !== 401) yield put(auditActions.loadFailed({ failure: result.failure }));
}

export function* auditSaga() {
  yield takeLatest([auditActions.shown.type, auditActions.moreRequested.type, auditActions.retried.type, auditActions.left.type], loadAuditPage);
}
