// The failed deliveries slice (issue 38, admins): the jobs that used up their attempts, newest first, a page at a time,
// the ones ticked, and sending them (or every failed one, after a confirmation) again.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FailedDeliveriesPage, FailedDeliveryView } from '../domain/staffDeliveries';
import type { StaffFailure } from './api';
import { EMPTY_PAGED_LIST, pageArrived, pagedListReducers, type PagedList } from './pagedList';

/** Sending again: the ones ticked, or all (asked in a dialog first). A refusal keeps what was ticked. */
export interface RetryState {
  all: boolean;
  status: 'asking' | 'sending' | 'refused';
  failure: StaffFailure | null;
}

/** `forbidden` status: the server's 403 (a role below admin). */
export interface FailedDeliveriesState extends PagedList<FailedDeliveryView> {
  /** The ids ticked, in the list's order. */
  selected: number[];
  /** How many times "Retry selected" was chosen with none ticked: each time the error is said and focus moves. */
  emptySelectionTries: number;
  retry: RetryState | null;
  /** How many were set to be sent again, for the notice (cleared when the next retry is asked, so each is a new one). */
  retried: number | null;
}

export const initialFailedDeliveriesState: FailedDeliveriesState = {
  ...EMPTY_PAGED_LIST,
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
    ...pagedListReducers,
    pageLoaded: (state, action: PayloadAction<{ page: FailedDeliveriesPage }>) => {
      pageArrived(state, action.payload.page.rows, action.payload.page.next);
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
