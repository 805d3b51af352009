// A language chosen in the banner: its catalog is loaded (its own chunk), then the store says it is active, and the
// choice is remembered on this browser (docs/languages.md).
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { languageActivated, languageChosen, selectLanguages } from '../core/appSlice';
import { activateLanguage } from '../core/i18n';
import { languageCookie } from '../domain/language';

function rememberLanguage(language: string): void {
  document.cookie = languageCookie(language);
}

function* chooseLanguage(action: PayloadAction<{ language: string }>) {
  const { language } = action.payload;
  const languages = (yield select(selectLanguages)) as readonly string[];
  if (!languages.includes(language)) return;
  try {
    yield call(activateLanguage, language);
  } catch {
    // The catalog could not be downloaded (the connection dropped): the page stays in its language, and the link
    // stays, so the person can choose again.
    return;
  }
  yield put(languageActivated({ language }));
  yield call(rememberLanguage, language);
}

export function* languageSaga() {
  yield takeLatest(languageChosen.type, chooseLanguage);
}
