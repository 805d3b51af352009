// The store's state as every module reads it, declared here in the core so that nothing below the composition root
// imports it. The core names only its own slice; each feature adds its slice where it defines it, by augmenting
// `PortalSlices` (TypeScript's declaration merging, as Redux Toolkit's lazy-loaded slices do):
//
//   declare module '../../core/rootState' {
//     interface PortalSlices { contact: ContactState }
//   }
//
// src/app/rootReducer.ts checks that the reducers it combines make exactly these slices.
import type { AppState } from './appSlice';
import type { LazySlices } from './reducerRegistry';

/** The slices always in the store: the app's here, every feature's added by that feature. */
export interface PortalSlices {
  app: AppState;
}

/**
 * A lazy slice is optional: `form` is missing until a form's chunk has loaded. redux-form's own selectors read
 * `state.form` and answer undefined without it, which only a page with a form asks anyway.
 */
export type RootState = PortalSlices & Partial<LazySlices>;
