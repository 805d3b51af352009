// The TGI survey flow of docs/states.md: the shared form flow, plus the save that goes on after the thanks (docs/readings.md).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormName } from '../../domain/routeTable';
import type { TgiSurveyRecord } from '../../domain/tgi';
import { IDLE_FLOW, flowTransitions, idleFlow, isFlowBusy, type FlowFailure, type FormFlow } from '../../forms/formFlow';

/** The redux-form name of this feature's form, the form's one name (FORM_NAMES): its values live at state.form.tgi. */
export const TGI_FORM = 'tgi' satisfies FormName;

import type { TgiFormValues } from '../../domain/tgi';
export type { TgiFormValues };

/**
 * A survey on its way to the server, with the key every try of it carries; kept until it is received. `held`: kept on
 * this device by an earlier visit, at the person's choice, and sent only when a person asks (Send again, Send now), never
 * by itself (docs/states.md#surveys-kept-on-the-device).
 */
export interface TgiDelivery {
  status: 'sending' | 'failed' | 'held';
  record: TgiSurveyRecord;
  idempotencyKey: string;
}

/**
 * Where the browser keeps the surveys not yet received (docs/privacy.md): `tab`, this tab's sessionStorage, the default;
 * `device`, localStorage, only once the person chose "Keep it on this device until it is sent", or when an earlier
 * visit's choice is found there. Back to `tab` when no survey is left to keep: the choice was about those surveys.
 */
export type TgiKeptOn = 'tab' | 'device';

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
  /** Where the surveys of `deliveries` are kept in the browser. */
  keptOn: TgiKeptOn;
  /** Bumped each time the person deleted the surveys not received (Delete the answers, confirmed): the notice says so, with focus. */
  discardedCount: number;
  /** Bumped when the person answered Keep them to Delete's question, so focus goes back to the button. */
  discardCancelledCount: number;
}

/** This feature's slice of the store's state (src/core/rootState.ts). */
declare module '../../core/rootState' {
  interface FormSlices {
    tgi: TgiState;
  }
}

export const initialTgiState: TgiState = {
  flow: IDLE_FLOW,
  deliveries: [],
  thanksFor: null,
  closed: null,
  keptOn: 'tab',
  discardedCount: 0,
  discardCancelledCount: 0,
};

function deliveryWithKey(state: TgiState, idempotencyKey: string): TgiDelivery | undefined {
  return state.deliveries.find((delivery) => delivery.idempotencyKey === idempotencyKey);
}

/** Once no survey is left to keep, the next one starts in the tab again: the choice of the device was about those. */
function forgetPlaceWhenNoneLeft(state: TgiState): void {
  if (state.deliveries.length === 0) state.keptOn = 'tab';
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
      forgetPlaceWhenNoneLeft(state);
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
      if (delivery?.status === 'failed' || delivery?.status === 'held') delivery.status = 'sending';
    },
    /**
     * At start, the surveys an earlier visit kept on this device at the person's choice: listed, not sent
     * (docs/states.md#surveys-kept-on-the-device). They stay where that choice put them.
     */
    keptSurveysFound: (state, action: PayloadAction<{ surveys: { record: TgiSurveyRecord; idempotencyKey: string }[] }>) => {
      for (const { record, idempotencyKey } of action.payload.surveys) {
        if (!deliveryWithKey(state, idempotencyKey)) state.deliveries.push({ status: 'held', record, idempotencyKey });
      }
      if (action.payload.surveys.length > 0) state.keptOn = 'device';
    },
    /** "Keep it on this device until it is sent", ticked or not: the saga moves the answers to match. */
    keptOnDeviceChosen: (state, action: PayloadAction<{ onDevice: boolean }>) => {
      state.keptOn = action.payload.onDevice ? 'device' : 'tab';
    },
    /** The browser would not keep them on the device (storage refused or full): they stay in the tab. */
    deviceKeepingRefused: (state) => {
      state.keptOn = 'tab';
    },
    /** The answers of these surveys were deleted from the browser at the person's request: they will not be sent. */
    discarded: (state, action: PayloadAction<{ idempotencyKeys: string[] }>) => {
      const gone = new Set(action.payload.idempotencyKeys);
      state.deliveries = state.deliveries.filter(({ idempotencyKey }) => !gone.has(idempotencyKey));
      state.discardedCount += 1;
      forgetPlaceWhenNoneLeft(state);
    },
    discardCancelled: (state) => {
      state.discardCancelledCount += 1;
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

/**
 * Delete the answers, on the notice of the surveys not received. It changes no state: the saga asks first, and says what
 * became of it with `tgi/discarded` or `tgi/discardCancelled`.
 */
export const tgiDiscardRequested = createAction('tgi/discardRequested');

/** The form's events, named as its reducer names them: tgiActions.submitted(…). */
export const tgiActions = tgiSlice.actions;
export const tgiReducer = tgiSlice.reducer;

type WithTgi = { tgi: TgiState };
export const selectTgiFlow = (state: WithTgi): FormFlow<TgiSurveyRecord> => state.tgi.flow;
/** One of the surveys not yet received, by its key; null once it was received. */
export const selectTgiDelivery = (state: WithTgi, idempotencyKey: string): TgiDelivery | null =>
  state.tgi.deliveries.find((delivery) => delivery.idempotencyKey === idempotencyKey) ?? null;
export const selectTgiSubmitDisabled = (state: WithTgi): boolean => isFlowBusy(state.tgi.flow);
export const selectTgiKeptOn = (state: WithTgi): TgiKeptOn => state.tgi.keptOn;
/** Every survey sent and not yet received, oldest first. */
export const selectTgiDeliveries = (state: WithTgi): TgiDelivery[] => state.tgi.deliveries;
/** The surveys the person can send again or delete: failed in this visit, or kept by an earlier one; oldest first. */
export const selectTgiNotReceived = (state: WithTgi): TgiDelivery[] => state.tgi.deliveries.filter(({ status }) => status !== 'sending');

/**
 * The toasts' topic of one survey's delivery: one message per survey at a time ("not received", then "sending again",
 * then "received"), so two failed surveys keep two sticky toasts, and news about one never replaces the other's.
 */
export function tgiDeliveryTopic(idempotencyKey: string): string {
  return `tgi-delivery-${idempotencyKey}`;
}
