// The preferred contact saga on a real store with msw: the exact record and envelope of docs/api.md, the terms gate,
// retries with one Idempotency-Key, the server's field errors, the failure notice, reopen and leave.
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getFormError, getFormSubmitErrors, getFormValues } from 'redux-form';
import { setupStore, type AppStore } from '../../../src/app/store';
import { CONTACT_FORM } from '../../../src/features/contact/contactSlice';
import {
  contactActions,
  initialContactState,
  selectContactAwaiting,
  selectContactSubmitDisabled,
  type ContactFormValues,
} from '../../../src/features/contact/contactSlice';
import { selectToasts } from '../../../src/features/toasts/toastsSlice';
import { IDLE_FLOW, type FormFlowStatus } from '../../../src/forms/formFlow';
import { FORM_SAVE_RETRY } from '../../../src/forms/retryPolicies';
import { mockEndpoint, receivedSubmissions } from '../../../mocks/handlers';
import { scenarios } from '../../../mocks/scenarios';
import { server } from '../../../support/mswServer';
import { onlySavedRecord as onlySavedRecordAt, storeWithFormValues } from '../../../support/formSaga';
import { SAMPLE_CONTACT_RECORD } from '../../../support/sampleRecords';
import { CONNECTION_LOST_MESSAGE } from '../../../src/forms/connectionLost';

const SAVE_RETRY_DELAYS_MS = FORM_SAVE_RETRY.delaysMs;

const SYSTEM_ERROR = {
  title: 'System Error!',
  message: 'Sorry, we are unable to process your request at the moment. Please try again later.',
};

const TYPED: ContactFormValues = {
  firstName: '  Ada ',
  lastName: 'Lovelace ',
  memberId: ' 000123',
  emailAddress: 'ada@example.org ',
  mobileNumber: '(562) 555-0123',
  isEmail: true,
  isText: true,
  isPreRecordedCall: false,
  isPhone: false,
};

afterEach(() => jest.restoreAllMocks());

/** A store with the form filled in and, unless told otherwise, the terms read to the end. */
function readyStore(values: ContactFormValues = TYPED, { termsRead = true } = {}): AppStore {
  const store = storeWithFormValues(CONTACT_FORM, values);
  if (termsRead) store.dispatch(contactActions.termsReadToEnd());
  return store;
}

const statusOf = (store: AppStore): FormFlowStatus => store.getState().contact.flow.status;

async function settled(store: AppStore, status: FormFlowStatus) {
  await waitFor(() => expect(statusOf(store)).toBe(status), { timeout: 5000 });
}

/** The record inside the single POST's `{ formData: "<JSON of { preferredContactForm }>" }` envelope. */
const onlySavedRecord = () => onlySavedRecordAt('/api/preferredcontact', 'preferredContactForm');

it('saves the trimmed record of docs/records.md in the formData envelope, keeps the receipt and what was sent, and resets the form', async () => {
  document.cookie = 'XSRF-TOKEN=token-1';
  const before = Date.now();
  const store = readyStore();
  store.dispatch(contactActions.submitted({ values: TYPED }));
  expect(statusOf(store)).toBe('saving');
  expect(selectContactSubmitDisabled(store.getState())).toBe(true);
  await settled(store, 'saved');
  const record = SAMPLE_CONTACT_RECORD;
  expect(onlySavedRecord()).toEqual(record);
  expect(receivedSubmissions[0]?.headers['x-xsrf-token']).toBe('token-1');
  expect(receivedSubmissions[0]?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{21}$/);
  // The thanks view's receipt: the reference, when the answer came (the browser's clock, an ISO string), what was sent.
  const { flow } = store.getState().contact;
  expect(flow).toMatchObject({ reference: 'PMC-000001', sent: record });
  expect(flow.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Date.parse(flow.receivedAt ?? '')).toBeGreaterThanOrEqual(before);
  expect(Date.parse(flow.receivedAt ?? '')).toBeLessThanOrEqual(Date.now());
  expect(getFormValues(CONTACT_FORM)(store.getState())).toBeUndefined();
  // docs/screens.md: the confirmation replaces the form; no toast repeats it.
  expect(selectToasts(store.getState())).toEqual([]);
});

it('keeps with the saved state what the consent waits for the member to confirm, as the 201 answer says (issue 36)', async () => {
  server.use(...scenarios.preferredContactAwaitingConfirmation);
  const store = readyStore();
  store.dispatch(contactActions.submitted({ values: TYPED }));
  await settled(store, 'saved');
  expect(store.getState().contact).toMatchObject({ flow: { status: 'saved', reference: 'PMC-000001' }, awaiting: ['email', 'mobile'] });
  expect(selectContactAwaiting(store.getState())).toEqual(['email', 'mobile']);
  // Reopened for the next person: nothing waits any more.
  store.dispatch(contactActions.formReopened());
  expect(selectContactAwaiting(store.getState())).toEqual([]);
});

it('keeps nothing to confirm when the answer says none (the consent took effect at once)', async () => {
  const store = readyStore();
  store.dispatch(contactActions.submitted({ values: TYPED }));
  await settled(store, 'saved');
  expect(store.getState().contact.awaiting).toEqual([]);
});

it('a late answer that waits for confirmations does not touch a flow that was not saving', () => {
  const store = setupStore();
  store.dispatch(contactActions.saved({ reference: 'PMC-000002', receivedAt: '2026-11-24T22:05:00.000Z', sent: SAMPLE_CONTACT_RECORD, awaiting: ['email'] }));
  expect(store.getState().contact).toEqual(initialContactState);
});

it('sends unset choices as false and an unset mobile number as empty text', async () => {
  const values: ContactFormValues = { firstName: 'Bo', lastName: 'Li', memberId: '7', emailAddress: 'bo@example.org', isEmail: true };
  const store = readyStore(values);
  store.dispatch(contactActions.submitted({ values }));
  await settled(store, 'saved');
  expect(onlySavedRecord()).toEqual({ ...values, mobileNumber: '', isText: false, isPreRecordedCall: false, isPhone: false, wantsReceipt: false });
});

it('does nothing while the terms have not been read to the end', async () => {
  const store = readyStore(TYPED, { termsRead: false });
  expect(selectContactSubmitDisabled(store.getState())).toBe(true);
  store.dispatch(contactActions.submitted({ values: TYPED }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(statusOf(store)).toBe('idle');
  expect(receivedSubmissions).toHaveLength(0);
});

it('a double submit saves once (takeLeading)', async () => {
  const store = readyStore();
  store.dispatch(contactActions.submitted({ values: TYPED }));
  store.dispatch(contactActions.submitted({ values: TYPED }));
  await settled(store, 'saved');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(receivedSubmissions).toHaveLength(1);
});

describe('failures', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("a 500 keeps every typed value and leaves docs/errors.md's System Error! on the page, logged as docs/errors.md says", async () => {
    server.use(...scenarios.preferredContactSaveFails500);
    const store = readyStore();
    store.dispatch(contactActions.submitted({ values: TYPED }));
    await settled(store, 'failed');
    expect(store.getState().contact.flow).toMatchObject({ failure: SYSTEM_ERROR, failureCount: 1 });
    expect(getFormValues(CONTACT_FORM)(store.getState())).toEqual(TYPED);
    expect(selectContactSubmitDisabled(store.getState())).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Error Code: 500 Message: Internal Server Error');
    // The message is not said twice: no toast beside the notice.
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('a connection that stays lost is retried with one Idempotency-Key, then says so (not a System Error!)', async () => {
    const keys: string[] = [];
    server.use(
      mockEndpoint('contact', ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        return HttpResponse.error();
      }),
    );
    const store = readyStore();
    store.dispatch(contactActions.submitted({ values: TYPED }));
    await settled(store, 'failed');
    expect(keys).toHaveLength(1 + SAVE_RETRY_DELAYS_MS.length);
    expect(new Set(keys).size).toBe(1);
    expect(store.getState().contact.flow.failure).toEqual({
      title: 'No Network: The server cannot be reached',
      message: CONNECTION_LOST_MESSAGE,
      values: { button: 'Submit' },
    });
    expect(getFormValues(CONTACT_FORM)(store.getState())).toEqual(TYPED);
  });

  it("a 400 puts the server's messages beside their fields, the form-wide one included", async () => {
    server.use(
      mockEndpoint('contact', () =>
        HttpResponse.json(
          { message: 'The form has errors.', errors: { memberId: 'Member ID must be at most 50 characters.', _error: 'Select atleast one contact me option' } },
          { status: 400 },
        ),
      ),
    );
    const store = readyStore();
    store.dispatch(contactActions.submitted({ values: TYPED }));
    await settled(store, 'failed');
    expect(getFormSubmitErrors(CONTACT_FORM)(store.getState())).toEqual({ memberId: 'Member ID must be at most 50 characters.' });
    expect(getFormError(CONTACT_FORM)(store.getState())).toBe('Select atleast one contact me option');
    expect(store.getState().contact.flow).toMatchObject({ failedSubmitCount: 1, failure: null });
    expect(getFormValues(CONTACT_FORM)(store.getState())).toEqual(TYPED);
  });

  it('a later submit works once the service is back, and clears the notice', async () => {
    server.use(...scenarios.preferredContactSaveFails500);
    const store = readyStore();
    store.dispatch(contactActions.submitted({ values: TYPED }));
    await settled(store, 'failed');
    server.resetHandlers();
    store.dispatch(contactActions.submitted({ values: TYPED }));
    expect(store.getState().contact.flow.failure).toBeNull();
    await settled(store, 'saved');
  });
});

it.each([
  ['the reopen button', contactActions.formReopened],
  ['leaving the page', contactActions.left],
] as const)('%s gives a fresh flow whose terms must be read again, and forgets what was sent', (_name, event) => {
  const sent = { firstName: 'Ada', lastName: 'Lovelace', memberId: '000123', emailAddress: 'ada@example.org', mobileNumber: '', isEmail: true, isText: false, isPreRecordedCall: false, isPhone: false, wantsReceipt: false };
  const store = setupStore({
    contact: { flow: { ...IDLE_FLOW, status: 'saved', reference: 'PMC-000009', receivedAt: '2026-11-24T22:05:00.000Z', sent }, termsRead: true },
  });
  store.dispatch(event());
  expect(store.getState().contact).toEqual(initialContactState);
});

it('a save answered after the person left does not bring the thanks view back', async () => {
  const store = readyStore();
  store.dispatch(contactActions.submitted({ values: TYPED }));
  store.dispatch(contactActions.left());
  await waitFor(() => expect(receivedSubmissions).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(store.getState().contact.flow).toEqual(IDLE_FLOW);
});
