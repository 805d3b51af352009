// The footer of every page: the plan's phones (tel: links), TTY line and hours, the notices the plan publishes
// (each only when set), and the accessibility statement.
import { screen, within } from '@testing-library/react';
import { DEMO_PORTAL_CONFIG, type PlanContact, type PlanLinks } from '../../src/domain/portalConfig';
import type { PreloadedState } from '../../src/app/store';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import { axeInAct } from '../../support/axe';
import { renderApp } from '../../support/renderApp';
import { switchLanguage } from '../../support/testLanguage';

function withPlan({ links, contact }: { links?: PlanLinks; contact?: Partial<PlanContact> } = {}): PreloadedState {
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

/** Renders the shell at a route and returns the footer once the page has its heading. */
async function footerAt(route = '/', preloadedState: PreloadedState = {}) {
  const view = renderApp({ route, preloadedState });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, footer: screen.getByRole('contentinfo') };
}

/** The names and addresses of the support links, in order (the phone links are not among them). */
function supportLinks(footer: HTMLElement): Array<[string, string | null]> {
  const list = within(footer).getByRole('list');
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('Footer', () => {
  it.each(['/', '/preferredcontact', '/maintenance', '/no-such-page', '/accessibility'])(
    'is the one contentinfo landmark on %s, after the main content',
    async (route) => {
      const { footer } = await footerAt(route);
      expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
      expect(footer.tagName).toBe('FOOTER');
      expect(screen.getByRole('main').compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByRole('main')).not.toContainElement(footer);
    },
  );

  it("gives the plan's support and main phones as tel: links, its TTY number or 711, and its hours", async () => {
    const { footer } = await footerAt();
    expect(within(footer).getByRole('heading', { level: 2, name: 'Contact Sunrise Health Plan' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(footer).getByRole('link', { name: '(562) 555-0199' })).toHaveAttribute('href', 'tel:+15625550199');
    expect(within(footer).getByRole('link', { name: '(800) 555-0111' })).toHaveAttribute('href', 'tel:+18005550111');
    expect(within(footer).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    const terms = within(footer).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Member support', 'Main phone', 'TTY', 'Hours']);
    expect(footer).toHaveTextContent('(800) 555-0111 or 711');
    expect(footer).toHaveTextContent(DEMO_PORTAL_CONFIG.contact.hours);
  });

  it('offers the 711 relay alone when the plan has no TTY number of its own', async () => {
    const { footer } = await footerAt('/', withPlan({ contact: { ttyPhone: '711' } }));
    expect(within(footer).getAllByRole('link', { name: '711' })).toHaveLength(1);
    expect(within(footer).queryByRole('link', { name: '(800) 555-0111' })).not.toBeInTheDocument();
    expect(footer).not.toHaveTextContent(' or 711');
  });

  it("uses the configured plan's name and phones", async () => {
    const { footer } = await footerAt('/', {
      app: {
        config: {
          ...DEMO_PORTAL_CONFIG,
          planName: 'Harbor Community Health',
          contact: { ...DEMO_PORTAL_CONFIG.contact, supportPhone: '8885550123', mainPhone: '7145550100', hours: 'Every day 9AM-6PM' },
        },
      },
    });
    expect(within(footer).getByRole('heading', { name: 'Contact Harbor Community Health' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(888) 555-0123' })).toHaveAttribute('href', 'tel:+18885550123');
    expect(within(footer).getByRole('link', { name: '(714) 555-0100' })).toHaveAttribute('href', 'tel:+17145550100');
    expect(footer).toHaveTextContent('Every day 9AM-6PM');
  });

  it("links the plan's privacy, nondiscrimination and language-assistance notices, then the accessibility statement", async () => {
    const { footer } = await footerAt();
    expect(within(footer).getByRole('heading', { level: 2, name: 'Support links' })).toBeInTheDocument();
    expect(supportLinks(footer)).toEqual([
      ['Privacy notice', DEMO_PORTAL_CONFIG.links.privacyNotice],
      ['Nondiscrimination notice', DEMO_PORTAL_CONFIG.links.nondiscriminationNotice],
      ['Language assistance', DEMO_PORTAL_CONFIG.links.languageAssistance],
      ['Accessibility statement', '/accessibility'],
    ]);
  });

  it('shows only the notices that are set, site paths as they are', async () => {
    const { footer } = await footerAt('/', withPlan({ links: { nondiscriminationNotice: '/notices/nondiscrimination.pdf' } }));
    expect(supportLinks(footer)).toEqual([
      ['Nondiscrimination notice', '/notices/nondiscrimination.pdf'],
      ['Accessibility statement', '/accessibility'],
    ]);
  });

  it('shows the accessibility statement alone when the plan sets no notice', async () => {
    const { footer } = await footerAt('/', withPlan({ links: {} }));
    expect(supportLinks(footer)).toEqual([['Accessibility statement', '/accessibility']]);
    expect(within(footer).queryByRole('link', { name: 'Privacy notice' })).not.toBeInTheDocument();
  });

  it('never shows a link that is not an http(s) URL or a site path, whatever the page was configured with', async () => {
    const { footer } = await footerAt(
      '/',
      withPlan({ links: { privacyNotice: 'javascript:alert(1)', nondiscriminationNotice: '//evil.example/x', languageAssistance: 'https://plan.example/languages' } }),
    );
    expect(supportLinks(footer)).toEqual([
      ['Language assistance', 'https://plan.example/languages'],
      ['Accessibility statement', '/accessibility'],
    ]);
  });

  it('takes the person to the accessibility statement within the app', async () => {
    const { footer, user } = await footerAt('/childhood');
    await user.click(within(footer).getByRole('link', { name: 'Accessibility statement' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement for Sunrise Health Plan forms' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  describe('in another language', () => {
    afterEach(() => switchLanguage(SOURCE_LANGUAGE));

    it("gives the plan's hours as the plan wrote them in that language, and in English where it did not", async () => {
      const spanishHours = DEMO_PORTAL_CONFIG.translations.es?.hours;
      expect(spanishHours).toBeDefined();
      const { footer } = await footerAt();
      expect(footer).toHaveTextContent(DEMO_PORTAL_CONFIG.contact.hours);
      await switchLanguage('es');
      expect(within(footer).getByText(spanishHours as string)).toBeInTheDocument();
      expect(footer).not.toHaveTextContent(DEMO_PORTAL_CONFIG.contact.hours);
    });

    it('keeps the English hours of a plan that gave none in that language', async () => {
      const { footer } = await footerAt('/', { app: { config: { ...DEMO_PORTAL_CONFIG, translations: {} } } });
      await switchLanguage('es');
      expect(footer).toHaveTextContent(DEMO_PORTAL_CONFIG.contact.hours);
    });
  });

  it('has no axe violations, with every link and with none', async () => {
    const full = await footerAt();
    expect(await axeInAct(full.container)).toHaveNoViolations();
    full.unmount();
    const bare = await footerAt('/', withPlan({ links: {}, contact: { ttyPhone: '711' } }));
    expect(await axeInAct(bare.container)).toHaveNoViolations();
  });
});
