// MaintenanceRedirect (issue 18): the shell's way to the maintenance page and back, driven by the maintenance flag in
// the store. It draws nothing; each story shows the address it leaves the person on.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { MaintenanceRedirect } from '../../src/app/MaintenanceRedirect';
import type { PreloadedState } from '../../src/app/store';

/** Where the router is now, as a person would read it in the address bar. */
function CurrentAddress() {
  const { pathname, search, hash } = useLocation();
  return (
    <p>
      Address: <output aria-label="Current address">{`${pathname}${search}${hash}`}</output>
    </p>
  );
}

const meta = {
  title: 'App/MaintenanceRedirect',
  component: MaintenanceRedirect,
  render: () => (
    <>
      <MaintenanceRedirect />
      <CurrentAddress />
    </>
  ),
} satisfies Meta<typeof MaintenanceRedirect>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current address' });

/** The site is in maintenance: the survey's address goes to the maintenance page, which carries it in its own. */
export const SendsToMaintenance: Story = {
  parameters: { route: '/tgisurvey?lang=es', store: { app: { maintenance: 'on' } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/maintenance\?from=%2Ftgisurvey%3Flang%3Des$/));
  },
};

/** Maintenance is over: the maintenance page takes the person to the address it carries. */
export const ReturnsWhenOver: Story = {
  parameters: { route: '/maintenance?from=%2Fchildhood', store: { app: { maintenance: 'off' } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/childhood$/));
  },
};

/** An address on another host is never followed: the person goes to the home page instead. */
export const RefusesAnotherHost: Story = {
  parameters: { route: '/maintenance?from=%2F%2Fevil.example%2F', store: { app: { maintenance: 'off' } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/$/));
  },
};

/** Still in maintenance: the maintenance page stays where it is, its way back kept. */
export const StaysWhileOn: Story = {
  parameters: { route: '/maintenance?from=%2Fchildhood', store: { app: { maintenance: 'on' } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    await expect(address(canvasElement)).toHaveTextContent(/^\/maintenance\?from=%2Fchildhood$/);
  },
};
