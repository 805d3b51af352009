// The endpoints slice (issue 38, admins): the plan's endpoints with their health, one being added, tested, given a new
// secret or removed, and a signing secret shown once, until "Done" takes it out of the state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EndpointSecretAnswer, EndpointTestAnswer, EndpointView, NewEndpointRequest } from '../domain/staffDeliveries';
import type { StaffFailure } from './api';

/** A test message of one endpoint: on its way, answered (received or not), or the call itself failed. */
export type EndpointTestState = { status: 'sending' } | { status: 'answered'; answer: EndpointTestAnswer } | { status: 'failed'; failure: StaffFailure };

/** A new secret or a removal, asked in a confirmation dialog and then sent. */
export interface EndpointChange {
  action: 'rotate' | 'remove';
  endpointId: number;
  status: 'asking' | 'working';
  failure: StaffFailure | null;
}

/** A signing secret as the server answered it, this once: never in an address, a log or anywhere after "Done". */
export interface ShownSecret {
  endpointId: number;
  url: string;
  secret: string;
  warning: string | null;
  /** Where focus goes back to after "Done": the "Add an endpoint" button, or the row's "New secret". */
  after: 'added' | 'rotated';
  copy: 'idle' | 'copying' | 'copied' | 'failed';
}

/** The "Add an endpoint" form, while open. What was typed lives in the form itself, and survives a refusal. */
export interface AddEndpointState {
  status: 'editing' | 'saving' | 'refused';
  failure: StaffFailure | null;
}

export interface EndpointsState {
  /** `forbidden`: the server's 403 (a role below admin). */
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'forbidden';
  endpoints: EndpointView[];
  failure: StaffFailure | null;
  addForm: AddEndpointState | null;
  /** By endpoint id. */
  tests: Record<number, EndpointTestState>;
  change: EndpointChange | null;
  secret: ShownSecret | null;
  /** The address of the endpoint just removed, for its notice. */
  removed: string | null;
}

export const initialEndpointsState: EndpointsState = { status: 'idle', endpoints: [], failure: null, addForm: null, tests: {}, change: null, secret: null, removed: null };

function secretOf({ endpoint, secret, warning }: EndpointSecretAnswer, after: ShownSecret['after']): ShownSecret {
  return { endpointId: endpoint.id, url: endpoint.url, secret, warning: warning ?? null, after, copy: 'idle' };
}

const endpointsSlice = createSlice({
  name: 'endpoints',
  initialState: initialEndpointsState,
  reducers: {
    shown: () => ({ ...initialEndpointsState, status: 'loading' as const }),
    retried: (state) => {
      if (state.status !== 'failed') return;
      state.status = 'loading';
      state.failure = null;
    },
    /** Their health changed elsewhere (failed deliveries sent again): listed again, with no loading state between. */
    refreshRequested: () => {},
    loaded: (state, action: PayloadAction<{ endpoints: EndpointView[] }>) => {
      state.status = 'loaded';
      state.endpoints = action.payload.endpoints;
    },
    loadFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.status = 'failed';
      state.failure = action.payload.failure;
    },
    refused: (state) => {
      state.status = 'forbidden';
      state.endpoints = [];
    },
    addOpened: (state) => {
      state.addForm = { status: 'editing', failure: null };
      state.removed = null;
    },
    addCancelled: (state) => {
      state.addForm = null;
    },
    addSubmitted: (state, _action: PayloadAction<{ request: NewEndpointRequest }>) => {
      if (!state.addForm) return;
      state.addForm.status = 'saving';
      state.addForm.failure = null;
    },
    added: (state, action: PayloadAction<{ answer: EndpointSecretAnswer }>) => {
      state.endpoints.push(action.payload.answer.endpoint);
      state.addForm = null;
      state.secret = secretOf(action.payload.answer, 'added');
    },
    addRefused: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      if (!state.addForm) return;
      state.addForm.status = 'refused';
      state.addForm.failure = action.payload.failure;
    },
    testRequested: (state, action: PayloadAction<{ endpointId: number }>) => {
      state.tests[action.payload.endpointId] = { status: 'sending' };
    },
    testAnswered: (state, action: PayloadAction<{ endpointId: number; answer: EndpointTestAnswer }>) => {
      state.tests[action.payload.endpointId] = { status: 'answered', answer: action.payload.answer };
    },
    testFailed: (state, action: PayloadAction<{ endpointId: number; failure: StaffFailure }>) => {
      state.tests[action.payload.endpointId] = { status: 'failed', failure: action.payload.failure };
    },
    changeAsked: (state, action: PayloadAction<{ action: EndpointChange['action']; endpointId: number }>) => {
      state.change = { ...action.payload, status: 'asking', failure: null };
      state.removed = null;
    },
    changeCancelled: (state) => {
      state.change = null;
    },
    changeConfirmed: (state) => {
      if (!state.change) return;
      state.change.status = 'working';
      state.change.failure = null;
    },
    changeFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      if (!state.change) return;
      state.change.status = 'asking';
      state.change.failure = action.payload.failure;
    },
    rotated: (state, action: PayloadAction<{ answer: EndpointSecretAnswer }>) => {
      const { endpoint } = action.payload.answer;
      state.endpoints = state.endpoints.map((shown) => (shown.id === endpoint.id ? endpoint : shown));
      state.change = null;
      state.secret = secretOf(action.payload.answer, 'rotated');
    },
    removed: (state, action: PayloadAction<{ endpointId: number }>) => {
      const gone = state.endpoints.find(({ id }) => id === action.payload.endpointId);
      state.endpoints = state.endpoints.filter(({ id }) => id !== action.payload.endpointId);
      delete state.tests[action.payload.endpointId];
      state.change = null;
      state.removed = gone?.url ?? null;
    },
    secretCopyRequested: (state) => {
      if (state.secret) state.secret.copy = 'copying';
    },
    secretCopied: (state) => {
      if (state.secret) state.secret.copy = 'copied';
    },
    secretCopyFailed: (state) => {
      if (state.secret) state.secret.copy = 'failed';
    },
    /** "Done": the secret leaves the state, and with it the page. */
    secretDismissed: (state) => {
      state.secret = null;
    },
    left: () => initialEndpointsState,
  },
});

export const endpointsActions = endpointsSlice.actions;
export const endpointsReducer = endpointsSlice.reducer;

type WithEndpoints = { endpoints: EndpointsState };

export const selectEndpoints = (state: WithEndpoints) => state.endpoints;
