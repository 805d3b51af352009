// FormIndexPage: the page that is a heading, one lead sentence and the index of the forms. The area home pages and the
// not-found page are each one of it (their own stories show them at their addresses).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { FormIndexPage } from '../../src/app/FormIndexPage';
import { AREA_TITLES, NOT_FOUND_TITLE } from '../../src/domain/routeTable';

const meta = {
  title: 'App/FormIndexPage',
  component: FormIndexPage,
  args: { title: AREA_TITLES.longTermCare, lead: 'The forms you can fill in and send online.' },
} satisfies Meta<typeof FormIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AreaHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // Every form of the index, each a link.
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};

export const NotFound: Story = {
  args: {
    title: NOT_FOUND_TITLE,
    lead: 'There is no page at this address. It may have moved, or the link may have a typing mistake. These are the forms you can fill in:',
  },
  parameters: { route: '/no-such-page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};
