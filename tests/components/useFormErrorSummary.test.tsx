// useFormErrorSummary on a real store: nothing before a submit, then sync and server errors in page order, shown by ErrorSummary.
import type { ReactNode } from 'react';
import { act, renderHook, screen, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { axe } from 'jest-axe';
import { Provider } from 'react-redux';
import { Field, reduxForm, setSubmitFailed, stopSubmit, updateSyncErrors, type FormErrors, type InjectedFormProps } from 'redux-form';
import { setupStore, type AppStore } from '../../src/app/store';
// This probe form draws redux-form on the portal's store, so it brings the form reducer as a form's chunk does.
import '../../src/forms/formReducer';
import { CheckboxField, type CheckboxFieldConfig } from '../../src/components/CheckboxField';
import { CheckboxFieldset } from '../../src/components/CheckboxFieldset';
import { ErrorSummary } from '../../src/components/ErrorSummary';
import { TextField, type TextFieldConfig } from '../../src/components/TextField';
import { fieldInputId } from '../../src/components/fieldIds';
import { useFormErrorSummary, type SummaryFieldOrder } from '../../src/components/useFormErrorSummary';
import { portalTheme } from '../../src/theme/theme';
import { AXE_OPTIONS } from '../../support/axe';

const FORM = 'summaryProbe';
const SUMMARY_TITLE = 'There is a problem';
const ORDER: SummaryFieldOrder = ['firstName', 'lastName', { error: '_error', focus: 'isEmail' }];

const MESSAGES = {
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  chooseOption: 'Choose at least one way for us to contact you.',
} as const;

interface ProbeValues {
  firstName?: string;
  lastName?: string;
  isEmail?: boolean;
  isPhone?: boolean;
}

/** Errors built in the reverse of the page's order, so the summary's order can only come from ORDER. */
function validate(values: ProbeValues): FormErrors<ProbeValues, string> {
  const errors: FormErrors<ProbeValues, string> = {};
  if (!values.isEmail && !values.isPhone) errors._error = MESSAGES.chooseOption;
  if (!values.lastName) errors.lastName = MESSAGES.lastName;
  if (!values.firstName) errors.firstName = MESSAGES.firstName;
  return errors;
}

function ProbeFormBody({ handleSubmit, error }: InjectedFormProps<ProbeValues>) {
  const summaryErrors = useFormErrorSummary(FORM, ORDER);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <ErrorSummary title={SUMMARY_TITLE} errors={summaryErrors} />
      <Field<TextFieldConfig> name="firstName" component={TextField} label="First Name" />
      <Field<TextFieldConfig> name="lastName" component={TextField} label="Last Name" />
      <CheckboxFieldset legend="How may we contact you?" idBase={`${FORM}-methods`} error={typeof error === 'string' ? error : undefined}>
        <Field<CheckboxFieldConfig> name="isEmail" component={CheckboxField} label="Emails" />
        <Field<CheckboxFieldConfig> name="isPhone" component={CheckboxField} label="Phone Calls" />
      </CheckboxFieldset>
      <button type="submit">Submit</button>
    </form>
  );
}

const ProbeForm = reduxForm<ProbeValues>({ form: FORM, validate })(ProbeFormBody);

function renderProbeForm() {
  const store = setupStore();
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ConfigProvider theme={portalTheme}>
        <main>
          <ProbeForm onSubmit={onSubmit} />
        </main>
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, store, user, onSubmit };
}

/** Each link of the summary as a person meets it: its words and where it leads. */
function summaryLinks(): [string, string | null][] {
  const summary = screen.getByRole('region', { name: SUMMARY_TITLE });
  return within(summary)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

const href = (name: string) => `#${fieldInputId(FORM, name)}`;

describe('useFormErrorSummary, read straight from the store', () => {
  function renderSummaryHook(store: AppStore, order: SummaryFieldOrder = ORDER) {
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return renderHook(() => useFormErrorSummary(FORM, order), { wrapper });
  }

  it('is empty for a form that does not exist yet', () => {
    const { result } = renderSummaryHook(setupStore());
    expect(result.current).toEqual([]);
  });

  it('is empty while there are errors but no submit has failed', () => {
    const store = setupStore();
    store.dispatch(updateSyncErrors(FORM, { firstName: MESSAGES.firstName, lastName: MESSAGES.lastName }, MESSAGES.chooseOption));
    const { result } = renderSummaryHook(store);
    expect(result.current).toEqual([]);
  });

  it('lists the errors in the given order, with the field ids, once a submit has failed', () => {
    const store = setupStore();
    store.dispatch(updateSyncErrors(FORM, { lastName: MESSAGES.lastName, middleName: 'Not on the list.', firstName: MESSAGES.firstName }, MESSAGES.chooseOption));
    const { result } = renderSummaryHook(store);
    act(() => {
      store.dispatch(setSubmitFailed(FORM, 'firstName', 'lastName'));
    });
    expect(result.current).toEqual([
      { fieldId: fieldInputId(FORM, 'firstName'), message: MESSAGES.firstName },
      { fieldId: fieldInputId(FORM, 'lastName'), message: MESSAGES.lastName },
      { fieldId: fieldInputId(FORM, 'isEmail'), message: MESSAGES.chooseOption },
    ]);
  });

  it('follows a different order when given one, and a plain name focuses its own field', () => {
    const store = setupStore();
    store.dispatch(updateSyncErrors(FORM, { firstName: MESSAGES.firstName, lastName: MESSAGES.lastName }, MESSAGES.chooseOption));
    store.dispatch(setSubmitFailed(FORM));
    const { result } = renderSummaryHook(store, [{ error: '_error', focus: 'isPhone' }, 'lastName', { error: 'firstName' }]);
    expect(result.current).toEqual([
      { fieldId: fieldInputId(FORM, 'isPhone'), message: MESSAGES.chooseOption },
      { fieldId: fieldInputId(FORM, 'lastName'), message: MESSAGES.lastName },
      { fieldId: fieldInputId(FORM, 'firstName'), message: MESSAGES.firstName },
    ]);
  });

  it('puts the server\'s errors over the browser\'s, field by field', () => {
    const store = setupStore();
    store.dispatch(updateSyncErrors(FORM, { firstName: MESSAGES.firstName, lastName: MESSAGES.lastName }, undefined));
    const { result } = renderSummaryHook(store);
    act(() => {
      store.dispatch(stopSubmit(FORM, { firstName: 'First Name must be letters only.', _error: 'We could not save your choices.' }));
    });
    expect(result.current).toEqual([
      { fieldId: fieldInputId(FORM, 'firstName'), message: 'First Name must be letters only.' },
      { fieldId: fieldInputId(FORM, 'lastName'), message: MESSAGES.lastName },
      { fieldId: fieldInputId(FORM, 'isEmail'), message: 'We could not save your choices.' },
    ]);
  });

  it('keeps the same list between renders while the errors do not change', () => {
    const store = setupStore();
    store.dispatch(updateSyncErrors(FORM, { firstName: MESSAGES.firstName }, undefined));
    store.dispatch(setSubmitFailed(FORM));
    const { result, rerender } = renderSummaryHook(store);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useFormErrorSummary in a form, as a person sees it', () => {
  it('lists nothing before the first submit, even with every field empty', async () => {
    const { user } = renderProbeForm();
    await user.click(screen.getByRole('textbox', { name: 'First Name' }));
    await user.tab();
    expect(screen.queryByRole('region', { name: SUMMARY_TITLE })).not.toBeInTheDocument();
  });

  it('lists the errors in page order after a failed submit, each leading to its field', async () => {
    const { user, onSubmit } = renderProbeForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(summaryLinks()).toEqual([
      [MESSAGES.firstName, href('firstName')],
      [MESSAGES.lastName, href('lastName')],
      [MESSAGES.chooseOption, href('isEmail')],
    ]);

    await user.click(screen.getByRole('link', { name: MESSAGES.chooseOption }));
    expect(screen.getByRole('checkbox', { name: 'Emails' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: MESSAGES.lastName }));
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveFocus();
  });

  it('drops each entry as its error is put right', async () => {
    const { user } = renderProbeForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    expect(summaryLinks()).toEqual([
      [MESSAGES.lastName, href('lastName')],
      [MESSAGES.chooseOption, href('isEmail')],
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'Phone Calls' }));
    expect(summaryLinks()).toEqual([[MESSAGES.lastName, href('lastName')]]);

    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
    expect(screen.queryByRole('region', { name: SUMMARY_TITLE })).not.toBeInTheDocument();
  });

  it('shows the server\'s refusal, its form-wide error leading to the Emails box', async () => {
    const { user, store, onSubmit } = renderProbeForm();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
    await user.click(screen.getByRole('checkbox', { name: 'Emails' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: SUMMARY_TITLE })).not.toBeInTheDocument();

    act(() => {
      store.dispatch(stopSubmit(FORM, { lastName: 'Last Name does not match our records.', _error: 'We could not save your choices.' }));
    });
    expect(summaryLinks()).toEqual([
      ['Last Name does not match our records.', href('lastName')],
      ['We could not save your choices.', href('isEmail')],
    ]);
    await user.click(screen.getByRole('link', { name: 'We could not save your choices.' }));
    expect(screen.getByRole('checkbox', { name: 'Emails' })).toHaveFocus();
  });

  it('shows a server error over the browser\'s own for the same field', async () => {
    const { user, store } = renderProbeForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    act(() => {
      store.dispatch(stopSubmit(FORM, { firstName: 'First Name must be letters only.' }));
    });
    const links = summaryLinks();
    expect(links[0]).toEqual(['First Name must be letters only.', href('firstName')]);
    expect(links[1]).toEqual([MESSAGES.lastName, href('lastName')]);
    expect(screen.queryByRole('link', { name: MESSAGES.firstName })).not.toBeInTheDocument();
  });

  it('has no axe violations with the summary showing', async () => {
    const { user, container } = renderProbeForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('region', { name: SUMMARY_TITLE })).toBeInTheDocument();
    expect(await axe(container, AXE_OPTIONS)).toHaveNoViolations();
  });
});
