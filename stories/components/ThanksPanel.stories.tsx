// ThanksPanel after a successful save: the message heading takes focus; optionally the submission reference.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThanksPanel } from '../../src/components/ThanksPanel';

const meta = {
  title: 'Components/ThanksPanel',
  component: ThanksPanel,
  args: {
    message: 'Thanks for reviewing the training modules on the DEI Provider Training Program sponsored by the plan',
    actionLabel: 'Close Window',
    onAction: fn(),
  },
} satisfies Meta<typeof ThanksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.message })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Close Window' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const WithReference: Story = {
  args: { reference: 'AT-20250314-000042' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AT-20250314-000042')).toBeInTheDocument();
  },
};
