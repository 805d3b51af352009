// Issue 22, "the first mile too", and issue 35 (item 8), "nothing personal left on a shared device": a TGI survey not yet
// received is kept in the browser from the moment its save is issued until the server has it; in this tab
// (sessionStorage) unless the person chooses this device (localStorage), never longer than the server remembers its key
// (24 hours), and a survey kept on the device is never sent by the next page by itself (docs/states.md#surveys-kept-on-the-device).
// Real stores and their sagas, msw for the API, jsdom's own storages. A reload is a new store on the same storages; a
// new tab, or a later visit, a new store on the same localStorage with an empty sessionStorage.
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { confirmAccepted, confirmCancelled, selectConfirm, started } from '../../../src/core/appSlice';
import { setupStore, type AppStore, type PreloadedState } from '../../../src/app/store';
import { DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS } from '../../../src/domain/idempotencyKeys';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import type { TgiSurveyRecord } from '../../../src/domain/tgi';
import {
  KEPT_SURVEY_MAX_AGE_MS,
  KEPT_SURVEYS_LIMIT,
  KEPT_SURVEYS_VERSION,
  TGI_KEPT_SURVEYS_KEY,
  keepSurvey,
  readKeptSurveys,
  type KeptSurvey,
} from '../../../src/features/tgi/keptSurveys';
import { BACKGROUND_SAVE_RETRY } from '../../../src/forms/retryPolicies';
import { tgiActions, TGI_FORM, tgiDiscardRequested, tgiRetryRequested, type TgiFormValues } from '../../../src/features/tgi/tgiSlice';
import { selectToasts, type Toast } from '../../../src/features/toasts/toastsSlice';
import { defaultResolvers, mockEndpoint, receivedSubmissions } from '../../../mocks/handlers';
import { server } from '../../../support/mswServer';
import { answerGate } from '../../../support/answerGate';
import { fakeTimersButNetwork } from '../../../support/fakeTimers';
import { storeWithFormValues } from '../../../support/formSaga';
import { SAMPLE_TGI_RECORD } from '../../../support/sampleRecords';

const TGI_DELIVERY_RETRY_DELAYS_MS = BACKGROUND_SAVE_RETRY.delaysMs;

const FAILED_TITLE = 'Your survey answers were not received';
const DELIVERED_MESSAGE = 'Your survey answers were received.';
const KEPT_ON_DEVICE_TITLE = 'Survey answers kept on this device';
const DELETED = 'The survey answers were deleted from this browser. They were not sent.';
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What a provider typed: the sample survey without the NPI's verdict, which the lookup gives. */
const { isValidNPI: _verdict, ...TYPED_FIELDS } = SAMPLE_TGI_RECORD;
const TYPED: TgiFormValues = TYPED_FIELDS;

const BILINGUAL_CONFIG = { ...DEMO_PORTAL_CONFIG, languages: ['en', 'es'] };

type Place = 'tab' | 'device';
const storageOf = (place: Place): Storage => (place === 'tab' ? sessionStorage : localStorage);

/** Stores started in a test, stopped after it so that no saga of one acts on the next test's mocks. */
const stores: AppStore[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.stopSagas();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function filledStore(preloadedState: PreloadedState = {}): AppStore {
  const store = storeWithFormValues(TGI_FORM, TYPED, preloadedState);
  stores.push(store);
  return store;
}

/** A reload of the same tab: a new page, its app started in the browser, on the same storages. */
function reload(preloadedState: PreloadedState = {}): AppStore {
  const store = setupStore(preloadedState);
  stores.push(store);
  store.dispatch(started());
  return store;
}

/** Another tab, or a later visit: the device's localStorage is the same, the tab's sessionStorage is its own. */
function laterVisit(preloadedState: PreloadedState = {}): AppStore {
  sessionStorage.clear();
  return reload(preloadedState);
}

/** What a place keeps, as stored; null when it keeps nothing. */
function storedIn(place: Place): KeptSurvey[] | null {
  const text = storageOf(place).getItem(TGI_KEPT_SURVEYS_KEY);
  if (text === null) return null;
  const data = JSON.parse(text) as { version: number; surveys: KeptSurvey[] };
  expect(data.version).toBe(KEPT_SURVEYS_VERSION);
  return data.surveys;
}

const keysIn = (place: Place): string[] | null => storedIn(place)?.map(({ idempotencyKey }) => idempotencyKey) ?? null;

function storeIn(place: Place, surveys: unknown[], version: unknown = KEPT_SURVEYS_VERSION): void {
  storageOf(place).setItem(TGI_KEPT_SURVEYS_KEY, JSON.stringify({ version, surveys }));
}

/** A survey as an earlier page kept it, issued `ageMs` ago. */
function keptSurvey(idempotencyKey: string, ageMs = 60_000, overrides: Partial<KeptSurvey> = {}): KeptSurvey {
  const issuedAt = new Date(Date.now() - ageMs).toISOString();
  const record: TgiSurveyRecord = { ...SAMPLE_TGI_RECORD, dateSubmitted: issuedAt };
  return { record, idempotencyKey, issuedAt, language: 'en', ...overrides };
}

function toastTexts(store: AppStore): Pick<Toast, 'title' | 'msg' | 'severity' | 'sticky'>[] {
  return selectToasts(store.getState()).map(({ title, msg, severity, sticky }) => ({ title, msg, severity, sticky }));
}

const savedKeys = (): string[] => receivedSubmissions.map((submission) => submission.headers['idempotency-key'] ?? '');

/** A save endpoint held until the test opens the gate, as a connection that never answers before the tab is closed. */
function heldSaves() {
  const gate = answerGate();
  const keys: string[] = [];
  server.use(
    mockEndpoint('tgi', async (info) => {
      keys.push(info.request.headers.get('idempotency-key') ?? '');
      await gate.opened;
      return defaultResolvers.tgi(info);
    }),
  );
  return { gate, keys };
}

/** Lets the pending fetches answer without moving the fake clock. */
async function flushNetwork() {
  for (let round = 0; round < 20; round += 1) await jest.advanceTimersByTimeAsync(0);
}

/** Under fake timers, runs a survey's whole backoff against a server answering 503 every time. */
async function failEveryTry(store: AppStore) {
  store.dispatch(tgiActions.submitted({ values: TYPED }));
  await flushNetwork();
  for (const wait of TGI_DELIVERY_RETRY_DELAYS_MS) {
    await jest.advanceTimersByTimeAsync(wait);
    await flushNetwork();
  }
  expect(store.getState().tgi.deliveries.map(({ status }) => status)).toEqual(['failed']);
}

/** A server whose survey call fails at once and for good (a 404 is not retried), without refusing the record itself. */
function serverFailsSurveys() {
  server.use(mockEndpoint('tgi', () => HttpResponse.json({ error: 'Not Found' }, { status: 404, statusText: 'Not Found' })));
}

/** A survey submitted in a store whose save fails at once: its key, once the delivery is marked failed. */
async function failedSurvey(store: AppStore): Promise<string> {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serverFailsSurveys();
  store.dispatch(tgiActions.submitted({ values: TYPED }));
  await waitFor(() => expect(store.getState().tgi.deliveries.map(({ status }) => status)).toEqual(['failed']));
  server.resetHandlers();
  return store.getState().tgi.deliveries[0]?.idempotencyKey ?? '';
}

/**
 * Storage that refuses every use, as in private browsing or with storage turned off, for the length of `run`; given
 * back before the test ends, since the setup's own clean-up uses it.
 */
async function withStorageRefused(run: () => Promise<void>, places: Place[] = ['tab', 'device']): Promise<void> {
  const refusals = places.map((place) =>
    jest.spyOn(window, place === 'tab' ? 'sessionStorage' : 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }),
  );
  try {
    await run();
  } finally {
    for (const refused of refusals) refused.mockRestore();
  }
}

function serverAnswers503() {
  server.use(mockEndpoint('tgi', () => HttpResponse.json({ error: 'Trouble' }, { status: 503, statusText: 'Service Unavailable' })));
}

describe('kept in this tab, not on the device, from the moment the save is issued until it is received', () => {
  it('keeps the record, its key, when it was issued and its language in sessionStorage, nothing in localStorage, and clears it once received', async () => {
    const { gate, keys } = heldSaves();
    const store = filledStore();
    const before = Date.now();
    store.dispatch(tgiActions.submitted({ values: TYPED }));
    // The file's first survey loads the survey's lazily imported modules (its submission, the keeping code): on a busy
    // machine that takes more than waitFor's default second.
    await waitFor(() => expect(keys).toHaveLength(1), { timeout: 5000 });
    // The thanks is on screen at once, as before.
    expect(store.getState().tgi.flow.status).toBe('saved');
    const [kept] = storedIn('tab') ?? [];
    expect(kept).toEqual({
      record: { ...SAMPLE_TGI_RECORD, dateSubmitted: expect.stringMatching(ISO_DATE_TIME) },
      idempotencyKey: keys[0],
      issuedAt: expect.stringMatching(ISO_DATE_TIME),
      language: 'en',
    });
    expect(Date.parse(kept?.issuedAt ?? '')).toBeGreaterThanOrEqual(before);
    // Only what sending it again needs: nothing of the page's other state.
    expect(Object.keys(kept ?? {}).sort()).toEqual(['idempotencyKey', 'issuedAt', 'language', 'record']);
    // Nothing on the device: the next person to use this browser finds nothing there.
    expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
    expect(store.getState().tgi.keptOn).toBe('tab');

    gate.open();
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('keeps a survey written in Spanish with its language', async () => {
    const { gate, keys } = heldSaves();
    const store = filledStore({ app: { config: BILINGUAL_CONFIG, language: 'es' } });
    store.dispatch(tgiActions.submitted({ values: TYPED }));
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(storedIn('tab')?.map(({ language }) => language)).toEqual(['es']);
    gate.open();
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('a save that fails stays kept in the tab under its sticky toast; Try again sends it with its key and clears it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeTimersButNetwork();
    serverAnswers503();
    const store = filledStore();
    await failEveryTry(store);
    const key = store.getState().tgi.deliveries[0]?.idempotencyKey ?? '';
    expect(toastTexts(store)).toEqual([expect.objectContaining({ title: FAILED_TITLE, severity: 'error', sticky: true })]);
    expect(keysIn('tab')).toEqual([key]);
    expect(keysIn('device')).toBeNull();

    server.resetHandlers();
    store.dispatch(tgiRetryRequested({ idempotencyKey: key }));
    await flushNetwork();
    expect(savedKeys()).toEqual([key]);
    expect(toastTexts(store)).toEqual([{ title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false }]);
    expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
  });

  it('another tab, or a later visit, on the same device finds nothing: nothing is sent, shown or kept', async () => {
    const first = filledStore();
    await failedSurvey(first);
    first.stopSagas();
    const next = laterVisit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
    expect(next.getState().tgi?.deliveries ?? []).toEqual([]);
    expect(toastTexts(next)).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe(`no longer than the server remembers its key (${DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS} hours)`, () => {
  it("the lifetime is the server's default Idempotency-Key lifetime, one constant for both", () => {
    expect(KEPT_SURVEY_MAX_AGE_MS).toBe(DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS);
    expect(KEPT_SURVEY_MAX_AGE_MS).toBe(DAY_MS);
  });

  it.each<Place>(['tab', 'device'])('in the %s, drops a survey kept more than 24 hours and keeps a 23-hour-old one', (place) => {
    storeIn(place, [keptSurvey('kept-key-25-hours', 25 * HOUR_MS), keptSurvey('kept-key-a-day-and-a-minute', DAY_MS + 60_000), keptSurvey('kept-key-23-hours', 23 * HOUR_MS)]);
    expect(readKeptSurveys(place, new Date()).map(({ idempotencyKey }) => idempotencyKey)).toEqual(['kept-key-23-hours']);
    // Reading dropped the old ones from the browser at once.
    expect(keysIn(place)).toEqual(['kept-key-23-hours']);
  });

  it('a reload a day later sends nothing: the survey the tab kept is gone', async () => {
    storeIn('tab', [keptSurvey('kept-key-a-day-old', DAY_MS + 1000)]);
    const store = reload();
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
    expect(store.getState().tgi.deliveries).toEqual([]);
  });
});

describe('a reload of the tab (the same person, who was thanked)', () => {
  it('sends a survey whose page was reloaded mid-save again with its key once the app starts, says it was received, and clears it', async () => {
    const { gate, keys } = heldSaves();
    const first = filledStore();
    first.dispatch(tgiActions.submitted({ values: TYPED }));
    await waitFor(() => expect(keys).toHaveLength(1));
    const sent = first.getState().tgi.deliveries[0]?.record;
    // The tab is reloaded before the server answers: its page, its store and its sagas are gone.
    first.stopSagas();
    server.resetHandlers();

    const second = setupStore();
    stores.push(second);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing is sent before the app has started in the browser.
    expect(receivedSubmissions).toHaveLength(0);
    second.dispatch(started());
    await waitFor(() => expect(second.getState().tgi.deliveries).toEqual([]));
    await waitFor(() => expect(receivedSubmissions).toHaveLength(1));
    expect(savedKeys()).toEqual([keys[0]]);
    expect(receivedSubmissions[0]?.record).toEqual(sent);
    expect(toastTexts(second)).toEqual([{ title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false }]);
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
    // The page that was not the survey's is left as it was: no thanks, no survey of its own.
    expect(second.getState().tgi.flow.status).toBe('idle');
    // The reloaded page's request, still open in this test's network, is let go.
    gate.open();
  });

  it('says it again in the language it was written in, when the plan still offers it', async () => {
    storeIn('tab', [keptSurvey('kept-in-spanish', 60_000, { language: 'es' })]);
    const store = reload({ app: { config: BILINGUAL_CONFIG, language: 'en' } });
    await waitFor(() => expect(receivedSubmissions).toHaveLength(1));
    expect(receivedSubmissions[0]?.headers['content-language']).toBe('es');
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
  });

  it('in the language of the page when the plan no longer offers its own', async () => {
    storeIn('tab', [keptSurvey('kept-in-spanish', 60_000, { language: 'es' })]);
    reload({ app: { config: { ...DEMO_PORTAL_CONFIG, languages: ['en'] }, language: 'en' } });
    await waitFor(() => expect(receivedSubmissions).toHaveLength(1));
    expect(receivedSubmissions[0]?.headers['content-language']).toBe('en');
  });

  it('a resend that fails stays kept in the tab, with the sticky toast and Try again; the reload after sends it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeTimersButNetwork();
    serverAnswers503();
    storeIn('tab', [keptSurvey('kept-key-0001')]);
    const second = reload();
    await flushNetwork();
    for (const wait of TGI_DELIVERY_RETRY_DELAYS_MS) {
      await jest.advanceTimersByTimeAsync(wait);
      await flushNetwork();
    }
    expect(second.getState().tgi.deliveries).toEqual([expect.objectContaining({ status: 'failed', idempotencyKey: 'kept-key-0001' })]);
    const [toast] = selectToasts(second.getState());
    expect(toast).toMatchObject({ title: FAILED_TITLE, sticky: true, action: { label: 'Try again', event: tgiRetryRequested({ idempotencyKey: 'kept-key-0001' }) } });
    expect(keysIn('tab')).toEqual(['kept-key-0001']);
    second.stopSagas();
    jest.useRealTimers();

    server.resetHandlers();
    const third = reload();
    await waitFor(() => expect(third.getState().tgi.deliveries).toEqual([]));
    expect(savedKeys()).toContain('kept-key-0001');
    expect(toastTexts(third)).toEqual([{ title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false }]);
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('a survey the server refuses outright (400: the record itself) is no longer kept; the person is still told', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mockEndpoint('tgi', () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'The form has errors.', errors: { email: 'Error: Not a valid Email format' } }, { status: 400 }),
      ),
    );
    storeIn('tab', [keptSurvey('kept-key-0400')]);
    const store = reload();
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([expect.objectContaining({ status: 'failed', idempotencyKey: 'kept-key-0400' })]));
    expect(selectToasts(store.getState())[0]).toMatchObject({ title: FAILED_TITLE, sticky: true });
    // Sending it again on every visit would be refused every time: it is let go.
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('sends every survey the tab kept, each with its own key', async () => {
    storeIn('tab', [keptSurvey('kept-key-0001', 2 * HOUR_MS), keptSurvey('kept-key-0002', HOUR_MS)]);
    const store = reload();
    await waitFor(() => expect(savedKeys().sort()).toEqual(['kept-key-0001', 'kept-key-0002']));
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('sends nothing from a store without sagas (the server drawing a page) or before the app has started', async () => {
    storeIn('tab', [keptSurvey('kept-key-0001')]);
    stores.push(setupStore({}, { sagas: false }), setupStore());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
    expect(keysIn('tab')).toEqual(['kept-key-0001']);
  });
});

describe('kept on this device only once the person chooses so', () => {
  it('the choice moves a failed survey to localStorage and out of the tab; unticked, it moves back', async () => {
    const store = filledStore();
    const key = await failedSurvey(store);
    expect(keysIn('tab')).toEqual([key]);
    expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();

    store.dispatch(tgiActions.keptOnDeviceChosen({ onDevice: true }));
    await waitFor(() => expect(keysIn('device')).toEqual([key]));
    expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
    expect(store.getState().tgi.keptOn).toBe('device');
    // The same survey, its first time and language kept.
    expect(storedIn('device')?.[0]?.record).toEqual(store.getState().tgi.deliveries[0]?.record);

    store.dispatch(tgiActions.keptOnDeviceChosen({ onDevice: false }));
    await waitFor(() => expect(keysIn('tab')).toEqual([key]));
    expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
  });

  it('while the choice holds, another survey sent from the tab is kept on the device too; once all are received, the next starts in the tab', async () => {
    const store = filledStore();
    const first = await failedSurvey(store);
    store.dispatch(tgiActions.keptOnDeviceChosen({ onDevice: true }));
    await waitFor(() => expect(keysIn('device')).toEqual([first]));
    const { gate, keys } = heldSaves();
    store.dispatch(tgiActions.submitted({ values: TYPED }));
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(keysIn('device')).toEqual([first, keys[0]]);
    expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
    gate.open();
    store.dispatch(tgiRetryRequested({ idempotencyKey: first }));
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
    expect(store.getState().tgi.keptOn).toBe('tab');
  });

  it('a later visit does not send it by itself: it is listed, a sticky toast says so with Send now, which sends it with its key', async () => {
    const first = filledStore();
    const key = await failedSurvey(first);
    first.dispatch(tgiActions.keptOnDeviceChosen({ onDevice: true }));
    await waitFor(() => expect(keysIn('device')).toEqual([key]));
    first.stopSagas();

    const next = laterVisit();
    await waitFor(() => expect(next.getState().tgi?.deliveries).toEqual([expect.objectContaining({ status: 'held', idempotencyKey: key })]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
    expect(next.getState().tgi.keptOn).toBe('device');
    const [toast] = selectToasts(next.getState());
    expect(toast).toMatchObject({
      title: KEPT_ON_DEVICE_TITLE,
      msg: 'A survey sent from this browser on an earlier visit has not reached our server, and its answers are kept here. It is sent only if you choose: select Send now, or open the TGI survey to delete it.',
      severity: 'warn',
      sticky: true,
      action: { label: 'Send now', event: tgiRetryRequested({ idempotencyKey: key }) },
    });
    // Still kept until it is sent or deleted.
    expect(keysIn('device')).toEqual([key]);

    next.dispatch(toast?.action?.event ?? { type: 'none' });
    await waitFor(() => expect(next.getState().tgi.deliveries).toEqual([]));
    expect(savedKeys()).toEqual([key]);
    expect(toastTexts(next)).toEqual([{ title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false }]);
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('a device that refuses to keep it (storage turned off or full) leaves it in the tab, and says so', async () => {
    const store = filledStore();
    const key = await failedSurvey(store);
    await withStorageRefused(async () => {
      store.dispatch(tgiActions.keptOnDeviceChosen({ onDevice: true }));
      await waitFor(() => expect(store.getState().tgi.keptOn).toBe('tab'));
    }, ['device']);
    expect(keysIn('tab')).toEqual([key]);
    expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
    expect(toastTexts(store)).toContainEqual({ title: '', msg: 'This browser cannot keep the answers on this device, so they are kept in this tab only.', severity: 'warn', sticky: false });
  });
});

describe('Delete the answers', () => {
  it('asks first; Delete empties both storages and the list, closes their toasts and says it was done', async () => {
    const store = filledStore();
    const inTab = await failedSurvey(store);
    storeIn('device', [keptSurvey('kept-key-device')]);
    store.dispatch(tgiActions.keptSurveysFound({ surveys: [{ record: keptSurvey('kept-key-device').record, idempotencyKey: 'kept-key-device' }] }));
    expect(selectToasts(store.getState())).toHaveLength(1);

    store.dispatch(tgiDiscardRequested());
    expect(selectConfirm(store.getState())).toEqual({
      open: true,
      title: 'Delete the survey answers?',
      message: 'The answers that have not reached our server are deleted from this browser and are not sent. This cannot be undone.',
      okLabel: 'Delete',
      cancelLabel: 'Keep them',
    });
    // Nothing goes before the answer.
    expect(keysIn('tab')).toEqual([inTab]);
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
    expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
    expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
    expect(store.getState().tgi.discardedCount).toBe(1);
    expect(toastTexts(store)).toEqual([{ title: '', msg: DELETED, severity: 'success', sticky: false }]);
    expect(receivedSubmissions).toHaveLength(0);
  });

  it('Keep them deletes nothing', async () => {
    const store = filledStore();
    const key = await failedSurvey(store);
    store.dispatch(tgiDiscardRequested());
    store.dispatch(confirmCancelled());
    await waitFor(() => expect(store.getState().tgi.discardCancelledCount).toBe(1));
    expect(keysIn('tab')).toEqual([key]);
    expect(store.getState().tgi.deliveries).toEqual([expect.objectContaining({ status: 'failed', idempotencyKey: key })]);
  });
});

describe('what is found in the browser is checked', () => {
  it('what version 1 left on the device (a week, chosen by no one) is dropped unsent and unshown', async () => {
    // As the portal wrote it before issue 35: localStorage, version 1, a survey of an hour ago.
    storeIn('device', [keptSurvey('kept-key-version-1', HOUR_MS)], 1);
    const store = laterVisit();
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
    expect(store.getState().tgi.deliveries).toEqual([]);
    expect(toastTexts(store)).toEqual([]);
  });

  it('drops text that is not what the portal stores', async () => {
    sessionStorage.setItem(TGI_KEPT_SURVEYS_KEY, '{"version":2,"surveys":[{');
    reload();
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
  });

  it('drops data of another version', async () => {
    storeIn('tab', [keptSurvey('kept-key-0001')], 3);
    reload();
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
  });

  it('drops each survey that is corrupt or unknown, and sends the sound one', async () => {
    const sound = keptSurvey('kept-key-sound');
    const { record } = sound;
    storeIn('tab', [
      'a survey',
      null,
      { ...sound, idempotencyKey: 'short' },
      { ...sound, idempotencyKey: 'kept key with spaces' },
      { ...sound, idempotencyKey: 'kept-key-extra', note: 'unknown field' },
      { record, idempotencyKey: 'kept-key-no-time', language: 'en' },
      { ...sound, idempotencyKey: 'kept-key-bad-time', issuedAt: 'yesterday' },
      { ...sound, idempotencyKey: 'kept-key-bad-language', language: 'not a language' },
      { ...sound, idempotencyKey: 'kept-key-bad-answer', record: { ...record, isGenderAffirmingServicesOffered: 'Maybe' } },
      { ...sound, idempotencyKey: 'kept-key-bad-field', record: { ...record, email: 42 } },
      { ...sound, idempotencyKey: 'kept-key-more-fields', record: { ...record, extra: 'x' } },
      { ...sound, idempotencyKey: 'kept-key-fewer-fields', record: { ...record, email: undefined } },
      sound,
      // The same key twice: sent once.
      sound,
    ]);
    const store = reload();
    await waitFor(() => expect(receivedSubmissions).toHaveLength(1));
    expect(savedKeys()).toEqual(['kept-key-sound']);
    expect(receivedSubmissions[0]?.record).toEqual(record);
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
    await waitFor(() => expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('sends a survey kept before the receipt box (issue 36) exactly as kept, without the box, and drops one whose box is not true or false', async () => {
    const sound = keptSurvey('kept-key-before-receipt');
    const { wantsReceipt: _box, ...olderRecord } = sound.record;
    storeIn('tab', [
      { ...sound, idempotencyKey: 'kept-key-bad-receipt', record: { ...sound.record, wantsReceipt: 'yes' } },
      { ...sound, record: olderRecord },
    ]);
    const store = reload();
    await waitFor(() => expect(receivedSubmissions).toHaveLength(1));
    expect(savedKeys()).toEqual(['kept-key-before-receipt']);
    // The same body as its first try, so the server's idempotency takes it as that one; the server reads the box as unticked.
    expect(receivedSubmissions[0]?.record).toEqual(olderRecord);
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
  });

  it(`keeps at most ${KEPT_SURVEYS_LIMIT}: a newer survey pushes the oldest out`, () => {
    const now = new Date();
    const surveys = Array.from({ length: KEPT_SURVEYS_LIMIT + 2 }, (_, index) => keptSurvey(`kept-key-${String(index).padStart(4, '0')}`, (20 - index) * 60_000));
    storeIn('tab', surveys);
    expect(readKeptSurveys('tab', now).map(({ idempotencyKey }) => idempotencyKey)).toEqual(surveys.slice(2).map(({ idempotencyKey }) => idempotencyKey));
    keepSurvey(keptSurvey('kept-key-newest', 0), 'tab', now);
    expect(keysIn('tab')).toEqual([...surveys.slice(3).map(({ idempotencyKey }) => idempotencyKey), 'kept-key-newest']);
  });
});

describe('a browser that keeps nothing: the survey is thanked for and saved as before', () => {
  it('storage refused altogether (private browsing, storage turned off): nothing is thrown, the survey is saved', async () => {
    await withStorageRefused(async () => {
      const store = filledStore();
      store.dispatch(tgiActions.submitted({ values: TYPED }));
      expect(store.getState().tgi.flow.status).toBe('checkingNpi');
      await waitFor(() => expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000001' }));
      expect(receivedSubmissions).toHaveLength(1);
      expect(store.getState().tgi.deliveries).toEqual([]);
      // A new page on it starts as any other.
      const next = reload();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(receivedSubmissions).toHaveLength(1);
      expect(toastTexts(next)).toEqual([]);
    });
  });

  it('storage refused, a failed save: its sticky toast and Try again work as before', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await withStorageRefused(async () => {
      fakeTimersButNetwork();
      serverAnswers503();
      const store = filledStore();
      await failEveryTry(store);
      const key = store.getState().tgi.deliveries[0]?.idempotencyKey ?? '';
      expect(toastTexts(store)).toEqual([expect.objectContaining({ title: FAILED_TITLE, sticky: true })]);
      server.resetHandlers();
      store.dispatch(tgiRetryRequested({ idempotencyKey: key }));
      await flushNetwork();
      expect(savedKeys()).toEqual([key]);
      expect(store.getState().tgi.deliveries).toEqual([]);
    });
  });

  it('storage full (every write refused): nothing is thrown, the survey is saved, nothing is kept', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = filledStore();
    store.dispatch(tgiActions.submitted({ values: TYPED }));
    await waitFor(() => expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000001' }));
    expect(receivedSubmissions).toHaveLength(1);
    expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
    expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
  });
});
