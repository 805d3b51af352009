// The typed hooks every component uses (docs/conventions.md).
import type { AnyAction, Dispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { I18n } from '@lingui/core';
import { selectLanguage } from './appSlice';
import { i18n } from './i18n';
import type { RootState } from './rootState';

/** The store's dispatch: plain actions only (no thunks; sagas do the side effects). src/app/store.ts checks it. */
export type AppDispatch = Dispatch<AnyAction>;

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;

/**
 * Lingui's i18n object for a component, to translate its texts (`t(i18n)` and `i18n._(message)`): the component
 * re-renders when the language changes, as the language is the store's (docs/languages.md).
 */
export function useI18n(): I18n {
  useAppSelector(selectLanguage);
  return i18n;
}
