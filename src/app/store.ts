// Creates the store: the slices, the saga middleware with the API in its context, DevTools in development.
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createPortalApi, type PortalApi } from '../api/portalApi';
import { DEMO_PORTAL_CONFIG } from '../domain/portalConfig';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { API_CONTEXT_KEY } from './sagaHelpers';

/** A partial state to start from: any slice may be given in part (stories and tests seed state this way). */
export type PreloadedState = { [Slice in keyof RootState]?: Partial<RootState[Slice]> };

export interface StoreOptions {
  /** Defaults to an API client for the preloaded configuration's bases. */
  api?: PortalApi;
}

/**
 * Long enough to stay quiet on a loaded 2-core CI machine, short enough to flag state that is really too big.
 * Not under jest: RTK times the checks by the wall clock, and on a busy machine a check of a few kilobytes of
 * state can take hundreds of milliseconds of waiting for the CPU, a warning about the machine, not the state.
 * The checks themselves still run (and throw on a mutation or an unserializable value).
 */
const DEV_CHECK_WARN_AFTER_MS = process.env.NODE_ENV === 'test' ? Number.POSITIVE_INFINITY : 200;

export function setupStore(preloadedState: PreloadedState = {}, options: StoreOptions = {}) {
  const initial = rootReducer(undefined, { type: '@@portal/init' });
  const state = Object.fromEntries(
    Object.entries(initial).map(([slice, value]) => [
      slice,
      { ...(value as object), ...(preloadedState[slice as keyof RootState] as object | undefined) },
    ]),
  ) as unknown as RootState;
  const config = state.app.config ?? DEMO_PORTAL_CONFIG;
  const api = options.api ?? createPortalApi({ apiBase: config.apiBase, webBase: config.webBase });
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
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
