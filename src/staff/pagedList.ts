// A list the console reads a page at a time (issue 38: withdrawals, changed answers, failed deliveries): its status,
// its rows, the next page's cursor and the failure, with the reducers each such slice shares. The first new row of
// "Load more" takes focus.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { StaffFailure } from './api';

export interface PagedList<Row> {
  /** `forbidden`: the server's 403. */
  status: 'idle' | 'loading' | 'loadingMore' | 'loaded' | 'failed' | 'forbidden';
  rows: Row[];
  next: string | null;
  failure: StaffFailure | null;
  /** How many rows were shown before the last page came: the first new one takes focus. */
  firstNewRow: number | null;
}

export const EMPTY_PAGED_LIST: PagedList<never> = { status: 'idle', rows: [], next: null, failure: null, firstNewRow: null };

/** A page arrived: the first one replaces the rows, a next one ("Load more") adds to them. */
export function pageArrived<Row>(state: PagedList<Row>, rows: Row[], next: string | undefined): void {
  state.firstNewRow = state.status === 'loadingMore' ? state.rows.length : null;
  state.rows = state.status === 'loadingMore' ? [...state.rows, ...rows] : rows;
  state.next = next ?? null;
  state.status = 'loaded';
}

/** The reducers every paged list has alike; a slice spreads them into its own. */
export const pagedListReducers = {
  moreRequested: (state: PagedList<unknown>) => {
    if (state.status === 'loaded' && state.next) state.status = 'loadingMore';
  },
  retried: (state: PagedList<unknown>) => {
    if (state.status !== 'failed') return;
    state.status = state.rows.length > 0 && state.next ? 'loadingMore' : 'loading';
    state.failure = null;
  },
  loadFailed: (state: PagedList<unknown>, action: PayloadAction<{ failure: StaffFailure }>) => {
    state.status = 'failed';
    state.failure = action.payload.failure;
  },
  refused: (state: PagedList<unknown>) => {
    state.status = 'forbidden';
    state.rows = [];
    state.next = null;
  },
};
