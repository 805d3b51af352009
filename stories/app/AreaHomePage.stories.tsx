// The long-term-care (/ltchome) and behavioral-health (/bhhome) home pages, each listing the forms.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import AreaHomePage from '../../src/app/AreaHomePage';

const meta = {
  title: 'App/AreaHomePage',
  component: AreaHomePage,
  args: { area: 'longTermCare' },
} satisfies Meta<typeof AreaHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongTermCare: Story = {
  args: { area: 'longTermCare' },
  parameters: { route: '/ltchome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Long-term care' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};

export const BehavioralHealth: Story = {
  args: { area: 'behavioralHealth' },
  parameters: { route: '/bhhome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Behavioral health' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};
