// The typed hooks every component uses (docs/conventions.md).
import type { AnyAction, Dispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { useMemo, useSyncExternalStore } from 'react';
import type { Translate } from '../domain/text';
import { activeTranslate, i18n } from './i18n';
import type { RootState } from './rootState';

/** The store's dispatch: plain actions only (no thunks; sagas do the side effects). src/app/store.ts checks it. */
export type AppDispatch = Dispatch<AnyAction>;

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;

const onLanguageChange = (listener: () => void) => i18n.on('change', listener);
const activeLanguage = () => i18n.locale;

/**
 * The active language's Translate for every text a component shows (`tr('Loading…')`, `tr(CONTACT_TITLE)`,
 * `tr('{label} is required.', { label })`), re-made when a language is activated (the language saga does it,
 * docs/languages.md), so the component re-renders in it. It reads no store, so a component drawn on its own (a story,
 * a test) speaks the active language too.
 */
export function useTranslate(): Translate {
  // The same snapshot on the server: a page drawn there is in the language activated for it (src/render/).
  const language = useSyncExternalStore(onLanguageChange, activeLanguage, activeLanguage);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- activeTranslate reads the language this memo is keyed by
  return useMemo(() => activeTranslate(), [language]);
}
