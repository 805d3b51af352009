// Issue 36 on the attestation, as a person uses it: "Email me a confirmation", unticked at first; ticked, an email box
// appears (announced, focus left on the box), required and checked; unticked, a typed address is not sent; the thanks
// says where the confirmation goes.
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore } from '../../../src/app/store';
import { AttestationForm } from '../../../src/features/attestation/AttestationForm';
import { endingWith, expectNoAxeViolations, openFormPage, savedRecords, tabTo } from '../../../support/formPage';

const RECEIPT_BOX = 'Email me a confirmation';
const EMAIL_BOX = 'Email address';
const THANKS = /^Thanks for reviewing the training modules/;

const receiptBox = () => screen.getByRole('checkbox', { name: RECEIPT_BOX });
const emailBox = () => screen.getByRole('textbox', { name: EMAIL_BOX });
const doneButton = () => screen.getByRole('button', { name: /^(loading )?DONE$/ });

/** A complete attestation with N/A ticked (no NPI to look up). */
async function fillIn(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
  await user.click(screen.getByRole('checkbox', { name: 'N/A' }));
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Physician');
  await user.type(screen.getByRole('textbox', { name: 'Organization' }), 'Harbor Clinic');
}

it('starts unticked, with no email box, and says what the confirmation holds', async () => {
  await openFormPage('/childhood');
  expect(receiptBox()).not.toBeChecked();
  expect(receiptBox()).toHaveAccessibleDescription('It does not include your answers.');
  expect(receiptBox()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('textbox', { name: EMAIL_BOX })).not.toBeInTheDocument();
  // Just before DONE.
  expect(receiptBox().compareDocumentPosition(doneButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Organization' }).compareDocumentPosition(receiptBox()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('ticked with Space, shows the required email box right after it, the focus left on the box, and hides it again unticked', async () => {
  const { user } = await openFormPage('/childhood');
  await tabTo(user, receiptBox());
  await user.keyboard(' ');
  expect(receiptBox()).toBeChecked();
  expect(receiptBox()).toHaveFocus();
  // The box names what it shows and says it is shown: a screen reader announces the change.
  expect(receiptBox()).toHaveAttribute('aria-expanded', 'true');
  const controlled = document.getElementById(receiptBox().getAttribute('aria-controls') ?? '');
  expect(controlled).toContainElement(emailBox());
  expect(emailBox()).toBeRequired();
  expect(emailBox()).toHaveAttribute('type', 'email');
  await user.tab();
  expect(emailBox()).toHaveFocus();
  await expectNoAxeViolations();

  await user.click(receiptBox());
  expect(screen.queryByRole('textbox', { name: EMAIL_BOX })).not.toBeInTheDocument();
  expect(receiptBox()).toHaveAttribute('aria-expanded', 'false');
});

it('ticked and left empty: refused, the message beside the box and in the summary, whose link leads to it', async () => {
  const { user } = await openFormPage('/childhood');
  await fillIn(user);
  await user.click(receiptBox());
  await user.click(doneButton());

  const summary = await screen.findByRole('region', { name: 'Missing Information' });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Email address is required.']);
  expect(emailBox()).toBeInvalid();
  expect(emailBox()).toHaveAccessibleDescription(endingWith('Email address is required.'));
  await user.click(within(summary).getByRole('link', { name: 'Email address is required.' }));
  expect(emailBox()).toHaveFocus();
  expect(savedRecords()).toEqual([]);
});

it('checks the address as the survey checks its email', async () => {
  const { user } = await openFormPage('/childhood');
  await fillIn(user);
  await user.click(receiptBox());
  await user.type(emailBox(), 'ada@example');
  await user.click(doneButton());
  const summary = await screen.findByRole('region', { name: 'Missing Information' });
  expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Enter an email address like name@example.org.']);
  expect(emailBox()).toHaveAccessibleDescription(endingWith('Enter an email address like name@example.org.'));

  await user.type(emailBox(), '.org');
  expect(emailBox()).toBeValid();
  await user.click(doneButton());
  expect(await screen.findByRole('heading', { name: THANKS })).toBeInTheDocument();
  expect(savedRecords()).toEqual([expect.objectContaining({ wantsReceipt: true, receiptEmail: 'ada@example.org' })]);
  // After the reference, where the confirmation goes.
  const sentence = screen.getByText('We are sending a confirmation to ada@example.org.');
  expect(screen.getByText('ATT-000001').compareDocumentPosition(sentence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('unticked after an address was typed: sends neither the tick nor the address, and the thanks promises nothing', async () => {
  const { user } = await openFormPage('/childhood');
  await fillIn(user);
  await user.click(receiptBox());
  await user.type(emailBox(), 'ada@example.org');
  await user.click(receiptBox());
  await user.click(doneButton());
  expect(await screen.findByRole('heading', { name: THANKS })).toBeInTheDocument();
  expect(savedRecords()).toEqual([expect.objectContaining({ wantsReceipt: false, receiptEmail: '' })]);
  expect(screen.queryByText(/We are sending a confirmation/)).not.toBeInTheDocument();
});

it('unticked, a half-typed address left behind does not stop the form', async () => {
  const { user } = await openFormPage('/childhood');
  await fillIn(user);
  await user.click(receiptBox());
  await user.type(emailBox(), 'ada@');
  await user.click(receiptBox());
  await user.click(doneButton());
  expect(await screen.findByRole('heading', { name: THANKS })).toBeInTheDocument();
  expect(savedRecords()).toEqual([expect.objectContaining({ wantsReceipt: false, receiptEmail: '' })]);
});

it('drawn for a browser that may not run the app, always has the email box, not required, with a hint that says when it is read', () => {
  const store = setupStore({ app: { interactive: false } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/childhood']}>
        <AttestationForm formKey="childhood" />
      </MemoryRouter>
    </Provider>,
  );
  expect(receiptBox()).not.toBeChecked();
  // Nothing to reveal: no aria-expanded on the box.
  expect(receiptBox()).not.toHaveAttribute('aria-expanded');
  expect(emailBox()).not.toBeRequired();
  expect(emailBox()).toHaveAccessibleDescription('Needed only if you tick Email me a confirmation.');
  expect(emailBox()).toHaveAttribute('name', 'receiptEmail');
  expect(receiptBox()).toHaveAttribute('name', 'wantsReceipt');
});
