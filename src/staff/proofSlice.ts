// The proof slice: one consent's proof (what the member agreed to, and the evidence kept), by its reference.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsentProofView } from '../domain/staffConsent';
import type { StaffFailure } from './api';

export interface ProofState {
  status: 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';
  reference: string | null;
  view: ConsentProofView | null;
  failure: StaffFailure | null;
}

export const initialProofState: ProofState = { status: 'idle', reference: null, view: null, failure: null };

const proofSlice = createSlice({
  name: 'proof',
  initialState: initialProofState,
  reducers: {
    shown: (state, action: PayloadAction<{ reference: string }>) => {
      state.status = 'loading';
      state.reference = action.payload.reference;
      state.view = null;
      state.failure = null;
    },
    retried: (state) => {
      if (state.status !== 'failed') return;
      state.status = 'loading';
      state.failure = null;
    },
    loaded: (state, action: PayloadAction<{ view: ConsentProofView }>) => {
      state.status = 'loaded';
      state.view = action.payload.view;
    },
    notFound: (state) => {
      state.status = 'notFound';
    },
    loadFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.status = 'failed';
      state.failure = action.payload.failure;
    },
    left: () => initialProofState,
  },
});

export const proofActions = proofSlice.actions;
export const proofReducer = proofSlice.reducer;

type WithProof = { proof: ProofState };

export const selectProof = (state: WithProof) => state.proof;
