// Every route of docs/screens.md's table (plus `/`, the accessibility statement and unknown paths) renders its screen's heading
// and the footer, with no axe violations.
import { screen, within } from '@testing-library/react';
import { axeInAct } from '../../support/axe';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/mswServer';
import { scenarios } from '../../mocks/scenarios';

const TGI_TITLE = 'TGI Inclusive Care Act: Gender-Affirming Services Survey';

const ROUTE_HEADINGS: ReadonlyArray<[route: string, heading: string]> = [
  ['/attestation', 'Medi-Cal for Kids & Teens Provider Training'],
  ['/childhood', 'Childhood Lead Poison Prevention Program Provider Training'],
  ['/oralhealth', 'Oral Health & Topical Fluoride Application Training'],
  ['/deiprovidertraining', 'DEI Provider Training Program'],
  ['/preferredcontact', 'Member Preferred Method of Contact Consent Form'],
  ['/tgisurvey', TGI_TITLE],
  ['/providers', TGI_TITLE],
  ['/maintenance', "We'll be back soon!"],
  ['/ltchome', 'Long-term care'],
  ['/bhhome', 'Behavioral health'],
  ['/', 'Sunrise Health Plan forms'],
  ['/accessibility', 'Accessibility statement for Sunrise Health Plan forms'],
];

/** The forms an index lists, by link name and path. */
const FORM_LINKS: ReadonlyArray<[name: string, path: string]> = [
  ['Member Preferred Method of Contact Consent Form', '/preferredcontact'],
  [TGI_TITLE, '/tgisurvey'],
  ['Medi-Cal for Kids & Teens Provider Training', '/attestation'],
  ['Childhood Lead Poison Prevention Program Provider Training', '/childhood'],
  ['Oral Health & Topical Fluoride Application Training', '/oralhealth'],
  ['DEI Provider Training Program', '/deiprovidertraining'],
];

function expectFormLinks(container: HTMLElement) {
  for (const [name, path] of FORM_LINKS) {
    expect(within(container).getByRole('link', { name })).toHaveAttribute('href', path);
  }
}

/**
 * The first route of a lazily loaded screen in a jest worker waits for babel to compile that screen's whole module
 * tree; on a busy two-core CI machine that took longer than findBy's default second (seen once, on /attestation).
 */
const LAZY_SCREEN_WAIT = { timeout: 10_000 };

describe('routes', () => {
  it.each(ROUTE_HEADINGS)('%s shows "%s" as its one page heading', async (route, heading) => {
    // The maintenance page shows while the site is in maintenance; once it is over the page sends the visitor on.
    if (route === '/maintenance') server.use(...scenarios.maintenanceOn);
    const { container } = renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_SCREEN_WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    // The footer of every page: the plan's phones and the accessibility statement.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(footer).getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/accessibility');
    expect(await axeInAct(container)).toHaveNoViolations();
  });

  it('names the browser tab after the screen and the plan', async () => {
    renderApp({ route: '/oralhealth' });
    await screen.findByRole('heading', { level: 1, name: 'Oral Health & Topical Fluoride Application Training' });
    expect(document.title).toBe('Oral Health & Topical Fluoride Application Training | Sunrise Health Plan');
  });

  it.each(['/', '/ltchome', '/bhhome'])('%s lists every form with a link', async (route) => {
    renderApp({ route });
    await screen.findByRole('heading', { level: 1 });
    expectFormLinks(screen.getByRole('main'));
  });

  it.each(['/no-such-page', '/attestation/extra', '/TGI-survey-old'])(
    'an unknown path (%s) shows "Page not found" with links to the forms',
    async (route) => {
      const { container, user } = renderApp({ route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expectFormLinks(screen.getByRole('main'));
      expect(await axeInAct(container)).toHaveNoViolations();
      await user.click(screen.getByRole('link', { name: 'Member Preferred Method of Contact Consent Form' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Member Preferred Method of Contact Consent Form' }),
      ).toBeInTheDocument();
    },
  );

  it('offers a skip link to the main content', async () => {
    renderApp({ route: '/childhood' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
