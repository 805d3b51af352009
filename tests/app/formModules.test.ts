// A form as one module of the store (issue 33, docs/architecture.md#the-store): its slice and its saga join a store
// when the form's chunk loads, and not before, so no form's code is in a page's first load. Each test loads the store
// in a fresh module registry, as a page that has loaded none of the forms' chunks yet.
import { waitFor } from '@testing-library/react';
import type * as StoreModule from '../../src/app/store';
import type * as ContactSlice from '../../src/features/contact/contactSlice';
import { receivedSubmissions } from '../../mocks/handlers';
import { SAMPLE_CONTACT_RECORD } from '../../support/sampleRecords';

interface FreshPage {
  store: StoreModule.AppStore;
  contact: typeof ContactSlice;
  /** The store's slices before the form's chunk arrived, when it did (`loadChunk`). */
  slicesBefore: string[];
}

const stores: StoreModule.AppStore[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.stopSagas();
});

/**
 * A store of a page that has loaded no form's chunk, and the contact form's slice module (its actions); with
 * `loadChunk`, the contact form's module then arrives, as its chunk does once the page exists.
 */
function freshPage(loadChunk = false): FreshPage {
  let page: FreshPage | undefined;
  jest.isolateModules(() => {
    const { setupStore } = jest.requireActual<typeof StoreModule>('../../src/app/store');
    const store = setupStore();
    stores.push(store);
    const slicesBefore = Object.keys(store.getState()).sort();
    if (loadChunk) jest.requireActual('../../src/features/contact/contactModule');
    page = { store, slicesBefore, contact: jest.requireActual<typeof ContactSlice>('../../src/features/contact/contactSlice') };
  });
  if (!page) throw new Error('isolateModules did not run');
  return page;
}

it('a page that has not loaded a form’s chunk has none of its slice, and nothing of it runs', async () => {
  const { store, contact, slicesBefore } = freshPage();
  expect(slicesBefore).toEqual(['app', 'notifications', 'toasts']);
  expect(Object.keys(store.getState()).sort()).toEqual(['app', 'notifications', 'toasts']);
  store.dispatch(contact.contactActions.termsReadToEnd());
  store.dispatch(contact.contactActions.submitted({ values: SAMPLE_CONTACT_RECORD }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(receivedSubmissions).toHaveLength(0);
});

it('the form’s chunk brings its slice to a store made before, and its saga runs there', async () => {
  const { store, contact, slicesBefore } = freshPage(true);
  expect(slicesBefore).toEqual(['app', 'notifications', 'toasts']);
  expect(store.getState().contact).toEqual(contact.initialContactState);
  store.dispatch(contact.contactActions.termsReadToEnd());
  store.dispatch(contact.contactActions.submitted({ values: SAMPLE_CONTACT_RECORD }));
  await waitFor(() => expect(store.getState().contact.flow.status).toBe('saved'));
  expect(receivedSubmissions.map((submission) => submission.path)).toEqual(['/api/preferredcontact']);
});

it('a store made after the chunk loaded has the slice and runs the saga; stopping its sagas stops the form’s too', async () => {
  let made: { store: StoreModule.AppStore; contact: typeof ContactSlice } | undefined;
  jest.isolateModules(() => {
    jest.requireActual('../../src/features/contact/contactModule');
    const { setupStore } = jest.requireActual<typeof StoreModule>('../../src/app/store');
    made = { store: setupStore(), contact: jest.requireActual<typeof ContactSlice>('../../src/features/contact/contactSlice') };
  });
  if (!made) throw new Error('isolateModules did not run');
  const { store, contact } = made;
  stores.push(store);
  expect(store.getState().contact).toEqual(contact.initialContactState);
  store.stopSagas();
  store.dispatch(contact.contactActions.termsReadToEnd());
  store.dispatch(contact.contactActions.submitted({ values: SAMPLE_CONTACT_RECORD }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(receivedSubmissions).toHaveLength(0);
});

it('a page’s own slice given with a drawn page is held until the page’s chunk brings its reducer, which then runs it (issue 36)', () => {
  const seen: unknown[] = [];
  jest.isolateModules(() => {
    const { setupStore } = jest.requireActual<typeof StoreModule>('../../src/app/store');
    const store = setupStore({ emailConfirmation: { outcome: { step: 'expired' } } });
    stores.push(store);
    // Before the chunk: kept as the page carried it (combineReducers would otherwise drop it, and the page be drawn again).
    seen.push(store.getState().emailConfirmation);
    jest.requireActual('../../src/features/contact/emailConfirmationReducer');
    seen.push(store.getState().emailConfirmation);
    // Its own reducer now: leaving the page lets the outcome go.
    store.dispatch({ type: 'emailConfirmation/left' });
    seen.push(store.getState().emailConfirmation);
  });
  expect(seen).toEqual([{ outcome: { step: 'expired' } }, { outcome: { step: 'expired' } }, { outcome: null }]);
});
