// The session's side effects: load who is signed in and the plan's forms, warn before the session ends (the GOV.UK
// timeout warning), keep it when asked, end it when its time passes, and sign out.
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { STAFF_IDLE_WARNING_MS, STAFF_SIGNED_OUT_PATH, type StaffFormsAnswer, type StaffSessionView, type StaffSignOutAnswer } from '../domain/staffConsole';
import {
  selectContinuedPast,
  selectIdleWarning,
  selectSession,
  selectSessionEnds,
  sessionActions,
  type IdleWarning,
  type SessionEndReason,
  type SessionState,
} from './sessionSlice';
import { staffCall, type StaffCallResult } from './staffCall';

/** The end that comes first: the absolute one wins a tie, since nothing can extend it. */
export function nearerEnd(ends: { idleEndsAt: string; absoluteEndsAt: string }): { reason: SessionEndReason; endsAt: string } {
  return Date.parse(ends.absoluteEndsAt) <= Date.parse(ends.idleEndsAt)
    ? { reason: 'absolute', endsAt: ends.absoluteEndsAt }
    : { reason: 'idle', endsAt: ends.idleEndsAt };
}

/** The clock, as an effect, so a saga reads time where tests can fake it. */
const now = (): number => Date.now();

function* loadSession() {
  const [session, forms] = (yield all([
    call(staffCall<StaffSessionView>, (api, options) => api.session(options)),
    call(staffCall<StaffFormsAnswer>, (api, options) => api.forms(options)),
  ])) as [StaffCallResult<StaffSessionView>, StaffCallResult<StaffFormsAnswer>];
  if (session.ok && forms.ok) {
    yield put(sessionActions.loaded({ view: session.body, forms: forms.body }));
    return;
  }
  const failure = !session.ok ? session.failure : !forms.ok ? forms.failure : undefined;
  // A 401 has ended the session already (staffCall): the browser is on its way to sign in.
  if (failure && failure.status !== 401) yield put(sessionActions.loadFailed({ failure }));
}

function* loadUnlessSeeded() {
  const session = (yield select(selectSession)) as SessionState;
  if (session.status === 'loading') yield call(loadSession);
}

/**
 * Runs again (takeLatest) whenever the session's ends may have moved: loaded, any answer's new idle end, a keep. Waits
 * until STAFF_IDLE_WARNING_MS before the nearer end, opens the warning, then waits for the end itself and expires the
 * session. Inside the warning's window already (a late answer, or an end that stayed where it was) the warning stays
 * open with the new end, rather than closing and opening again under the person's eyes.
 */
function* watchSessionEnd() {
  const session = (yield select(selectSession)) as SessionState;
  const ends = (yield select(selectSessionEnds)) as ReturnType<typeof selectSessionEnds>;
  if (session.status !== 'ready' || session.signedOutTo || !ends) return;
  const { reason, endsAt } = nearerEnd(ends);
  const endsAtMs = Date.parse(endsAt);
  const warnAtMs = endsAtMs - STAFF_IDLE_WARNING_MS;
  const before = (yield call(now)) as number;
  if (before < warnAtMs) {
    const open = (yield select(selectIdleWarning)) as IdleWarning | null;
    if (open) yield put(sessionActions.warningClosed());
    yield delay(warnAtMs - before);
  }
  const continuedPast = (yield select(selectContinuedPast)) as string | null;
  if (continuedPast !== endsAt) yield put(sessionActions.warningOpened({ reason, endsAt }));
  const inWindow = (yield call(now)) as number;
  if (endsAtMs > inWindow) yield delay(endsAtMs - inWindow);
  yield put(sessionActions.expired());
}

function* keepSession() {
  const result = (yield call(staffCall<StaffSessionView>, (api, options) => api.keepSession(options))) as StaffCallResult<StaffSessionView>;
  if (result.ok) yield put(sessionActions.kept({ view: result.body }));
  else if (result.failure.status !== 401) yield put(sessionActions.keepFailed({ failure: result.failure }));
}

/** Only a web address or a path of this site: never a `javascript:` or `data:` address, whatever the answer says. */
export function safeRedirect(redirectTo: unknown): string {
  if (typeof redirectTo !== 'string' || redirectTo === '') return STAFF_SIGNED_OUT_PATH;
  try {
    const url = new URL(redirectTo, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : STAFF_SIGNED_OUT_PATH;
  } catch {
    return STAFF_SIGNED_OUT_PATH;
  }
}

function* signOut() {
  const result = (yield call(staffCall<StaffSignOutAnswer>, (api, options) => api.signOut(options), { endSessionOn401: false })) as StaffCallResult<StaffSignOutAnswer>;
  if (result.ok) yield put(sessionActions.signedOut({ redirectTo: safeRedirect(result.body.redirectTo) }));
  // Already over: signed out is what the person asked for, and signing in again is not.
  else if (result.failure.status === 401) yield put(sessionActions.signedOut({ redirectTo: STAFF_SIGNED_OUT_PATH }));
  else yield put(sessionActions.signOutFailed({ failure: result.failure }));
}

export function* sessionSaga() {
  yield takeLatest([sessionActions.started.type, sessionActions.retried.type], loadUnlessSeeded);
  yield takeLatest(
    [
      sessionActions.started.type,
      sessionActions.loaded.type,
      sessionActions.activityRecorded.type,
      sessionActions.kept.type,
      sessionActions.ended.type,
      sessionActions.expired.type,
      sessionActions.signedOut.type,
    ],
    watchSessionEnd,
  );
  yield takeLeading(sessionActions.stayChosen.type, keepSession);
  yield takeLeading(sessionActions.signOutChosen.type, signOut);
}
