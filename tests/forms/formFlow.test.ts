// The shared form flow's state machine: every transition, and the guards that keep a late answer from reviving a flow.
import { createNextState as produce } from '@reduxjs/toolkit';
import { IDLE_FLOW, flowTransitions, idleFlow, isFlowBusy, isFlowWorking, type FormFlow, type FormFlowStatus } from '../../src/forms/formFlow';

const ALL_STATUSES: FormFlowStatus[] = ['idle', 'checkingNpi', 'awaitingConfirm', 'saving', 'saved', 'failed'];
const FAILURE = { title: 'System Error!', message: 'Sorry, we are unable to process your request at the moment. Please try again later.' };

function flowIn(status: FormFlowStatus, rest: Partial<FormFlow> = {}): FormFlow {
  return { ...IDLE_FLOW, status, ...rest };
}

function apply(flow: FormFlow, transition: (draft: FormFlow) => void): FormFlow {
  return produce(flow, transition);
}

it('starts idle, with no reference, nothing sent, no failure and nothing counted', () => {
  expect(idleFlow()).toEqual({
    status: 'idle',
    failedSubmitCount: 0,
    reference: null,
    receivedAt: null,
    sent: null,
    failure: null,
    failureCount: 0,
    cancelledCount: 0,
  });
  expect(idleFlow()).not.toBe(IDLE_FLOW);
});

describe('submitted', () => {
  it('checks the NPI first when the form has one to check, and clears an earlier failure', () => {
    const next = apply(flowIn('failed', { failure: FAILURE, failureCount: 1 }), (flow) => flowTransitions.submitted(flow, { checksNpi: true }));
    expect(next).toEqual(flowIn('checkingNpi', { failureCount: 1 }));
  });

  it('goes straight to saving when there is no NPI to check', () => {
    expect(apply(IDLE_FLOW, (flow) => flowTransitions.submitted(flow, { checksNpi: false })).status).toBe('saving');
  });

  it.each(['checkingNpi', 'awaitingConfirm', 'saving'] as const)('changes nothing while %s (a double submit)', (status) => {
    const busy = flowIn(status);
    expect(apply(busy, (flow) => flowTransitions.submitted(flow, { checksNpi: false }))).toEqual(busy);
  });
});

it('validationFailed returns to idle and counts the refusal, so the summary takes focus again', () => {
  let flow = apply(flowIn('failed', { failure: FAILURE }), flowTransitions.validationFailed);
  expect(flow).toEqual(flowIn('idle', { failedSubmitCount: 1 }));
  flow = apply(flow, flowTransitions.validationFailed);
  expect(flow.failedSubmitCount).toBe(2);
});

describe('the NPI states', () => {
  it.each([
    [true, 'saving'],
    [false, 'awaitingConfirm'],
  ] as const)('npiChecked valid=%s leads to %s', (valid, status) => {
    expect(apply(flowIn('checkingNpi'), (flow) => flowTransitions.npiChecked(flow, valid)).status).toBe(status);
  });

  it('npiCheckFailed keeps the failure for the page and counts it', () => {
    expect(apply(flowIn('checkingNpi'), (flow) => flowTransitions.npiCheckFailed(flow, FAILURE))).toEqual(
      flowIn('failed', { failure: FAILURE, failureCount: 1 }),
    );
  });

  it("unconfirmedNpiAccepted (the dialog's Yes) saves; submissionCancelled (No) returns to idle", () => {
    expect(apply(flowIn('awaitingConfirm'), flowTransitions.unconfirmedNpiAccepted).status).toBe('saving');
    expect(apply(flowIn('awaitingConfirm'), flowTransitions.submissionCancelled)).toEqual(flowIn('idle', { cancelledCount: 1 }));
  });
});

describe('the save outcomes', () => {
  it('saved keeps the server reference (or none)', () => {
    expect(apply(flowIn('saving'), (flow) => flowTransitions.saved(flow, 'PMC-000042'))).toEqual(flowIn('saved', { reference: 'PMC-000042' }));
    expect(apply(flowIn('saving'), (flow) => flowTransitions.saved(flow, null))).toEqual(flowIn('saved'));
  });

  it('saved keeps when the answer came and what was sent, for the thanks view', () => {
    const sent = { firstName: 'Ada' };
    const receivedAt = '2026-11-24T22:05:00.000Z';
    expect(apply(flowIn('saving'), (flow) => flowTransitions.saved(flow, 'ATT-000001', { receivedAt, sent }))).toEqual(
      flowIn('saved', { reference: 'ATT-000001', receivedAt, sent }),
    );
  });

  it('acknowledged gives a thanks shown before the answer its reference and time; any other flow is left alone', () => {
    const receivedAt = '2026-11-24T22:05:00.000Z';
    const thanks = flowIn('saved', { sent: { providerLastName: 'Okafor' } });
    expect(apply(thanks, (flow) => flowTransitions.acknowledged(flow, 'TGI-000001', receivedAt))).toEqual({ ...thanks, reference: 'TGI-000001', receivedAt });
    for (const status of ['idle', 'saving', 'failed'] as const) {
      expect(apply(flowIn(status), (flow) => flowTransitions.acknowledged(flow, 'TGI-000001', receivedAt))).toEqual(flowIn(status));
    }
  });

  it('saveRefused (the server named fields) fails without a notice and counts a failed submit', () => {
    expect(apply(flowIn('saving'), flowTransitions.saveRefused)).toEqual(flowIn('failed', { failedSubmitCount: 1 }));
  });

  it('saveFailed keeps the failure for the page and counts it, so the notice takes focus each time', () => {
    let flow = apply(flowIn('saving'), (draft) => flowTransitions.saveFailed(draft, FAILURE));
    expect(flow).toEqual(flowIn('failed', { failure: FAILURE, failureCount: 1 }));
    flow = apply(apply(flow, (draft) => flowTransitions.submitted(draft, { checksNpi: false })), (draft) => flowTransitions.saveFailed(draft, FAILURE));
    expect(flow.failureCount).toBe(2);
  });
});

describe('late answers', () => {
  // A flow reset because the person left the page must not be revived by the answer of the save it started.
  it.each(['idle', 'saved', 'failed'] as const)('an outcome arriving while %s changes nothing', (status) => {
    const flow = flowIn(status);
    expect(apply(flow, (draft) => flowTransitions.saved(draft, 'ATT-000001'))).toEqual(flow);
    expect(apply(flow, (draft) => flowTransitions.saveFailed(draft, FAILURE))).toEqual(flow);
    expect(apply(flow, flowTransitions.saveRefused)).toEqual(flow);
    expect(apply(flow, (draft) => flowTransitions.npiChecked(draft, true))).toEqual(flow);
    expect(apply(flow, (draft) => flowTransitions.npiCheckFailed(draft, FAILURE))).toEqual(flow);
    expect(apply(flow, flowTransitions.unconfirmedNpiAccepted)).toEqual(flow);
  });
});

it('walks the not-found path: submit, lookup, confirm, save', () => {
  const steps: ((flow: FormFlow) => void)[] = [
    (flow) => flowTransitions.submitted(flow, { checksNpi: true }),
    (flow) => flowTransitions.npiChecked(flow, false),
    flowTransitions.unconfirmedNpiAccepted,
    (flow) => flowTransitions.saved(flow, 'ATT-000007'),
  ];
  const seen: FormFlowStatus[] = [];
  steps.reduce<FormFlow>((flow, step) => {
    const next = apply(flow, step);
    seen.push(next.status);
    return next;
  }, IDLE_FLOW);
  expect(seen).toEqual(['checkingNpi', 'awaitingConfirm', 'saving', 'saved']);
});

it.each(ALL_STATUSES.map((status) => [status, ['checkingNpi', 'awaitingConfirm', 'saving'].includes(status), ['checkingNpi', 'saving'].includes(status)] as const))(
  'when %s the submit button is disabled: %s, and shows its spinner: %s',
  (status, busy, working) => {
    expect(isFlowBusy(flowIn(status))).toBe(busy);
    expect(isFlowWorking(flowIn(status))).toBe(working);
  },
);
