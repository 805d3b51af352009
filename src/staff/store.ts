// The console's own store: its slices, its sagas with the API in their context, DevTools outside production.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createStaffApi, type StaffApi } from './api';
import { devToolsOptions } from './devToolsSanitizer';
import { answerChangesReducer } from './answerChangesSlice';
import { auditReducer } from './auditSlice';
import { consentReducer } from './consentSlice';
import { endpointsReducer } from './endpointsSlice';
import { failedDeliveriesReducer } from './failedDeliveriesSlice';
import { inboxReducer } from './inboxSlice';
import { proofReducer } from './proofSlice';
import { staffRootSaga } from './rootSaga';
import { sessionReducer } from './sessionSlice';
import { siteReducer } from './siteSlice';
import { STAFF_API_CONTEXT_KEY } from './staffCall';
import { submissionReducer } from './submissionSlice';
import { withdrawalsReducer } from './withdrawalsSlice';

const staffReducer = combineReducers({
  session: sessionReducer,
  inbox: inboxReducer,
  submission: submissionReducer,
  audit: auditReducer,
  consent: consentReducer,
  proof: proofReducer,
  withdrawals: withdrawalsReducer,
  answerChanges: answerChangesReducer,
  endpoints: endpointsReducer,
  failedDeliveries: failedDeliveriesReducer,
  site: siteReducer,
});

export type StaffState = ReturnType<typeof staffReducer>;

/** A state to start from: any slice in part (stories and tests seed a signed-in session this way). */
export type StaffPreloadedState = { [Slice in keyof StaffState]?: Partial<StaffState[Slice]> };

/**
 * RTK times its checks by the wall clock and warns past `warnAfter`; on a busy 2-core test machine that says more about
 * the machine than the state, so jest never warns (the checks still run and throw on a mutation or a non-serialisable value).
 */
const DEV_CHECK_WARN_AFTER_MS = process.env.NODE_ENV === 'test' ? Number.POSITIVE_INFINITY : 200;

export interface StaffStoreOptions {
  api?: StaffApi;
}

export function setupStaffStore(preloadedState: StaffPreloadedState = {}, options: StaffStoreOptions = {}) {
  const initial = staffReducer(undefined, { type: '@@staff/init' });
  const state: StaffState = {
    session: { ...initial.session, ...preloadedState.session },
    inbox: { ...initial.inbox, ...preloadedState.inbox },
    submission: { ...initial.submission, ...preloadedState.submission },
    audit: { ...initial.audit, ...preloadedState.audit },
    consent: { ...initial.consent, ...preloadedState.consent },
    proof: { ...initial.proof, ...preloadedState.proof },
    withdrawals: { ...initial.withdrawals, ...preloadedState.withdrawals },
    answerChanges: { ...initial.answerChanges, ...preloadedState.answerChanges },
    endpoints: { ...initial.endpoints, ...preloadedState.endpoints },
    failedDeliveries: { ...initial.failedDeliveries, ...preloadedState.failedDeliveries },
    site: { ...initial.site, ...preloadedState.site },
  };
  const sagaMiddleware = createSagaMiddleware({ context: { [STAFF_API_CONTEXT_KEY]: options.api ?? createStaffApi() } });
  const store = configureStore({
    reducer: staffReducer,
    preloadedState: state,
    // RTK's serializable and immutable checks stay on (docs/conventions.md); thunks are off, sagas do the side effects.
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({
        thunk: false,
        serializableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
        immutableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
      }).concat(sagaMiddleware),
    // Outside production only, and never with an endpoint's secret in it.
    devTools: process.env.NODE_ENV !== 'production' ? devToolsOptions : false,
  });
  const task = sagaMiddleware.run(staffRootSaga);
  return Object.assign(store, {
    /** Ends the sagas: a story or a test draws many consoles one after the other, and a waiting saga must not act on the next. */
    stopSagas: () => task.cancel(),
  });
}

export type StaffStore = ReturnType<typeof setupStaffStore>;
export type StaffDispatch = StaffStore['dispatch'];
