// Checkbox: the portal's own checkbox, drawn as antd's Checkbox: clear, ticked, and off. Its words are its label, so a
// click on them ticks it, and Space does from the keyboard.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../src/components/Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Emails', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Clear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Emails' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Emails'));
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Ticked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Emails' })).toBeChecked();
  },
};

/** Off: greyed, and neither a click nor Space changes it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Emails' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Emails'), { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
