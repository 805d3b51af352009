// Issue 36 on the TGI survey, as a provider's office uses it: "Email me a confirmation", unticked at first, sent to the
// survey's own Email; the record says whether it was ticked, and once the server has the survey (its reference shown),
// the thanks says where the confirmation goes.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { mockEndpoint } from '../../../mocks/handlers';
import { answerGate } from '../../../support/answerGate';
import { expectNoAxeViolations, openFormPage, savedRecords } from '../../../support/formPage';
import { server } from '../../../support/mswServer';

const TITLE = 'TGI Inclusive Care Act: Gender-Affirming Services Survey';
const THANKS = 'Thank you! Your responses have been submitted successfully.';
const SENDING = 'We are sending a confirmation to grace@clinic.example.com.';

const receiptBox = () => screen.getByRole('checkbox', { name: 'Email me a confirmation' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

// The screen is a lazily loaded chunk: the first test of the file waits for it to be compiled and loaded.
const openScreen = () => openFormPage('/tgisurvey', { heading: TITLE, timeout: 10_000 });

async function fillIn(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Provider Last Name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Provider First Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Individual NPI' }), '1234567893');
  await user.type(screen.getByRole('textbox', { name: 'Full Name of Person Completing Survey' }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: 'Title of Person Completing Survey' }), 'Office Manager');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@clinic.example.com');
  await user.click(screen.getByRole('textbox', { name: 'Phone Number' }));
  await user.keyboard('9165550100');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
}

it('has the box unticked, after the question and before Submit, saying where it goes and what it holds', async () => {
  await openScreen();
  expect(receiptBox()).not.toBeChecked();
  expect(receiptBox()).toHaveAccessibleDescription('We send it to the email address above. It does not include your answers.');
  expect(screen.getByRole('radio', { name: 'No' }).compareDocumentPosition(receiptBox()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(receiptBox().compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await expectNoAxeViolations();
});

it('unticked, the record says so and the thanks promises no email', async () => {
  const { user } = await openScreen();
  await fillIn(user);
  await user.click(submitButton());
  expect(await screen.findByRole('heading', { name: THANKS })).toBeInTheDocument();
  expect(await screen.findByText(/^TGI-/)).toBeInTheDocument();
  expect(savedRecords()).toEqual([expect.objectContaining({ wantsReceipt: false })]);
  expect(screen.queryByText(/We are sending a confirmation/)).not.toBeInTheDocument();
});

it('ticked, the record says so; the thanks says where the confirmation goes once the server has the survey, after its reference', async () => {
  const gate = answerGate();
  const sent: unknown[] = [];
  server.use(
    mockEndpoint('tgi', async ({ request }) => {
      const { formData } = (await request.json()) as { formData: string };
      sent.push((JSON.parse(formData) as { tgiActForm: unknown }).tgiActForm);
      await gate.opened;
      return HttpResponse.json({ id: 'TGI-000007', reference: 'TGI-000007' }, { status: 201 });
    }),
  );
  const { user } = await openScreen();
  await fillIn(user);
  await user.click(receiptBox());
  await user.click(submitButton());
  expect(await screen.findByRole('heading', { name: THANKS })).toBeInTheDocument();
  await waitFor(() => expect(sent).toEqual([expect.objectContaining({ email: 'grace@clinic.example.com', wantsReceipt: true })]));
  // The server sends it once it has the survey: nothing is promised before its answer.
  expect(screen.queryByText(SENDING)).not.toBeInTheDocument();

  gate.open();
  const reference = await screen.findByText('TGI-000007');
  const sentence = await screen.findByText(SENDING);
  expect(reference.compareDocumentPosition(sentence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // In the receipt's polite live region: read out with the reference.
  expect(sentence.closest('[aria-live="polite"]')).not.toBeNull();
});
