// The parts of the store that join it after it is made, when the chunk that needs them loads (Redux's code-splitting
// pattern: a registry of reducers and store.replaceReducer, and redux-saga's sagaMiddleware.run for sagas):
// redux-form's `form`, which with lodash would otherwise weigh on the first load of every page, and each form's module,
// its slice and its saga (src/features/<form>/<form>Module.ts), so no form's code is in a page's first load
// (docs/architecture.md#the-store).
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { FORM_NAMES, type FormName } from '../domain/routeTable';
import type { LazySlices } from './rootState';

export type LazySliceKey = keyof LazySlices & string;

export type LazyReducers = { [Key in LazySliceKey]?: Reducer<LazySlices[Key]> };

/** A form as one module of the store: its name (the one of its chunk, catalog and slice), its slice's reducer, its saga. */
export interface FormModule<Name extends FormName & LazySliceKey = FormName & LazySliceKey> {
  name: Name;
  reducer: Reducer<LazySlices[Name]>;
  saga: Saga<[]>;
}

/** The keys at run time: once all are registered, nothing more can arrive and the registry lets its listeners go. */
export const LAZY_SLICE_KEYS: readonly string[] = ['form', ...FORM_NAMES];

const registered: LazyReducers = {};
const sagas: Saga<[]>[] = [];
/** Told of each registration: with the saga that came with it, which each live store then runs. */
type Listener = (saga: Saga<[]> | undefined) => void;
const listeners = new Set<Listener>();

function everyKeyRegistered(): boolean {
  return LAZY_SLICE_KEYS.every((key) => Object.hasOwn(registered, key));
}

/** The reducers registered so far (never an undefined value: combineReducers would warn about one). */
export function registeredReducers(): LazyReducers {
  return { ...registered };
}

/** The forms' sagas registered so far, in their order: a store made now runs each of them. */
export function registeredSagas(): readonly Saga<[]>[] {
  return [...sagas];
}

function add<Key extends LazySliceKey>(key: Key, reducer: Reducer<LazySlices[Key]>, saga?: Saga<[]>): void {
  if (registered[key] !== undefined) return;
  // TypeScript cannot narrow an indexed write through a generic key; `registered[key]` has exactly this type.
  (registered as Record<Key, Reducer<LazySlices[Key]>>)[key] = reducer;
  if (saga) sagas.push(saga);
  // A copy: a listener may unsubscribe while we iterate.
  for (const listener of [...listeners]) listener(saga);
  // Tests make thousands of stores; a listener holds its store, so once nothing is left to register, none is kept.
  if (everyKeyRegistered()) listeners.clear();
}

/**
 * Adds a slice's reducer and tells every live store, which then replaces its root reducer. The first registration
 * of a key wins; another is ignored, so any number of modules may register the same slice.
 */
export function registerReducer<Key extends LazySliceKey>(key: Key, reducer: Reducer<LazySlices[Key]>): void {
  add(key, reducer);
}

/** Adds a form's slice and saga (once): every live store takes the slice and runs the saga, and so does every later store. */
export function registerFormModule<Name extends FormName & LazySliceKey>(module: FormModule<Name>): void {
  add(module.name, module.reducer, module.saga);
}

/**
 * Calls `listener` after each new registration, with the saga it brought, until every lazy part is in. Returns the
 * unsubscribe function. A store subscribes at creation; when everything is registered already it subscribes to nothing.
 */
export function onReducerRegistered(listener: Listener): () => void {
  if (everyKeyRegistered()) return () => undefined;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
