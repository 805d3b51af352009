// The footer of every page: the plan's phones as tel: links, its TTY line and hours, its notices (each only when
// set) and the accessibility statement.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Footer } from '../../src/app/Footer';
import type { PreloadedState } from '../../src/app/store';
import { DEMO_PORTAL_CONFIG, type PlanContact, type PlanLinks } from '../../src/domain/portalConfig';

function withPlan({ links, contact }: { links?: PlanLinks; contact?: Partial<PlanContact> }): PreloadedState {
  return {
    app: {
      config: {
        ...DEMO_PORTAL_CONFIG,
        contact: { ...DEMO_PORTAL_CONFIG.contact, ...contact },
        links: links ?? DEMO_PORTAL_CONFIG.links,
      },
    },
  };
}

/** The support links in order, as [name, address]; the phone links sit in the contact list, not here. */
function supportLinks(footer: HTMLElement): Array<[string, string | null]> {
  return within(within(footer).getByRole('list'))
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

const meta = {
  title: 'App/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo plan: every notice set, and a TTY number of its own beside the 711 relay. */
export const AllLinks: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: `Contact ${DEMO_PORTAL_CONFIG.planName}` })).toBeInTheDocument();
    await expect(within(footer).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    await expect(within(footer).getByRole('link', { name: '(562) 555-0199' })).toHaveAttribute('href', 'tel:+15625550199');
    await expect(within(footer).getByRole('link', { name: '(800) 555-0111' })).toHaveAttribute('href', 'tel:+18005550111');
    await expect(within(footer).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    await expect(footer).toHaveTextContent(DEMO_PORTAL_CONFIG.contact.hours);
    await expect(supportLinks(footer)).toEqual([
      ['Privacy notice', DEMO_PORTAL_CONFIG.links.privacyNotice],
      ['Nondiscrimination notice', DEMO_PORTAL_CONFIG.links.nondiscriminationNotice],
      ['Language assistance', DEMO_PORTAL_CONFIG.links.languageAssistance],
      ['Accessibility statement', '/accessibility'],
    ]);
  },
};

/** A plan that has set no notice yet: only the accessibility statement is linked. */
export const NoPlanLinks: Story = {
  parameters: { store: withPlan({ links: {} }) },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(supportLinks(footer)).toEqual([['Accessibility statement', '/accessibility']]);
    await expect(within(footer).getByRole('link', { name: '(800) 555-0100' })).toBeInTheDocument();
  },
};

/** A plan with no TTY number of its own: the 711 relay alone, no "or". */
export const TtyRelayOnly: Story = {
  parameters: { store: withPlan({ contact: { ttyPhone: '711' } }) },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getAllByRole('link', { name: '711' })).toHaveLength(1);
    await expect(within(footer).queryByRole('link', { name: '(800) 555-0111' })).not.toBeInTheDocument();
    await expect(footer).not.toHaveTextContent(' or 711');
  },
};

/** The 360 px phone of preview.tsx's viewports: the contact list and the links stack (the layout is checked in Playwright). */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getAllByRole('link')).toHaveLength(8);
  },
};
