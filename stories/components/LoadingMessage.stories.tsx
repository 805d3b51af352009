// LoadingMessage: the polite status shown while a call outlasts the loading delay.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, within } from 'storybook/test';
import { LoadingMessage } from '../../src/components/LoadingMessage';

const meta = {
  title: 'Components/LoadingMessage',
  component: LoadingMessage,
} satisfies Meta<typeof LoadingMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const CustomText: Story = {
  args: { text: 'Checking the NPI…' },
};

/** As the router shows it while a page's code downloads: nothing for the first second, then the message. */
export const AfterOneSecond: Story = {
  args: { afterMs: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'), { timeout: 3000 });
  },
};
