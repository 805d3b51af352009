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
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
