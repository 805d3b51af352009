// The submission slice: one submission as staff read it, by its form and reference.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SubmissionView } from '../domain/staffConsole';
import type { StaffFailure } from './api';

export interface SubmissionState {
  status: 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';
  kind: string | null;
  reference: string | null;
  view: SubmissionView | null;
  failure: StaffFailure | null;
}

export const initialSubmissionState: SubmissionState = { status: 'idle', kind: null, reference: null, view: null, failure: null };

const submissionSlice = createSlice({
  name: 'submission',
  initialState: initialSubmissionState,
  reducers: {
    shown: (state, action: PayloadAction<{ kind: string; reference: string }>) => {
      state.status = 'loading';
      state.kind = action.payload.kind;
      state.reference = action.payload.reference;
      state.view = null;
      state.failure = null;
    },
    retried: (state) => {
      if (state.status !== 'failed') return;
      state.status = 'loading';
      state.failure = null;
    },
    loaded: (state, action: PayloadAction<{ view: SubmissionView }>) => {
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
    left: () => initialSubmissionState,
  },
});

export const submissionActions = submissionSlice.actions;
export const submissionReducer = submissionSlice.reducer;

type WithSubmission = { submission: SubmissionState };

export const selectSubmission = (state: WithSubmission) => state.submission;
