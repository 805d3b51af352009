// The attestation flow of spec §4: one shared form flow (src/forms) per attestation screen.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AttestationFormKey } from '../../domain/trainings';
import { IDLE_FLOW, flowTransitions, idleFlow, isFlowBusy, type FlowFailure, type FormFlow } from '../../forms/formFlow';

export type { AttestationFormKey } from '../../domain/trainings';

/** The form controls of spec §3; `npiApplicable` true means the N/A box is ticked (the spec's name). */
export interface AttestationFormValues {
  firstName?: string;
  lastName?: string;
  individualNPI?: string;
  npiApplicable?: boolean;
  title?: string;
  organization?: string;
}

export type AttestationState = Record<AttestationFormKey, FormFlow>;

export const initialAttestationState: AttestationState = {
  childhood: IDLE_FLOW,
  oralhealth: IDLE_FLOW,
  deiprovidertraining: IDLE_FLOW,
  stateTraining: IDLE_FLOW,
};

interface Keyed {
  formKey: AttestationFormKey;
}

const attestationSlice = createSlice({
  name: 'attestation',
  initialState: initialAttestationState,
  reducers: {
    submitted: (state, action: PayloadAction<Keyed & { values: AttestationFormValues }>) => {
      flowTransitions.submitted(state[action.payload.formKey], { checksNpi: !action.payload.values.npiApplicable });
    },
    validationFailed: (state, action: PayloadAction<Keyed>) => {
      flowTransitions.validationFailed(state[action.payload.formKey]);
    },
    npiChecked: (state, action: PayloadAction<Keyed & { valid: boolean }>) => {
      flowTransitions.npiChecked(state[action.payload.formKey], action.payload.valid);
    },
    npiCheckFailed: (state, action: PayloadAction<Keyed & { failure: FlowFailure }>) => {
      flowTransitions.npiCheckFailed(state[action.payload.formKey], action.payload.failure);
    },
    unconfirmedNpiAccepted: (state, action: PayloadAction<Keyed>) => {
      flowTransitions.unconfirmedNpiAccepted(state[action.payload.formKey]);
    },
    submissionCancelled: (state, action: PayloadAction<Keyed>) => {
      flowTransitions.submissionCancelled(state[action.payload.formKey]);
    },
    saved: (state, action: PayloadAction<Keyed & { reference: string | null }>) => {
      flowTransitions.saved(state[action.payload.formKey], action.payload.reference);
    },
    saveRefused: (state, action: PayloadAction<Keyed>) => {
      flowTransitions.saveRefused(state[action.payload.formKey]);
    },
    saveFailed: (state, action: PayloadAction<Keyed & { failure: FlowFailure }>) => {
      flowTransitions.saveFailed(state[action.payload.formKey], action.payload.failure);
    },
    closeRequested: (_state, _action: PayloadAction<Keyed>) => undefined,
    formReopened: (state, action: PayloadAction<Keyed>) => {
      state[action.payload.formKey] = idleFlow();
    },
    /** The person went to another page: coming back shows a blank form, never the last thanks view. */
    left: (state, action: PayloadAction<Keyed>) => {
      state[action.payload.formKey] = idleFlow();
    },
  },
});

export const {
  submitted: attestationSubmitted,
  validationFailed: attestationValidationFailed,
  npiChecked: attestationNpiChecked,
  npiCheckFailed: attestationNpiCheckFailed,
  unconfirmedNpiAccepted: attestationUnconfirmedNpiAccepted,
  submissionCancelled: attestationSubmissionCancelled,
  saved: attestationSaved,
  saveRefused: attestationSaveRefused,
  saveFailed: attestationSaveFailed,
  closeRequested: attestationCloseRequested,
  formReopened: attestationFormReopened,
  left: attestationLeft,
} = attestationSlice.actions;
export const attestationReducer = attestationSlice.reducer;

type WithAttestation = { attestation: AttestationState };
export const selectAttestationFlow = (state: WithAttestation, formKey: AttestationFormKey): FormFlow =>
  state.attestation[formKey];
/** spec §4 disableSubmit, derived from the flow's status. */
export const selectAttestationSubmitDisabled = (state: WithAttestation, formKey: AttestationFormKey): boolean =>
  isFlowBusy(state.attestation[formKey]);
