// The store's state as every module reads it, declared here in the core so that nothing below the composition root
// imports it. The core names only its own slice; each feature adds its slice where it defines it, by augmenting
// `PortalSlices` (a slice of the shell, always in the store) or `FormSlices` (a form's, which joins the store with
// the form's chunk), TypeScript's declaration merging, as Redux Toolkit's lazy-loaded slices do:
//
//   declare module '../../core/rootState' {
//     interface FormSlices { contact: ContactState }
//   }
//
// src/app/rootReducer.ts checks that the shell's reducers make exactly PortalSlices.
import type { FormStateMap } from 'redux-form';
import type { AppState } from './appSlice';

/** The slices always in the store: the app's here, every shell feature's added by that feature. */
export interface PortalSlices {
  app: AppState;
}

/**
 * Each form's slice, added by the form (src/features/<form>/<form>Slice.ts), in the store once the form's chunk has
 * loaded (its module registers it: src/core/reducerRegistry.ts). Typed as present: only the form's own chunk reads
 * it, and that chunk registered it as it loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one form at a time
export interface FormSlices {}

/**
 * The slice of a page that is not a form but, like one, keeps in the store what it was drawn with, so that the browser
 * takes the drawn page over as it is (the email confirmation's outcome, issue 36). Added by its feature; it joins the
 * store with the page's chunk (its name in PAGE_SLICE_NAMES, src/core/reducerRegistry.ts). Typed as present: only
 * the page's own chunk reads it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one page at a time
export interface PageSlices {}

/** The slices that join the store after it is made, with their state. */
export interface LazySlices extends FormSlices, PageSlices {
  /** redux-form's, missing until a form's chunk has loaded; its own selectors answer undefined without it. */
  form: FormStateMap;
}

export type RootState = PortalSlices & FormSlices & PageSlices & Partial<Pick<LazySlices, 'form'>>;
