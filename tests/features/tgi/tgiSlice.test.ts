// The TGI slice's delivery bookkeeping: the save that goes on after the thanks (the shared flow's transitions are
// tested in tests/forms, the whole sequence in tgiSaga.test.ts).
import type { TgiSurveyRecord } from '../../../src/domain/tgi';
import {
  tgiActions,
  initialTgiState,
  selectTgiDelivery,
  selectTgiFlow,
  selectTgiKeptOn,
  selectTgiNotReceived,
  selectTgiSubmitDisabled,
  tgiDiscardRequested,
  tgiReducer,
  tgiRetryRequested,
  type TgiDelivery,
  type TgiState,
} from '../../../src/features/tgi/tgiSlice';
import { IDLE_FLOW, type FormFlow, type FormFlowStatus } from '../../../src/forms/formFlow';
import { SAMPLE_TGI_RECORD } from '../../../support/sampleRecords';

const RECORD: TgiSurveyRecord = { ...SAMPLE_TGI_RECORD, dateSubmitted: '2026-11-21T16:05:00.000Z' };

/** A survey on its way: 'sending' with key-1 unless told otherwise. */
function delivery(overrides: Partial<TgiDelivery> = {}): TgiDelivery {
  return { status: 'sending', record: RECORD, idempotencyKey: 'key-1', ...overrides };
}

const RECEIVED_AT = '2026-11-21T16:05:02.000Z';

function stateWith(
  flow: Partial<FormFlow<TgiSurveyRecord>>,
  deliveries: TgiDelivery[] = [],
  thanksFor: string | null = null,
  closed: TgiState['closed'] = null,
): TgiState {
  return { ...initialTgiState, flow: { ...IDLE_FLOW, ...flow }, deliveries, thanksFor, closed };
}

/** What a fresh state keeps of the surveys kept in the browser: in the tab, nothing deleted or kept. */
const KEEPING_AT_START = { keptOn: 'tab', discardedCount: 0, discardCancelledCount: 0 } as const;

const BYRON: TgiSurveyRecord = { ...RECORD, providerLastName: 'Byron', individualNPI: '1245319599' };

it('starts idle with nothing to deliver and no thanks', () => {
  expect(tgiReducer(undefined, { type: '@@init' })).toEqual({ flow: IDLE_FLOW, deliveries: [], thanksFor: null, closed: null, ...KEEPING_AT_START });
  expect(initialTgiState).toEqual({ flow: IDLE_FLOW, deliveries: [], thanksFor: null, closed: null, ...KEEPING_AT_START });
});

describe('saveIssued (docs/states.md)', () => {
  it('shows the thanks at once, with what was sent but no reference or time yet, and keeps the record and its key for the delivery', () => {
    const state = tgiReducer(stateWith({ status: 'saving' }), tgiActions.saveIssued({ record: RECORD, idempotencyKey: 'key-1' }));
    expect(state).toEqual({ flow: { ...IDLE_FLOW, status: 'saved', sent: RECORD }, deliveries: [delivery()], thanksFor: 'key-1', closed: null, ...KEEPING_AT_START });
  });

  it('keeps an earlier survey that is still on its way or failed next to the new one; the thanks is the new one', () => {
    const before = stateWith({ status: 'saving' }, [delivery({ status: 'failed', idempotencyKey: 'old' }), delivery({ idempotencyKey: 'older-sending' })]);
    const state = tgiReducer(before, tgiActions.saveIssued({ record: BYRON, idempotencyKey: 'new' }));
    expect(state.deliveries).toEqual([
      delivery({ status: 'failed', idempotencyKey: 'old' }),
      delivery({ idempotencyKey: 'older-sending' }),
      delivery({ record: BYRON, idempotencyKey: 'new' }),
    ]);
    expect(state.thanksFor).toBe('new');
    expect(state.flow.sent).toEqual(BYRON);
  });

  it('a save issued after the person left is still delivered, but brings no thanks back', () => {
    const state = tgiReducer(stateWith({ status: 'idle' }), tgiActions.saveIssued({ record: RECORD, idempotencyKey: 'key-1' }));
    expect(state).toEqual(stateWith({ status: 'idle' }, [delivery()]));
  });
});

describe('delivered', () => {
  it('lets the received survey go and gives its thanks the reference and the time the answer came', () => {
    const state = tgiReducer(stateWith({ status: 'saved', sent: RECORD }, [delivery()], 'key-1'), tgiActions.delivered({ idempotencyKey: 'key-1', reference: 'TGI-000001', receivedAt: RECEIVED_AT }));
    expect(state).toEqual(stateWith({ status: 'saved', sent: RECORD, reference: 'TGI-000001', receivedAt: RECEIVED_AT }, [], 'key-1'));
  });

  it('gives no reference to a flow that is no longer on its thanks', () => {
    const state = tgiReducer(stateWith({ status: 'idle' }, [delivery()]), tgiActions.delivered({ idempotencyKey: 'key-1', reference: 'TGI-000001', receivedAt: RECEIVED_AT }));
    expect(state).toEqual(stateWith({ status: 'idle' }));
  });

  it("never puts an older survey's reference on a newer survey's thanks", () => {
    const older = delivery({ idempotencyKey: 'older' });
    const newer = delivery({ record: BYRON, idempotencyKey: 'newer' });
    const afterOlder = tgiReducer(stateWith({ status: 'saved' }, [older, newer], 'newer'), tgiActions.delivered({ idempotencyKey: 'older', reference: 'TGI-000001', receivedAt: RECEIVED_AT }));
    expect(afterOlder).toEqual(stateWith({ status: 'saved' }, [newer], 'newer'));
    const afterNewer = tgiReducer(afterOlder, tgiActions.delivered({ idempotencyKey: 'newer', reference: 'TGI-000002', receivedAt: RECEIVED_AT }));
    expect(afterNewer).toEqual(stateWith({ status: 'saved', reference: 'TGI-000002', receivedAt: RECEIVED_AT }, [], 'newer'));
  });

  it('ignores the answer for a survey that is not kept', () => {
    const before = stateWith({ status: 'saved' }, [delivery({ idempotencyKey: 'key-2' })], 'key-2');
    expect(tgiReducer(before, tgiActions.delivered({ idempotencyKey: 'key-1', reference: 'TGI-000001', receivedAt: RECEIVED_AT }))).toEqual(before);
    expect(tgiReducer(stateWith({ status: 'saved' }), tgiActions.delivered({ idempotencyKey: 'key-1', reference: 'TGI-000001', receivedAt: RECEIVED_AT }))).toEqual(stateWith({ status: 'saved' }));
  });
});

describe('deliveryFailed, retryRequested and resendStarted', () => {
  it('a failed delivery keeps its record and key for another try, and leaves the thanks alone', () => {
    const state = tgiReducer(stateWith({ status: 'saved' }, [delivery()], 'key-1'), tgiActions.deliveryFailed({ idempotencyKey: 'key-1' }));
    expect(state).toEqual(stateWith({ status: 'saved' }, [delivery({ status: 'failed' })], 'key-1'));
  });

  it('a failure marks only its own survey', () => {
    const before = stateWith({ status: 'saved' }, [delivery({ idempotencyKey: 'key-1' }), delivery({ record: BYRON, idempotencyKey: 'key-2' })], 'key-2');
    const state = tgiReducer(before, tgiActions.deliveryFailed({ idempotencyKey: 'key-1' }));
    expect(state.deliveries).toEqual([delivery({ status: 'failed', idempotencyKey: 'key-1' }), delivery({ record: BYRON, idempotencyKey: 'key-2' })]);
  });

  it('a failure of a survey that is not kept changes nothing', () => {
    const before = stateWith({ status: 'saved' }, [delivery({ idempotencyKey: 'key-2' })], 'key-2');
    expect(tgiReducer(before, tgiActions.deliveryFailed({ idempotencyKey: 'key-1' }))).toEqual(before);
  });

  it.each(['sending', 'failed'] as const)('Try again itself changes no state (the saga decides): a %s delivery stays as it is', (status) => {
    const before = stateWith({ status: 'saved' }, [delivery({ status })], 'key-1');
    expect(tgiReducer(before, tgiRetryRequested({ idempotencyKey: 'key-1' }))).toEqual(before);
  });

  it('names the survey to send again, as plain data', () => {
    expect(tgiRetryRequested({ idempotencyKey: 'key-1' })).toEqual({ type: 'tgi/retryRequested', payload: { idempotencyKey: 'key-1' } });
  });

  it('a resend sends the failed delivery again, with the same record and key, and only that one', () => {
    const before = stateWith({ status: 'idle' }, [delivery({ status: 'failed' }), delivery({ status: 'failed', record: BYRON, idempotencyKey: 'key-2' })]);
    const state = tgiReducer(before, tgiActions.resendStarted({ idempotencyKey: 'key-1' }));
    expect(state).toEqual(stateWith({ status: 'idle' }, [delivery(), delivery({ status: 'failed', record: BYRON, idempotencyKey: 'key-2' })]));
  });

  it('a resend leaves a delivery still sending as it is', () => {
    const before = stateWith({ status: 'saved' }, [delivery()], 'key-1');
    expect(tgiReducer(before, tgiActions.resendStarted({ idempotencyKey: 'key-1' }))).toEqual(before);
  });

  it('a resend of a survey that is not kept changes nothing', () => {
    expect(tgiReducer(initialTgiState, tgiActions.resendStarted({ idempotencyKey: 'key-1' }))).toEqual(initialTgiState);
  });
});

describe('leaving the thanks', () => {
  const deliveries = [delivery({ status: 'failed', idempotencyKey: 'key-0' }), delivery()];
  const thanks = stateWith(
    { status: 'saved', reference: 'TGI-000001', receivedAt: RECEIVED_AT, sent: RECORD, failedSubmitCount: 2, cancelledCount: 1 },
    deliveries,
    'key-1',
  );

  it.each([
    ['Close Window', tgiActions.closeRequested],
    ['leaving the page', tgiActions.left],
  ] as const)('%s gives a fresh flow, forgets whose thanks it was and what it sent, and lets every delivery go on', (_name, event) => {
    const state = tgiReducer(thanks, event());
    expect(state.flow).toEqual(IDLE_FLOW);
    expect(state.thanksFor).toBeNull();
    expect(state.deliveries).toEqual(deliveries);
  });

  it('Close Window keeps which survey was closed, with its reference, for the notice above the blank form (issue 18)', () => {
    expect(tgiReducer(thanks, tgiActions.closeRequested())).toEqual(stateWith({}, deliveries, null, { idempotencyKey: 'key-1', reference: 'TGI-000001' }));
  });

  it('a survey closed before its answer came takes its reference when it comes', () => {
    const closedEarly = tgiReducer(stateWith({ status: 'saved', sent: RECORD }, [delivery()], 'key-1'), tgiActions.closeRequested());
    expect(closedEarly.closed).toEqual({ idempotencyKey: 'key-1', reference: null });
    const received = tgiReducer(closedEarly, tgiActions.delivered({ idempotencyKey: 'key-1', reference: 'TGI-000001', receivedAt: RECEIVED_AT }));
    expect(received).toEqual(stateWith({}, [], null, { idempotencyKey: 'key-1', reference: 'TGI-000001' }));
  });

  it("another survey's receipt leaves the closed survey's reference alone", () => {
    const closed = stateWith({}, [delivery(), delivery({ idempotencyKey: 'key-2' })], null, { idempotencyKey: 'key-1', reference: null });
    expect(tgiReducer(closed, tgiActions.delivered({ idempotencyKey: 'key-2', reference: 'TGI-000002', receivedAt: RECEIVED_AT })).closed).toEqual({
      idempotencyKey: 'key-1',
      reference: null,
    });
  });

  it('leaving the page, or the next thanks, forgets the closed survey', () => {
    const closed = stateWith({}, [], null, { idempotencyKey: 'key-1', reference: 'TGI-000001' });
    expect(tgiReducer(closed, tgiActions.left()).closed).toBeNull();
    const nextThanks = tgiReducer({ ...closed, flow: { ...IDLE_FLOW, status: 'saving' } }, tgiActions.saveIssued({ record: BYRON, idempotencyKey: 'key-2' }));
    expect(nextThanks.closed).toBeNull();
    expect(nextThanks.thanksFor).toBe('key-2');
  });

  it('Close Window with no thanks of a sent survey on screen keeps no notice', () => {
    expect(tgiReducer(stateWith({ status: 'idle' }), tgiActions.closeRequested()).closed).toBeNull();
  });
});

describe('where the surveys are kept, and deleting them (issue 35, item 8: docs/states.md#surveys-kept-on-the-device)', () => {
  it('surveys an earlier visit kept on the device are listed as held, not sending, and the place is the device', () => {
    const state = tgiReducer(stateWith({ status: 'idle' }), tgiActions.keptSurveysFound({ surveys: [{ record: RECORD, idempotencyKey: 'kept-1' }] }));
    expect(state.deliveries).toEqual([delivery({ status: 'held', idempotencyKey: 'kept-1' })]);
    expect(state.keptOn).toBe('device');
    expect(selectTgiNotReceived({ tgi: state })).toEqual(state.deliveries);
    // A survey already listed is not listed twice; finding none changes no place.
    expect(tgiReducer(state, tgiActions.keptSurveysFound({ surveys: [{ record: RECORD, idempotencyKey: 'kept-1' }] })).deliveries).toHaveLength(1);
    expect(tgiReducer(stateWith({ status: 'idle' }), tgiActions.keptSurveysFound({ surveys: [] })).keptOn).toBe('tab');
  });

  it('a held survey sent again is sending; the choice of the device and its refusal move the place', () => {
    const held = stateWith({ status: 'idle' }, [delivery({ status: 'held' })]);
    expect(tgiReducer(held, tgiActions.resendStarted({ idempotencyKey: 'key-1' })).deliveries[0]?.status).toBe('sending');
    const chosen = tgiReducer(stateWith({ status: 'idle' }, [delivery({ status: 'failed' })]), tgiActions.keptOnDeviceChosen({ onDevice: true }));
    expect(selectTgiKeptOn({ tgi: chosen })).toBe('device');
    expect(tgiReducer(chosen, tgiActions.deviceKeepingRefused()).keptOn).toBe('tab');
    expect(tgiReducer(chosen, tgiActions.keptOnDeviceChosen({ onDevice: false })).keptOn).toBe('tab');
  });

  it('deleted surveys leave the list; the place goes back to the tab once none is left; Keep them is counted for the focus', () => {
    const before = { ...stateWith({ status: 'idle' }, [delivery({ status: 'failed' }), delivery({ status: 'held', idempotencyKey: 'key-2' }), delivery({ idempotencyKey: 'key-3' })]), keptOn: 'device' as const };
    const some = tgiReducer(before, tgiActions.discarded({ idempotencyKeys: ['key-1', 'key-2'] }));
    expect(some.deliveries.map(({ idempotencyKey }) => idempotencyKey)).toEqual(['key-3']);
    expect(some.discardedCount).toBe(1);
    // One still on its way: the choice holds for it.
    expect(some.keptOn).toBe('device');
    const received = tgiReducer(some, tgiActions.delivered({ idempotencyKey: 'key-3', reference: null, receivedAt: RECEIVED_AT }));
    expect(received.keptOn).toBe('tab');
    expect(tgiReducer(before, tgiActions.discarded({ idempotencyKeys: ['key-1', 'key-2', 'key-3'] })).keptOn).toBe('tab');
    expect(tgiReducer(before, tgiActions.discardCancelled()).discardCancelledCount).toBe(1);
    expect(tgiReducer(before, tgiDiscardRequested())).toEqual(before);
  });
});

describe('selectors', () => {
  it('read the flow and one of the surveys not yet received by its key', () => {
    const tgi = stateWith({ status: 'saved' }, [delivery({ status: 'failed' }), delivery({ idempotencyKey: 'key-2' })], 'key-2');
    expect(selectTgiFlow({ tgi })).toBe(tgi.flow);
    expect(selectTgiDelivery({ tgi }, 'key-2')).toBe(tgi.deliveries[1]);
    expect(selectTgiDelivery({ tgi }, 'key-3')).toBeNull();
  });

  it.each<[FormFlowStatus, boolean]>([
    ['idle', false],
    ['checkingNpi', true],
    ['awaitingConfirm', true],
    ['saving', true],
    ['saved', false],
    ['failed', false],
  ])('Submit while %s: disabled %s', (status, disabled) => {
    expect(selectTgiSubmitDisabled({ tgi: stateWith({ status }) })).toBe(disabled);
  });

  it('a delivery in the background never disables Submit', () => {
    expect(selectTgiSubmitDisabled({ tgi: stateWith({ status: 'idle' }, [delivery()]) })).toBe(false);
  });
});
