// The preferred contact flow of docs/states.md: the shared form flow plus whether the texting terms were read to the end.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PreferredContactRecord } from '../../domain/contact';
import type { ContactPoint } from '../../domain/contactConfirmation';
import type { FormName } from '../../domain/routeTable';
import { IDLE_FLOW, flowTransitions, idleFlow, isFlowBusy, type FlowFailure, type FormFlow } from '../../forms/formFlow';
import type { SaveAcknowledgement } from '../../forms/saveFormRecord';

/** The redux-form name of this feature's form, the form's one name (FORM_NAMES): its values live at state.form.contact. */
export const CONTACT_FORM = 'contact' satisfies FormName;

/** The form controls of docs/records.md "Preferred contact form". */
import type { ContactFormValues } from '../../domain/contact';
export type { ContactFormValues };

export interface ContactState {
  /** Once saved, `flow.sent` is the record sent, for the thanks view and its printed copy. */
  flow: FormFlow<PreferredContactRecord>;
  /** docs/states.md: Submit stays off until the terms box has been scrolled to its end. */
  termsRead: boolean;
  /**
   * Once saved, what the consent waits for the member to confirm before it takes effect (issue 36: the new email
   * address, the new mobile number), as the server answered; empty when it took effect at once.
   */
  awaiting: readonly ContactPoint[];
}

/** This feature's slice of the store's state (src/core/rootState.ts). */
declare module '../../core/rootState' {
  interface FormSlices {
    contact: ContactState;
  }
}

export const initialContactState: ContactState = { flow: IDLE_FLOW, termsRead: false, awaiting: [] };

const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    termsReadToEnd: (state) => {
      state.termsRead = true;
    },
    submitted: (state, _action: PayloadAction<{ values: ContactFormValues }>) => {
      // Submit is off until the terms are read; a submit that slips past it (Enter in a field) does nothing.
      if (state.termsRead) flowTransitions.submitted(state.flow, { checksNpi: false });
    },
    validationFailed: (state) => {
      flowTransitions.validationFailed(state.flow);
    },
    saved: (state, action: PayloadAction<SaveAcknowledgement & { sent: PreferredContactRecord }>) => {
      const { reference, receivedAt, sent, awaiting = [] } = action.payload;
      // Only the save this flow waits for: a late answer to a form that was left changes nothing (formFlow.ts).
      if (state.flow.status !== 'saving') return;
      flowTransitions.saved(state.flow, reference, { receivedAt, sent });
      state.awaiting = [...awaiting];
    },
    saveRefused: (state) => {
      flowTransitions.saveRefused(state.flow);
    },
    saveFailed: (state, action: PayloadAction<{ failure: FlowFailure }>) => {
      flowTransitions.saveFailed(state.flow, action.payload.failure);
    },
    /** docs/states.md: a blank form again; the terms are read again by whoever fills it in. */
    formReopened: () => ({ flow: idleFlow(), termsRead: false, awaiting: [] }),
    /** The person went to another page: coming back shows a blank form, never the last thanks view. */
    left: () => ({ flow: idleFlow(), termsRead: false, awaiting: [] }),
  },
});

/** The form's events, named as its reducer names them: contactActions.submitted(…). */
export const contactActions = contactSlice.actions;
export const contactReducer = contactSlice.reducer;

type WithContact = { contact: ContactState };
export const selectContactFlow = (state: WithContact): FormFlow<PreferredContactRecord> => state.contact.flow;
export const selectContactTermsRead = (state: WithContact): boolean => state.contact.termsRead;
/** What the saved consent waits for the member to confirm; empty when nothing (or before a save). */
export const selectContactAwaiting = (state: WithContact): readonly ContactPoint[] => state.contact.awaiting;
/** docs/states.md disableSubmit: off until the terms are read, and while a submission is under way. */
export const selectContactSubmitDisabled = (state: WithContact): boolean =>
  !state.contact.termsRead || isFlowBusy(state.contact.flow);
