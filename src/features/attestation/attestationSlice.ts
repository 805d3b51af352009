// The attestation flow of docs/states.md: one shared form flow (src/forms) per attestation screen.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AttestationRecord } from '../../domain/apiContract';
import type { FormName } from '../../domain/routeTable';
import type { AttestationFormKey } from '../../domain/trainings';
import { IDLE_FLOW, flowTransitions, idleFlow, isFlowBusy, type FlowFailure, type FormFlow } from '../../forms/formFlow';
import type { SaveAcknowledgement } from '../../forms/saveFormRecord';

/** The redux-form name of this feature's form, the form's one name (FORM_NAMES): its values live at state.form.attestation. */
export const ATTESTATION_FORM = 'attestation' satisfies FormName;

export type { AttestationFormKey } from '../../domain/trainings';

import type { AttestationFormValues } from '../../domain/attestation';
export type { AttestationFormValues };

/** One attestation screen: the shared flow, with the record it sent for the thanks view and its printed copy. */
export interface AttestationFlow extends FormFlow<AttestationRecord> {
  /**
   * Close Window was pressed and the browser kept the tab (it refuses to close one it did not open, docs/readings.md):
   * the thanks stays and says the attestation is saved and the tab can be closed, and offers to sign another.
   */
  windowKeptOpen: boolean;
}

export const IDLE_ATTESTATION_FLOW: AttestationFlow = { ...IDLE_FLOW, windowKeptOpen: false };

function idleAttestationFlow(): AttestationFlow {
  return { ...idleFlow(), windowKeptOpen: false };
}

export type AttestationState = Record<AttestationFormKey, AttestationFlow>;

/** This feature's slice of the store's state (src/core/rootState.ts). */
declare module '../../core/rootState' {
  interface FormSlices {
    attestation: AttestationState;
  }
}

export const initialAttestationState: AttestationState = {
  childhood: IDLE_ATTESTATION_FLOW,
  oralhealth: IDLE_ATTESTATION_FLOW,
  deiprovidertraining: IDLE_ATTESTATION_FLOW,
  stateTraining: IDLE_ATTESTATION_FLOW,
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
    /** The server's acknowledgement, with the record sent, which the thanks view shows until the form is left. */
    saved: (state, action: PayloadAction<Keyed & SaveAcknowledgement & { sent: AttestationRecord }>) => {
      const { formKey, reference, receivedAt, sent } = action.payload;
      flowTransitions.saved(state[formKey], reference, { receivedAt, sent });
    },
    saveRefused: (state, action: PayloadAction<Keyed>) => {
      flowTransitions.saveRefused(state[action.payload.formKey]);
    },
    saveFailed: (state, action: PayloadAction<Keyed & { failure: FlowFailure }>) => {
      flowTransitions.saveFailed(state[action.payload.formKey], action.payload.failure);
    },
    closeRequested: (_state, _action: PayloadAction<Keyed>) => undefined,
    /** The saga's finding a moment after Close Window: the browser kept the tab. Only a thanks still shown changes. */
    windowKeptOpen: (state, action: PayloadAction<Keyed>) => {
      const flow = state[action.payload.formKey];
      if (flow.status === 'saved') flow.windowKeptOpen = true;
    },
    /** Sign another attestation: a blank form, the last one's values gone from state. */
    formReopened: (state, action: PayloadAction<Keyed>) => {
      state[action.payload.formKey] = idleAttestationFlow();
    },
    /** The person went to another page: coming back shows a blank form, never the last thanks view. */
    left: (state, action: PayloadAction<Keyed>) => {
      state[action.payload.formKey] = idleAttestationFlow();
    },
  },
});

/** The form's events, named as its reducer names them: attestationActions.submitted(…). */
export const attestationActions = attestationSlice.actions;
export const attestationReducer = attestationSlice.reducer;

type WithAttestation = { attestation: AttestationState };
export const selectAttestationFlow = (state: WithAttestation, formKey: AttestationFormKey): AttestationFlow =>
  state.attestation[formKey];
/** docs/states.md disableSubmit, derived from the flow's status. */
export const selectAttestationSubmitDisabled = (state: WithAttestation, formKey: AttestationFormKey): boolean =>
  isFlowBusy(state.attestation[formKey]);
