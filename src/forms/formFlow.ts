// The submission state machine every form shares (docs/conventions.md): each feature's slice keeps one FormFlow per
// form and runs these transitions in its own case reducers, so every form moves through the same states.

export type FormFlowStatus = 'idle' | 'checkingNpi' | 'awaitingConfirm' | 'saving' | 'saved' | 'failed';

/**
 * What the page says after a failure it cannot fix by itself: a title and the spec's text for that form, in English
 * (said in the language of the moment where shown), with the English values of its placeholders, if any.
 */
export interface FlowFailure {
  title: string;
  message: string;
  values?: Readonly<Record<string, string>>;
}

/**
 * One form's submission. `Sent` is what the form sent, kept as plain data (docs/conventions.md) so the thanks view and its
 * printed copy can show it; like the rest of the flow it goes when the form is left or reopened.
 */
export interface FormFlow<Sent = unknown> {
  status: FormFlowStatus;
  /** Bumped after each refused submit (browser or server), so the error summary takes focus again. */
  failedSubmitCount: number;
  /** The server's submission reference once saved. */
  reference: string | null;
  /**
   * When the server's acknowledgement arrived, by the browser's clock, as an ISO 8601 string (state holds no Date).
   * Null until it has: a save that goes on after the thanks (TGI) is acknowledged later, or never.
   */
  receivedAt: string | null;
  /** What was sent, once the thanks shows; null otherwise. */
  sent: Sent | null;
  /** The lasting on-page message of the last failure; cleared by the next submit. */
  failure: FlowFailure | null;
  /** Bumped after each failure, so its message takes focus again even when the text is the same. */
  failureCount: number;
  /** Bumped when the person answers No to the Confirm dialog, so focus goes back to the Individual NPI. */
  cancelledCount: number;
}

export const IDLE_FLOW: FormFlow<never> = {
  status: 'idle',
  failedSubmitCount: 0,
  reference: null,
  receivedAt: null,
  sent: null,
  failure: null,
  failureCount: 0,
  cancelledCount: 0,
};

/** What a save's thanks view shows besides its reference: when the server's answer came, and what was sent. */
export interface SavedDetails<Sent> {
  receivedAt?: string | null;
  sent?: Sent | null;
}

const BUSY_STATUSES: readonly FormFlowStatus[] = ['checkingNpi', 'awaitingConfirm', 'saving'];

/** docs/states.md disableSubmit: the button is off while a submission is under way. */
export function isFlowBusy(flow: FormFlow): boolean {
  return BUSY_STATUSES.includes(flow.status);
}

/** Whether the submit button shows its spinner: the dialog's wait is the person's, not the network's. */
export function isFlowWorking(flow: FormFlow): boolean {
  return flow.status === 'checkingNpi' || flow.status === 'saving';
}

/**
 * The transitions, written for Immer drafts inside a slice's case reducers. A transition that does not
 * apply to the current status changes nothing, so a late answer cannot revive a flow that was left.
 */
export const flowTransitions = {
  submitted(flow: FormFlow, { checksNpi }: { checksNpi: boolean }): void {
    // The saga takes the first submit only (takeLeading); a second one while busy changes nothing here either.
    if (isFlowBusy(flow)) return;
    flow.status = checksNpi ? 'checkingNpi' : 'saving';
    flow.failure = null;
  },
  validationFailed(flow: FormFlow): void {
    flow.status = 'idle';
    flow.failure = null;
    flow.failedSubmitCount += 1;
  },
  npiChecked(flow: FormFlow, valid: boolean): void {
    if (flow.status !== 'checkingNpi') return;
    flow.status = valid ? 'saving' : 'awaitingConfirm';
  },
  npiCheckFailed(flow: FormFlow, failure: FlowFailure): void {
    if (flow.status !== 'checkingNpi') return;
    flow.status = 'failed';
    flow.failure = failure;
    flow.failureCount += 1;
  },
  unconfirmedNpiAccepted(flow: FormFlow): void {
    if (flow.status === 'awaitingConfirm') flow.status = 'saving';
  },
  submissionCancelled(flow: FormFlow): void {
    if (!isFlowBusy(flow)) return;
    flow.status = 'idle';
    flow.cancelledCount += 1;
  },
  saved<Sent>(flow: FormFlow<Sent>, reference: string | null, details: SavedDetails<Sent> = {}): void {
    if (flow.status !== 'saving') return;
    flow.status = 'saved';
    flow.reference = reference;
    flow.receivedAt = details.receivedAt ?? null;
    flow.sent = details.sent ?? null;
  },
  /**
   * The server's answer to a save whose thanks was shown before it came (docs/states.md, TGI): the thanks still on
   * screen takes its reference and time. A flow no longer showing that thanks is left alone.
   */
  acknowledged(flow: FormFlow, reference: string | null, receivedAt: string): void {
    if (flow.status !== 'saved') return;
    flow.reference = reference;
    flow.receivedAt = receivedAt;
  },
  /** The server refused values the browser accepted (400): they are shown beside their fields. */
  saveRefused(flow: FormFlow): void {
    if (flow.status !== 'saving') return;
    flow.status = 'failed';
    flow.failedSubmitCount += 1;
  },
  saveFailed(flow: FormFlow, failure: FlowFailure): void {
    if (flow.status !== 'saving') return;
    flow.status = 'failed';
    flow.failure = failure;
    flow.failureCount += 1;
  },
} as const;

/** A fresh flow: after the thanks view's button, or when the person leaves the page. */
export function idleFlow(): FormFlow<never> {
  return { ...IDLE_FLOW };
}
