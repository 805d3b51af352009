// LoadingMessage: the polite status shown while a call outlasts the loading delay.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
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
