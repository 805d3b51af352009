// The top banner (docs/screens.md "App shell"): the plan's logo at 75 px, and the area home link only with its flag.
import { screen } from '@testing-library/react';
import { DEMO_PORTAL_CONFIG, type PortalConfig } from '../../src/domain/portalConfig';
import { axeInAct } from '../../support/axe';
import { renderApp } from '../../support/renderApp';

function withFlags(flags: Partial<PortalConfig['flags']>, overrides: Partial<PortalConfig> = {}) {
  return { app: { config: { ...DEMO_PORTAL_CONFIG, ...overrides, flags: { ...DEMO_PORTAL_CONFIG.flags, ...flags } } } };
}

const banner = () => screen.getByRole('banner');

describe('Banner', () => {
  it("shows the plan's logo 75 px high, named by the plan, its width given so its space is kept while it loads", async () => {
    renderApp();
    const logo = await screen.findByRole('img', { name: 'Sunrise Health Plan' });
    expect(logo).toHaveAttribute('height', '75');
    expect(logo).toHaveAttribute('width', '300');
    expect(logo).toHaveAttribute('src', '/logo.svg');
    expect(banner()).toContainElement(logo);
  });

  it("uses the configured plan's logo and name", async () => {
    renderApp({
      preloadedState: withFlags({}, { planName: 'Harbor Community Health', logoUrl: '/harbor.png', logoAlt: 'Harbor Community Health', logoWidth: 180 }),
    });
    const logo = await screen.findByRole('img', { name: 'Harbor Community Health' });
    expect(logo).toHaveAttribute('src', '/harbor.png');
    expect(logo).toHaveAttribute('width', '180');
    expect(screen.getByRole('link', { name: 'Harbor Community Health forms home' })).toHaveAttribute('href', '/');
  });

  it('has no area home link by default', async () => {
    const { container } = renderApp({ route: '/ltchome' });
    await screen.findByRole('heading', { level: 1, name: 'Long-term care' });
    expect(screen.queryByRole('link', { name: 'Long-term care home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Behavioral health home' })).not.toBeInTheDocument();
    // The logo link is the banner's only link.
    expect(screen.getAllByRole('link').filter((link) => banner().contains(link))).toHaveLength(1);
    expect(await axeInAct(container)).toHaveNoViolations();
  });

  it('links home to /ltchome with the long-term-care flag', async () => {
    const { user, container } = renderApp({ preloadedState: withFlags({ longTermCare: true }) });
    const home = await screen.findByRole('link', { name: 'Long-term care home' });
    expect(home).toHaveAttribute('href', '/ltchome');
    expect(banner()).toContainElement(home);
    expect(screen.queryByRole('link', { name: 'Behavioral health home' })).not.toBeInTheDocument();
    expect(await axeInAct(container)).toHaveNoViolations();
    await user.click(home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Long-term care' })).toBeInTheDocument();
  });

  it('links home to /bhhome with the behavioral-health flag', async () => {
    const { user } = renderApp({ preloadedState: withFlags({ behavioralHealth: true }) });
    const home = await screen.findByRole('link', { name: 'Behavioral health home' });
    expect(home).toHaveAttribute('href', '/bhhome');
    expect(screen.queryByRole('link', { name: 'Long-term care home' })).not.toBeInTheDocument();
    await user.click(home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Behavioral health' })).toBeInTheDocument();
  });

  it('shows no home link for the CMS1500 flag alone', async () => {
    renderApp({ preloadedState: withFlags({ cms1500: true }) });
    await screen.findByRole('img', { name: 'Sunrise Health Plan' });
    expect(screen.queryByRole('link', { name: /care home|health home/ })).not.toBeInTheDocument();
  });

  it('leads back to the index from the logo', async () => {
    const { user } = renderApp({ route: '/childhood' });
    await screen.findByRole('heading', { level: 1, name: 'Childhood Lead Poison Prevention Program Provider Training' });
    await user.click(screen.getByRole('link', { name: 'Sunrise Health Plan forms home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Health Plan forms' })).toBeInTheDocument();
  });
});
