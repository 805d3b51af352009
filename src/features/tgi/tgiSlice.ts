// The TGI survey flow of docs/states.md: the shared form flow, plus the save that goes on after the thanks (docs/readings.md).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormName } from '../../domain/routeTable';
import type { TgiSurveyRecord } from '../../domain/tgi';
import { IDLE_FLOW, flowTransitions, idleFlow, isFlowBusy, type FlowFailure, type FormFlow } from '../../forms/formFlow';

/** The redux-form name of this feature's form, the form's one name (FORM_NAMES): its values live at state.form.tgi. */
export const TGI_FORM = 'tgi' satisfies FormName;

import type { TgiFormValues } from '../../domain/tgi';
export type { TgiFormValues };

/** A survey on its way to the server, with the key every try of it carries; kept until it is received. */
export interface TgiDelivery {
  status: 'sending' | 'failed';
  record: TgiSurveyRecord;
  idempotencyKey: string;
}

export interface TgiState {
  /** `flow.sent` is the survey whose thanks is on screen, for that view and its printed copy. */
  flow: FormFlow<TgiSurveyRecord>;
  /**
   * Every survey sent and not yet received, oldest first: a person can close the thanks and send another survey
   * while an earlier one is still being retried, or after it failed, and each failed one must stay for its Try again.
   * A delivery leaves the list once received: its answers are then on the server.
   */
  deliveries: TgiDelivery[];
  /** The key of the survey whose thanks is on screen, so only that survey's receipt gives the thanks its reference. */
  thanksFor: string | null;
  /**
   * The survey whose thanks Close Window cleared (issue 18): the blank form keeps a short notice that it was received,
   * with its reference, so clearing the form does not look like losing the answers. Gone with the next thanks or page.
   */
  closed: { idempotencyKey: string; reference: string | null } | null;
}

/** This feature's slice of the store's state (src/core/rootState.ts). */
declare module '../../core/rootState' {
  interface FormSlices {
    tgi: TgiState;
  }
}

export const initialTgiState: TgiState = { flow: IDLE_FLOW, deliveries: [], thanksFor: null, closed: null };

function deliveryWithKey(state: TgiState, idempotencyKey: string): TgiDelivery | undefined {
  return state.deliveries.find((delivery) => delivery.idempotencyKey === idempotencyKey);
}

/** The thanks is left (Close Window, another page): its survey's delivery goes on, but no longer speaks to the screen. */
function leaveThanks(state: TgiState): void {
  state.flow = idleFlow();
  state.thanksFor = null;
}

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
    /** docs/states.md: once the save is issued the thanks shows at once; the answer is not awaited. */
    saveIssued: (state, action: PayloadAction<{ record: TgiSurveyRecord; idempotencyKey: string }>) => {
      const { record, idempotencyKey } = action.payload;
      // A save issued after the person left mid-submission is still delivered, but brings no thanks back.
      if (state.flow.status === 'saving') {
        // No reference or time yet: they come with the server's answer (delivered).
        flowTransitions.saved(state.flow, null, { sent: record });
        state.thanksFor = idempotencyKey;
        state.closed = null;
      }
      state.deliveries.push({ status: 'sending', record, idempotencyKey });
    },
    /** The server's answer; `receivedAt` is the browser's clock when it came (ISO 8601). */
    delivered: (state, action: PayloadAction<{ idempotencyKey: string; reference: string | null; receivedAt: string }>) => {
      const { idempotencyKey, reference, receivedAt } = action.payload;
      state.deliveries = state.deliveries.filter((delivery) => delivery.idempotencyKey !== idempotencyKey);
      // Only the thanks of this very survey takes its reference: an older survey's receipt must not name a newer one.
      if (state.thanksFor === idempotencyKey) flowTransitions.acknowledged(state.flow, reference, receivedAt);
      if (state.closed?.idempotencyKey === idempotencyKey) state.closed.reference = reference;
    },
    deliveryFailed: (state, action: PayloadAction<{ idempotencyKey: string }>) => {
      const delivery = deliveryWithKey(state, action.payload.idempotencyKey);
      if (delivery) delivery.status = 'failed';
    },
    /**
     * The saga's answer to a Try again it accepted. Try again itself (tgiRetryRequested) changes no state: the saga
     * must see whether the delivery had failed, and a reducer acting on the same event would already have changed it.
     */
    resendStarted: (state, action: PayloadAction<{ idempotencyKey: string }>) => {
      const delivery = deliveryWithKey(state, action.payload.idempotencyKey);
      if (delivery?.status === 'failed') delivery.status = 'sending';
    },
    /** docs/states.md: Close Window clears the form and shows it blank again, under a notice of the closed survey. */
    closeRequested: (state) => {
      state.closed = state.thanksFor === null ? null : { idempotencyKey: state.thanksFor, reference: state.flow.reference };
      leaveThanks(state);
    },
    /** The person went to another page: coming back shows a blank form; a delivery under way goes on. */
    left: (state) => {
      leaveThanks(state);
      state.closed = null;
    },
  },
});

/** Try again on a failed delivery's toast: a plain event naming its survey, so the toast stays serializable. */
export const tgiRetryRequested = createAction<{ idempotencyKey: string }>('tgi/retryRequested');

/** The form's events, named as its reducer names them: tgiActions.submitted(…). */
export const tgiActions = tgiSlice.actions;
export const tgiReducer = tgiSlice.reducer;

type WithTgi = { tgi: TgiState };
export const selectTgiFlow = (state: WithTgi): FormFlow<TgiSurveyRecord> => state.tgi.flow;
/** One of the surveys not yet received, by its key; null once it was received. */
export const selectTgiDelivery = (state: WithTgi, idempotencyKey: string): TgiDelivery | null =>
  state.tgi.deliveries.find((delivery) => delivery.idempotencyKey === idempotencyKey) ?? null;
export const selectTgiSubmitDisabled = (state: WithTgi): boolean => isFlowBusy(state.tgi.flow);
