// The TGI saga's lazily loaded code (docs/testing.md#the-size-budget) when its chunk cannot load, as after a deploy that
// removed it: the survey is still delivered, only not kept on the device; a submission says so as a lost connection would.
import { waitFor } from '@testing-library/react';
import { started } from '../../../src/core/appSlice';
import { setupStore, type AppStore } from '../../../src/app/store';
import { tgiActions } from '../../../src/features/tgi/tgiSlice';
import { receivedSubmissions } from '../../../mocks/handlers';
import { SAMPLE_TGI_RECORD } from '../../../support/sampleRecords';

jest.mock('../../../src/features/tgi/keptSurveys', () => {
  throw new Error('Loading chunk tgi-kept failed.');
});
jest.mock('../../../src/features/tgi/tgiSubmission', () => {
  throw new Error('Loading chunk tgi failed.');
});

const stores: AppStore[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.stopSagas();
});

function newStore(): AppStore {
  const store = setupStore();
  stores.push(store);
  return store;
}

it('a survey whose keeping code cannot load is delivered as before, kept nowhere', async () => {
  const store = newStore();
  const record = { ...SAMPLE_TGI_RECORD, dateSubmitted: new Date().toISOString() };
  store.dispatch(tgiActions.saveIssued({ record, idempotencyKey: 'issued-key-0001' }));
  await waitFor(() => expect(store.getState().tgi.deliveries).toEqual([]));
  expect(receivedSubmissions.map((submission) => [submission.record, submission.headers['idempotency-key']])).toEqual([[record, 'issued-key-0001']]);
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
});

it('a start that finds kept surveys but cannot load their code leaves them for the next page', async () => {
  sessionStorage.setItem('tgiSurveysNotReceived', '{"version":2,"surveys":[]}');
  localStorage.setItem('tgiSurveysNotReceived', '{"version":2,"surveys":[]}');
  newStore().dispatch(started());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(receivedSubmissions).toHaveLength(0);
  expect(sessionStorage.getItem('tgiSurveysNotReceived')).not.toBeNull();
  expect(localStorage.getItem('tgiSurveysNotReceived')).not.toBeNull();
});

it('a submission whose steps cannot load fails as a lost connection would, naming Submit', async () => {
  const store = newStore();
  store.dispatch(tgiActions.submitted({ values: {} }));
  await waitFor(() => expect(store.getState().tgi.flow.status).toBe('failed'));
  expect(store.getState().tgi.flow.failure).toEqual({
    title: 'No Network: The server cannot be reached',
    message: 'Check that you are connected to the internet, then select {button} to send the form again.',
    values: { button: 'Submit' },
  });
  expect(receivedSubmissions).toHaveLength(0);
});
