// Issue 22, "the first mile too": a TGI survey not yet received is kept in the browser's storage from the moment its save
// is issued until the server has it, and sent again on the next visit with its key (docs/states.md#surveys-kept-on-the-device).
// Real stores and their sagas, msw for the API, the browser's own localStorage (jsdom's); a reload is a new store on the
// same storage, started as the app starts it.
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { started } from '../../../src/core/appSlice';
import { setupStore, type AppStore, type PreloadedState } from '../../../src/app/store';
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
import { tgiActions, TGI_FORM, tgiRetryRequested, type TgiFormValues } from '../../../src/features/tgi/tgiSlice';
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
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a provider typed: the sample survey without the NPI's verdict, which the lookup gives. */
const { isValidNPI: _verdict, ...TYPED_FIELDS } = SAMPLE_TGI_RECORD;
const TYPED: TgiFormValues = TYPED_FIELDS;

const BILINGUAL_CONFIG = { ...DEMO_PORTAL_CONFIG, languages: ['en', 'es'] };

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

/** The next visit: a new page on the same device, its app started in the browser. */
function nextVisit(preloadedState: PreloadedState = {}): AppStore {
  const store = setupStore(preloadedState);
  stores.push(store);
  store.dispatch(started());
  return store;
}

/** What the device keeps, as stored; null when nothing is. */
function storedSurveys(): KeptSurvey[] | null {
  const text = localStorage.getItem(TGI_KEPT_SURVEYS_KEY);
  if (text === null) return null;
  const data = JSON.parse(text) as { version: number; surveys: KeptSurvey[] };
  expect(data.version).toBe(KEPT_SURVEYS_VERSION);
  return data.surveys;
}

function storeOnDevice(surveys: unknown[], version: unknown = KEPT_SURVEYS_VERSION): void {
  localStorage.setItem(TGI_KEPT_SURVEYS_KEY, JSON.stringify({ version, surveys }));
}

/** A survey as an earlier visit kept it, issued `ageMs` ago. */
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

/**
 * Storage that refuses every use, as in private browsing or with storage turned off, for the length of `run`; given
 * back before the test ends, since the setup's own clean-up uses it.
 */
async function withStorageRefused(run: () => Promise<void>): Promise<void> {
  const refused = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  try {
    await run();
  } finally {
    refused.mockRestore();
  }
}

function serverAnswers503() {
  server.use(mockEndpoint('tgi', () => HttpResponse.json({ error: 'Trouble' }, { status: 503, statusText: 'Service Unavailable' })));
}

describe('kept from the moment the save is issued until it is received', () => {
  it('keeps the record, its key, when it was issued and its language while the save is on its way, and clears it once received', async () => {
    const { gate, keys } = heldSaves();
    const store = filledStore();
    const before = Date.now();
    store.dispatch(tgiActions.submitted({ values: TYPED }));
    await waitFor(() => expect(keys).toHaveLength(1));
    // The thanks is on screen at once, as before.
    expect(store.getState().tgi.flow.status).toBe('saved');
    const [kept] = storedSurveys() ?? [];
    expect(kept).toEqual({
      record: { ...SAMPLE_TGI_RECORD, dateSubmitted: expect.stringMatching(ISO_DATE_TIME) },
      idempotencyKey: keys[0],
      issuedAt: expect.stringMatching(ISO_DATE_TIME),
      language: 'en',
    });
    expect(Date.parse(kept?.issuedAt ?? '')).toBeGreaterThanOrEqual(before);
    // Only what sending it again needs: nothing of the page's other state.
    expect(Object.keys(kept ?? {}).sort()).toEqual(['idempotencyKey', 'issuedAt', 'language', 'record']);

    gate.open();
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('keeps a survey written in Spanish with its language', async () => {
    const { gate, keys } = heldSaves();
    const store = filledStore({ app: { config: BILINGUAL_CONFIG, language: 'es' } });
    store.dispatch(tgiActions.submitted({ values: TYPED }));
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(storedSurveys()?.map(({ language }) => language)).toEqual(['es']);
    gate.open();
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('a save that fails stays kept under its sticky toast; Try again sends it with its key and clears it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeTimersButNetwork();
    serverAnswers503();
    const store = filledStore();
    await failEveryTry(store);
    const key = store.getState().tgi.deliveries[0]?.idempotencyKey ?? '';
    expect(toastTexts(store)).toEqual([expect.objectContaining({ title: FAILED_TITLE, severity: 'error', sticky: true })]);
    expect(storedSurveys()?.map(({ idempotencyKey }) => idempotencyKey)).toEqual([key]);

    server.resetHandlers();
    store.dispatch(tgiRetryRequested({ idempotencyKey: key }));
    await flushNetwork();
    expect(savedKeys()).toEqual([key]);
    expect(toastTexts(store)).toEqual([{ title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false }]);
    expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
  });
});

describe('the next visit (a reload, a closed tab: a new page on the same device)', () => {
  it('sends a survey whose page was closed mid-save again with its key once the app starts, says it was received, and clears it', async () => {
    const { gate, keys } = heldSaves();
    const first = filledStore();
    first.dispatch(tgiActions.submitted({ values: TYPED }));
    await waitFor(() => expect(keys).toHaveLength(1));
    const sent = first.getState().tgi.deliveries[0]?.record;
    // The tab is closed before the server answers: its page, its store and its sagas are gone.
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
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
    // The page that was not the survey's is left as it was: no thanks, no survey of its own.
    expect(second.getState().tgi.flow.status).toBe('idle');
    // The closed tab's request, still open in this test's network, is let go.
    gate.open();
  });

  it('says it again in the language it was written in, when the plan still offers it', async () => {
    storeOnDevice([keptSurvey('kept-in-spanish', 60_000, { language: 'es' })]);
    const store = nextVisit({ app: { config: BILINGUAL_CONFIG, language: 'en' } });
    await waitFor(() => expect(receivedSubmissions).toHaveLength(1));
    expect(receivedSubmissions[0]?.headers['content-language']).toBe('es');
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
  });

  it('in the language of the page when the plan no longer offers its own', async () => {
    storeOnDevice([keptSurvey('kept-in-spanish', 60_000, { language: 'es' })]);
    nextVisit({ app: { config: { ...DEMO_PORTAL_CONFIG, languages: ['en'] }, language: 'en' } });
    await waitFor(() => expect(receivedSubmissions).toHaveLength(1));
    expect(receivedSubmissions[0]?.headers['content-language']).toBe('en');
  });

  it('a resend that fails stays kept, with the sticky toast and Try again; the visit after sends it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeTimersButNetwork();
    serverAnswers503();
    storeOnDevice([keptSurvey('kept-key-0001')]);
    const second = nextVisit();
    await flushNetwork();
    for (const wait of TGI_DELIVERY_RETRY_DELAYS_MS) {
      await jest.advanceTimersByTimeAsync(wait);
      await flushNetwork();
    }
    expect(second.getState().tgi.deliveries).toEqual([expect.objectContaining({ status: 'failed', idempotencyKey: 'kept-key-0001' })]);
    const [toast] = selectToasts(second.getState());
    expect(toast).toMatchObject({ title: FAILED_TITLE, sticky: true, action: { label: 'Try again', event: tgiRetryRequested({ idempotencyKey: 'kept-key-0001' }) } });
    expect(storedSurveys()?.map(({ idempotencyKey }) => idempotencyKey)).toEqual(['kept-key-0001']);
    second.stopSagas();
    jest.useRealTimers();

    // The failure toast was closed, or the tab: the next visit, the server back, sends it.
    server.resetHandlers();
    const third = nextVisit();
    await waitFor(() => expect(third.getState().tgi.deliveries).toEqual([]));
    expect(savedKeys()).toContain('kept-key-0001');
    expect(toastTexts(third)).toEqual([{ title: '', msg: DELIVERED_MESSAGE, severity: 'success', sticky: false }]);
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('a survey the server refuses outright (400: the record itself) is no longer kept; the person is still told', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mockEndpoint('tgi', () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'The form has errors.', errors: { email: 'Error: Not a valid Email format' } }, { status: 400 }),
      ),
    );
    storeOnDevice([keptSurvey('kept-key-0400')]);
    const store = nextVisit();
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([expect.objectContaining({ status: 'failed', idempotencyKey: 'kept-key-0400' })]));
    expect(selectToasts(store.getState())[0]).toMatchObject({ title: FAILED_TITLE, sticky: true });
    // Sending it again on every visit would be refused every time: it is let go.
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('sends every kept survey, each with its own key', async () => {
    storeOnDevice([keptSurvey('kept-key-0001', 2 * DAY_MS), keptSurvey('kept-key-0002', DAY_MS)]);
    const store = nextVisit();
    await waitFor(() => expect(savedKeys().sort()).toEqual(['kept-key-0001', 'kept-key-0002']));
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it('sends nothing from a store without sagas (the server drawing a page) or before the app has started', async () => {
    storeOnDevice([keptSurvey('kept-key-0001')]);
    stores.push(setupStore({}, { sagas: false }), setupStore());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
    expect(storedSurveys()?.map(({ idempotencyKey }) => idempotencyKey)).toEqual(['kept-key-0001']);
  });
});

describe('what is found on the device is checked', () => {
  it('drops text that is not what the portal stores', async () => {
    localStorage.setItem(TGI_KEPT_SURVEYS_KEY, '{"version":1,"surveys":[{');
    nextVisit();
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
  });

  it('drops data of another version', async () => {
    storeOnDevice([keptSurvey('kept-key-0001')], 2);
    nextVisit();
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedSubmissions).toHaveLength(0);
  });

  it('drops each survey that is corrupt or unknown, and sends the sound one', async () => {
    const sound = keptSurvey('kept-key-sound');
    const { record } = sound;
    storeOnDevice([
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
    const store = nextVisit();
    await waitFor(() => expect(receivedSubmissions).toHaveLength(1));
    expect(savedKeys()).toEqual(['kept-key-sound']);
    expect(receivedSubmissions[0]?.record).toEqual(record);
    await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
    await waitFor(() => expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull());
  });

  it(`drops a survey older than its lifetime (${KEPT_SURVEY_MAX_AGE_MS / DAY_MS} days) and sends a younger one`, async () => {
    storeOnDevice([keptSurvey('kept-key-too-old', KEPT_SURVEY_MAX_AGE_MS + 60_000), keptSurvey('kept-key-six-days', 6 * DAY_MS)]);
    expect(readKeptSurveys(new Date()).map(({ idempotencyKey }) => idempotencyKey)).toEqual(['kept-key-six-days']);
    // Reading dropped the old one from the device at once.
    expect(storedSurveys()?.map(({ idempotencyKey }) => idempotencyKey)).toEqual(['kept-key-six-days']);
    nextVisit();
    await waitFor(() => expect(savedKeys()).toEqual(['kept-key-six-days']));
  });

  it(`keeps at most ${KEPT_SURVEYS_LIMIT}: a newer survey pushes the oldest out`, () => {
    const now = new Date();
    const surveys = Array.from({ length: KEPT_SURVEYS_LIMIT + 2 }, (_, index) => keptSurvey(`kept-key-${String(index).padStart(4, '0')}`, (20 - index) * 60_000));
    storeOnDevice(surveys);
    expect(readKeptSurveys(now).map(({ idempotencyKey }) => idempotencyKey)).toEqual(surveys.slice(2).map(({ idempotencyKey }) => idempotencyKey));
    keepSurvey(keptSurvey('kept-key-newest', 0), now);
    expect(storedSurveys()?.map(({ idempotencyKey }) => idempotencyKey)).toEqual([...surveys.slice(3).map(({ idempotencyKey }) => idempotencyKey), 'kept-key-newest']);
  });
});

describe('a device that keeps nothing: the survey is thanked for and saved as before', () => {
  it('storage refused altogether (private browsing, storage turned off): nothing is thrown, the survey is saved', async () => {
    await withStorageRefused(async () => {
      const store = filledStore();
      store.dispatch(tgiActions.submitted({ values: TYPED }));
      expect(store.getState().tgi.flow.status).toBe('checkingNpi');
      await waitFor(() => expect(store.getState().tgi.flow).toMatchObject({ status: 'saved', reference: 'TGI-000001' }));
      expect(receivedSubmissions).toHaveLength(1);
      expect(store.getState().tgi.deliveries).toEqual([]);
      // A new page on it starts as any other.
      const next = nextVisit();
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
    expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
  });
});
