// The loading message an operation shows once it has lasted longer than 1000 ms (docs/states.md).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { LoadingMessageHost } from '../../src/app/LoadingMessageHost';
import type { PreloadedState } from '../../src/app/store';

const meta = {
  title: 'App/LoadingMessageHost',
  component: LoadingMessageHost,
} satisfies Meta<typeof LoadingMessageHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One slow operation is running: "Loading…" is shown and announced politely. */
export const Visible: Story = {
  parameters: { store: { app: { slowOperations: 1 } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
