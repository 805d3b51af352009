// The attestation slice: one shared form flow per screen (the flow's own transitions are tested in tests/forms).
import {
  attestationActions,
  attestationReducer,
  IDLE_ATTESTATION_FLOW,
  initialAttestationState,
  selectAttestationFlow,
  selectAttestationSubmitDisabled,
  type AttestationFlow,
  type AttestationFormKey,
  type AttestationState,
} from '../../../src/features/attestation/attestationSlice';
import type { AttestationRecord } from '../../../src/domain/apiContract';
import type { FormFlowStatus } from '../../../src/forms/formFlow';

const FORM_KEYS: AttestationFormKey[] = ['childhood', 'oralhealth', 'deiprovidertraining', 'stateTraining'];

const RECORD: AttestationRecord = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  individualNPI: 'NA',
  isValidNPI: 'No',
  title: 'Physician',
  organizationName: 'Harbor Clinic',
  submittedDatetime: '2026-11-24T22:04:59.000Z',
  attestationFormName: 'DEI Provider Training Program',
  wantsReceipt: false,
  receiptEmail: '',
};
const RECEIVED_AT = '2026-11-24T22:05:00.000Z';

function stateWith(formKey: AttestationFormKey, flow: Partial<AttestationFlow>): AttestationState {
  return { ...initialAttestationState, [formKey]: { ...initialAttestationState[formKey], ...flow } };
}

it('starts every form idle, with no reference and no failure', () => {
  const state = attestationReducer(undefined, { type: '@@init' });
  for (const formKey of FORM_KEYS) expect(state[formKey]).toEqual(IDLE_ATTESTATION_FLOW);
});

it('looks the NPI up first when one was typed, and goes straight to saving when N/A is ticked', () => {
  const typed = attestationReducer(undefined, attestationActions.submitted({ formKey: 'childhood', values: { individualNPI: '1234567893', npiApplicable: false } }));
  expect(typed.childhood.status).toBe('checkingNpi');
  const notApplicable = attestationReducer(undefined, attestationActions.submitted({ formKey: 'oralhealth', values: { npiApplicable: true } }));
  expect(notApplicable.oralhealth.status).toBe('saving');
});

it('changes only the form the event names', () => {
  const state = attestationReducer(undefined, attestationActions.submitted({ formKey: 'deiprovidertraining', values: {} }));
  expect(state.deiprovidertraining.status).toBe('checkingNpi');
  for (const formKey of FORM_KEYS.filter((key) => key !== 'deiprovidertraining')) expect(state[formKey]).toEqual(IDLE_ATTESTATION_FLOW);
});

it('npiCheckFailed keeps the mapped message for the page', () => {
  const failure = { title: 'System Error!', message: 'No Network: The server cannot be reached' };
  const state = attestationReducer(stateWith('childhood', { status: 'checkingNpi' }), attestationActions.npiCheckFailed({ formKey: 'childhood', failure }));
  expect(state.childhood).toEqual({ ...IDLE_ATTESTATION_FLOW, status: 'failed', failure, failureCount: 1 });
});

it('saveRefused counts a failed submit so the summary of the server\'s field errors takes focus', () => {
  const state = attestationReducer(stateWith('stateTraining', { status: 'saving' }), attestationActions.saveRefused({ formKey: 'stateTraining' }));
  expect(state.stateTraining).toEqual({ ...IDLE_ATTESTATION_FLOW, status: 'failed', failedSubmitCount: 1 });
});

it('saved keeps the reference, when the answer came and the record sent, for the thanks view', () => {
  const state = attestationReducer(
    stateWith('deiprovidertraining', { status: 'saving' }),
    attestationActions.saved({ formKey: 'deiprovidertraining', reference: 'ATT-000001', receivedAt: RECEIVED_AT, sent: RECORD }),
  );
  expect(state.deiprovidertraining).toEqual({ ...IDLE_ATTESTATION_FLOW, status: 'saved', reference: 'ATT-000001', receivedAt: RECEIVED_AT, sent: RECORD });
});

it('windowKeptOpen marks a thanks still shown, and nothing else', () => {
  const saved = stateWith('childhood', { status: 'saved', reference: 'ATT-000001', receivedAt: RECEIVED_AT, sent: RECORD });
  expect(attestationReducer(saved, attestationActions.windowKeptOpen({ formKey: 'childhood' })).childhood).toEqual({ ...saved.childhood, windowKeptOpen: true });
  // Left in the moment Close Window waits: the blank form that follows stays as it is.
  expect(attestationReducer(initialAttestationState, attestationActions.windowKeptOpen({ formKey: 'childhood' }))).toEqual(initialAttestationState);
});

it('closeRequested changes nothing by itself (the saga decides)', () => {
  const before = stateWith('childhood', { status: 'saved', reference: 'ATT-000001' });
  expect(attestationReducer(before, attestationActions.closeRequested({ formKey: 'childhood' }))).toEqual(before);
});

it.each([
  ['formReopened', attestationActions.formReopened],
  ['left', attestationActions.left],
] as const)('%s gives a fresh idle flow to that form only, forgetting what was sent', (_name, event) => {
  const before = {
    ...stateWith('childhood', { status: 'saved', reference: 'ATT-000001', receivedAt: RECEIVED_AT, sent: RECORD, windowKeptOpen: true, failedSubmitCount: 3 }), oralhealth: { ...IDLE_ATTESTATION_FLOW, status: 'saved' as const, reference: 'ATT-000002' } };
  const state = attestationReducer(before, event({ formKey: 'childhood' }));
  expect(state.childhood).toEqual(IDLE_ATTESTATION_FLOW);
  expect(state.oralhealth.status).toBe('saved');
});

it('a save answered after the person left does not bring the thanks view back', () => {
  let state = attestationReducer(stateWith('childhood', { status: 'saving' }), attestationActions.left({ formKey: 'childhood' }));
  state = attestationReducer(state, attestationActions.saved({ formKey: 'childhood', reference: 'ATT-000009', receivedAt: RECEIVED_AT, sent: RECORD }));
  expect(state.childhood).toEqual(IDLE_ATTESTATION_FLOW);
});

describe('selectors', () => {
  const rootWith = (formKey: AttestationFormKey, status: FormFlowStatus) => ({ attestation: stateWith(formKey, { status }) });

  it("selectAttestationFlow reads the form's own flow", () => {
    const root = { attestation: stateWith('oralhealth', { status: 'saved', reference: 'ATT-000003' }) };
    expect(selectAttestationFlow(root, 'oralhealth')).toEqual({ ...IDLE_ATTESTATION_FLOW, status: 'saved', reference: 'ATT-000003' });
    expect(selectAttestationFlow(root, 'childhood')).toEqual(IDLE_ATTESTATION_FLOW);
  });

  it('disables DONE per form: a busy form does not disable another', () => {
    const root = rootWith('childhood', 'saving');
    expect(selectAttestationSubmitDisabled(root, 'childhood')).toBe(true);
    expect(selectAttestationSubmitDisabled(root, 'oralhealth')).toBe(false);
  });
});
