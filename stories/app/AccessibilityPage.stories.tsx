// The accessibility statement at /accessibility: GOV.UK's model sections, with the plan's contact from runtime config.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import AccessibilityPage from '../../src/app/AccessibilityPage';
import type { PreloadedState } from '../../src/app/store';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';

const meta = {
  title: 'App/AccessibilityPage',
  component: AccessibilityPage,
  parameters: { route: '/accessibility' },
} satisfies Meta<typeof AccessibilityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo plan: its phones to ask for another format or report a problem, and its published notices. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: `Accessibility statement for ${DEMO_PORTAL_CONFIG.planName} forms` })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'How we tested this website' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: '(800) 555-0100' })[0]).toHaveAttribute('href', 'tel:+18005550100');
    await expect(canvas.getByRole('link', { name: 'nondiscrimination notice' })).toHaveAttribute('href', DEMO_PORTAL_CONFIG.links.nondiscriminationNotice);
    await expect(canvas.getByRole('link', { name: 'language assistance' })).toHaveAttribute('href', DEMO_PORTAL_CONFIG.links.languageAssistance);
  },
};

/** A plan that has published no notices yet: the sentences pointing at them are left out. */
export const WithoutPlanLinks: Story = {
  parameters: { store: { app: { config: { ...DEMO_PORTAL_CONFIG, links: {} } } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'nondiscrimination notice' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'language assistance' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
  },
};
