// Issue 36 on the preferred contact form, as a member uses it: "Email me a confirmation", unticked at first, sent to the
// form's own Email Address; the record says whether it was ticked, and the thanks says where the confirmation goes.
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expectNoAxeViolations, openFormPage, savedRecords } from '../../../support/formPage';

const TITLE = 'Member Preferred Method of Contact Consent Form';
const THANKS = 'Thanks for providing preferred contact method';
const TERMS = 'Text Messaging Terms and Conditions';

const receiptBox = () => screen.getByRole('checkbox', { name: 'Email me a confirmation' });
const termsBox = () => screen.getByRole('region', { name: TERMS });

/** Fills in the form with emails as the way to be contacted, reads the terms to the end (jsdom has no layout: the scroll event is what the box sees). */
async function fillIn(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Member ID' }), '000123');
  await user.type(screen.getByRole('textbox', { name: 'Email Address' }), ' ada@example.org ');
  await user.click(screen.getByRole('checkbox', { name: 'Emails' }));
  const box = termsBox();
  box.scrollTop = box.scrollHeight;
  fireEvent.scroll(box);
}

it('has the box unticked, after the ways to be contacted and before the terms, saying where it goes and what it holds', async () => {
  await openFormPage('/preferredcontact', { heading: TITLE });
  expect(receiptBox()).not.toBeChecked();
  expect(receiptBox()).toHaveAccessibleDescription('We send it to the email address above. It does not include your answers.');
  // Not one of the ways to be contacted: outside their group.
  expect(within(screen.getByRole('group', { name: 'How would you like to receive information and notices?' })).queryByRole('checkbox', { name: 'Email me a confirmation' })).toBeNull();
  expect(receiptBox().compareDocumentPosition(termsBox()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await expectNoAxeViolations();
});

it('unticked, the record says so and the thanks promises no email', async () => {
  const { user } = await openFormPage('/preferredcontact', { heading: TITLE });
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: THANKS })).toBeInTheDocument();
  expect(savedRecords()).toEqual([expect.objectContaining({ wantsReceipt: false })]);
  expect(screen.queryByText(/We are sending a confirmation/)).not.toBeInTheDocument();
});

it('ticked, the record says so, and the thanks says, after the reference, that the confirmation goes to the address typed', async () => {
  const { user } = await openFormPage('/preferredcontact', { heading: TITLE });
  await fillIn(user);
  await user.click(receiptBox());
  expect(receiptBox()).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: THANKS })).toBeInTheDocument();
  expect(savedRecords()).toEqual([expect.objectContaining({ emailAddress: 'ada@example.org', wantsReceipt: true })]);
  const sentence = screen.getByText('We are sending a confirmation to ada@example.org.');
  expect(screen.getByText('PMC-000001').compareDocumentPosition(sentence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
