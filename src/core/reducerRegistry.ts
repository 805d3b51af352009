// The parts of the store that join it after it is made, when the chunk that needs them loads (Redux's code-splitting
// pattern: a registry of reducers and store.replaceReducer, and redux-saga's sagaMiddleware.run for sagas):
// redux-form's `form`, which with lodash would otherwise weigh on the first load of every page, and each form's module,
// its slice and its saga (src/features/<form>/<form>Module.ts), so no form's code is in a page's first load
// (docs/architecture.md#the-store).
import type { Action, Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { ContactPoint } from '../domain/contactConfirmation';
import type { PostedFailure, PostedValues } from '../domain/formPost';
import type { RecordSettings } from '../domain/recordSchema';
import { FORM_NAMES, type FormName } from '../domain/routeTable';
import type { Translate } from '../domain/text';
import type { LazySlices, PageSlices } from './rootState';

export type LazySliceKey = keyof LazySlices & string;

export type LazyReducers = { [Key in LazySliceKey]?: Reducer<LazySlices[Key]> };

/**
 * A form as one module of the store: its name (the one of its chunk, catalog, slice and redux-form), its slice's
 * reducer, its saga, and what a page drawn for its plain HTML post needs.
 */
export interface FormModule<Name extends FormName & LazySliceKey = FormName & LazySliceKey> {
  name: Name;
  reducer: Reducer<LazySlices[Name]>;
  saga: Saga<[]>;
  /** Absent for a form whose flow has steps of its own: the renderer describes it whole (src/render/postedForms.ts). */
  posted?: PostedFormPart;
}

/**
 * What the page renderer needs to bring a store to where the app's would stand after the same submission, had the form
 * been sent without the app (src/render/postedForms.ts); all of it is in the form's chunk already. Methods, so that each
 * form's own value and payload types fit.
 */
export interface PostedFormPart {
  /** What redux-form starts the form with (its initialValues). */
  initialValues?: object;
  /** The form's own validate: the messages its page shows beside each field and in the summary. */
  validate(values: PostedValues, tr: Translate, settings: RecordSettings): object;
  /** The events of the shared form flow. */
  events: FormFlowEvents;
}

/**
 * The shared flow's events (src/forms/formFlow.ts) as a form's slice names them. The values and the record are each
 * form's own type, which a registry of every form cannot name: `never` here takes any form's creators, and the renderer
 * gives each the values and the record of a post of that very form.
 */
export interface FormFlowEvents {
  /** What sending the form tells before its submission (the contact form: its terms were on the page to read). */
  sent?(): Action;
  submitted(payload: { values: never }): Action;
  validationFailed(): Action;
  /** `awaiting`: what a consent waits for the member to confirm (issue 36), given only when there is something. */
  saved(payload: { reference: string; receivedAt: string; sent: never; awaiting?: readonly ContactPoint[] }): Action;
  saveFailed(payload: { failure: PostedFailure }): Action;
}

/**
 * The slices of pages that are not forms (PageSlices in rootState.ts), each registered by its page's chunk: named here
 * so that a store holds their state, given with a drawn page, until the chunk brings the reducer.
 */
export const PAGE_SLICE_NAMES = ['emailConfirmation'] as const satisfies readonly (keyof PageSlices)[];

/** The keys at run time: once all are registered, nothing more can arrive and the registry lets its listeners go. */
export const LAZY_SLICE_KEYS: readonly string[] = ['form', ...FORM_NAMES, ...PAGE_SLICE_NAMES];

const registered: LazyReducers = {};
const formModules = new Map<FormName, FormModule>();
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
  // Kept by name for the page renderer, which reads any form's: the reducer's state type is the one thing that differs.
  if (!formModules.has(module.name)) formModules.set(module.name, module as unknown as FormModule);
  add(module.name, module.reducer, module.saga);
}

/** A form's module once its chunk has loaded (the page renderer loads every one before drawing). */
export function registeredFormModule(name: FormName): FormModule | undefined {
  return formModules.get(name);
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
