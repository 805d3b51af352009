// The TGI survey flow of spec §4: the shared form flow, plus the save that goes on after the thanks (DESIGN §5).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { YesNo } from '../../domain/apiContract';
import type { TgiSurveyRecord } from '../../domain/tgi';
import { IDLE_FLOW, flowTransitions, idleFlow, isFlowBusy, type FlowFailure, type FormFlow } from '../../forms/formFlow';

/** The eight entered fields of spec §5. */
export interface TgiFormValues {
  providerLastName?: string;
  providerFirstName?: string;
  individualNPI?: string;
  fullNameOfPersonCompletingSurvey?: string;
  titleOfPersonCompletingSurvey?: string;
  email?: string;
  phoneNumber?: string;
  isGenderAffirmingServicesOffered?: YesNo;
}

/** The record on its way to the server, with the key every try of it carries. */
export interface TgiDelivery {
  status: 'sending' | 'delivered' | 'failed';
  record: TgiSurveyRecord;
  idempotencyKey: string;
}

export interface TgiState {
  flow: FormFlow;
  /** The last survey sent; kept after the thanks until it is received, so a failed save can be tried again. */
  delivery: TgiDelivery | null;
}

export const initialTgiState: TgiState = { flow: IDLE_FLOW, delivery: null };

const tgiSlice = createSlice({
  name: 'tgi',
  initialState: initialTgiState,
  reducers: {
    submitted: (state, _action: PayloadAction<{ values: TgiFormValues }>) => {
      flowTransitions.submitted(state.flow, { checksNpi: true });
    },
    validationFailed: (state) => {
      flowTransitions.validationFailed(state.flow);
    },
    npiChecked: (state, action: PayloadAction<{ valid: boolean }>) => {
      flowTransitions.npiChecked(state.flow, action.payload.valid);
    },
    npiCheckFailed: (state, action: PayloadAction<{ failure: FlowFailure }>) => {
      flowTransitions.npiCheckFailed(state.flow, action.payload.failure);
    },
    unconfirmedNpiAccepted: (state) => {
      flowTransitions.unconfirmedNpiAccepted(state.flow);
    },
    submissionCancelled: (state) => {
      flowTransitions.submissionCancelled(state.flow);
    },
    /** spec §4.4: once the save is issued the thanks shows at once; the answer is not awaited. */
    saveIssued: (state, action: PayloadAction<{ record: TgiSurveyRecord; idempotencyKey: string }>) => {
      flowTransitions.saved(state.flow, null);
      state.delivery = { status: 'sending', ...action.payload };
    },
    delivered: (state, action: PayloadAction<{ idempotencyKey: string; reference: string | null }>) => {
      if (state.delivery?.idempotencyKey !== action.payload.idempotencyKey) return;
      state.delivery.status = 'delivered';
      // The thanks view, if still shown, can now give the reference.
      if (state.flow.status === 'saved') state.flow.reference = action.payload.reference;
    },
    deliveryFailed: (state, action: PayloadAction<{ idempotencyKey: string }>) => {
      if (state.delivery?.idempotencyKey === action.payload.idempotencyKey) state.delivery.status = 'failed';
    },
    retryRequested: (state) => {
      if (state.delivery?.status === 'failed') state.delivery.status = 'sending';
    },
    /** spec §4.5: Close Window clears the form and shows it blank again. */
    closeRequested: (state) => {
      state.flow = idleFlow();
    },
    /** The person went to another page: coming back shows a blank form; a delivery under way goes on. */
    left: (state) => {
      state.flow = idleFlow();
    },
  },
});

export const {
  submitted: tgiSubmitted,
  validationFailed: tgiValidationFailed,
  npiChecked: tgiNpiChecked,
  npiCheckFailed: tgiNpiCheckFailed,
  unconfirmedNpiAccepted: tgiUnconfirmedNpiAccepted,
  submissionCancelled: tgiSubmissionCancelled,
  saveIssued: tgiSaveIssued,
  delivered: tgiDelivered,
  deliveryFailed: tgiDeliveryFailed,
  retryRequested: tgiRetryRequested,
  closeRequested: tgiCloseRequested,
  left: tgiLeft,
} = tgiSlice.actions;
export const tgiReducer = tgiSlice.reducer;

type WithTgi = { tgi: TgiState };
export const selectTgiFlow = (state: WithTgi): FormFlow => state.tgi.flow;
export const selectTgiDelivery = (state: WithTgi): TgiDelivery | null => state.tgi.delivery;
export const selectTgiSubmitDisabled = (state: WithTgi): boolean => isFlowBusy(state.tgi.flow);
