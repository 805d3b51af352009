// The state tree: one slice per feature, always present, plus the slices that join when their chunk loads (redux-form's
// `form`, see reducerRegistry.ts and docs/architecture.md#the-store).
import { combineReducers, type Reducer, type StateFromReducersMapObject } from '@reduxjs/toolkit';
import { appReducer } from './appSlice';
import type { LazyReducers, LazySlices } from './reducerRegistry';
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

/**
 * A lazy slice is optional: `form` is missing until a form's chunk has loaded. redux-form's own selectors read
 * `state.form` and answer undefined without it, which only a page with a form asks anyway.
 */
export type RootState = StateFromReducersMapObject<typeof shellReducers> & Partial<LazySlices>;

/** The root reducer over the shell's slices and the given lazy ones (the registered ones, see store.ts). */
export function createRootReducer(lazyReducers: LazyReducers): Reducer<RootState> {
  // combineReducers types its state from its argument, and would call each lazy slice required; the cast says what
  // is true at run time: the slices given are there, the unregistered ones are not (RootState has them optional).
  return combineReducers({ ...shellReducers, ...lazyReducers } as typeof shellReducers) as Reducer<RootState>;
}
