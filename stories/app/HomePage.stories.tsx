// The index of the forms at `/`, grouped by audience.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import HomePage from '../../src/app/HomePage';
import type { PreloadedState } from '../../src/app/store';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';

const meta = {
  title: 'App/HomePage',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sunrise Health Plan forms' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'For members' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'For providers' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Member Preferred Method of Contact Consent Form' })).toHaveAttribute(
      'href',
      '/preferredcontact',
    );
    await expect(canvas.getByRole('link', { name: 'DEI Provider Training Program' })).toHaveAttribute('href', '/deiprovidertraining');
  },
};

/** Another plan's deployment: the heading follows the configured plan name. */
export const OtherPlan: Story = {
  parameters: { store: { app: { config: { ...DEMO_PORTAL_CONFIG, planName: 'Harbor Community Health' } } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Harbor Community Health forms' })).toBeInTheDocument();
  },
};
