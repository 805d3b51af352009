// The static maintenance page of spec §2.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import MaintenancePage from '../../src/app/MaintenancePage';

const meta = {
  title: 'App/MaintenancePage',
  component: MaintenancePage,
  parameters: { route: '/maintenance' },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "We'll be back soon!" })).toBeInTheDocument();
    await expect(canvas.getByText(/back online shortly/)).toBeInTheDocument();
  },
};
