// The changed survey answers slice (issue 38): the changes waiting for a review or those reviewed, newest first, a page
// at a time, and one change being reviewed through its dialog.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnswerChangesPage, AnswerChangeView, AnswerReviewOutcome, AnswerReviewRequest } from '../domain/staffAnswerChanges';
import type { StaffFailure } from './api';
import { EMPTY_PAGED_LIST, pageArrived, pagedListReducers, type PagedList } from './pagedList';
import type { AnswerChangesShown } from './paths';

/** The "Review" dialog of one change. What was typed lives in its form, and survives a refusal. */
export interface ReviewState {
  reference: string;
  status: 'editing' | 'saving' | 'refused';
  failure: StaffFailure | null;
}

export interface AnswerChangesState extends PagedList<AnswerChangeView> {
  show: AnswerChangesShown;
  reviewing: ReviewState | null;
  /** What the success notice says after a review was saved. */
  reviewed: { reference: string; outcome: AnswerReviewOutcome } | null;
}

export const initialAnswerChangesState: AnswerChangesState = {
  ...EMPTY_PAGED_LIST,
  show: 'waiting',
  reviewing: null,
  reviewed: null,
};

const answerChangesSlice = createSlice({
  name: 'answerChanges',
  initialState: initialAnswerChangesState,
  reducers: {
    shown: (_state, action: PayloadAction<{ show: AnswerChangesShown }>) => ({ ...initialAnswerChangesState, status: 'loading', show: action.payload.show }),
    ...pagedListReducers,
    pageLoaded: (state, action: PayloadAction<{ page: AnswerChangesPage }>) => {
      pageArrived(state, action.payload.page.rows, action.payload.page.next);
    },
    reviewOpened: (state, action: PayloadAction<{ reference: string }>) => {
      state.reviewing = { reference: action.payload.reference, status: 'editing', failure: null };
      state.reviewed = null;
    },
    reviewCancelled: (state) => {
      state.reviewing = null;
    },
    reviewSubmitted: (state, _action: PayloadAction<{ reference: string; request: AnswerReviewRequest }>) => {
      if (!state.reviewing) return;
      state.reviewing.status = 'saving';
      state.reviewing.failure = null;
    },
    /** The change leaves the waiting list; on the reviewed list it shows its review. */
    reviewSaved: (state, action: PayloadAction<{ change: AnswerChangeView; outcome: AnswerReviewOutcome }>) => {
      const { change, outcome } = action.payload;
      const reference = change.change.reference;
      state.rows =
        state.show === 'waiting' ? state.rows.filter((row) => row.change.reference !== reference) : state.rows.map((row) => (row.change.reference === reference ? change : row));
      state.reviewing = null;
      state.firstNewRow = null;
      state.reviewed = { reference, outcome: change.review?.outcome ?? outcome };
    },
    reviewRefused: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      if (!state.reviewing) return;
      state.reviewing.status = 'refused';
      state.reviewing.failure = action.payload.failure;
    },
    left: () => initialAnswerChangesState,
  },
});

export const answerChangesActions = answerChangesSlice.actions;
export const answerChangesReducer = answerChangesSlice.reducer;

type WithAnswerChanges = { answerChanges: AnswerChangesState };

export const selectAnswerChanges = (state: WithAnswerChanges) => state.answerChanges;
