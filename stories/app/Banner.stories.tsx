// The top banner: the plan's logo at 75 px, and the area home icon only with the long-term-care or behavioral-health flag.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from '../../src/app/Banner';
import type { PreloadedState } from '../../src/app/store';
import { DEMO_PORTAL_CONFIG, type PortalConfig } from '../../src/domain/portalConfig';

function withFlags(flags: Partial<PortalConfig['flags']>): PreloadedState {
  return { app: { config: { ...DEMO_PORTAL_CONFIG, flags: { ...DEMO_PORTAL_CONFIG.flags, ...flags } } } };
}

function withLanguages(languages: string[]): PreloadedState {
  return { app: { config: { ...DEMO_PORTAL_CONFIG, languages } } };
}

const meta = {
  title: 'App/Banner',
  component: Banner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No area flag: the logo alone, linking to the index of the forms. */
export const Default: Story = {
  parameters: { store: withLanguages(['en']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('img', { name: DEMO_PORTAL_CONFIG.logoAlt });
    await expect(logo).toHaveAttribute('height', '75');
    await expect(canvas.getByRole('link', { name: `${DEMO_PORTAL_CONFIG.planName} forms home` })).toHaveAttribute('href', '/');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** The long-term-care flag adds the home icon, linking to /ltchome. */
export const LongTermCareHome: Story = {
  parameters: { store: withFlags({ longTermCare: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Long-term care home' })).toHaveAttribute('href', '/ltchome');
    await expect(canvas.queryByRole('link', { name: 'Behavioral health home' })).not.toBeInTheDocument();
  },
};

/** The behavioral-health flag adds the home icon, linking to /bhhome. */
export const BehavioralHealthHome: Story = {
  parameters: { store: withFlags({ behavioralHealth: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Behavioral health home' })).toHaveAttribute('href', '/bhhome');
    await expect(canvas.queryByRole('link', { name: 'Long-term care home' })).not.toBeInTheDocument();
  },
};

/**
 * A plan that offers English and Spanish: the language link says "Español" in Spanish (marked `lang="es"`), and
 * switches the banner in place; on the Spanish page it says "English". The story ends back in English.
 */
export const TwoLanguages: Story = {
  parameters: { store: withLanguages(['en', 'es']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toSpanish = canvas.getByRole('button', { name: 'Español' });
    await expect(toSpanish).toHaveAttribute('lang', 'es');
    await userEvent.click(toSpanish);
    await waitFor(() => expect(canvas.getByRole('link', { name: `Inicio de formularios de ${DEMO_PORTAL_CONFIG.planName}` })).toBeInTheDocument());
    const toEnglish = canvas.getByRole('button', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await expect(toEnglish).toHaveFocus();
    await userEvent.click(toEnglish);
    await waitFor(() => expect(canvas.getByRole('link', { name: `${DEMO_PORTAL_CONFIG.planName} forms home` })).toBeInTheDocument());
  },
};
