// The one way a console saga calls the API: the client from the saga context, the request aborted when the saga is
// cancelled, each answer's idle end reported, and a 401 turned into the session's end, so no saga handles those itself.
import { call, cancelled, getContext, put } from 'redux-saga/effects';
import { StaffApiError, type StaffAnswer, type StaffApi, type StaffFailure, type StaffRequestOptions } from './api';
import { sessionActions } from './sessionSlice';

export const STAFF_API_CONTEXT_KEY = 'staffApi';

export type StaffCallResult<Body> = { ok: true; body: Body } | { ok: false; failure: StaffFailure };

/**
 * Runs `request` with the console's API. A 401 puts `session/ended` (the app then sends the browser to sign in again)
 * and comes back as a failure like any other, which the caller may ignore: the page is being left. Signing out asks
 * for no such end (`endSessionOn401: false`): a session already over is signed out, not signed in again.
 */
export function* staffCall<Body>(
  request: (api: StaffApi, options: StaffRequestOptions) => Promise<StaffAnswer<Body>>,
  { endSessionOn401 = true }: { endSessionOn401?: boolean } = {},
): Generator<unknown, StaffCallResult<Body>, unknown> {
  const api = (yield getContext(STAFF_API_CONTEXT_KEY)) as StaffApi;
  const controller = new AbortController();
  try {
    const answer = (yield call(request, api, { signal: controller.signal })) as StaffAnswer<Body>;
    if (answer.idleEndsAt) yield put(sessionActions.activityRecorded({ idleEndsAt: answer.idleEndsAt }));
    return { ok: true, body: answer.body };
  } catch (error) {
    if (!(error instanceof StaffApiError)) {
      // A bug of ours, not the network's: said on the console, and shown to staff as a failed call.
      console.error(error);
      return { ok: false, failure: { status: 0, url: '', message: 'Something went wrong in the console.' } };
    }
    if (error.failure.status === 401 && endSessionOn401) {
      yield put(sessionActions.ended());
    } else if (error.idleEndsAt) {
      yield put(sessionActions.activityRecorded({ idleEndsAt: error.idleEndsAt }));
    }
    return { ok: false, failure: error.failure };
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}
