// The TGI survey saga on a real store with msw: each branch of docs/states.md, the exact record and envelope of docs/api.md,
// the thanks as soon as the save is issued, and the background delivery with retries and one Idempotency-Key.
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getFormValues } from 'redux-form';
import { confirmAccepted, confirmCancelled, selectConfirm } from '../../../src/core/appSlice';
import { setupStore, type AppStore, type PreloadedState } from '../../../src/app/store';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import { ApiError } from '../../../src/api/client';
import { BACKGROUND_SAVE_RETRY } from '../../../src/forms/retryPolicies';
import { isRetryable } from '../../../src/forms/saveWithRetries';
import { TGI_FORM } from '../../../src/features/tgi/tgiSlice';
import {
  tgiActions,
  selectTgiSubmitDisabled,
  tgiRetryRequested,
  type TgiDelivery,
  type TgiFormValues,
} from '../../../src/features/tgi/tgiSlice';
import { selectToasts, type Toast } from '../../../src/features/toasts/toastsSlice';
import { IDLE_FLOW, type FormFlowStatus } from '../../../src/forms/formFlow';
import { defaultResolvers, mockEndpoint, receivedSubmissions } from '../../../mocks/handlers';
import { scenarios } from '../../../mocks/scenarios';
import { server } from '../../../support/mswServer';
import { answerGate } from '../../../support/answerGate';
import { fakeTimersButNetwork } from '../../../support/fakeTimers';
import { onlySavedRecord as onlySavedRecordAt, storeWithFormValues, trackRequests } from '../../../support/formSaga';
import { SAMPLE_TGI_RECORD } from '../../../support/sampleRecords';
import { CONNECTION_LOST_MESSAGE } from '../../../src/forms/connectionLost';

/** The background save's policy (src/forms/retryPolicies.ts), under the names these tests wait it out and ask it with. */
const TGI_DELIVERY_RETRY_DELAYS_MS = BACKGROUND_SAVE_RETRY.delaysMs;
const isDeliveryRetryable = (error: unknown): boolean => isRetryable(BACKGROUND_SAVE_RETRY, error);

const FAILED_TITLE = 'Your survey answers were not received';
const FAILED_MESSAGE = 'We could not reach our server, so your answers are not saved yet. We have kept them on this page: select Try again.';
const RETRYING_MESSAGE = 'Sending your survey answers again…';
const DELIVERED_MESSAGE = 'Your survey answers were received.';
const CONFIRM = {
  open: true,
  title: 'Confirm',
  message: 'NPI you entered is not valid, do you still want to submit?',
  okLabel: 'Yes',
  cancelLabel: 'No',
};

/** What a provider typed, with the blanks people leave around their answers. */
const TYPED: TgiFormValues = {
  providerLastName: ' Lovelace ',
  providerFirstName: '\tAda',
  individualNPI: '1234567893',
  fullNameOfPersonCompletingSurvey: '  Grace Hopper',
  titleOfPersonCompletingSurvey: 'Office Manager  ',
  email: ' grace@clinic.example.com ',
  phoneNumber: '(916) 555-0100',
  isGenderAffirmingServicesOffered: 'Yes',
};

/** A second provider's survey, sent after the first. */
const BYRON: TgiFormValues = { ...TYPED, providerLastName: 'Byron', individualNPI: '1245319599' };

/** docs/records.md's record as the server must receive it: every entered text trimmed (docs/validation.md). */
const EXPECTED_RECORD = SAMPLE_TGI_RECORD;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NANOID = /^[A-Za-z0-9_-]{21}$/;

/** Every request the mocks saw, so a test can tell whether the NPI was looked up. */
const requests = trackRequests();
const npiLookups = requests.npiLookups;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A store whose redux-form state already holds the typed values, as after a person filled the form. */
const storeWithForm = (values: TgiFormValues = TYPED, preloadedState: PreloadedState = {}): AppStore => storeWithFormValues(TGI_FORM, values, preloadedState);

function submit(store: AppStore, values: TgiFormValues = TYPED) {
  store.dispatch(tgiActions.submitted({ values }));
}

const statusOf = (store: AppStore): FormFlowStatus => store.getState().tgi.flow.status;
const deliveriesOf = (store: AppStore): TgiDelivery[] => store.getState().tgi.deliveries;
/** Whose thanks is on screen: the key of the survey it thanks for. */
const thanksKeyOf = (store: AppStore): string | null => store.getState().tgi.thanksFor;

/** The one survey on its way, for the tests that send one at a time; null once it was received. */
function deliveryOf(store: AppStore): TgiDelivery | null {
  const deliveries = deliveriesOf(store);
  expect(deliveries.length).toBeLessThanOrEqual(1);
  return deliveries[0] ?? null;
}

async function settled(store: AppStore, status: FormFlowStatus) {
  await waitFor(() => expect(statusOf(store)).toBe(status));
}

/** Waits until every survey sent was received: a save went out, and none is kept any more (a received one is let go). */
async function delivered(store: AppStore) {
  await waitFor(() => {
    expect(requests.paths().some((path) => path.endsWith('/api/tgiact'))).toBe(true);
    expect(deliveriesOf(store)).toEqual([]);
  });
}

/** The provider last names of the records the server received, in order. */
const receivedNames = (): string[] => receivedSubmissions.map((submission) => (submission.record as { providerLastName: string }).providerLastName);

/** The record inside the single POST's `{ formData: "<JSON of { tgiActForm }>" }` envelope. */
const onlySavedRecord = () => onlySavedRecordAt('/api/tgiact', 'tgiActForm');

function toastTexts(store: AppStore): Pick<Toast, 'title' | 'msg' | 'severity' | 'sticky'>[] {
  return selectToasts(store.getState()).map(({ title, msg, severity, sticky }) => ({ title, msg, severity, sticky }));
}

/** A save endpoint that answers each try with the next status of the list (the last one repeats), recording each key. */
function tgiAnswers(statuses: number[]): { keys: string[] } {
  const tries = { keys: [] as string[] };
  server.use(
    mockEndpoint('tgi', ({ request }) => {
      const status = statuses[Math.min(tries.keys.length, statuses.length - 1)] ?? 500;
      tries.keys.push(request.headers.get('idempotency-key') ?? '');
      if (status === 0) return HttpResponse.error();
      if (status === 201) return HttpResponse.json({ id: tries.keys.length, reference: `TGI-RETRY-${tries.keys.length}` }, { status: 201 });
      return HttpResponse.json({ error: 'Trouble' }, { status, statusText: status === 503 ? 'Service Unavailable' : 'Trouble' });
    }),
  );
  return tries;
}

/** Under fake timers for the retry delays, a filled-in store whose saves are answered with `statuses` (see tgiAnswers). */
function retryingStore(statuses: number[]) {
  fakeTimersButNetwork();
  const tries = tgiAnswers(statuses);
  return { tries, store: storeWithForm() };
}

/** Lets the pending fetch answer without moving the clock. */
async function flushNetwork() {
  for (let round = 0; round < 20; round += 1) await jest.advanceTimersByTimeAsync(0);
}

describe('NPI found (docs/states.md)', () => {
  it('posts the trimmed record of docs/records.md once, with isValidNPI Yes, an ISO date and an Idempotency-Key', async () => {
    document.cookie = 'XSRF-TOKEN=token-7';
    const before = Date.now();
    const store = storeWithForm();
    submit(store);
    expect(statusOf(store)).toBe('checkingNpi');
    expect(selectTgiSubmitDisabled(store.getState())).toBe(true);

    await delivered(store);
    expect(npiLookups()).toEqual(['/api/Attestation/IsNPIValid/1234567893']);
    const record = onlySavedRecord();
    expect(record).toEqual({ ...EXPECTED_RECORD, dateSubmitted: expect.stringMatching(ISO_DATE_TIME) });
    expect(Date.parse(record.dateSubmitted as string)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(record.dateSubmitted as string)).toBeLessThanOrEqual(Date.now());
    const headers = receivedSubmissions[0]?.headers ?? {};
    expect(headers['idempotency-key']).toMatch(NANOID);
    expect(headers['idempotency-key']).toBe(thanksKeyOf(store));
    expect(headers['x-xsrf-token']).toBe('token-7');
    // The thanks keeps what was sent; the answer gives it the reference and the time it came, by the browser's clock.
    const { receivedAt } = store.getState().tgi.flow;
    expect(store.getState().tgi.flow).toEqual({ ...IDLE_FLOW, status: 'saved', reference: 'TGI-000001', receivedAt: expect.stringMatching(ISO_DATE_TIME), sent: record });
    expect(Date.parse(receivedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(record.dateSubmitted as string));
    expect(Date.parse(receivedAt ?? '')).toBeLessThanOrEqual(Date.now());
    // docs/screens.md: the thanks replaces the form; no toast repeats it while all goes well.
    expect(toastTexts(store)).toEqual([]);
    expect(selectTgiSubmitDisabled(store.getState())).toBe(false);
  });

  it('sends a record without stray keys: the answer No and a phone exactly as the mask made it', async () => {
    const store = storeWithForm();
    submit(store, { ...TYPED, isGenderAffirmingServicesOffered: 'No' });
    await delivered(store);
    const record = onlySavedRecord();
    expect(Object.keys(record).sort()).toEqual([...Object.keys(EXPECTED_RECORD), 'dateSubmitted'].sort());
    expect(record).toMatchObject({ isGenderAffirmingServicesOffered: 'No', phoneNumber: '(916) 555-0100' });
  });

  it('a double submit looks the NPI up and posts once (takeLeading)', async () => {
    const store = storeWithForm();
    submit(store);
    submit(store);
    await delivered(store);
    // Give a second, wrongly started submission the time to post.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(1);
    expect(npiLookups()).toHaveLength(1);
  });

  it('a refused form only counts the failed submit: nothing looked up, nothing posted, no toast', async () => {
    const store = setupStore();
    store.dispatch(tgiActions.validationFailed());
    expect(store.getState().tgi.flow).toEqual({ ...IDLE_FLOW, failedSubmitCount: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.paths()).toEqual([]);
    expect(toastTexts(store)).toEqual([]);
  });
});

describe('the addresses of docs/api.md', () => {
  it('looks the NPI up under the API base and posts the survey under the web base', async () => {
    const config = { ...DEMO_PORTAL_CONFIG, apiBase: 'https://api.plan.example/v1', webBase: '/forms' };
    const store = storeWithForm(TYPED, { app: { config } });
    submit(store);
    await delivered(store);
    expect(requests.hrefs().filter((href) => !href.includes('issiteinmaintenance') && !href.includes('notification'))).toEqual([
      'https://api.plan.example/v1/api/Attestation/IsNPIValid/1234567893',
      `${window.location.origin}/forms/api/tgiact`,
    ]);
  });
});

describe('NPI not found (docs/states.md)', () => {
  beforeEach(() => server.use(...scenarios.npiNotFound));

  it('opens the Confirm dialog and posts nothing while it waits', async () => {
    const store = storeWithForm();
    submit(store, { ...TYPED, individualNPI: '1234567890' });
    await settled(store, 'awaitingConfirm');
    expect(selectConfirm(store.getState())).toEqual(CONFIRM);
    expect(selectTgiSubmitDisabled(store.getState())).toBe(true);
    expect(receivedSubmissions).toHaveLength(0);
    expect(deliveriesOf(store)).toEqual([]);
  });

  it('Yes saves with isValidNPI No and the typed NPI', async () => {
    const store = storeWithForm();
    submit(store, { ...TYPED, individualNPI: '1234567890' });
    await settled(store, 'awaitingConfirm');
    store.dispatch(confirmAccepted());
    await delivered(store);
    expect(onlySavedRecord()).toEqual({ ...EXPECTED_RECORD, individualNPI: '1234567890', isValidNPI: 'No', dateSubmitted: expect.stringMatching(ISO_DATE_TIME) });
    expect(selectConfirm(store.getState()).open).toBe(false);
    expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000001' });
  });

  it('No posts nothing, brings the flow back to idle, counts the cancel and keeps the typed values', async () => {
    const store = storeWithForm();
    submit(store, { ...TYPED, individualNPI: '1234567890' });
    await settled(store, 'awaitingConfirm');
    store.dispatch(confirmCancelled());
    await settled(store, 'idle');
    // Give a wrongly continuing saga the time to post.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
    expect(store.getState().tgi.flow).toEqual({ ...IDLE_FLOW, cancelledCount: 1 });
    expect(selectConfirm(store.getState()).open).toBe(false);
    expect(selectTgiSubmitDisabled(store.getState())).toBe(false);
    expect(deliveriesOf(store)).toEqual([]);
    expect(getFormValues(TGI_FORM)(store.getState())).toEqual(TYPED);
  });

  it('a second No counts again, so focus can go back to the NPI each time', async () => {
    const store = storeWithForm();
    for (const expected of [1, 2]) {
      submit(store, { ...TYPED, individualNPI: '1234567890' });
      await settled(store, 'awaitingConfirm');
      store.dispatch(confirmCancelled());
      await settled(store, 'idle');
      expect(store.getState().tgi.flow.cancelledCount).toBe(expected);
    }
  });
});

describe('NPI check failures', () => {
  it.each([
    ['a 500', scenarios.npiCheckFails500, { title: 'System Error!', message: 'Internal Server Error' }, 'Error Code: 500 Message: Internal Server Error'],
    // A lost connection is not a system error: the spec's words for it, and select Submit again (issue 18).
    [
      'no network',
      scenarios.networkError,
      { title: 'No Network: The server cannot be reached', message: CONNECTION_LOST_MESSAGE, values: { button: 'Submit' } },
      expect.any(String),
    ],
  ])('%s: the flow fails with its notice, nothing is posted, the values are kept', async (_name, handlers, failure, logged) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...handlers);
    const store = storeWithForm();
    submit(store);
    await settled(store, 'failed');
    expect(store.getState().tgi.flow).toEqual({ ...IDLE_FLOW, status: 'failed', failure, failureCount: 1 });
    expect(consoleError).toHaveBeenCalledWith(logged);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
    expect(deliveriesOf(store)).toEqual([]);
    expect(selectConfirm(store.getState()).open).toBe(false);
    expect(selectTgiSubmitDisabled(store.getState())).toBe(false);
    expect(getFormValues(TGI_FORM)(store.getState())).toEqual(TYPED);
  });

  it('a later submit clears the failure and saves once the service is back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...scenarios.npiCheckFails500);
    const store = storeWithForm();
    submit(store);
    await settled(store, 'failed');
    server.resetHandlers();
    submit(store);
    expect(store.getState().tgi.flow.failure).toBeNull();
    await delivered(store);
    expect(onlySavedRecord()).toMatchObject({ isValidNPI: 'Yes' });
  });
});

describe('the thanks as soon as the save is issued (docs/states.md)', () => {
  it("shows 'saved' before the POST answers; the reference comes when it does", async () => {
    const gate = answerGate();
    let reached = false;
    server.use(
      mockEndpoint('tgi', async () => {
        reached = true;
        await gate.opened;
        return HttpResponse.json({ id: 1, reference: 'TGI-000042' }, { status: 201 });
      }),
    );
    const store = storeWithForm();
    submit(store);
    await waitFor(() => expect(reached).toBe(true));
    expect(statusOf(store)).toBe('saved');
    expect(store.getState().tgi.flow).toMatchObject({ reference: null, receivedAt: null, sent: { ...EXPECTED_RECORD, dateSubmitted: expect.stringMatching(ISO_DATE_TIME) } });
    expect(deliveryOf(store)).toMatchObject({ status: 'sending', record: { ...EXPECTED_RECORD, dateSubmitted: expect.stringMatching(ISO_DATE_TIME) } });

    gate.open();
    await delivered(store);
    expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000042', receivedAt: expect.stringMatching(ISO_DATE_TIME) });
  });

  it('a delivery answered after Close Window does not bring the thanks back', async () => {
    const gate = answerGate();
    server.use(
      mockEndpoint('tgi', async () => {
        await gate.opened;
        return HttpResponse.json({ id: 1, reference: 'TGI-000043' }, { status: 201 });
      }),
    );
    const store = storeWithForm();
    submit(store);
    await settled(store, 'saved');
    store.dispatch(tgiActions.closeRequested());
    gate.open();
    await delivered(store);
    expect(store.getState().tgi.flow).toEqual(IDLE_FLOW);
  });
});

describe('background delivery (docs/readings.md)', () => {
  it('retries a 503 after the first delay with the same Idempotency-Key, then the reference reaches the thanks', async () => {
    const { tries, store } = retryingStore([503, 201]);
    submit(store);
    await flushNetwork();
    expect(statusOf(store)).toBe('saved');
    expect(tries.keys).toHaveLength(1);
    expect(deliveryOf(store)?.status).toBe('sending');

    // Nothing is sent again before the first delay is over...
    await jest.advanceTimersByTimeAsync(TGI_DELIVERY_RETRY_DELAYS_MS[0] - 1);
    expect(tries.keys).toHaveLength(1);
    // ...and the retry goes out when it is.
    await jest.advanceTimersByTimeAsync(1);
    await flushNetwork();
    expect(tries.keys).toHaveLength(2);
    expect(tries.keys[0]).toMatch(NANOID);
    expect(new Set(tries.keys)).toEqual(new Set([thanksKeyOf(store)]));
    expect(deliveriesOf(store)).toEqual([]);
    expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-RETRY-2' });
    // Nothing failed in the end: no message about the delivery.
    expect(toastTexts(store)).toEqual([]);
  });

  it.each([0, 403, 408, 429, 500, 502, 504])('a try answered %s is retried too', async (status) => {
    const { tries, store } = retryingStore([status, 201]);
    submit(store);
    await flushNetwork();
    await jest.advanceTimersByTimeAsync(TGI_DELIVERY_RETRY_DELAYS_MS[0]);
    await flushNetwork();
    expect(tries.keys).toHaveLength(2);
    expect(deliveriesOf(store)).toEqual([]);
  });

  it.each([400, 422])('a %s is not retried: the delivery fails at once, logged, with the sticky toast', async (status) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tries, store } = retryingStore([status, 201]);
    submit(store);
    await flushNetwork();
    expect(deliveryOf(store)?.status).toBe('failed');
    await jest.advanceTimersByTimeAsync(TGI_DELIVERY_RETRY_DELAYS_MS.reduce((sum, wait) => sum + wait, 0) * 2);
    await flushNetwork();
    expect(tries.keys).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith(`Error Code: ${status} Message: Trouble`);
    expect(toastTexts(store)).toEqual([{ title: FAILED_TITLE, msg: FAILED_MESSAGE, severity: 'error', sticky: true }]);
  });

  describe('when every try fails', () => {
    /**
     * Submits a survey and runs its whole backoff against an endpoint answering 503 every time; resolves, once its
     * delivery failed, to that survey's key.
     */
    async function failEveryTry(store: AppStore, tries: { keys: string[] }, values: TgiFormValues = TYPED): Promise<string> {
      const triesBefore = tries.keys.length;
      submit(store, values);
      await flushNetwork();
      for (const [index, wait] of TGI_DELIVERY_RETRY_DELAYS_MS.entries()) {
        expect(tries.keys).toHaveLength(triesBefore + index + 1);
        expect(deliveriesOf(store).at(-1)?.status).toBe('sending');
        await jest.advanceTimersByTimeAsync(wait);
        await flushNetwork();
      }
      expect(tries.keys).toHaveLength(triesBefore + 1 + TGI_DELIVERY_RETRY_DELAYS_MS.length);
      expect(deliveriesOf(store).at(-1)?.status).toBe('failed');
      return tries.keys[triesBefore] ?? '';
    }

    /** The event the Try again button of the toast at `index` dispatches. */
    function tryAgainOf(store: AppStore, index: number): { type: string; payload?: unknown } {
      const action = selectToasts(store.getState())[index]?.action;
      expect(action?.label).toBe('Try again');
      if (!action) throw new Error(`No Try again on toast ${index}`);
      return action.event;
    }

    it('fails the delivery, logs it (docs/errors.md), keeps the thanks and the record, and says so in a sticky toast with Try again', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { tries, store } = retryingStore([503]);
      const key = await failEveryTry(store, tries);

      expect(new Set(tries.keys)).toEqual(new Set([key]));
      const delivery = deliveryOf(store);
      expect(delivery).toEqual({
        status: 'failed',
        idempotencyKey: key,
        record: { ...EXPECTED_RECORD, dateSubmitted: expect.stringMatching(ISO_DATE_TIME) },
      });
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith('Error Code: 503 Message: Service Unavailable');
      // docs/states.md: the thanks is not taken back; it has what was sent, but no reference or time.
      expect(store.getState().tgi.flow).toEqual({ ...IDLE_FLOW, status: 'saved', sent: expect.objectContaining({ providerLastName: 'Lovelace' }) });
      const toasts = selectToasts(store.getState());
      expect(toasts).toHaveLength(1);
      expect(toasts[0]).toMatchObject({
        title: FAILED_TITLE,
        msg: FAILED_MESSAGE,
        severity: 'error',
        sticky: true,
        // Its Try again names this survey, so it sends this one whatever else was sent since.
        action: { label: 'Try again', event: tgiRetryRequested({ idempotencyKey: key }) },
      });
      // Sticky: still there long after a normal toast would have gone.
      await jest.advanceTimersByTimeAsync(60_000);
      expect(toastTexts(store)).toEqual([{ title: FAILED_TITLE, msg: FAILED_MESSAGE, severity: 'error', sticky: true }]);
    });

    it('Try again sends the same record with the same key, then says the answers were received', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { tries, store } = retryingStore([503]);
      const key = await failEveryTry(store, tries);
      expect(consoleError).toHaveBeenCalledTimes(1);
      const failedRecord = deliveryOf(store)?.record;

      server.resetHandlers();
      // What the toast's button dispatches.
      const event = tryAgainOf(store, 0);
      expect(event).toEqual(tgiRetryRequested({ idempotencyKey: key }));
      store.dispatch(event);
      expect(deliveryOf(store)?.status).toBe('sending');
      // One message about the delivery at a time: "sending again" replaces "not received".
      expect(toastTexts(store)).toEqual([{ title: '', msg: RETRYING_MESSAGE, severity: 'info', sticky: false }]);
      await flushNetwork();

      expect(receivedSubmissions).toHaveLength(1);
      expect(receivedSubmissions[0]?.headers['idempotency-key']).toBe(key);
      expect(receivedSubmissions[0]?.record).toEqual(failedRecord);
      // Received: its answers are on the server, so nothing is kept any more.
      expect(deliveriesOf(store)).toEqual([]);
      expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000001' });
      expect(toastTexts(store)).toEqual([{ title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false }]);
    });

    it('Try again after the person left still delivers the kept record', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { tries, store } = retryingStore([503]);
      await failEveryTry(store, tries);
      const event = tryAgainOf(store, 0);
      store.dispatch(tgiActions.left());
      store.dispatch(tgiActions.closeRequested());
      server.resetHandlers();
      store.dispatch(event);
      await flushNetwork();
      expect(receivedSubmissions).toHaveLength(1);
      expect(receivedSubmissions[0]?.record).toMatchObject(EXPECTED_RECORD);
      expect(deliveriesOf(store)).toEqual([]);
      expect(store.getState().tgi.flow).toEqual(IDLE_FLOW);
    });

    it('two failed surveys each keep their own sticky toast, and each Try again sends its own survey', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { tries, store } = retryingStore([503]);
      const lovelaceKey = await failEveryTry(store, tries);
      store.dispatch(tgiActions.closeRequested());
      const byronKey = await failEveryTry(store, tries, BYRON);
      expect(byronKey).not.toBe(lovelaceKey);
      expect(consoleError).toHaveBeenCalledTimes(2);
      expect(deliveriesOf(store).map(({ status, idempotencyKey, record }) => [status, idempotencyKey, record.providerLastName])).toEqual([
        ['failed', lovelaceKey, 'Lovelace'],
        ['failed', byronKey, 'Byron'],
      ]);
      // The second failure did not replace the first one's message.
      expect(toastTexts(store)).toEqual([
        { title: FAILED_TITLE, msg: FAILED_MESSAGE, severity: 'error', sticky: true },
        { title: FAILED_TITLE, msg: FAILED_MESSAGE, severity: 'error', sticky: true },
      ]);
      const lovelaceTryAgain = tryAgainOf(store, 0);
      const byronTryAgain = tryAgainOf(store, 1);
      expect(lovelaceTryAgain).toEqual(tgiRetryRequested({ idempotencyKey: lovelaceKey }));
      expect(byronTryAgain).toEqual(tgiRetryRequested({ idempotencyKey: byronKey }));

      server.resetHandlers();
      // The newer first: only Byron's survey goes, and only Byron's message changes.
      store.dispatch(byronTryAgain);
      expect(toastTexts(store)).toEqual([
        { title: FAILED_TITLE, msg: FAILED_MESSAGE, severity: 'error', sticky: true },
        { title: '', msg: RETRYING_MESSAGE, severity: 'info', sticky: false },
      ]);
      await flushNetwork();
      expect(receivedSubmissions.map((submission) => [submission.record, submission.headers['idempotency-key']])).toEqual([
        [expect.objectContaining({ providerLastName: 'Byron' }), byronKey],
      ]);
      expect(deliveriesOf(store).map(({ status, idempotencyKey }) => [status, idempotencyKey])).toEqual([['failed', lovelaceKey]]);
      expect(toastTexts(store)).toEqual([
        { title: FAILED_TITLE, msg: FAILED_MESSAGE, severity: 'error', sticky: true },
        { title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false },
      ]);
      // Byron's thanks is on screen: its own receipt gives it its reference.
      expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000001' });

      store.dispatch(lovelaceTryAgain);
      await flushNetwork();
      expect(receivedSubmissions.map((submission) => [submission.record, submission.headers['idempotency-key']])).toEqual([
        [expect.objectContaining({ providerLastName: 'Byron' }), byronKey],
        [expect.objectContaining(EXPECTED_RECORD), lovelaceKey],
      ]);
      expect(deliveriesOf(store)).toEqual([]);
      expect(toastTexts(store)).toEqual([
        { title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false },
        { title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false },
      ]);
      // Lovelace's receipt does not rename Byron's thanks.
      expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000001' });
      expect(consoleError).toHaveBeenCalledTimes(2);
    });

    it('Try again on two failed surveys one right after the other sends both, each with its own key', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { tries, store } = retryingStore([503]);
      const lovelaceKey = await failEveryTry(store, tries);
      store.dispatch(tgiActions.closeRequested());
      const byronKey = await failEveryTry(store, tries, BYRON);
      const lovelaceTryAgain = tryAgainOf(store, 0);
      const byronTryAgain = tryAgainOf(store, 1);

      server.resetHandlers();
      // The second press comes while the first survey is still on its way: it must not be dropped.
      store.dispatch(lovelaceTryAgain);
      store.dispatch(byronTryAgain);
      expect(deliveriesOf(store).map(({ status }) => status)).toEqual(['sending', 'sending']);
      await flushNetwork();
      expect(receivedSubmissions.map((submission) => submission.headers['idempotency-key']).sort()).toEqual([lovelaceKey, byronKey].sort());
      expect(receivedNames().sort()).toEqual(['Byron', 'Lovelace']);
      expect(deliveriesOf(store)).toEqual([]);
    });

    it('Try again while its survey is being sent again does nothing: the survey is not sent twice', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { tries, store } = retryingStore([503]);
      const key = await failEveryTry(store, tries);
      const event = tryAgainOf(store, 0);

      // The server is back but slow: the resend is still on its way when Try again comes a second time (a double
      // press, a copy of the event replayed).
      const gate = answerGate();
      const resendKeys: string[] = [];
      server.resetHandlers();
      server.use(
        mockEndpoint('tgi', async (info) => {
          resendKeys.push(info.request.headers.get('idempotency-key') ?? '');
          await gate.opened;
          return defaultResolvers.tgi(info);
        }),
      );
      store.dispatch(event);
      await flushNetwork();
      expect(resendKeys).toEqual([key]);
      expect(deliveryOf(store)?.status).toBe('sending');

      store.dispatch(event);
      await flushNetwork();
      expect(resendKeys).toEqual([key]);
      expect(toastTexts(store)).toEqual([{ title: '', msg: RETRYING_MESSAGE, severity: 'info', sticky: false }]);

      gate.open();
      await flushNetwork();
      expect(receivedSubmissions).toHaveLength(1);
      expect(deliveriesOf(store)).toEqual([]);
      expect(toastTexts(store)).toEqual([{ title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false }]);
    });
  });

  it('a survey whose delivery failed is still sent by Try again after the person sent another one', async () => {
    // docs/readings.md: a failed save says so "with the answers kept for another try". The person closes the thanks,
    // answers for a second provider (delivered at once), then selects Try again on the toast still about the first.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tries, store } = retryingStore([503]);
    submit(store);
    await flushNetwork();
    for (const wait of TGI_DELIVERY_RETRY_DELAYS_MS) {
      await jest.advanceTimersByTimeAsync(wait);
      await flushNetwork();
    }
    expect(deliveryOf(store)?.status).toBe('failed');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(toastTexts(store)).toEqual([{ title: FAILED_TITLE, msg: FAILED_MESSAGE, severity: 'error', sticky: true }]);
    // What the toast's Try again dispatches.
    const tryAgain = selectToasts(store.getState())[0]?.action?.event;

    server.resetHandlers();
    store.dispatch(tgiActions.closeRequested());
    submit(store, BYRON);
    await flushNetwork();
    expect(receivedNames()).toEqual(['Byron']);
    expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000001' });

    expect(tryAgain).toBeDefined();
    if (tryAgain) store.dispatch(tryAgain);
    await flushNetwork();
    // The first provider's answers reach the server as well: nothing the person was told is kept is lost.
    expect(receivedNames().sort()).toEqual(['Byron', 'Lovelace']);
    // With the key of its first tries, so a try the server had in fact stored is not stored twice.
    expect(receivedSubmissions[1]?.headers['idempotency-key']).toBe(tries.keys[0]);
    expect(deliveriesOf(store)).toEqual([]);
    expect(toastTexts(store)).toEqual([{ title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false }]);
    // The thanks on screen is Byron's: it keeps Byron's reference.
    expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000001' });
  });

  it('Try again for a survey still in its first round of tries does nothing: the survey is not sent twice', async () => {
    const { tries, store } = retryingStore([503, 201]);
    submit(store);
    await flushNetwork();
    expect(tries.keys).toHaveLength(1);
    const key = tries.keys[0] ?? '';
    expect(deliveryOf(store)?.status).toBe('sending');

    store.dispatch(tgiRetryRequested({ idempotencyKey: key }));
    await flushNetwork();
    expect(tries.keys).toHaveLength(1);
    expect(toastTexts(store)).toEqual([]);

    // The backoff goes on as it would have: one more try, which gets through.
    await jest.advanceTimersByTimeAsync(TGI_DELIVERY_RETRY_DELAYS_MS[0]);
    await flushNetwork();
    expect(tries.keys).toEqual([key, key]);
    expect(deliveriesOf(store)).toEqual([]);
    expect(toastTexts(store)).toEqual([]);
  });

  it('Try again does nothing once the survey was delivered', async () => {
    const store = storeWithForm();
    submit(store);
    await delivered(store);
    store.dispatch(tgiRetryRequested({ idempotencyKey: receivedSubmissions[0]?.headers['idempotency-key'] ?? '' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(1);
    expect(toastTexts(store)).toEqual([]);
  });

  it("an older survey's reference never lands on a newer survey's thanks", async () => {
    // Each save is held until the test answers it, in an order of its choosing.
    const answers: (() => void)[] = [];
    server.use(
      mockEndpoint('tgi', async (info) => {
        await new Promise<void>((resolve) => answers.push(resolve));
        return defaultResolvers.tgi(info);
      }),
    );
    const store = storeWithForm();
    submit(store);
    await waitFor(() => expect(answers).toHaveLength(1));
    store.dispatch(tgiActions.closeRequested());
    submit(store, BYRON);
    await waitFor(() => expect(answers).toHaveLength(2));
    const byronsThanks = { ...IDLE_FLOW, status: 'saved', sent: expect.objectContaining({ providerLastName: 'Byron' }) };
    expect(store.getState().tgi.flow).toEqual(byronsThanks);

    // Lovelace's save answers while Byron's thanks is on screen.
    answers[0]?.();
    await waitFor(() => expect(receivedNames()).toEqual(['Lovelace']));
    await waitFor(() => expect(deliveriesOf(store).map(({ record }) => record.providerLastName)).toEqual(['Byron']));
    expect(store.getState().tgi.flow).toEqual(byronsThanks);

    answers[1]?.();
    await delivered(store);
    expect(receivedNames()).toEqual(['Lovelace', 'Byron']);
    expect(store.getState().tgi.flow).toEqual({ ...byronsThanks, reference: 'TGI-000002', receivedAt: expect.stringMatching(ISO_DATE_TIME) });
  });

  it('every issued survey is delivered with its own key, even when the next is issued before the first is through', async () => {
    const gate = answerGate();
    const keys: string[] = [];
    server.use(
      mockEndpoint('tgi', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        await gate.opened;
        return HttpResponse.json({ id: keys.length, reference: `TGI-00000${keys.length}` }, { status: 201 });
      }),
    );
    const store = storeWithForm();
    submit(store);
    await settled(store, 'saved');
    store.dispatch(tgiActions.closeRequested());
    submit(store, { ...TYPED, providerLastName: 'Byron' });
    await waitFor(() => expect(keys).toHaveLength(2));
    gate.open();
    await delivered(store);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('Close Window (docs/states.md)', () => {
  it('clears the form values and brings the flow back to idle', async () => {
    const store = storeWithForm();
    submit(store);
    await delivered(store);
    expect(getFormValues(TGI_FORM)(store.getState())).toEqual(TYPED);
    store.dispatch(tgiActions.closeRequested());
    expect(store.getState().tgi.flow).toEqual(IDLE_FLOW);
    expect(getFormValues(TGI_FORM)(store.getState())).toBeUndefined();
  });
});

describe('isDeliveryRetryable', () => {
  const failure = (status: number) => new ApiError({ status, url: 'https://portal.example/api/tgiact' });

  it.each([0, 403, 408, 429, 500, 502, 503, 504])('retries a failure with status %s', (status) => {
    expect(isDeliveryRetryable(failure(status))).toBe(true);
  });

  it.each([400, 401, 404, 409, 413, 415, 422])('does not retry a refusal with status %s', (status) => {
    expect(isDeliveryRetryable(failure(status))).toBe(false);
  });

  it('does not retry what is not an API failure (a bug of ours will not go away by waiting)', () => {
    expect(isDeliveryRetryable(new TypeError('record is undefined'))).toBe(false);
    expect(isDeliveryRetryable('offline')).toBe(false);
  });
});
