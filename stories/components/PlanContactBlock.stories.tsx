// PlanContactBlock: the plan's address, phones as tel: links, TTY line (its number or 711) and office hours.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { PlanContactBlock } from '../../src/components/PlanContactBlock';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';

const CONTACT = DEMO_PORTAL_CONFIG.contact;

const meta = {
  title: 'Components/PlanContactBlock',
  component: PlanContactBlock,
  args: { contact: CONTACT },
} satisfies Meta<typeof PlanContactBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo plan: support and main phones, its own TTY number or the 711 relay, and its hours. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: 'Contact us' });
    await expect(within(block).getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    await expect(block).toHaveTextContent(CONTACT.address);
    await expect(within(block).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    await expect(within(block).getByRole('link', { name: '(562) 555-0199' })).toHaveAttribute('href', 'tel:+15625550199');
    await expect(within(block).getByRole('link', { name: '(800) 555-0111' })).toHaveAttribute('href', 'tel:+18005550111');
    await expect(within(block).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    await expect(block).toHaveTextContent(CONTACT.hours);
  },
};

/** A plan whose TTY line is the 711 relay itself: 711 once, no "or". */
export const WithTtyRelayOnly: Story = {
  args: { contact: { ...CONTACT, ttyPhone: '711' } },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: 'Contact us' });
    await expect(within(block).getAllByRole('link', { name: '711' })).toHaveLength(1);
    await expect(within(block).queryByRole('link', { name: '(800) 555-0111' })).not.toBeInTheDocument();
    await expect(within(block).getAllByRole('link')).toHaveLength(3);
  },
};
