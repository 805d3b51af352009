// The slices that join the store after it is made, when the chunk that needs them loads (Redux's code-splitting
// pattern: a registry of reducers and store.replaceReducer). Today that is redux-form's `form` alone, which with
// lodash would otherwise weigh on the first load of every page, form or not (docs/architecture.md#the-store).
import type { Reducer } from '@reduxjs/toolkit';
import type { FormStateMap } from 'redux-form';

/** Every slice that may join later, with its state. A key added here must also go into LAZY_SLICE_KEYS. */
export interface LazySlices {
  form: FormStateMap;
}

export type LazySliceKey = keyof LazySlices;

export type LazyReducers = { [Key in LazySliceKey]?: Reducer<LazySlices[Key]> };

/** The keys at run time: once all are registered, nothing more can arrive and the registry lets its listeners go. */
export const LAZY_SLICE_KEYS = ['form'] as const satisfies readonly LazySliceKey[];

const registered: LazyReducers = {};
const listeners = new Set<() => void>();

function everyKeyRegistered(): boolean {
  return LAZY_SLICE_KEYS.every((key) => registered[key] !== undefined);
}

/** The reducers registered so far (never an undefined value: combineReducers would warn about one). */
export function registeredReducers(): LazyReducers {
  return { ...registered };
}

/**
 * Adds a slice's reducer and tells every live store, which then replaces its root reducer. The first registration
 * of a key wins; another is ignored, so any number of modules may register the same slice.
 */
export function registerReducer<Key extends LazySliceKey>(key: Key, reducer: Reducer<LazySlices[Key]>): void {
  if (registered[key] !== undefined) return;
  // TypeScript cannot narrow an indexed write through a generic key; `registered[key]` has exactly this type.
  (registered as Record<Key, Reducer<LazySlices[Key]>>)[key] = reducer;
  // A copy: a listener may unsubscribe while we iterate.
  for (const listener of [...listeners]) listener();
  // Tests make thousands of stores; a listener holds its store, so once nothing is left to register, none is kept.
  if (everyKeyRegistered()) listeners.clear();
}

/**
 * Calls `listener` after each new registration, until every lazy slice is in. Returns the unsubscribe function.
 * A store subscribes at creation; when everything is registered already it subscribes to nothing.
 */
export function onReducerRegistered(listener: () => void): () => void {
  if (everyKeyRegistered()) return () => undefined;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
