// The state tree: the shell's slices, always present, plus the slices that join when their chunk loads (redux-form's
// `form` and each form's own, see reducerRegistry.ts and docs/architecture.md#the-store).
import { combineReducers, type Reducer, type StateFromReducersMapObject } from '@reduxjs/toolkit';
import { appReducer } from '../core/appSlice';
import type { LazyReducers } from '../core/reducerRegistry';
import type { PortalSlices, RootState } from '../core/rootState';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { toastsReducer } from '../features/toasts/toastsSlice';

const shellReducers = {
  app: appReducer,
  notifications: notificationsReducer,
  toasts: toastsReducer,
};

/** True when two types are the same, each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<Condition extends true> = Condition;

/**
 * The reducers make exactly the shell's slices src/core/rootState.ts declares: a feature that adds its reducer here but
 * not its slice there (or the other way round) fails the type check on this line.
 */
type _ReducersMakeEveryDeclaredSlice = Assert<Same<StateFromReducersMapObject<typeof shellReducers>, PortalSlices>>;

export type { RootState };

/** The root reducer over the shell's slices and the given lazy ones (the registered ones, see store.ts). */
export function createRootReducer(lazyReducers: LazyReducers): Reducer<RootState> {
  // combineReducers types its state from its argument; the cast says what is true at run time: the lazy slices given
  // are there, the unregistered ones are not (RootState has `form` optional; a form's slice is read only by its chunk).
  return combineReducers({ ...shellReducers, ...lazyReducers } as typeof shellReducers) as unknown as Reducer<RootState>;
}
