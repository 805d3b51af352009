// The preferred contact form on its own, as its page draws it inside the step (the page's stories show the rest):
// its fields in order, the terms box that gates Submit, and each field's own message after a refused submit.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { PreferredContactForm } from '../../../src/features/contact/PreferredContactForm';
import { initialContactState } from '../../../src/features/contact/contactSlice';

const TERMS = 'Text Messaging Terms and Conditions';
const TEXT_FIELDS = ['First Name', 'Last Name', 'Member ID', 'Email Address', 'Mobile Phone Number'];
const OPTIONS = ['Emails', 'Text Messages', 'Pre-recorded Calls', 'Phone Calls'];

const meta = {
  title: 'Features/Contact/PreferredContactForm',
  component: PreferredContactForm,
} satisfies Meta<typeof PreferredContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank: the five text fields, the four ways to be contacted unticked, the terms, and Submit off until they are read. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Preferred contact' });
    await expect(within(form).getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'firstName',
      'lastName',
      'memberId',
      'emailAddress',
      'mobileNumber',
    ]);
    for (const name of TEXT_FIELDS) await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    for (const name of OPTIONS) await expect(canvas.getByRole('checkbox', { name })).not.toBeChecked();
    await expect(canvas.getByRole('region', { name: TERMS })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The terms were read: Submit is on, and a submit of the blank form puts each field's message beside it. */
export const SubmittedBlank: Story = {
  parameters: { store: { contact: { ...initialContactState, termsRead: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(/First Name is required\.$/);
    await expect(canvas.getByRole('textbox', { name: 'Member ID' })).toHaveAccessibleDescription(/Member ID is required\.$/);
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toBeInvalid();
  },
};

/**
 * A member ID that looks right but is not: its first letter is a Cyrillic А. The message says which characters the
 * plan's IDs have, so the member can type it again (issue 21). A full-width ID, from an East Asian keyboard, is taken.
 */
export const MemberIdLookAlike: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const memberId = canvas.getByRole('textbox', { name: 'Member ID' });
    await userEvent.type(memberId, '\u0410BC123');
    await userEvent.tab();
    await expect(memberId).toHaveAccessibleDescription(/Member ID can only have letters A to Z, numbers and hyphens \(-\)\.$/);
    await userEvent.clear(memberId);
    await userEvent.type(memberId, '\uFF10\uFF10\uFF10\uFF11\uFF12\uFF13');
    await expect(memberId).toBeValid();
  },
};
