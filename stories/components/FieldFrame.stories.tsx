// The layout every field adapter shares: label with its required star, hint, the control, and the error under it.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { FieldFrame, fieldInputAccessibility } from '../../src/components/FieldFrame';

function FramedInput({ required, hint, error }: { required?: boolean; hint?: string; error?: string }) {
  const accessibility = fieldInputAccessibility({ form: 'frame', name: 'memberId', required, hasHint: Boolean(hint), hasError: Boolean(error) });
  return (
    <FieldFrame form="frame" name="memberId" label="Member ID" required={required} hint={hint} error={error}>
      <input {...accessibility} className="ant-input" />
    </FieldFrame>
  );
}

const meta = {
  title: 'Components/FieldFrame',
  component: FramedInput,
} satisfies Meta<typeof FramedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Optional: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Member ID');
    await expect(input).not.toHaveAttribute('aria-required');
  },
};

export const RequiredWithHint: Story = {
  args: { required: true, hint: 'It is on the front of your member card.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Member ID/);
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('It is on the front of your member card.');
  },
};

export const WithError: Story = {
  args: { required: true, hint: 'It is on the front of your member card.', error: 'Member ID is required.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Member ID/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Member ID is required\./);
  },
};
