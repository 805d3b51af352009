// Helpers for the form saga tests: a real store whose form already holds typed values, the one record the mock API
// received inside its envelope, and the requests the mocks saw.
import { change } from 'redux-form';
import { setupStore, type AppStore, type PreloadedState } from '../src/app/store';
// In the app a form's chunk brings redux-form's reducer; these tests drive a form's state without drawing the form.
import '../src/forms/formReducer';
import { receivedSubmissions } from '../mocks/handlers';
import { server } from './mswServer';

/** A store whose redux-form `form` already holds `values`, as after a person filled the form. */
export function storeWithFormValues(form: string, values: object, preloadedState: PreloadedState = {}): AppStore {
  const store = setupStore(preloadedState);
  for (const [field, value] of Object.entries(values)) store.dispatch(change(form, field, value));
  return store;
}

/** The record inside the single POST to `path`, whose body is `{ formData: "<JSON of { [envelopeKey]: record }>" }`. */
export function onlySavedRecord(path: string, envelopeKey: string): Record<string, unknown> {
  expect(receivedSubmissions).toHaveLength(1);
  const [submission] = receivedSubmissions;
  expect(submission?.path).toBe(path);
  const body = submission?.body as { formData?: unknown };
  expect(Object.keys(body)).toEqual(['formData']);
  expect(typeof body.formData).toBe('string');
  const envelope = JSON.parse(body.formData as string) as Record<string, unknown>;
  expect(Object.keys(envelope)).toEqual([envelopeKey]);
  return envelope[envelopeKey] as Record<string, unknown>;
}

export interface RequestLog {
  /** The path of every request the mocks saw in this test, in order. */
  paths(): string[];
  /** The same with their origin, for the tests of the configured bases. */
  hrefs(): string[];
  /** The NPI look-ups among them, so a test can tell whether the NPI was looked up. */
  npiLookups(): string[];
}

/** Logs every request the mocks see, afresh for each test; call it at the top level of a test file. */
export function trackRequests(): RequestLog {
  const hrefs: string[] = [];
  beforeEach(() => {
    hrefs.length = 0;
    server.events.on('request:start', ({ request }) => {
      hrefs.push(request.url);
    });
  });
  afterEach(() => server.events.removeAllListeners());
  const paths = () => hrefs.map((href) => new URL(href).pathname);
  return {
    paths,
    hrefs: () => [...hrefs],
    npiLookups: () => paths().filter((path) => path.startsWith('/api/Attestation/IsNPIValid/')),
  };
}
