// The failed deliveries slice (issue 38, admins): the jobs that used up their attempts, newest first, a page at a time,
// the ones ticked, and sending them (or every failed one, after a confirmation) again.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FailedDeliveriesPage, FailedDeliveryView } from '../domain/staffDeliveries';
import type { StaffFailure } from './api';

/** Sending again: the ones ticked, or all (asked in a dialog first). A refusal keeps what was ticked. */
export interface RetryState {
  all: boolean;
  status: 'asking' | 'sending' | 'refused';
  failure: StaffFailure | null;
}

export interface FailedDeliveriesState {
  /** `forbidden`: the server's 403 (a role below admin). */
  status: 'idle' | 'loading' | 'loadingMore' | 'loaded' | 'failed' | 'forbidden';
  rows: FailedDeliveryView[];
  next: string | null;
  failure: StaffFailure | null;
  /** How many rows were shown before the last page came: the first new one takes focus. */
  firstNewRow: number | null;
  /** The ids ticked, in the list's order. */
  selected: number[];
  /** How many times "Retry selected" was chosen with none ticked: each time the error is said and focus moves. */
  emptySelectionTries: number;
  retry: RetryState | null;
  /** How many were set to be sent again, for the notice (cleared when the next retry is asked, so each is a new one). */
  retried: number | null;
}

export const initialFailedDeliveriesState: FailedDeliveriesState = {
  status: 'idle',
  rows: [],
  next: null,
  failure: null,
  firstNewRow: null,
  selected: [],
  emptySelectionTries: 0,
  retry: null,
  retried: null,
};

const failedDeliveriesSlice = createSlice({
  name: 'failedDeliveries',
  initialState: initialFailedDeliveriesState,
  reducers: {
    shown: () => ({ ...initialFailedDeliveriesState, status: 'loading' as const }),
    moreRequested: (state) => {
      if (state.status === 'loaded' && state.next) state.status = 'loadingMore';
    },
    retried: (state) => {
      if (state.status !== 'failed') return;
      state.status = state.rows.length > 0 && state.next ? 'loadingMore' : 'loading';
      state.failure = null;
    },
    pageLoaded: (state, action: PayloadAction<{ page: FailedDeliveriesPage }>) => {
      const { rows, next } = action.payload.page;
      state.firstNewRow = state.status === 'loadingMore' ? state.rows.length : null;
      state.rows = state.status === 'loadingMore' ? [...state.rows, ...rows] : rows;
      state.next = next ?? null;
      state.status = 'loaded';
    },
    loadFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.status = 'failed';
      state.failure = action.payload.failure;
    },
    refused: (state) => {
      state.status = 'forbidden';
      state.rows = [];
      state.next = null;
    },
    selectionChanged: (state, action: PayloadAction<{ id: number; selected: boolean }>) => {
      const { id, selected } = action.payload;
      const ticked = selected ? [...state.selected, id] : state.selected.filter((chosen) => chosen !== id);
      state.selected = state.rows.map((row) => row.id).filter((rowId) => ticked.includes(rowId));
      if (state.retry?.status === 'refused' && !state.retry.all) state.retry = null;
    },
    retrySelectedRequested: (state) => {
      if (state.selected.length === 0) state.emptySelectionTries += 1;
      else state.retry = { all: false, status: 'sending', failure: null };
      state.retried = null;
    },
    retryAllAsked: (state) => {
      state.retry = { all: true, status: 'asking', failure: null };
      state.retried = null;
    },
    retryAllConfirmed: (state) => {
      if (state.retry?.all) state.retry = { all: true, status: 'sending', failure: null };
    },
    retryCancelled: (state) => {
      state.retry = null;
    },
    /** Sent again: the notice says how many, and the list is loaded afresh (those sent again have left it). */
    retryDone: (_state, action: PayloadAction<{ count: number }>) => ({ ...initialFailedDeliveriesState, status: 'loading' as const, retried: action.payload.count }),
    retryRefused: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      if (!state.retry) return;
      state.retry.status = 'refused';
      state.retry.failure = action.payload.failure;
    },
    left: () => initialFailedDeliveriesState,
  },
});

export const failedDeliveriesActions = failedDeliveriesSlice.actions;
export const failedDeliveriesReducer = failedDeliveriesSlice.reducer;

type WithFailedDeliveries = { failedDeliveries: FailedDeliveriesState };

export const selectFailedDeliveries = (state: WithFailedDeliveries) => state.failedDeliveries;
