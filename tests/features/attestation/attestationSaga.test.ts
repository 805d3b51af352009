// The attestation saga on a real store with msw: each branch of docs/states.md, the exact record the API receives, Close Window.
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getFormSubmitErrors, getFormValues } from 'redux-form';
import { confirmAccepted, confirmCancelled, selectConfirm } from '../../../src/core/appSlice';
import { setupStore, type AppStore, type PreloadedState } from '../../../src/app/store';
import { WINDOW_CLOSE_GRACE_MS } from '../../../src/features/attestation/attestationSaga';
import { ATTESTATION_FORM } from '../../../src/features/attestation/attestationSlice';
import { FORM_SAVE_RETRY } from '../../../src/forms/retryPolicies';
import type { FormFlowStatus } from '../../../src/forms/formFlow';
import {
  attestationActions,
  IDLE_ATTESTATION_FLOW,
  initialAttestationState,
  selectAttestationSubmitDisabled,
  type AttestationFormKey,
  type AttestationFormValues,
} from '../../../src/features/attestation/attestationSlice';
import { selectToasts } from '../../../src/features/toasts/toastsSlice';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import { mockEndpoint, receivedSubmissions } from '../../../mocks/handlers';
import { scenarios } from '../../../mocks/scenarios';
import { server } from '../../../support/mswServer';
import { freezeDate } from '../../../support/fakeTimers';
import { onlySavedRecord as onlySavedRecordAt, storeWithFormValues, trackRequests } from '../../../support/formSaga';
import { SAMPLE_ATTESTATION_RECORD } from '../../../support/sampleRecords';
import { CONNECTION_LOST_MESSAGE } from '../../../src/forms/connectionLost';

const SAVE_RETRY_DELAYS_MS = FORM_SAVE_RETRY.delaysMs;

const SAVED_TOAST = 'Attestation Form has been successfully saved';
const SYSTEM_ERROR_TITLE = 'System Error!';
const APOLOGY = 'Sorry, we are unable to process your request at the moment. Please try again later.';

const TITLES: Record<AttestationFormKey, string> = {
  childhood: 'Childhood Lead Poison Prevention Program Provider Training',
  oralhealth: 'Oral Health & Topical Fluoride Application Training',
  deiprovidertraining: 'DEI Provider Training Program',
  stateTraining: 'Medi-Cal for Kids & Teens Provider Training',
};

const FILLED: AttestationFormValues = {
  firstName: '  Ada ',
  lastName: 'Lovelace ',
  individualNPI: '1234567893',
  npiApplicable: false,
  title: ' Physician',
  organization: 'Harbor Clinic',
};

/** Every request the mocks saw, so a test can tell whether the NPI was looked up. */
const { npiLookups } = trackRequests();

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A store whose redux-form state already holds the typed values, as after a person filled the form. */
const storeWithForm = (values: AttestationFormValues = FILLED, preloadedState: PreloadedState = {}): AppStore =>
  storeWithFormValues(ATTESTATION_FORM, values, preloadedState);

function submit(store: AppStore, values: AttestationFormValues = FILLED, formKey: AttestationFormKey = 'childhood') {
  store.dispatch(attestationActions.submitted({ formKey, values }));
}

const statusOf = (store: AppStore, formKey: AttestationFormKey = 'childhood'): FormFlowStatus => store.getState().attestation[formKey].status;

/** Given 5 s: the first look-up of a run loads the confirm dialog's chunk (antd), which a loaded machine takes over 1 s to. */
async function settled(store: AppStore, status: FormFlowStatus, formKey: AttestationFormKey = 'childhood') {
  await waitFor(() => expect(statusOf(store, formKey)).toBe(status), { timeout: 5000 });
}

/** The record inside the single POST's `{ formData: "<JSON of { attestationForm }>" }` envelope. */
const onlySavedRecord = () => onlySavedRecordAt('/api/Attestation', 'attestationForm');

function toastTexts(store: AppStore) {
  return selectToasts(store.getState()).map(({ title, msg, severity }) => ({ title, msg, severity }));
}

describe('NPI found', () => {
  it('saves the exact record with isValidNPI Yes, shows the success toast and resets the form', async () => {
    freezeDate('2025-03-04T05:06:07.890Z');
    const store = storeWithForm();
    submit(store);
    expect(statusOf(store)).toBe('checkingNpi');
    expect(selectAttestationSubmitDisabled(store.getState(), 'childhood')).toBe(true);

    await settled(store, 'saved');
    expect(npiLookups()).toEqual(['/api/Attestation/IsNPIValid/1234567893']);
    const record = {
      ...SAMPLE_ATTESTATION_RECORD,
      submittedDatetime: '2025-03-04T05:06:07.890Z',
      attestationFormName: TITLES.childhood,
    };
    expect(onlySavedRecord()).toEqual(record);
    // The thanks view's receipt: the server's reference, when its answer came (the frozen clock), what was sent.
    expect(store.getState().attestation.childhood).toMatchObject({ reference: 'ATT-000001', receivedAt: '2025-03-04T05:06:07.890Z', sent: record });
    expect(toastTexts(store)).toEqual([{ title: '', msg: SAVED_TOAST, severity: 'success' }]);
    expect(getFormValues(ATTESTATION_FORM)(store.getState())).toBeUndefined();
    expect(selectAttestationSubmitDisabled(store.getState(), 'childhood')).toBe(false);
  });

  it.each(Object.entries(TITLES) as [AttestationFormKey, string][])('names the training of %s in attestationFormName', async (formKey, title) => {
    const store = storeWithForm();
    submit(store, FILLED, formKey);
    await settled(store, 'saved', formKey);
    expect(onlySavedRecord()).toMatchObject({ attestationFormName: title });
    expect(store.getState().attestation.childhood.status).toBe(formKey === 'childhood' ? 'saved' : 'idle');
  });

  it('sends a submittedDatetime in ISO 8601 at the moment of saving', async () => {
    const before = Date.now();
    const store = storeWithForm();
    submit(store);
    await settled(store, 'saved');
    const { submittedDatetime } = onlySavedRecord() as { submittedDatetime: string };
    expect(submittedDatetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(submittedDatetime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(submittedDatetime)).toBeLessThanOrEqual(Date.now());
  });

  it('does not put the plan name in the record, whatever the plan is called', async () => {
    const store = storeWithForm(FILLED, { app: { config: { ...DEMO_PORTAL_CONFIG, planName: 'Harbor Health' } } });
    submit(store, FILLED, 'deiprovidertraining');
    await settled(store, 'saved', 'deiprovidertraining');
    expect(onlySavedRecord()).toMatchObject({ attestationFormName: 'DEI Provider Training Program' });
  });
});

describe('NPI not found', () => {
  beforeEach(() => server.use(...scenarios.npiNotFound));

  it('asks for confirmation with the spec\'s dialog', async () => {
    const store = storeWithForm();
    submit(store, { ...FILLED, individualNPI: '1234567890' });
    await settled(store, 'awaitingConfirm');
    expect(selectConfirm(store.getState())).toEqual({
      open: true,
      title: 'Confirm',
      message: 'NPI you entered is not valid, do you still want to submit?',
      okLabel: 'Yes',
      cancelLabel: 'No',
    });
    expect(selectAttestationSubmitDisabled(store.getState(), 'childhood')).toBe(true);
    expect(receivedSubmissions).toHaveLength(0);
  });

  it('Yes saves with isValidNPI No and the typed NPI', async () => {
    const store = storeWithForm();
    submit(store, { ...FILLED, individualNPI: '1234567890' });
    await settled(store, 'awaitingConfirm');
    store.dispatch(confirmAccepted());
    await settled(store, 'saved');
    expect(onlySavedRecord()).toMatchObject({ individualNPI: '1234567890', isValidNPI: 'No', firstName: 'Ada' });
    expect(selectConfirm(store.getState()).open).toBe(false);
    expect(toastTexts(store)).toEqual([{ title: '', msg: SAVED_TOAST, severity: 'success' }]);
  });

  it('No saves nothing, re-enables DONE and keeps the typed values', async () => {
    const store = storeWithForm();
    submit(store, { ...FILLED, individualNPI: '1234567890' });
    await settled(store, 'awaitingConfirm');
    store.dispatch(confirmCancelled());
    await settled(store, 'idle');
    // Give a wrongly continuing saga the time to post.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
    expect(selectConfirm(store.getState()).open).toBe(false);
    expect(selectAttestationSubmitDisabled(store.getState(), 'childhood')).toBe(false);
    expect(toastTexts(store)).toEqual([]);
    expect(getFormValues(ATTESTATION_FORM)(store.getState())).toMatchObject({ firstName: '  Ada ', organization: 'Harbor Clinic' });
  });
});

describe('N/A ticked', () => {
  it('saves directly with individualNPI NA and isValidNPI No, without a lookup', async () => {
    const store = storeWithForm({ ...FILLED, npiApplicable: true, individualNPI: '' });
    submit(store, { ...FILLED, npiApplicable: true, individualNPI: '' });
    expect(statusOf(store)).toBe('saving');
    await settled(store, 'saved');
    expect(npiLookups()).toEqual([]);
    expect(onlySavedRecord()).toMatchObject({ individualNPI: 'NA', isValidNPI: 'No' });
    expect(toastTexts(store)).toEqual([{ title: '', msg: SAVED_TOAST, severity: 'success' }]);
  });

  it('ignores any leftover NPI value', async () => {
    const store = storeWithForm();
    submit(store, { ...FILLED, npiApplicable: true, individualNPI: '1234567893' });
    await settled(store, 'saved');
    expect(npiLookups()).toEqual([]);
    expect(onlySavedRecord()).toMatchObject({ individualNPI: 'NA', isValidNPI: 'No' });
  });
});

describe('save failures', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('a 500 shows System Error! with the apology, keeps the form filled and DONE enabled', async () => {
    server.use(...scenarios.attestationSaveFails500);
    const store = storeWithForm();
    submit(store);
    await settled(store, 'failed');
    // The lasting message is on the page (docs/readings.md), not in a toast that fades.
    expect(store.getState().attestation.childhood.failure).toEqual({ title: SYSTEM_ERROR_TITLE, message: APOLOGY });
    expect(store.getState().attestation.childhood.failureCount).toBe(1);
    expect(toastTexts(store)).toEqual([]);
    expect(getFormValues(ATTESTATION_FORM)(store.getState())).toEqual(FILLED);
    expect(selectAttestationSubmitDisabled(store.getState(), 'childhood')).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Error Code: 500 Message: Internal Server Error');
  });

  it('a connection that stays lost says so after the retries (not a System Error!), all sent with one Idempotency-Key', async () => {
    const keys: string[] = [];
    server.use(
      mockEndpoint('attestation', ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        return HttpResponse.error();
      }),
    );
    const store = storeWithForm();
    submit(store);
    await waitFor(() => expect(statusOf(store)).toBe('failed'), { timeout: 5000 });
    expect(keys).toHaveLength(1 + SAVE_RETRY_DELAYS_MS.length);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{21}$/);
    // The spec's own words for it, and what to do: select DONE again (issue 18).
    expect(store.getState().attestation.childhood.failure).toEqual({
      title: 'No Network: The server cannot be reached',
      message: CONNECTION_LOST_MESSAGE,
      values: { button: 'DONE' },
    });
    expect(getFormValues(ATTESTATION_FORM)(store.getState())).toEqual(FILLED);
  });

  it('a save whose connection dropped once is sent again with the same key and saved once', async () => {
    const keys: string[] = [];
    server.use(
      mockEndpoint('attestation', ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        return HttpResponse.error();
      }),
    );
    server.events.on('request:start', () => {
      // After the first refused attempt, let the default handler (which records the save) answer.
      if (keys.length === 1) server.resetHandlers();
    });
    const store = storeWithForm();
    submit(store);
    await waitFor(() => expect(statusOf(store)).toBe('saved'), { timeout: 5000 });
    server.events.removeAllListeners();
    expect(receivedSubmissions).toHaveLength(1);
    expect(receivedSubmissions[0]?.headers['idempotency-key']).toBe(keys[0]);
  });

  it('does not retry a save the server refused with a 500', async () => {
    let attempts = 0;
    server.use(
      mockEndpoint('attestation', () => {
        attempts += 1;
        return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
      }),
    );
    const store = storeWithForm();
    submit(store);
    await settled(store, 'failed');
    expect(attempts).toBe(1);
  });

  it('a 400 with field errors shows them beside the fields (organizationName → organization)', async () => {
    server.use(
      mockEndpoint('attestation', () =>
        HttpResponse.json(
          { errors: { organizationName: 'Organization must be at most 100 characters.', firstName: 'First Name is required.' } },
          { status: 400, statusText: 'Bad Request' },
        ),
      ),
    );
    const store = storeWithForm();
    submit(store);
    await settled(store, 'failed');
    expect(getFormSubmitErrors(ATTESTATION_FORM)(store.getState())).toEqual({
      organization: 'Organization must be at most 100 characters.',
      firstName: 'First Name is required.',
    });
    // The error summary lists them and takes focus again: no toast repeats it, no failure notice.
    expect(store.getState().attestation.childhood).toMatchObject({ failedSubmitCount: 1, failure: null });
    expect(toastTexts(store)).toEqual([]);
    expect(getFormValues(ATTESTATION_FORM)(store.getState())).toEqual(FILLED);
    expect(selectAttestationSubmitDisabled(store.getState(), 'childhood')).toBe(false);
  });

  it('a 400 without field errors is a System Error!', async () => {
    server.use(mockEndpoint('attestation', () => HttpResponse.json({ message: 'Bad body' }, { status: 400 })));
    const store = storeWithForm();
    submit(store);
    await settled(store, 'failed');
    expect(getFormSubmitErrors(ATTESTATION_FORM)(store.getState())).toEqual({});
    expect(store.getState().attestation.childhood.failure).toEqual({ title: SYSTEM_ERROR_TITLE, message: APOLOGY });
  });
});

describe('NPI check failures', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it.each([
    ['a 500', scenarios.npiCheckFails500, { title: SYSTEM_ERROR_TITLE, message: 'Internal Server Error' }],
    // A lost connection is not a system error: the spec's words for it, and select DONE again (issue 18).
    ['no network', scenarios.networkError, { title: 'No Network: The server cannot be reached', message: CONNECTION_LOST_MESSAGE, values: { button: 'DONE' } }],
    ['a 403', scenarios.forbidden403, { title: SYSTEM_ERROR_TITLE, message: 'Access Denied!, Forbidden' }],
  ])('%s shows its notice, saves nothing and re-enables DONE', async (_name, handlers, failure) => {
    server.use(...handlers);
    const store = storeWithForm();
    submit(store);
    await settled(store, 'failed');
    expect(store.getState().attestation.childhood.failure).toEqual(failure);
    expect(toastTexts(store)).toEqual([]);
    expect(receivedSubmissions).toHaveLength(0);
    expect(selectConfirm(store.getState()).open).toBe(false);
    expect(getFormValues(ATTESTATION_FORM)(store.getState())).toEqual(FILLED);
    expect(selectAttestationSubmitDisabled(store.getState(), 'childhood')).toBe(false);
  });

  it('logs the service error text of docs/errors.md', async () => {
    server.use(...scenarios.npiCheckFails500);
    const store = storeWithForm();
    submit(store);
    await settled(store, 'failed');
    expect(console.error).toHaveBeenCalledWith('Error Code: 500 Message: Internal Server Error');
  });

  it('a later submit works once the service is back', async () => {
    server.use(...scenarios.npiCheckFails500);
    const store = storeWithForm();
    submit(store);
    await settled(store, 'failed');
    server.resetHandlers();
    submit(store);
    await settled(store, 'saved');
    expect(onlySavedRecord()).toMatchObject({ isValidNPI: 'Yes' });
  });
});

describe('anti-forgery header (docs/api.md)', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on the save', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const store = storeWithForm();
    submit(store);
    await settled(store, 'saved');
    expect(receivedSubmissions[0]?.headers['x-xsrf-token']).toBe('abc');
  });

  it('sends no such header without the cookie', async () => {
    const store = storeWithForm();
    submit(store);
    await settled(store, 'saved');
    expect(receivedSubmissions).toHaveLength(1);
    expect(receivedSubmissions[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });
});

it('a double submit saves once (takeLeading)', async () => {
  const store = storeWithForm();
  submit(store);
  submit(store);
  await settled(store, 'saved');
  submit(store);
  // The third submit comes after the first finished, so it is a real second attestation.
  await waitFor(() => expect(receivedSubmissions).toHaveLength(2));
  await settled(store, 'saved');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(receivedSubmissions).toHaveLength(2);
  expect(npiLookups()).toHaveLength(2);
});

it('a refused form counts the failed submit for the error summary and adds no toast (announced once)', async () => {
  const store = setupStore();
  store.dispatch(attestationActions.validationFailed({ formKey: 'oralhealth' }));
  expect(store.getState().attestation.oralhealth).toMatchObject({ status: 'idle', failedSubmitCount: 1 });
  expect(toastTexts(store)).toEqual([]);
  expect(receivedSubmissions).toHaveLength(0);
});

describe('Close Window', () => {
  const savedFlow = { ...IDLE_ATTESTATION_FLOW, status: 'saved', reference: 'ATT-000009', receivedAt: '2025-03-04T05:06:07.890Z' } as const;
  const savedState: PreloadedState = { attestation: { ...initialAttestationState, childhood: savedFlow } };

  it('asks the browser to close; when the window stays open the thanks stays and says the tab can be closed', async () => {
    jest.useFakeTimers();
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const store = setupStore(savedState);

    store.dispatch(attestationActions.closeRequested({ formKey: 'childhood' }));
    expect(close).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(WINDOW_CLOSE_GRACE_MS - 1);
    expect(store.getState().attestation.childhood).toEqual(savedFlow);

    await jest.advanceTimersByTimeAsync(1);
    // docs/readings.md: not a blank form, which would look like a lost submission; the receipt stays as it was.
    expect(store.getState().attestation.childhood).toEqual({ ...savedFlow, windowKeptOpen: true });
  });

  it('leaves everything alone when the browser did close the window', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'close').mockImplementation(() => undefined);
    // jsdom's window has no `closed` of its own to spy on; a real browser reports true after closing.
    Object.defineProperty(window, 'closed', { configurable: true, get: () => true });
    try {
      const store = setupStore(savedState);
      store.dispatch(attestationActions.closeRequested({ formKey: 'childhood' }));
      await jest.advanceTimersByTimeAsync(WINDOW_CLOSE_GRACE_MS * 2);
      expect(store.getState().attestation.childhood).toEqual(savedFlow);
    } finally {
      Reflect.deleteProperty(window, 'closed');
    }
  });

  it('marks only the form whose window was asked to close', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const store = setupStore({
      attestation: {
        ...initialAttestationState,
        childhood: savedFlow,
        oralhealth: { ...IDLE_ATTESTATION_FLOW, status: 'saved', reference: 'ATT-000010' },
      },
    });
    store.dispatch(attestationActions.closeRequested({ formKey: 'oralhealth' }));
    await jest.advanceTimersByTimeAsync(WINDOW_CLOSE_GRACE_MS);
    expect(store.getState().attestation.oralhealth.windowKeptOpen).toBe(true);
    expect(store.getState().attestation.childhood).toEqual(savedFlow);
  });

  it('changes nothing when the person left the thanks before the moment was up', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const store = setupStore(savedState);
    store.dispatch(attestationActions.closeRequested({ formKey: 'childhood' }));
    store.dispatch(attestationActions.left({ formKey: 'childhood' }));
    await jest.advanceTimersByTimeAsync(WINDOW_CLOSE_GRACE_MS);
    expect(store.getState().attestation.childhood).toEqual(IDLE_ATTESTATION_FLOW);
  });
});
