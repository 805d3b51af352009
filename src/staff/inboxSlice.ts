// The inbox slice: one form's submissions under a filter, newest first, a page at a time (the server keysets by `next`).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InboxFilter, InboxRow } from '../domain/staffConsole';
import type { StaffFailure } from './api';

export interface InboxState {
  /** `loading`: the first page; `loadingMore`: the next one, under the rows shown. */
  status: 'idle' | 'loading' | 'loadingMore' | 'loaded' | 'failed';
  kind: string | null;
  filter: InboxFilter;
  rows: InboxRow[];
  /** The cursor of the next (older) page; null on the last. */
  next: string | null;
  failure: StaffFailure | null;
  /** How many rows were shown before the last page came: the first new row takes focus. */
  firstNewRow: number | null;
}

export const initialInboxState: InboxState = { status: 'idle', kind: null, filter: {}, rows: [], next: null, failure: null, firstNewRow: null };

const inboxSlice = createSlice({
  name: 'inbox',
  initialState: initialInboxState,
  reducers: {
    /** The inbox page showed a form under a filter (arrived, or the filter in its address changed). */
    shown: (state, action: PayloadAction<{ kind: string; filter: InboxFilter }>) => {
      state.status = 'loading';
      state.kind = action.payload.kind;
      state.filter = action.payload.filter;
      state.rows = [];
      state.next = null;
      state.failure = null;
      state.firstNewRow = null;
    },
    moreRequested: (state) => {
      if (state.status === 'loaded' && state.next) state.status = 'loadingMore';
    },
    /** "Try again" after a failure: the page that failed is asked again. */
    retried: (state) => {
      if (state.status !== 'failed') return;
      state.status = state.rows.length > 0 && state.next ? 'loadingMore' : 'loading';
      state.failure = null;
    },
    pageLoaded: (state, action: PayloadAction<{ rows: InboxRow[]; next: string | null }>) => {
      state.firstNewRow = state.status === 'loadingMore' ? state.rows.length : null;
      state.rows = state.status === 'loadingMore' ? [...state.rows, ...action.payload.rows] : action.payload.rows;
      state.next = action.payload.next;
      state.status = 'loaded';
    },
    loadFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.status = 'failed';
      state.failure = action.payload.failure;
    },
    left: () => initialInboxState,
  },
});

export const inboxActions = inboxSlice.actions;
export const inboxReducer = inboxSlice.reducer;

type WithInbox = { inbox: InboxState };

export const selectInbox = (state: WithInbox) => state.inbox;
