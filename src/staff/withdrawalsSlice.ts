// The withdrawals slice (issue 38): the withdrawals to honour (open) or marked honoured, in the server's order, a page at
// a time, and a withdrawal being marked honoured through its dialog.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HonouredRequest, WithdrawalsPage, WithdrawalToHonour } from '../domain/staffConsent';
import type { StaffFailure } from './api';
import { EMPTY_PAGED_LIST, pageArrived, pagedListReducers, type PagedList } from './pagedList';
import type { WithdrawalsShown } from './paths';

/** The "Mark honoured" dialog of one withdrawal. What was typed lives in its form, and survives a refusal. */
export interface MarkHonouredState {
  reference: string;
  status: 'editing' | 'saving' | 'refused';
  failure: StaffFailure | null;
}

export interface WithdrawalsState extends PagedList<WithdrawalToHonour> {
  show: WithdrawalsShown;
  /** The plan's today (YYYY-MM-DD) as the server counted the days left from it; null before the first page. */
  today: string | null;
  marking: MarkHonouredState | null;
  /** What the success alert says after a mark was saved. */
  marked: { reference: string; on: string } | null;
}

export const initialWithdrawalsState: WithdrawalsState = {
  ...EMPTY_PAGED_LIST,
  show: 'open',
  today: null,
  marking: null,
  marked: null,
};

const withdrawalsSlice = createSlice({
  name: 'withdrawals',
  initialState: initialWithdrawalsState,
  reducers: {
    shown: (_state, action: PayloadAction<{ show: WithdrawalsShown }>) => ({ ...initialWithdrawalsState, status: 'loading', show: action.payload.show }),
    ...pagedListReducers,
    pageLoaded: (state, action: PayloadAction<{ page: WithdrawalsPage }>) => {
      const { rows, next, today } = action.payload.page;
      pageArrived(state, rows, next);
      state.today = today;
    },
    markOpened: (state, action: PayloadAction<{ reference: string }>) => {
      state.marking = { reference: action.payload.reference, status: 'editing', failure: null };
      state.marked = null;
    },
    markCancelled: (state) => {
      state.marking = null;
    },
    markSubmitted: (state, _action: PayloadAction<{ reference: string; request: HonouredRequest }>) => {
      if (!state.marking) return;
      state.marking.status = 'saving';
      state.marking.failure = null;
    },
    /** The row leaves the open list; on the honoured list it shows its mark. */
    markSaved: (state, action: PayloadAction<{ row: WithdrawalToHonour }>) => {
      const { row } = action.payload;
      state.rows = state.show === 'open' ? state.rows.filter(({ reference }) => reference !== row.reference) : state.rows.map((shown) => (shown.reference === row.reference ? row : shown));
      state.marking = null;
      state.firstNewRow = null;
      state.marked = { reference: row.reference, on: row.honoured?.on ?? '' };
    },
    markRefused: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      if (!state.marking) return;
      state.marking.status = 'refused';
      state.marking.failure = action.payload.failure;
    },
    left: () => initialWithdrawalsState,
  },
});

export const withdrawalsActions = withdrawalsSlice.actions;
export const withdrawalsReducer = withdrawalsSlice.reducer;

type WithWithdrawals = { withdrawals: WithdrawalsState };

export const selectWithdrawals = (state: WithWithdrawals) => state.withdrawals;
