// PageHeader: the page's h1, with and without an introduction.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { PageHeader } from '../../src/components/PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'Member Preferred Method of Contact Consent Form' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Member Preferred Method of Contact Consent Form');
  },
};

export const WithIntro: Story = {
  args: {
    children: <p>Sign up to receive information and notices from the plan the way you prefer: by email, text message or phone.</p>,
  },
};
