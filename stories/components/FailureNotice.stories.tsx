// FailureNotice after a failed save or lookup: the form's own words, the plan's support phone, and focus on it.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, within } from 'storybook/test';
import { FailureNotice } from '../../src/components/FailureNotice';
import { SYSTEM_ERROR } from '../../src/domain/messages';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';

/** What the notice adds after the form's own words, in English. */
const FAILURE_HELP_PREFIX = 'Everything you typed is still here. If the problem continues, call us at';

const meta = {
  title: 'Components/FailureNotice',
  component: FailureNotice,
  args: {
    title: SYSTEM_ERROR.title,
    message: SYSTEM_ERROR.message,
    supportPhone: DEMO_PORTAL_CONFIG.contact.supportPhone,
    focusKey: 1,
  },
} satisfies Meta<typeof FailureNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's 'System Error!' text, then what to do: everything typed is kept, and the support phone to call. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: SYSTEM_ERROR.title });
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(notice).toHaveTextContent(SYSTEM_ERROR.message);
    await expect(notice).toHaveTextContent(FAILURE_HELP_PREFIX);
    await expect(within(notice).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  },
};

/** A plan without a support phone: the message alone, no help line. */
export const WithoutPhone: Story = {
  args: { supportPhone: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: SYSTEM_ERROR.title });
    await expect(notice).toHaveTextContent(SYSTEM_ERROR.message);
    await expect(notice).not.toHaveTextContent(FAILURE_HELP_PREFIX);
    await expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  },
};
