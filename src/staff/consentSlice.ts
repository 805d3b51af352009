// The consent slice (issue 38): one member's consent, looked up by the member ID typed on the page (kept here and never
// in an address: personal data stays out of URLs and history), and a withdrawal recorded for that member.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberConsentView, NewWithdrawalRequest, StaffConsentChannel, WithdrawalRecordedView } from '../domain/staffConsent';
import type { StaffFailure } from './api';

/** The record-a-withdrawal region, while it is open. What was typed lives in the form itself, and survives a refusal. */
export interface WithdrawalFormState {
  status: 'editing' | 'saving' | 'refused';
  /** The last refusal, shown until the next submit. */
  failure: StaffFailure | null;
  /** The server's sentence once it found no consent for the member: from then on the form offers to record it all the same. */
  noConsentMessage: string | null;
}

/** What the success alert says after a withdrawal was recorded. */
export interface RecordedWithdrawal {
  reference: string;
  channels: StaffConsentChannel[];
  /** YYYY-MM-DD */
  honourBy: string;
}

export interface ConsentState {
  /** The member ID as typed, for the search form to show again when the person comes back from a proof. */
  memberId: string;
  lookup: 'idle' | 'loading' | 'loaded' | 'failed';
  member: MemberConsentView | null;
  lookupFailure: StaffFailure | null;
  withdrawalForm: WithdrawalFormState | null;
  recorded: RecordedWithdrawal | null;
}

export const initialConsentState: ConsentState = {
  memberId: '',
  lookup: 'idle',
  member: null,
  lookupFailure: null,
  withdrawalForm: null,
  recorded: null,
};

export const NO_CONSENT_CODE = 'no-consent';

const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {
    /** "Find": a new member; whatever was open for the one before closes. */
    searched: (state, action: PayloadAction<{ memberId: string }>) => {
      state.memberId = action.payload.memberId;
      state.lookup = 'loading';
      state.member = null;
      state.lookupFailure = null;
      state.withdrawalForm = null;
      state.recorded = null;
    },
    lookupRetried: (state) => {
      if (state.lookup !== 'failed') return;
      state.lookup = 'loading';
      state.lookupFailure = null;
    },
    memberLoaded: (state, action: PayloadAction<{ member: MemberConsentView }>) => {
      state.lookup = 'loaded';
      state.member = action.payload.member;
    },
    lookupFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.lookup = 'failed';
      state.lookupFailure = action.payload.failure;
    },
    withdrawalFormOpened: (state) => {
      state.withdrawalForm = { status: 'editing', failure: null, noConsentMessage: null };
      state.recorded = null;
    },
    withdrawalFormCancelled: (state) => {
      state.withdrawalForm = null;
    },
    withdrawalSubmitted: (state, _action: PayloadAction<{ request: NewWithdrawalRequest }>) => {
      if (!state.withdrawalForm) return;
      state.withdrawalForm.status = 'saving';
      state.withdrawalForm.failure = null;
    },
    withdrawalRecorded: (state, action: PayloadAction<{ recorded: WithdrawalRecordedView }>) => {
      const { withdrawal, member } = action.payload.recorded;
      state.member = member;
      state.withdrawalForm = null;
      state.recorded = { reference: withdrawal.reference, channels: withdrawal.channels, honourBy: withdrawal.honourBy };
    },
    withdrawalRefused: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      if (!state.withdrawalForm) return;
      const { failure } = action.payload;
      state.withdrawalForm.status = 'refused';
      if (failure.status === 409 && failure.code === NO_CONSENT_CODE) {
        state.withdrawalForm.noConsentMessage = failure.message ?? 'No consent is on record for this member ID.';
        state.withdrawalForm.failure = null;
      } else {
        state.withdrawalForm.failure = failure;
      }
    },
    /** The look-up stays for the way back from a proof; the form and the notice do not. */
    left: (state) => {
      state.withdrawalForm = null;
      state.recorded = null;
    },
  },
});

export const consentActions = consentSlice.actions;
export const consentReducer = consentSlice.reducer;

type WithConsent = { consent: ConsentState };

export const selectConsent = (state: WithConsent) => state.consent;
