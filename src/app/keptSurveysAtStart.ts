// The TGI surveys kept in the browser (docs/states.md#surveys-kept-on-the-device) are taken up once the app has started in
// the browser, whatever page it opened on (no saga runs while the server draws a page): this tab's are sent again, and
// those an earlier visit kept on the device at the person's choice are shown, never sent by themselves. The shell asks
// only whether the browser keeps one, one storage read of each kind; the survey's module (its slice and saga, which
// delivers them) and the code that keeps them load only when it does.
import { call, take } from 'redux-saga/effects';
import { started } from '../core/appSlice';
import { loadFormCatalog } from '../core/i18n';
import type { TGI_KEPT_SURVEYS_KEY } from '../features/tgi/keptSurveys';

/** The key the kept surveys' code owns: the type says the two are the same text. */
const KEPT_SURVEYS_KEY: typeof TGI_KEPT_SURVEYS_KEY = 'tgiSurveysNotReceived';

/** Whether a storage (read through `storage`, which throws where it is refused) keeps a survey. */
function keeps(storage: () => Storage): boolean {
  try {
    return storage().getItem(KEPT_SURVEYS_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether this tab or the device keeps a survey from an earlier page; false where storage cannot be read. */
function hasKeptSurveys(): boolean {
  return keeps(() => sessionStorage) || keeps(() => localStorage);
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
  // The survey's catalog is the shell's to load (the toast of a survey kept on the device is in it).
  if (tgi && kept) yield call(kept.restoreKeptSurveys, loadFormCatalog);
}
