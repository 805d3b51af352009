// The list of forms by audience that the index, area home and not-found pages share.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { FormIndex } from '../../src/app/FormIndex';

const meta = {
  title: 'App/FormIndex',
  component: FormIndex,
} satisfies Meta<typeof FormIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'For members' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'For providers' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};

export const UnderAPageSection: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};
