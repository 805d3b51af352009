// The site screen's calls (managers and admins): the site loaded (a 403 is the refusal the page shows), maintenance
// switched, a notice posted or removed. Each change answers the site as it now is; a second click while one is on its
// way sends nothing.
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SiteView } from '../domain/staffSite';
import { siteActions, selectSite, type SiteState } from './siteSlice';
import { staffCall, type StaffCallResult } from './staffCall';

function* loadSite() {
  const { status } = (yield select(selectSite)) as SiteState;
  if (status !== 'loading') return;
  const result = (yield call(staffCall<SiteView>, (api, options) => api.site(options))) as StaffCallResult<SiteView>;
  if (result.ok) yield put(siteActions.loaded({ view: result.body }));
  else if (result.failure.status === 403) yield put(siteActions.refused());
  else if (result.failure.status !== 401) yield put(siteActions.loadFailed({ failure: result.failure }));
}

function* switchMaintenance() {
  const { maintenance } = (yield select(selectSite)) as SiteState;
  if (!maintenance || maintenance.status !== 'working') return;
  const on = maintenance.subject;
  const result = (yield call(staffCall<SiteView>, (api, options) => api.setMaintenance(on, options))) as StaffCallResult<SiteView>;
  if (result.ok) yield put(siteActions.maintenanceChanged({ view: result.body }));
  else if (result.failure.status !== 401) yield put(siteActions.confirmationRefused({ failure: result.failure }));
}

function* removeNotice() {
  const { removing } = (yield select(selectSite)) as SiteState;
  if (!removing || removing.status !== 'working') return;
  const id = removing.subject;
  const result = (yield call(staffCall<SiteView>, (api, options) => api.removeNotice(id, options))) as StaffCallResult<SiteView>;
  if (result.ok) yield put(siteActions.noticeRemoved({ view: result.body }));
  else if (result.failure.status !== 401) yield put(siteActions.confirmationRefused({ failure: result.failure }));
}

function* postNotice({ payload: { request } }: ReturnType<typeof siteActions.noticeSubmitted>) {
  const result = (yield call(staffCall<SiteView>, (api, options) => api.addNotice(request, options))) as StaffCallResult<SiteView>;
  if (result.ok) yield put(siteActions.noticePosted({ view: result.body }));
  else if (result.failure.status !== 401) yield put(siteActions.noticeRefused({ failure: result.failure }));
}

export function* siteSaga() {
  yield takeLatest([siteActions.shown.type, siteActions.retried.type, siteActions.left.type], loadSite);
  yield takeLeading(siteActions.maintenanceConfirmed.type, switchMaintenance);
  yield takeLeading(siteActions.removeConfirmed.type, removeNotice);
  yield takeLeading(siteActions.noticeSubmitted.type, postNotice);
}
