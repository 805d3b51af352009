// The session slice: who is signed in, the plan's forms and time zone, when the session ends, the idle warning, signing out.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffFormsAnswer, StaffFormView, StaffSessionView } from '../domain/staffConsole';
import type { StaffFailure } from './api';

/** Which end the warning is about: the idle end (a keep extends it) or the absolute end (nothing extends it). */
export type SessionEndReason = 'idle' | 'absolute';

export interface IdleWarning {
  reason: SessionEndReason;
  /** ISO 8601: when the session ends if nothing keeps it. */
  endsAt: string;
  /** "Stay signed in" was chosen and the keep is on its way. */
  keeping: boolean;
  keepFailure: StaffFailure | null;
}

export interface SessionState {
  /** `ended`: the server said 401, or the end passed; the browser is being sent to sign in again. */
  status: 'loading' | 'ready' | 'failed' | 'ended';
  view: StaffSessionView | null;
  forms: StaffFormsAnswer | null;
  failure: StaffFailure | null;
  warning: IdleWarning | null;
  /** The absolute end the person already chose "Continue" for: its warning is not shown again. */
  continuedPast: string | null;
  signingOut: boolean;
  signOutFailure: StaffFailure | null;
  /** Where the browser goes after signing out (the server's `redirectTo`). */
  signedOutTo: string | null;
}

export const initialSessionState: SessionState = {
  status: 'loading',
  view: null,
  forms: null,
  failure: null,
  warning: null,
  continuedPast: null,
  signingOut: false,
  signOutFailure: null,
  signedOutTo: null,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The console is on the page: the saga loads the session and the forms, unless a story or test seeded them. */
    started: () => {},
    retried: (state) => {
      state.status = 'loading';
      state.failure = null;
    },
    loaded: (state, action: PayloadAction<{ view: StaffSessionView; forms: StaffFormsAnswer }>) => {
      state.status = 'ready';
      state.view = action.payload.view;
      state.forms = action.payload.forms;
      state.failure = null;
    },
    loadFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.status = 'failed';
      state.failure = action.payload.failure;
    },
    /** Any staff API answer said the session's new idle end. */
    activityRecorded: (state, action: PayloadAction<{ idleEndsAt: string }>) => {
      if (state.view) state.view.idleEndsAt = action.payload.idleEndsAt;
    },
    /** The server answered 401: the session is over. */
    ended: (state) => {
      state.status = 'ended';
      state.warning = null;
    },
    /** The end passed with no keep. */
    expired: (state) => {
      state.status = 'ended';
      state.warning = null;
    },
    warningOpened: (state, action: PayloadAction<{ reason: SessionEndReason; endsAt: string }>) => {
      const keeping = state.warning?.keeping ?? false;
      const keepFailure = state.warning?.keepFailure ?? null;
      state.warning = { ...action.payload, keeping, keepFailure };
    },
    warningClosed: (state) => {
      state.warning = null;
    },
    stayChosen: (state) => {
      if (state.warning) {
        state.warning.keeping = true;
        state.warning.keepFailure = null;
      }
    },
    kept: (state, action: PayloadAction<{ view: StaffSessionView }>) => {
      state.view = action.payload.view;
      state.warning = null;
    },
    keepFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      if (state.warning) {
        state.warning.keeping = false;
        state.warning.keepFailure = action.payload.failure;
      }
    },
    /** "Continue" on the absolute end's warning: the session still ends then. */
    continueChosen: (state) => {
      if (state.warning) state.continuedPast = state.warning.endsAt;
      state.warning = null;
    },
    signOutChosen: (state) => {
      state.signingOut = true;
      state.signOutFailure = null;
    },
    signedOut: (state, action: PayloadAction<{ redirectTo: string }>) => {
      state.signingOut = false;
      state.signedOutTo = action.payload.redirectTo;
      state.warning = null;
    },
    signOutFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.signingOut = false;
      state.signOutFailure = action.payload.failure;
    },
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession) => state.session;
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectSessionView = (state: WithSession) => state.session.view;
export const selectForms = (state: WithSession) => state.session.forms;
export const selectTimeZone = (state: WithSession) => state.session.forms?.timeZone ?? 'UTC';
export const selectIdleWarning = (state: WithSession) => state.session.warning;
export const selectContinuedPast = (state: WithSession) => state.session.continuedPast;
export const selectSignedOutTo = (state: WithSession) => state.session.signedOutTo;

export function selectForm(state: WithSession, kind: string): StaffFormView | undefined {
  return state.session.forms?.forms.find((form) => form.kind === kind);
}

/** The two ends of the session, once it is known. */
export function selectSessionEnds(state: WithSession): { idleEndsAt: string; absoluteEndsAt: string } | null {
  const view = state.session.view;
  return view ? { idleEndsAt: view.idleEndsAt, absoluteEndsAt: view.absoluteEndsAt } : null;
}
