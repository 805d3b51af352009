// When the bot check starts (issue 35, docs/api.md#the-bot-check): once the app has taken over a page that shows a
// form, or else at the first focus of (or input into) a field of a form drawn later, never in a page's first load. A
// save starts it too, if neither came first (src/api/botCheck.ts).
import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { started } from '../core/appSlice';
import { getApi } from '../core/sagaHelpers';

/** redux-form's action types for a field's focus and input (its `actionTypes`, spelled here so the shell does not load redux-form). */
const FIELD_ACTIONS: readonly string[] = ['@@redux-form/FOCUS', '@@redux-form/CHANGE'];

const pageShowsAForm = () => document.querySelector('form') !== null;

export function* botCheckSaga() {
  yield take(started.type);
  if (!((yield call(pageShowsAForm)) as boolean)) yield take((action: Action) => FIELD_ACTIONS.includes(action.type));
  const api = yield* getApi();
  api.startBotCheck?.();
}
