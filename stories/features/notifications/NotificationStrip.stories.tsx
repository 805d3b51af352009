// The notification strip under the banner: a bulleted list of the plan's notices, shown only when there is one.
// It stands still, so every notice is readable from the first moment (see NotificationStrip.tsx).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import type { PreloadedState } from '../../../src/app/store';
import { NotificationStrip } from '../../../src/features/notifications/NotificationStrip';
import { SAMPLE_NOTIFICATIONS } from '../../../mocks/scenarios';

const meta = {
  title: 'Features/Notifications/NotificationStrip',
  component: NotificationStrip,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotificationStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

function withMessages(messages: string[]): { store: PreloadedState } {
  return { store: { notifications: { status: 'loaded', messages } } };
}

const SAMPLE_MESSAGES = SAMPLE_NOTIFICATIONS.map((notification) => notification.message);

const LONG_NOTICE =
  'Important: from January 1 our provider services line has new hours, Monday to Friday 7AM to 7PM PST, and the fax number for prior authorization requests changes; ' +
  'forms sent to the old number after December 31 are forwarded for thirty days, after which they are returned to the sender with a notice explaining where to send them.';

/** One notice: a single bullet, the whole text on screen at once. */
export const OneNotice: Story = {
  parameters: withMessages([SAMPLE_MESSAGES[0] ?? '']),
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'Notices' });
    const items = within(strip).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent(SAMPLE_MESSAGES[0] ?? '');
  },
};

/** Three notices, as the server's sample sends them, in their order. */
export const ManyNotices: Story = {
  parameters: withMessages(SAMPLE_MESSAGES),
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'Notices' });
    const items = within(strip).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(SAMPLE_MESSAGES);
  },
};

/** A long notice wraps instead of running off the screen; past about six lines the list scrolls in its own focusable box. */
export const LongNotices: Story = {
  parameters: withMessages([LONG_NOTICE, ...SAMPLE_MESSAGES, LONG_NOTICE.replace('Important', 'Reminder')]),
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'Notices' });
    await expect(within(strip).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(strip).getByText(LONG_NOTICE)).toBeInTheDocument();
    // The box the list scrolls in can be reached with the keyboard.
    await expect(within(strip).getByRole('list').parentElement).toHaveAttribute('tabindex', '0');
  },
};

/** No notice: the strip takes no room at all. */
export const Empty: Story = {
  parameters: withMessages([]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
