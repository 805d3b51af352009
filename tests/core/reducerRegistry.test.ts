// redux-form's `form` joins the store when a module that draws a form loads, not before (docs/architecture.md#the-store):
// stores made earlier gain it, stores made later start with it, and a second registration changes nothing.
import { change, getFormValues, type FormStateMap } from 'redux-form';
import type { Reducer } from '@reduxjs/toolkit';
import type { setupStore as SetupStore } from '../../src/app/store';
import type { registerReducer as RegisterReducer } from '../../src/core/reducerRegistry';

const PROBE_FORM = 'probe';

interface FreshModules {
  setupStore: typeof SetupStore;
  registerReducer: typeof RegisterReducer;
  /** Loads src/forms/formReducer.ts, the module every form's chunk imports, in this test's module registry. */
  loadFormReducer: () => Promise<unknown>;
}

/**
 * Runs `body` in a module registry of its own, as on a fresh page load, so each test starts before any registration
 * (a registration lasts as long as its modules do). Every import of the test happens inside it.
 */
function withFreshModules(body: (modules: FreshModules) => Promise<void>): Promise<void> {
  return jest.isolateModulesAsync(async () => {
    const { setupStore } = await import('../../src/app/store');
    const { registerReducer } = await import('../../src/core/reducerRegistry');
    await body({ setupStore, registerReducer, loadFormReducer: () => import('../../src/forms/formReducer') });
  });
}

function typeName(store: ReturnType<typeof SetupStore>, name: string): void {
  store.dispatch(change(PROBE_FORM, 'name', name));
}

describe('the reducer registry and redux-form', () => {
  it('gives a store made before any form module no form state, then the form reducer once a form module loads', () =>
    withFreshModules(async ({ setupStore, loadFormReducer }) => {
      const store = setupStore();
      expect(store.getState()).not.toHaveProperty('form');
      // Without the reducer a form action changes nothing (a shell page never sends one).
      typeName(store, 'Ada');
      expect(store.getState()).not.toHaveProperty('form');

      await loadFormReducer();

      expect(store.getState().form).toEqual({});
      typeName(store, 'Ada');
      expect(getFormValues(PROBE_FORM)(store.getState())).toEqual({ name: 'Ada' });
      // The other slices (the shell's: no form's module was loaded here) are untouched by the swap.
      expect(store.getState()).toEqual(expect.objectContaining({ app: expect.any(Object), notifications: expect.any(Object), toasts: expect.any(Object) }));
    }));

  it('gives a store made after the registration the form reducer from the start, with its preloaded form state', () =>
    withFreshModules(async ({ setupStore, loadFormReducer }) => {
      await loadFormReducer();
      const preloaded: FormStateMap = { [PROBE_FORM]: { registeredFields: [], values: { name: 'Grace' } } };

      const store = setupStore({ form: preloaded });

      expect(getFormValues(PROBE_FORM)(store.getState())).toEqual({ name: 'Grace' });
      typeName(store, 'Ada');
      expect(getFormValues(PROBE_FORM)(store.getState())).toEqual({ name: 'Ada' });
    }));

  it('keeps form state preloaded before the registration, and hands it to the form reducer when it comes', () =>
    withFreshModules(async ({ setupStore, loadFormReducer }) => {
      const store = setupStore({ form: { [PROBE_FORM]: { registeredFields: [], values: { name: 'Grace' } } } });
      expect(getFormValues(PROBE_FORM)(store.getState())).toEqual({ name: 'Grace' });

      await loadFormReducer();

      expect(getFormValues(PROBE_FORM)(store.getState())).toEqual({ name: 'Grace' });
      typeName(store, 'Ada');
      expect(getFormValues(PROBE_FORM)(store.getState())).toEqual({ name: 'Ada' });
    }));

  it('ignores a second registration of form: stores old and new keep the first reducer', () =>
    withFreshModules(async ({ setupStore, registerReducer, loadFormReducer }) => {
      const before = setupStore();
      await loadFormReducer();
      const impostor: Reducer<FormStateMap> = () => ({ impostor: { registeredFields: [] } });

      registerReducer('form', impostor);
      const after = setupStore();

      for (const store of [before, after]) {
        typeName(store, 'Ada');
        expect(store.getState().form).not.toHaveProperty('impostor');
        expect(getFormValues(PROBE_FORM)(store.getState())).toEqual({ name: 'Ada' });
      }
    }));

  it.each([
    ['PreferredContactForm', () => import('../../src/features/contact/PreferredContactForm')],
    ['AttestationForm', () => import('../../src/features/attestation/AttestationForm')],
    ['TgiSurveyForm', () => import('../../src/features/tgi/TgiSurveyForm')],
  ])('adds form to the store when %s, a module that draws a form, loads', (_name, loadForm) =>
    withFreshModules(async ({ setupStore }) => {
      const store = setupStore();
      expect(store.getState()).not.toHaveProperty('form');

      await loadForm();

      typeName(store, 'Ada');
      expect(getFormValues(PROBE_FORM)(store.getState())).toEqual({ name: 'Ada' });
    }),
  );

  it('leaves form out when the shell loads: App, the router and the pages without a form', () =>
    withFreshModules(async ({ setupStore }) => {
      await import('../../src/app/App');
      await import('../../src/app/HomePage');
      await import('../../src/app/NotFoundPage');
      await import('../../src/app/MaintenancePage');
      await import('../../src/app/AreaHomePage');

      expect(setupStore().getState()).not.toHaveProperty('form');
    }));
});
