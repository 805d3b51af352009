// The attestation flow's state machine (spec §4) and the selectors the screen derives from it.
import {
  attestationCloseRequested,
  attestationFormReopened,
  attestationNpiChecked,
  attestationNpiCheckFailed,
  attestationReducer,
  attestationSaved,
  attestationSaveFailed,
  attestationSubmissionCancelled,
  attestationSubmitted,
  attestationUnconfirmedNpiAccepted,
  attestationValidationFailed,
  initialAttestationState,
  selectAttestationFlow,
  selectAttestationShowsThanks,
  selectAttestationSubmitDisabled,
  type AttestationFlow,
  type AttestationFormKey,
  type AttestationState,
  type AttestationStatus,
} from '../../../src/features/attestation/attestationSlice';

const FORM_KEYS: AttestationFormKey[] = ['childhood', 'oralhealth', 'deiprovidertraining', 'stateTraining'];
const ALL_STATUSES: AttestationStatus[] = ['idle', 'checkingNpi', 'awaitingConfirm', 'saving', 'saved', 'failed'];

const IDLE: AttestationFlow = { status: 'idle', failedSubmitCount: 0, reference: null, failureMessage: null };

function stateWith(formKey: AttestationFormKey, flow: Partial<AttestationFlow>): AttestationState {
  return { ...initialAttestationState, [formKey]: { ...initialAttestationState[formKey], ...flow } };
}

describe('attestation slice', () => {
  it('starts every form idle, with no reference and no failure', () => {
    const state = attestationReducer(undefined, { type: '@@init' });
    for (const formKey of FORM_KEYS) expect(state[formKey]).toEqual(IDLE);
  });

  describe('submitted', () => {
    it('looks the NPI up first when one was typed', () => {
      const state = attestationReducer(
        stateWith('childhood', { status: 'failed', failureMessage: 'Earlier failure' }),
        attestationSubmitted({ formKey: 'childhood', values: { individualNPI: '1234567893', npiApplicable: false } }),
      );
      expect(state.childhood).toEqual({ ...IDLE, status: 'checkingNpi', failureMessage: null });
    });

    it('goes straight to saving when N/A is ticked', () => {
      const state = attestationReducer(undefined, attestationSubmitted({ formKey: 'oralhealth', values: { npiApplicable: true } }));
      expect(state.oralhealth.status).toBe('saving');
    });

    it('changes only the submitted form', () => {
      const state = attestationReducer(undefined, attestationSubmitted({ formKey: 'deiprovidertraining', values: {} }));
      expect(state.deiprovidertraining.status).toBe('checkingNpi');
      expect(state.childhood).toEqual(IDLE);
      expect(state.oralhealth).toEqual(IDLE);
      expect(state.stateTraining).toEqual(IDLE);
    });
  });

  it('validationFailed returns to idle and counts the refusal, so the summary takes focus again', () => {
    let state = attestationReducer(undefined, attestationValidationFailed({ formKey: 'stateTraining' }));
    expect(state.stateTraining).toEqual({ ...IDLE, failedSubmitCount: 1 });
    state = attestationReducer(state, attestationValidationFailed({ formKey: 'stateTraining' }));
    expect(state.stateTraining.failedSubmitCount).toBe(2);
  });

  it.each([
    [true, 'saving'],
    [false, 'awaitingConfirm'],
  ] as const)('npiChecked valid=%s leads to %s', (valid, status) => {
    const state = attestationReducer(stateWith('childhood', { status: 'checkingNpi' }), attestationNpiChecked({ formKey: 'childhood', valid }));
    expect(state.childhood.status).toBe(status);
  });

  it('npiCheckFailed fails the flow with the mapped message', () => {
    const state = attestationReducer(
      stateWith('childhood', { status: 'checkingNpi' }),
      attestationNpiCheckFailed({ formKey: 'childhood', message: 'No Network: The server cannot be reached' }),
    );
    expect(state.childhood).toEqual({ ...IDLE, status: 'failed', failureMessage: 'No Network: The server cannot be reached' });
  });

  it('unconfirmedNpiAccepted (the dialog\'s Yes) saves', () => {
    const state = attestationReducer(stateWith('oralhealth', { status: 'awaitingConfirm' }), attestationUnconfirmedNpiAccepted({ formKey: 'oralhealth' }));
    expect(state.oralhealth.status).toBe('saving');
  });

  it('submissionCancelled (the dialog\'s No) returns to idle', () => {
    const state = attestationReducer(stateWith('oralhealth', { status: 'awaitingConfirm' }), attestationSubmissionCancelled({ formKey: 'oralhealth' }));
    expect(state.oralhealth.status).toBe('idle');
  });

  it('saved keeps the server reference', () => {
    const state = attestationReducer(stateWith('childhood', { status: 'saving' }), attestationSaved({ formKey: 'childhood', reference: 'ATT-000042' }));
    expect(state.childhood).toEqual({ ...IDLE, status: 'saved', reference: 'ATT-000042' });
  });

  it('saved without a receipt keeps no reference', () => {
    const state = attestationReducer(stateWith('childhood', { status: 'saving' }), attestationSaved({ formKey: 'childhood', reference: null }));
    expect(state.childhood).toEqual({ ...IDLE, status: 'saved' });
  });

  it('saveFailed fails the flow with its message', () => {
    const state = attestationReducer(
      stateWith('stateTraining', { status: 'saving' }),
      attestationSaveFailed({ formKey: 'stateTraining', message: 'Sorry, we are unable to process your request at the moment. Please try again later.' }),
    );
    expect(state.stateTraining).toEqual({
      ...IDLE,
      status: 'failed',
      failureMessage: 'Sorry, we are unable to process your request at the moment. Please try again later.',
    });
  });

  it('closeRequested changes nothing by itself (the saga decides)', () => {
    const before = stateWith('childhood', { status: 'saved', reference: 'ATT-000001' });
    expect(attestationReducer(before, attestationCloseRequested({ formKey: 'childhood' }))).toEqual(before);
  });

  it('formReopened gives a fresh idle flow', () => {
    const state = attestationReducer(
      stateWith('childhood', { status: 'saved', reference: 'ATT-000001', failedSubmitCount: 3, failureMessage: 'x' }),
      attestationFormReopened({ formKey: 'childhood' }),
    );
    expect(state.childhood).toEqual(IDLE);
  });

  it('walks the not-found path: submit, lookup, confirm, save', () => {
    const steps = [
      attestationSubmitted({ formKey: 'childhood', values: { individualNPI: '1234567890' } }),
      attestationNpiChecked({ formKey: 'childhood', valid: false }),
      attestationUnconfirmedNpiAccepted({ formKey: 'childhood' }),
      attestationSaved({ formKey: 'childhood', reference: 'ATT-000007' }),
    ];
    const seen: AttestationStatus[] = [];
    steps.reduce<AttestationState>((state, action) => {
      const next = attestationReducer(state, action);
      seen.push(next.childhood.status);
      return next;
    }, initialAttestationState);
    expect(seen).toEqual(['checkingNpi', 'awaitingConfirm', 'saving', 'saved']);
  });
});

describe('attestation selectors', () => {
  const rootWith = (formKey: AttestationFormKey, status: AttestationStatus) => ({ attestation: stateWith(formKey, { status }) });

  it('selectAttestationFlow reads the form\'s own flow', () => {
    const root = { attestation: stateWith('oralhealth', { status: 'saved', reference: 'ATT-000003' }) };
    expect(selectAttestationFlow(root, 'oralhealth')).toEqual({ ...IDLE, status: 'saved', reference: 'ATT-000003' });
    expect(selectAttestationFlow(root, 'childhood')).toEqual(IDLE);
  });

  it.each(ALL_STATUSES.map((status) => [status, status === 'saved'] as const))('shows the thanks view when %s: %s', (status, expected) => {
    expect(selectAttestationShowsThanks(rootWith('deiprovidertraining', status), 'deiprovidertraining')).toBe(expected);
  });

  it.each(ALL_STATUSES.map((status) => [status, ['checkingNpi', 'awaitingConfirm', 'saving'].includes(status)] as const))(
    'disables DONE when %s: %s',
    (status, expected) => {
      expect(selectAttestationSubmitDisabled(rootWith('stateTraining', status), 'stateTraining')).toBe(expected);
    },
  );

  it('derives per form: a busy form does not disable another', () => {
    const root = rootWith('childhood', 'saving');
    expect(selectAttestationSubmitDisabled(root, 'childhood')).toBe(true);
    expect(selectAttestationSubmitDisabled(root, 'oralhealth')).toBe(false);
    expect(selectAttestationShowsThanks({ attestation: stateWith('childhood', { status: 'saved' }) }, 'oralhealth')).toBe(false);
  });
});
