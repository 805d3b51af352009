// A throwaway redux-form host for stories and tests of the field adapters: its own small store, one form, optional touched fields.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { combineReducers, legacy_createStore, type Store } from 'redux';
import { reducer as formReducer, reduxForm, type FormErrors, type FormStateMap, type InjectedFormProps } from 'redux-form';
import type { Decorator } from '@storybook/react-webpack5';

export const HARNESS_FORM = 'storyForm';

export type HarnessValues = Record<string, unknown>;
export type HarnessValidate = (values: HarnessValues) => FormErrors<HarnessValues>;

export interface ReduxFormHarnessOptions {
  /** Form name, hence the prefix of every field id (fieldInputId(form, name)); defaults to HARNESS_FORM. */
  form?: string;
  initialValues?: HarnessValues;
  validate?: HarnessValidate;
  /** Fields marked as touched on mount, so a story can open with its errors showing. */
  touched?: string[];
}

export interface FormStoreState {
  form: FormStateMap;
}

export type FormStore = Store<FormStoreState>;

export function createFormStore(): FormStore {
  return legacy_createStore(combineReducers({ form: formReducer }));
}

/** The current values of a harness form, for tests that check what the adapter stores. */
export function harnessValues(store: FormStore, form: string = HARNESS_FORM): HarnessValues {
  return (store.getState().form[form]?.values ?? {}) as HarnessValues;
}

interface HarnessFormOwnProps {
  touchedOnMount: string[];
  children: ReactNode;
}

function HarnessFormBody({ handleSubmit, touch, touchedOnMount, children }: HarnessFormOwnProps & InjectedFormProps<HarnessValues, HarnessFormOwnProps>) {
  const touchedAlready = useRef(false);
  useEffect(() => {
    // Only once: later touches are the person's own.
    if (touchedAlready.current) return;
    touchedAlready.current = true;
    if (touchedOnMount.length > 0) touch(...touchedOnMount);
  }, [touch, touchedOnMount]);
  return (
    // noValidate: the adapters mark required fields with aria-required and leave checking to redux-form.
    <form onSubmit={handleSubmit} noValidate>
      {children}
    </form>
  );
}

const HarnessForm = reduxForm<HarnessValues, HarnessFormOwnProps>({ form: HARNESS_FORM })(HarnessFormBody);

export interface ReduxFormHarnessProps extends ReduxFormHarnessOptions {
  /** Pass one to read the stored values afterwards; otherwise the harness makes its own. */
  store?: FormStore;
  onSubmit?: (values: HarnessValues) => void;
  children: ReactNode;
}

const ignoreSubmit = (): void => undefined;

export function ReduxFormHarness({ store, form = HARNESS_FORM, initialValues, validate, touched, onSubmit = ignoreSubmit, children }: ReduxFormHarnessProps) {
  const harnessStore = useMemo(() => store ?? createFormStore(), [store]);
  return (
    <Provider store={harnessStore}>
      <HarnessForm form={form} initialValues={initialValues} validate={validate} onSubmit={onSubmit} touchedOnMount={touched ?? []}>
        {children}
      </HarnessForm>
    </Provider>
  );
}

/**
 * Storybook decorator: wraps the story in a ReduxFormHarness configured by `parameters.reduxForm`
 * (a ReduxFormHarnessOptions). Keyed by story id so every story starts from a fresh store.
 */
export const withReduxForm: Decorator = (Story, context) => {
  // Storybook types parameters as an open record; the stories set this key to a ReduxFormHarnessOptions.
  const options = (context.parameters.reduxForm ?? {}) as ReduxFormHarnessOptions;
  return (
    <ReduxFormHarness key={context.id} {...options}>
      <Story />
    </ReduxFormHarness>
  );
};
