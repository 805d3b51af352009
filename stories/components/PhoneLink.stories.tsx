// PhoneLink: a number shown as (xxx) xxx-xxxx and dialled by a tap; 711 stays 711; what cannot be dialled is plain text.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { PhoneLink } from '../../src/components/PhoneLink';

const meta = {
  title: 'Components/PhoneLink',
  component: PhoneLink,
  args: { phone: '8005550100' },
} satisfies Meta<typeof PhoneLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten digits: shown in the spec's format, dialled with the country code. */
export const TenDigits: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  },
};

/** The TTY relay: a short number, shown and dialled as it is. */
export const ShortNumber711: Story = {
  args: { phone: '711' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
  },
};

/** A number that is neither: still shown, as typed, but not a link. */
export const Unformattable: Story = {
  args: { phone: '555-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('555-01')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
