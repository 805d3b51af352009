// What an unknown address shows: an explanation and links to every form.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import NotFoundPage from '../../src/app/NotFoundPage';

const meta = {
  title: 'App/NotFoundPage',
  component: NotFoundPage,
  parameters: { route: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'TGI Inclusive Care Act: Gender-Affirming Services Survey' })).toHaveAttribute(
      'href',
      '/tgisurvey',
    );
  },
};
