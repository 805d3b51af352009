// The preferred contact screen as it stands before its form lands: the page heading only.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import PreferredContactPage from '../../../src/features/contact/PreferredContactPage';

const meta = {
  title: 'Features/Contact/PreferredContactPage',
  component: PreferredContactPage,
  parameters: { route: '/preferredcontact' },
} satisfies Meta<typeof PreferredContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Member Preferred Method of Contact Consent Form' }),
    ).toBeInTheDocument();
  },
};
