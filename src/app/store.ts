// Creates the store: the slices, the saga middleware with the API in its context, DevTools in development.
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { createPortalApi, type PortalApi } from '../api/portalApi';
import { DEMO_PORTAL_CONFIG } from '../domain/portalConfig';
import { LAZY_SLICE_KEYS, onReducerRegistered, registeredReducers, registeredSagas, type LazyReducers, type LazySliceKey } from '../core/reducerRegistry';
import { createRootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import type { AppDispatch as CoreDispatch } from '../core/hooks';
import { API_CONTEXT_KEY } from '../core/sagaHelpers';

/** A partial state to start from: any slice may be given in part (stories and tests seed state this way). */
export type PreloadedState = { [Slice in keyof RootState]?: Partial<NonNullable<RootState[Slice]>> };

export interface StoreOptions {
  /** Defaults to an API client for the preloaded configuration's bases. */
  api?: PortalApi;
  /** False for a store that only draws a page on the server: no side effect runs there, the browser's sagas do them. */
  sagas?: boolean;
}

/**
 * Long enough to stay quiet on a loaded 2-core CI machine, short enough to flag state that is really too big.
 * Not under jest: RTK times the checks by the wall clock, and on a busy machine a check of a few kilobytes of
 * state can take hundreds of milliseconds of waiting for the CPU, a warning about the machine, not the state.
 * The checks themselves still run (and throw on a mutation or an unserializable value).
 */
const DEV_CHECK_WARN_AFTER_MS = process.env.NODE_ENV === 'test' ? Number.POSITIVE_INFINITY : 200;

/** Keeps a preloaded lazy slice as it was given until its real reducer is registered. */
const heldAsGiven: Reducer<unknown> = (state = {}) => state;

/**
 * The root reducer of one store: the shell's slices, the lazy slices registered so far, and a holder for each lazy
 * slice given in `preloadedState` but not registered yet (a test that seeds `form` and then opens a form route), so
 * its state is neither dropped nor warned about by combineReducers before the form's chunk brings the reducer.
 */
function rootReducerFor(preloadedState: PreloadedState): Reducer<RootState> {
  const registered = registeredReducers();
  const held = (LAZY_SLICE_KEYS as readonly LazySliceKey[]).filter((key) => preloadedState[key] !== undefined && registered[key] === undefined);
  // A holder stands in for the slice's reducer: it returns the state it is given, which has the slice's type.
  const holders = Object.fromEntries(held.map((key) => [key, heldAsGiven])) as LazyReducers;
  return createRootReducer({ ...holders, ...registered });
}

export function setupStore(preloadedState: PreloadedState = {}, options: StoreOptions = {}) {
  const rootReducer = rootReducerFor(preloadedState);
  const initial = rootReducer(undefined, { type: '@@portal/init' });
  const state = Object.fromEntries(
    Object.entries(initial).map(([slice, value]) => [
      slice,
      { ...(value as object), ...(preloadedState[slice as keyof RootState] as object | undefined) },
    ]),
  ) as unknown as RootState;
  const config = state.app.config ?? DEMO_PORTAL_CONFIG;
  // The store exists by the time a form is sent, which is when the language is read.
  const contentLanguage = (): string => (store.getState() as RootState).app.language;
  const api = options.api ?? createPortalApi({ apiBase: config.apiBase, webBase: config.webBase, contentLanguage });
  const sagaMiddleware = createSagaMiddleware({ context: { [API_CONTEXT_KEY]: api } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: state,
    // The development checks of serializable and immutable state (docs/conventions.md, what lets DevTools replay a session)
    // warn when one run passes `warnAfter`; RTK's 32 ms says more about a busy test machine than about the state.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false, serializableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS }, immutableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS } }).concat(
        sagaMiddleware,
      ),
    devTools: process.env.NODE_ENV !== 'production',
  });
  // The shell's sagas, and each form's from when its chunk has loaded, for the store's life (a survey sent in the
  // background is reported after its page is left); none on the server, which only draws.
  const tasks: Task[] = [];
  const run = (saga: Saga<[]>) => {
    if (options.sagas !== false) tasks.push(sagaMiddleware.run(saga));
  };
  // Redux's code-splitting pattern (docs/architecture.md#the-store): when a chunk registers `form` or a form's module,
  // this store swaps in a root reducer that has it (replaceReducer initialises the new slice and Redux DevTools still
  // replays) and runs the form's saga. The registry drops this listener once every lazy part is in, so the thousands
  // of test stores are not kept.
  onReducerRegistered((saga) => {
    store.replaceReducer(rootReducerFor(preloadedState));
    if (saga) run(saga);
  });
  run(rootSaga);
  for (const saga of registeredSagas()) run(saga);
  return Object.assign(store, {
    /**
     * Ends every saga of this store. A page has one store for its life; a story or a test draws many one after the
     * other, and a saga of one still waiting for an answer must not act on the next one's (its network mocks above all).
     */
    stopSagas: () => {
      for (const task of tasks) task.cancel();
    },
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = CoreDispatch;
/** The store's own dispatch can stand for the one src/core/hooks.ts promises: this line fails to compile otherwise. */
type FitsTheHooks<Dispatch extends CoreDispatch> = Dispatch;
type _StoreDispatchFitsTheHooks = FitsTheHooks<AppStore['dispatch']>;
export type { RootState };
