// The attestation flow of spec §4, one small state machine per attestation screen.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AttestationFormType } from '../../domain/attestation';

/** The three generic forms plus the state children-and-teens training (route `attestation`). */
export type AttestationFormKey = AttestationFormType | 'stateTraining';

export type AttestationStatus = 'idle' | 'checkingNpi' | 'awaitingConfirm' | 'saving' | 'saved' | 'failed';

/** The form controls of spec §3; `npiApplicable` true means the N/A box is ticked (the spec's name). */
export interface AttestationFormValues {
  firstName?: string;
  lastName?: string;
  individualNPI?: string;
  npiApplicable?: boolean;
  title?: string;
  organization?: string;
}

export interface AttestationFlow {
  status: AttestationStatus;
  /** Bumped after each refused submit so the error summary takes focus again. */
  failedSubmitCount: number;
  reference: string | null;
  failureMessage: string | null;
}

export type AttestationState = Record<AttestationFormKey, AttestationFlow>;

const BUSY_STATUSES: readonly AttestationStatus[] = ['checkingNpi', 'awaitingConfirm', 'saving'];

const idleFlow: AttestationFlow = { status: 'idle', failedSubmitCount: 0, reference: null, failureMessage: null };

export const initialAttestationState: AttestationState = {
  childhood: idleFlow,
  oralhealth: idleFlow,
  deiprovidertraining: idleFlow,
  stateTraining: idleFlow,
};

interface Keyed {
  formKey: AttestationFormKey;
}

const attestationSlice = createSlice({
  name: 'attestation',
  initialState: initialAttestationState,
  reducers: {
    submitted: (state, action: PayloadAction<Keyed & { values: AttestationFormValues }>) => {
      const flow = state[action.payload.formKey];
      // The saga takes the first submit only (takeLeading); a second one while busy changes nothing here either.
      if (BUSY_STATUSES.includes(flow.status)) return;
      flow.status = action.payload.values.npiApplicable ? 'saving' : 'checkingNpi';
      flow.failureMessage = null;
    },
    validationFailed: (state, action: PayloadAction<Keyed>) => {
      const flow = state[action.payload.formKey];
      flow.status = 'idle';
      flow.failedSubmitCount += 1;
    },
    npiChecked: (state, action: PayloadAction<Keyed & { valid: boolean }>) => {
      state[action.payload.formKey].status = action.payload.valid ? 'saving' : 'awaitingConfirm';
    },
    npiCheckFailed: (state, action: PayloadAction<Keyed & { message: string }>) => {
      const flow = state[action.payload.formKey];
      flow.status = 'failed';
      flow.failureMessage = action.payload.message;
    },
    unconfirmedNpiAccepted: (state, action: PayloadAction<Keyed>) => {
      state[action.payload.formKey].status = 'saving';
    },
    submissionCancelled: (state, action: PayloadAction<Keyed>) => {
      state[action.payload.formKey].status = 'idle';
    },
    saved: (state, action: PayloadAction<Keyed & { reference: string | null }>) => {
      const flow = state[action.payload.formKey];
      flow.status = 'saved';
      flow.reference = action.payload.reference;
    },
    saveFailed: (state, action: PayloadAction<Keyed & { message: string }>) => {
      const flow = state[action.payload.formKey];
      flow.status = 'failed';
      flow.failureMessage = action.payload.message;
    },
    closeRequested: (_state, _action: PayloadAction<Keyed>) => undefined,
    formReopened: (state, action: PayloadAction<Keyed>) => {
      state[action.payload.formKey] = { ...idleFlow };
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
  saveFailed: attestationSaveFailed,
  closeRequested: attestationCloseRequested,
  formReopened: attestationFormReopened,
} = attestationSlice.actions;
export const attestationReducer = attestationSlice.reducer;

type WithAttestation = { attestation: AttestationState };
export const selectAttestationFlow = (state: WithAttestation, formKey: AttestationFormKey): AttestationFlow =>
  state.attestation[formKey];
/** spec §4: showForm / showMessage / disableSubmit, derived from the flow's status. */
export const selectAttestationShowsThanks = (state: WithAttestation, formKey: AttestationFormKey): boolean =>
  state.attestation[formKey].status === 'saved';
export const selectAttestationSubmitDisabled = (state: WithAttestation, formKey: AttestationFormKey): boolean =>
  BUSY_STATUSES.includes(state.attestation[formKey].status);
