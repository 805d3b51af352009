// PlanContactList: the plan's phones and hours, shared by the contact block, the footer and the accessibility page.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { PlanContactList } from '../../src/components/PlanContactList';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';

const meta = {
  title: 'Components/PlanContactList',
  component: PlanContactList,
  args: { contact: DEMO_PORTAL_CONFIG.contact },
} satisfies Meta<typeof PlanContactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plan with a TTY number of its own: that number or 711, every phone a tel: link. */
export const OwnTtyNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    await expect(canvas.getByRole('link', { name: '(562) 555-0199' })).toHaveAttribute('href', 'tel:+15625550199');
    await expect(canvas.getByRole('link', { name: '(800) 555-0111' })).toHaveAttribute('href', 'tel:+18005550111');
    await expect(canvas.getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    await expect(canvas.getByText(DEMO_PORTAL_CONFIG.contact.hours)).toBeInTheDocument();
  },
};

/** A plan whose TTY is the 711 relay alone. */
export const RelayOnly: Story = {
  args: { contact: { ...DEMO_PORTAL_CONFIG.contact, ttyPhone: '711' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    await expect(canvas.queryByRole('link', { name: '(800) 555-0111' })).not.toBeInTheDocument();
  },
};
