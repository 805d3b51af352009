// The whole shell of docs/screens.md on a real store and msw: banner, notification strip, routed page, toasts, maintenance redirect.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { App } from '../../src/app/App';
import type { PreloadedState } from '../../src/app/store';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import { defaultHandlers } from '../../mocks/handlers';
import { SAMPLE_NOTIFICATIONS, scenarios } from '../../mocks/scenarios';

const meta = {
  title: 'App/App',
  component: App,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A healthy back end with no notifications: the index of the forms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sunrise Health Plan forms' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: DEMO_PORTAL_CONFIG.logoAlt })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  },
};

/** The site reports maintenance: whatever the address, the app ends on the maintenance page. */
export const InMaintenance: Story = {
  parameters: {
    route: '/preferredcontact',
    // The scenario goes first: msw answers with the first handler that matches.
    msw: { handlers: [...scenarios.maintenanceOn, ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "We'll be back soon!" })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Member Preferred Method of Contact Consent Form' })).not.toBeInTheDocument();
  },
};

/** The server has notices: the strip shows them as a bulleted list under the banner. */
export const WithNotifications: Story = {
  parameters: { msw: { handlers: [...scenarios.notificationsPresent, ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'Notices' });
    const items = within(strip).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(SAMPLE_NOTIFICATIONS.map((notification) => notification.message));
  },
};

/** A long-term-care deployment: the banner's home icon leads to /ltchome. */
export const LongTermCareArea: Story = {
  parameters: {
    route: '/ltchome',
    store: { app: { config: { ...DEMO_PORTAL_CONFIG, flags: { ...DEMO_PORTAL_CONFIG.flags, longTermCare: true } } } } satisfies PreloadedState,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Long-term care' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Long-term care home' })).toHaveAttribute('href', '/ltchome');
  },
};
