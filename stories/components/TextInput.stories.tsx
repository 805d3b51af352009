// TextInput: the portal's own text box, drawn as antd's outlined Input: empty, filled, in error, and off. Its label and
// messages come from the field around it (FieldFrame); here a plain label names it.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from '../../src/components/TextInput';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  render: (args) => (
    <>
      <label htmlFor="story-first-name">First Name</label>
      <TextInput id="story-first-name" {...args} />
    </>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed into as any text box: what is typed is what it holds. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await userEvent.type(box, 'Rosa');
    await expect(box).toHaveValue('Rosa');
    await expect(box).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Rosa Parks' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa Parks');
  },
};

/** In error: drawn in the error colour; the field's message and aria-invalid say why (see TextField's stories). */
export const Invalid: Story = {
  args: { invalid: true, 'aria-invalid': true, defaultValue: 'R0sa' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(box).toHaveClass('portal-input--error');
    await expect(box).toBeInvalid();
  },
};

/** Off, as the NPI box is while N/A is ticked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First Name' })).toBeDisabled();
  },
};
