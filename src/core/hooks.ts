// The typed hooks every component uses (docs/conventions.md).
import type { AnyAction, Dispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { RootState } from './rootState';

/** The store's dispatch: plain actions only (no thunks; sagas do the side effects). src/app/store.ts checks it. */
export type AppDispatch = Dispatch<AnyAction>;

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
