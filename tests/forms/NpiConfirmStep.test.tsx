// NpiConfirmStep (issue 34): the NPI's confirm question drawn on the page, whose Yes and No post everything typed again;
// and FormScreen, which draws it in place of the form only while the app's own dialog is not asking.
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore, type PreloadedState } from '../../src/app/store';
import { POST_FIELDS } from '../../src/domain/formPost';
import { MISSING_INFORMATION, NPI_NOT_FOUND_CONFIRM } from '../../src/domain/messages';
import { IDLE_FLOW, type FormFlow } from '../../src/forms/formFlow';
import { FormScreen } from '../../src/forms/FormScreen';
import { NpiConfirmStep } from '../../src/forms/NpiConfirmStep';
import { renderWithTheme } from '../../support/renderWithPortal';

const FORM = 'attestation';
const VALUES = { firstName: 'Ada', lastName: 'Núñez', individualNPI: '1234567890', title: 'Physician', organization: 'Harbor & Co' };

/** The store as a page answering a post stands: the form's values in redux-form's state, the dialog as given. */
function storeWith(values: Record<string, unknown>, confirmOpen = false) {
  const confirm = confirmOpen
    ? { open: true, ...NPI_NOT_FOUND_CONFIRM }
    : { open: false, title: '', message: '', okLabel: '', cancelLabel: '' };
  const state: PreloadedState = { app: { confirm }, form: { [FORM]: { registeredFields: [], values } } };
  return setupStore(state);
}

/** The step on an attestation's page: it posts to the page's own address. */
function renderStep(values: Record<string, unknown>) {
  const store = storeWith(values);
  return renderWithTheme(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/childhood']}>
        <NpiConfirmStep form={FORM} />
      </MemoryRouter>
    </Provider>,
  );
}

/** The hidden fields the step posts besides the answer and the page's own (token, key, language), as name → value. */
function postedValues(step: HTMLElement): Record<string, string> {
  const pageFields: readonly string[] = Object.values(POST_FIELDS);
  return Object.fromEntries(
    [...step.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].filter((input) => !pageFields.includes(input.name)).map((input) => [input.name, input.value]),
  );
}

describe('NpiConfirmStep', () => {
  it('asks the question under its heading, with Yes and No as the buttons of a form that posts', () => {
    renderStep(VALUES);
    const step = screen.getByRole('form', { name: 'Confirm' });
    expect(step).toHaveAttribute('method', 'post');
    expect(step).toHaveAttribute('action', '/childhood');
    expect(within(step).getByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(step).getByText('NPI you entered is not valid, do you still want to submit?')).toBeInTheDocument();
    const yes = within(step).getByRole('button', { name: 'Yes' });
    const no = within(step).getByRole('button', { name: 'No' });
    expect(yes).toHaveAttribute('type', 'submit');
    expect(yes).toHaveAttribute('name', '_npi');
    expect(yes).toHaveAttribute('value', 'yes');
    expect(no).toHaveAttribute('type', 'submit');
    expect(no).toHaveAttribute('name', '_npi');
    expect(no).toHaveAttribute('value', 'no');
    // The form's own boxes are not drawn: only the question and its answers.
    expect(within(step).queryAllByRole('textbox')).toEqual([]);
  });

  it('posts every value typed again, as it was typed', () => {
    renderStep(VALUES);
    expect(postedValues(screen.getByRole('form', { name: 'Confirm' }))).toEqual(VALUES);
  });

  it("posts a ticked box as the browser does ('on') and leaves an unticked one out", () => {
    renderStep({ firstName: 'Ada', isEmail: true, isText: false, npiApplicable: false });
    expect(postedValues(screen.getByRole('form', { name: 'Confirm' }))).toEqual({ firstName: 'Ada', isEmail: 'on' });
  });

  it("carries the page's language and the token and key the server writes in", () => {
    renderStep(VALUES);
    const step = screen.getByRole('form', { name: 'Confirm' });
    expect(step.querySelector(`input[type="hidden"][name="${POST_FIELDS.language}"]`)).toHaveValue('en');
    expect(step.querySelector(`input[type="hidden"][name="${POST_FIELDS.antiForgeryToken}"]`)).not.toBeNull();
    expect(step.querySelector(`input[type="hidden"][name="${POST_FIELDS.idempotencyKey}"]`)).not.toBeNull();
  });

  it('takes focus on its heading, as the dialog would', () => {
    renderStep(VALUES);
    expect(screen.getByRole('heading', { name: 'Confirm' })).toHaveFocus();
  });
});

describe('FormScreen and the confirm step', () => {
  const awaitingConfirm: FormFlow = { ...IDLE_FLOW, status: 'awaitingConfirm' };

  function renderScreen(flow: FormFlow, confirmOpen: boolean) {
    const props: ComponentProps<typeof FormScreen> = {
      form: FORM,
      summaryOrder: ['firstName'],
      title: 'Example form',
      stepTitle: 'Sign the attestation',
      flow,
      alert: MISSING_INFORMATION,
      supportPhone: '8005550100',
      firstField: 'firstName',
      beforeForm: <p>I attest to reviewing the training.</p>,
      thanks: { message: 'Thank you.', documentTitle: 'Thank you.', actionLabel: 'Close Window', onAction: jest.fn() },
      children: (
        <form aria-label="Attestation">
          <label htmlFor="attestation-firstName">First Name</label>
          <input id="attestation-firstName" name="firstName" defaultValue="Ada" />
        </form>
      ),
    };
    return renderWithTheme(
      <Provider store={storeWith(VALUES, confirmOpen)}>
        <MemoryRouter initialEntries={['/childhood']}>
          <FormScreen {...props} />
        </MemoryRouter>
      </Provider>,
    );
  }

  it('asks on the page, in place of the form and the sentence before it, while no dialog is open', () => {
    renderScreen(awaitingConfirm, false);
    const step = screen.getByRole('form', { name: 'Confirm' });
    expect(within(step).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Attestation' })).not.toBeInTheDocument();
    expect(screen.queryByText('I attest to reviewing the training.')).not.toBeInTheDocument();
    // Still the form's step, under the page's heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Example form' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign the attestation' })).toBeInTheDocument();
  });

  it("keeps the form while the app's dialog asks the question", () => {
    renderScreen(awaitingConfirm, true);
    expect(screen.getByRole('form', { name: 'Attestation' })).toBeInTheDocument();
    expect(screen.getByText('I attest to reviewing the training.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it.each(['idle', 'checkingNpi', 'saving', 'failed'] as const)('shows the form, not the question, while the flow is %s', (status) => {
    renderScreen({ ...IDLE_FLOW, status }, false);
    expect(screen.getByRole('form', { name: 'Attestation' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});
