// SubmitButton: ready, off while a submission is under way, and busy (our spinner) while the network works.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { SubmitButton } from '../../src/components/SubmitButton';

const meta = {
  title: 'Components/SubmitButton',
  component: SubmitButton,
  args: { children: 'Submit', disabled: false, busy: false },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/** The Confirm dialog is open: the button is off, without a spinner (the wait is the person's, not the network's). */
export const WaitingForTheDialog: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/**
 * Checking the NPI or saving: a spinner, busy and unavailable for assistive technology, but still focusable, so the
 * keyboard's focus stays on it through the look-up; a press does nothing.
 */
export const Busy: Story = {
  args: { disabled: true, busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toHaveAttribute('disabled');
    button.focus();
    await expect(button).toHaveFocus();
  },
};
