// The maintenance page of docs/screens.md with the plan's phone, and its polling taking the person back when maintenance ends (docs/readings.md).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, within } from 'storybook/test';
import { PortalShell } from '../../src/app/App';
import MaintenancePage from '../../src/app/MaintenancePage';
import type { PreloadedState } from '../../src/app/store';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import { defaultHandlers } from '../../mocks/handlers';

const HEADING = "We'll be back soon!";

const meta = {
  title: 'App/MaintenancePage',
  component: MaintenancePage,
  parameters: { route: '/maintenance' },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's heading and text, then the plan's support phone and TTY line as tel: links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    await expect(canvas.getByText(/back online shortly/)).toBeInTheDocument();
    const help = canvas.getByText(/If you need help now, call us at/);
    await expect(help).toHaveTextContent('If you need help now, call us at (800) 555-0100 (TTY (800) 555-0111 or 711).');
    await expect(within(help).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    await expect(within(help).getByRole('link', { name: '(800) 555-0111' })).toHaveAttribute('href', 'tel:+18005550111');
    await expect(within(help).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
  },
};

/** A plan whose TTY line is the national relay: 711 alone, as the plan contact block shows it. */
export const RelayTtyOnly: Story = {
  parameters: {
    store: {
      app: { config: { ...DEMO_PORTAL_CONFIG, contact: { ...DEMO_PORTAL_CONFIG.contact, supportPhone: '8885550142', ttyPhone: '711' } } },
    } satisfies PreloadedState,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = canvas.getByText(/If you need help now, call us at/);
    await expect(help).toHaveTextContent('If you need help now, call us at (888) 555-0142 (TTY 711).');
    await expect(within(help).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:+18885550142', 'tel:711']);
  },
};

/**
 * In the shell, held on the page since the person asked for /childhood?x=1, which the page's own address carries. The
 * network comes back, the page asks the flag at once, the site is up again (msw answers false), and the person is back
 * on the form they asked for.
 */
export const RecoversWhenMaintenanceEnds: Story = {
  parameters: {
    layout: 'fullscreen',
    route: '/maintenance?from=%2Fchildhood%3Fx%3D1',
    store: { app: { maintenance: 'on' } } satisfies PreloadedState,
    msw: { handlers: defaultHandlers },
  },
  render: () => <PortalShell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    // Repeated until it lands: the page starts listening in an effect just after it has rendered.
    await waitFor(
      async () => {
        window.dispatchEvent(new Event('online'));
        await expect(
          canvas.getByRole('heading', { level: 1, name: 'Childhood Lead Poison Prevention Program Provider Training' }),
        ).toBeInTheDocument();
      },
      { timeout: 10000 },
    );
    await expect(canvas.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toBeInTheDocument();
  },
};
