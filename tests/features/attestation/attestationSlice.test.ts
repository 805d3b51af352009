// The attestation slice: one shared form flow per screen (the flow's own transitions are tested in tests/forms).
import {
  attestationCloseRequested,
  attestationFormReopened,
  attestationLeft,
  attestationNpiCheckFailed,
  attestationReducer,
  attestationSaved,
  attestationSaveRefused,
  attestationSubmitted,
  initialAttestationState,
  selectAttestationFlow,
  selectAttestationSubmitDisabled,
  type AttestationFormKey,
  type AttestationState,
} from '../../../src/features/attestation/attestationSlice';
import { IDLE_FLOW, type FormFlow, type FormFlowStatus } from '../../../src/forms/formFlow';

const FORM_KEYS: AttestationFormKey[] = ['childhood', 'oralhealth', 'deiprovidertraining', 'stateTraining'];

function stateWith(formKey: AttestationFormKey, flow: Partial<FormFlow>): AttestationState {
  return { ...initialAttestationState, [formKey]: { ...initialAttestationState[formKey], ...flow } };
}

it('starts every form idle, with no reference and no failure', () => {
  const state = attestationReducer(undefined, { type: '@@init' });
  for (const formKey of FORM_KEYS) expect(state[formKey]).toEqual(IDLE_FLOW);
});

it('looks the NPI up first when one was typed, and goes straight to saving when N/A is ticked', () => {
  const typed = attestationReducer(undefined, attestationSubmitted({ formKey: 'childhood', values: { individualNPI: '1234567893', npiApplicable: false } }));
  expect(typed.childhood.status).toBe('checkingNpi');
  const notApplicable = attestationReducer(undefined, attestationSubmitted({ formKey: 'oralhealth', values: { npiApplicable: true } }));
  expect(notApplicable.oralhealth.status).toBe('saving');
});

it('changes only the form the event names', () => {
  const state = attestationReducer(undefined, attestationSubmitted({ formKey: 'deiprovidertraining', values: {} }));
  expect(state.deiprovidertraining.status).toBe('checkingNpi');
  for (const formKey of FORM_KEYS.filter((key) => key !== 'deiprovidertraining')) expect(state[formKey]).toEqual(IDLE_FLOW);
});

it('npiCheckFailed keeps the mapped message for the page', () => {
  const failure = { title: 'System Error!', message: 'No Network: The server cannot be reached' };
  const state = attestationReducer(stateWith('childhood', { status: 'checkingNpi' }), attestationNpiCheckFailed({ formKey: 'childhood', failure }));
  expect(state.childhood).toEqual({ ...IDLE_FLOW, status: 'failed', failure, failureCount: 1 });
});

it('saveRefused counts a failed submit so the summary of the server\'s field errors takes focus', () => {
  const state = attestationReducer(stateWith('stateTraining', { status: 'saving' }), attestationSaveRefused({ formKey: 'stateTraining' }));
  expect(state.stateTraining).toEqual({ ...IDLE_FLOW, status: 'failed', failedSubmitCount: 1 });
});

it('closeRequested changes nothing by itself (the saga decides)', () => {
  const before = stateWith('childhood', { status: 'saved', reference: 'ATT-000001' });
  expect(attestationReducer(before, attestationCloseRequested({ formKey: 'childhood' }))).toEqual(before);
});

it.each([
  ['formReopened', attestationFormReopened],
  ['left', attestationLeft],
] as const)('%s gives a fresh idle flow to that form only', (_name, event) => {
  const before = { ...stateWith('childhood', { status: 'saved', reference: 'ATT-000001', failedSubmitCount: 3 }), oralhealth: { ...IDLE_FLOW, status: 'saved' as const, reference: 'ATT-000002' } };
  const state = attestationReducer(before, event({ formKey: 'childhood' }));
  expect(state.childhood).toEqual(IDLE_FLOW);
  expect(state.oralhealth.status).toBe('saved');
});

it('a save answered after the person left does not bring the thanks view back', () => {
  let state = attestationReducer(stateWith('childhood', { status: 'saving' }), attestationLeft({ formKey: 'childhood' }));
  state = attestationReducer(state, attestationSaved({ formKey: 'childhood', reference: 'ATT-000009' }));
  expect(state.childhood).toEqual(IDLE_FLOW);
});

describe('selectors', () => {
  const rootWith = (formKey: AttestationFormKey, status: FormFlowStatus) => ({ attestation: stateWith(formKey, { status }) });

  it("selectAttestationFlow reads the form's own flow", () => {
    const root = { attestation: stateWith('oralhealth', { status: 'saved', reference: 'ATT-000003' }) };
    expect(selectAttestationFlow(root, 'oralhealth')).toEqual({ ...IDLE_FLOW, status: 'saved', reference: 'ATT-000003' });
    expect(selectAttestationFlow(root, 'childhood')).toEqual(IDLE_FLOW);
  });

  it('disables DONE per form: a busy form does not disable another', () => {
    const root = rootWith('childhood', 'saving');
    expect(selectAttestationSubmitDisabled(root, 'childhood')).toBe(true);
    expect(selectAttestationSubmitDisabled(root, 'oralhealth')).toBe(false);
  });
});
