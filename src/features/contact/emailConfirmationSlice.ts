// Where the confirmation of a new email address stands (issue 36), as the server drew the page of the email's link:
// kept in the store, so the page's state carries it and the browser takes the drawn page over as it is.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmailConfirmationOutcome } from '../../domain/contactConfirmation';

export interface EmailConfirmationState {
  /** As the server gave it with the page (PageRequest.emailConfirmation); null when it gave none (`npm run dev`). */
  outcome: EmailConfirmationOutcome | null;
}

/** This page's slice of the store's state (src/core/rootState.ts), joining the store with the page's chunk. */
declare module '../../core/rootState' {
  interface PageSlices {
    emailConfirmation: EmailConfirmationState;
  }
}

export const initialEmailConfirmationState: EmailConfirmationState = { outcome: null };

const emailConfirmationSlice = createSlice({
  name: 'emailConfirmation',
  initialState: initialEmailConfirmationState,
  reducers: {
    /** The server found where the link's confirmation stands, and draws the page with it (src/render/renderEntry.tsx). */
    // A new state rather than a draft's write: Immer's draft type would take the outcome's readonly list as writable.
    outcomeReceived: (_state, action: PayloadAction<EmailConfirmationOutcome>) => ({ outcome: action.payload }),
    /** The person went to another page: an outcome belongs to the page the server drew with it. */
    left: () => initialEmailConfirmationState,
  },
});

export const emailConfirmationActions = emailConfirmationSlice.actions;
export const emailConfirmationReducer = emailConfirmationSlice.reducer;

type WithEmailConfirmation = { emailConfirmation: EmailConfirmationState };
export const selectEmailConfirmationOutcome = (state: WithEmailConfirmation): EmailConfirmationOutcome | null => state.emailConfirmation.outcome;
