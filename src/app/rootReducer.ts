// The state tree: one slice per feature, always present, plus the slices that join when their chunk loads (redux-form's
// `form`, see reducerRegistry.ts and docs/architecture.md#the-store).
import { combineReducers, type Reducer, type StateFromReducersMapObject } from '@reduxjs/toolkit';
import { appReducer } from '../core/appSlice';
import type { LazyReducers } from '../core/reducerRegistry';
import type { PortalSlices, RootState } from '../core/rootState';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { toastsReducer } from '../features/toasts/toastsSlice';
import { attestationReducer } from '../features/attestation/attestationSlice';
import { contactReducer } from '../features/contact/contactSlice';
import { tgiReducer } from '../features/tgi/tgiSlice';

const shellReducers = {
  app: appReducer,
  notifications: notificationsReducer,
  toasts: toastsReducer,
  attestation: attestationReducer,
  contact: contactReducer,
  tgi: tgiReducer,
};

/** True when two types are the same, each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<Condition extends true> = Condition;

/**
 * The reducers make exactly the slices src/core/rootState.ts declares: a feature that adds its reducer here but not
 * its slice there (or the other way round) fails the type check on this line.
 */
type _ReducersMakeEveryDeclaredSlice = Assert<Same<StateFromReducersMapObject<typeof shellReducers>, PortalSlices>>;

export type { RootState };

/** The root reducer over the shell's slices and the given lazy ones (the registered ones, see store.ts). */
export function createRootReducer(lazyReducers: LazyReducers): Reducer<RootState> {
  // combineReducers types its state from its argument, and would call each lazy slice required; the cast says what
  // is true at run time: the slices given are there, the unregistered ones are not (RootState has them optional).
  return combineReducers({ ...shellReducers, ...lazyReducers } as typeof shellReducers) as Reducer<RootState>;
}
