// The TGI surveys an earlier visit kept on the device (docs/states.md#surveys-kept-on-the-device) are sent again once the
// app has started in the browser, whatever page it opened on (no saga runs while the server draws a page). The shell
// asks only whether the device keeps one, one storage read; the survey's module (its slice and saga, which delivers
// them) and the code that keeps them load only when it does.
import { call, take } from 'redux-saga/effects';
import { started } from '../core/appSlice';
import type { TGI_KEPT_SURVEYS_KEY } from '../features/tgi/keptSurveys';

/** The key the kept surveys' code owns: the type says the two are the same text. */
const KEPT_SURVEYS_KEY: typeof TGI_KEPT_SURVEYS_KEY = 'tgiSurveysNotReceived';

/** Whether the browser keeps a survey from an earlier visit; false when its storage cannot be read. */
function hasKeptSurveys(): boolean {
  try {
    return localStorage.getItem(KEPT_SURVEYS_KEY) !== null;
  } catch {
    return false;
  }
}

/** Each null when its chunk cannot load (after a deploy that removed it): the surveys then wait for the next visit. */
const loadTgiModule = () => import(/* webpackChunkName: "tgi" */ '../features/tgi/tgiModule').catch(() => null);
const loadKeptSurveys = () => import(/* webpackChunkName: "tgi-kept" */ '../features/tgi/keptSurveys').catch(() => null);

export function* keptSurveysSaga() {
  yield take(started.type);
  if (!((yield call(hasKeptSurveys)) as boolean)) return;
  // The module first: loading it registers the survey's slice and saga, which sends what the resend issues.
  const tgi = (yield call(loadTgiModule)) as Awaited<ReturnType<typeof loadTgiModule>>;
  const kept = (yield call(loadKeptSurveys)) as Awaited<ReturnType<typeof loadKeptSurveys>>;
  if (tgi && kept) yield call(kept.resendKeptSurveys);
}
