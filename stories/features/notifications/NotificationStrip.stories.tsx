// The notification strip: a scrolling bulleted list under the banner, shown only when there is a notice.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import type { PreloadedState } from '../../../src/app/store';
import { NotificationStrip } from '../../../src/features/notifications/NotificationStrip';
import { SAMPLE_NOTIFICATIONS } from '../../../tests/msw/scenarios';

const meta = {
  title: 'Features/Notifications/NotificationStrip',
  component: NotificationStrip,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotificationStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three notices, as the server's sample sends them; hover or focus pauses the scroll. */
export const WithNotices: Story = {
  parameters: {
    store: {
      notifications: { status: 'loaded', messages: SAMPLE_NOTIFICATIONS.map((notification) => notification.message) },
    } satisfies PreloadedState,
  },
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'Notices' });
    const items = within(strip).getAllByRole('listitem');
    await expect(items).toHaveLength(SAMPLE_NOTIFICATIONS.length);
    await expect(items[0]).toHaveTextContent(/^Holiday office hours/);
  },
};

/** No notice: the strip takes no room at all. */
export const Empty: Story = {
  parameters: { store: { notifications: { status: 'loaded', messages: [] } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
