// The accessibility statement at /accessibility: GOV.UK's model sections, the standard, how it was tested and when,
// its limitations, and how to reach the plan (runtime configuration, tel: links); plain markup.
import { screen, within } from '@testing-library/react';
import { ACCESSIBILITY_LAST_TESTED_ON, formatStatementDate } from '../../src/app/AccessibilityPage';
import { ACCESSIBILITY_TITLE } from '../../src/domain/routeTable';
import type { PreloadedState } from '../../src/app/store';
import { DEMO_PORTAL_CONFIG, type PortalConfig } from '../../src/domain/portalConfig';
import { axeInAct } from '../../support/axe';
import { renderApp } from '../../support/renderApp';

const HEADING = 'Accessibility statement for Sunrise Health Plan forms';

function withConfig(overrides: Partial<PortalConfig>): PreloadedState {
  return { app: { config: { ...DEMO_PORTAL_CONFIG, ...overrides } } };
}

async function openStatement(preloadedState: PreloadedState = {}) {
  const view = renderApp({ route: '/accessibility', preloadedState });
  const heading = await screen.findByRole('heading', { level: 1 });
  return { ...view, heading, main: screen.getByRole('main') };
}

/** The part of the statement under an h2, up to the next h2. */
function section(main: HTMLElement, title: string): HTMLElement {
  const headings = within(main).getAllByRole('heading', { level: 2 });
  const start = headings.find((heading) => heading.textContent === title);
  if (!start) throw new Error(`No section "${title}"`);
  const part = document.createElement('div');
  for (let node = start.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) {
    part.append(node.cloneNode(true));
  }
  return part;
}

describe('AccessibilityPage', () => {
  it('is titled for the plan, in the heading and the browser tab', async () => {
    const { heading } = await openStatement();
    expect(heading).toHaveTextContent(HEADING);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${ACCESSIBILITY_TITLE} | Sunrise Health Plan`);
  });

  it("follows GOV.UK's model statement, section by section", async () => {
    const { main } = await openStatement();
    expect(within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'How accessible this website is',
      'Feedback and contact information',
      'Reporting accessibility problems with this website',
      "Technical information about this website's accessibility",
      'How we tested this website',
      'What we have not tested yet',
      'Preparation of this accessibility statement',
    ]);
    expect(within(main).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Compliance status',
      'Content that is not within the scope of this statement',
    ]);
  });

  it('names the standard aimed at, WCAG 2.2 AA, without claiming full compliance', async () => {
    const { main } = await openStatement();
    const technical = section(main, "Technical information about this website's accessibility");
    expect(technical).toHaveTextContent('Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA');
    expect(technical).toHaveTextContent('we do not claim that it fully meets the standard');
  });

  it('says how it was tested (axe in jest and in the browser at phone and desktop widths, the keyboard alone) and when', async () => {
    const { main } = await openStatement();
    const tested = section(main, 'How we tested this website');
    expect(tested).toHaveTextContent('This website was last tested on November 24, 2026.');
    const checks = within(tested).getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(checks).toHaveLength(3);
    expect(checks[0]).toMatch(/phone width \(360 pixels\) and a desktop width \(1280 pixels\)/);
    expect(checks[1]).toMatch(/Every state of every part of the website in our component library is checked with axe/);
    expect(checks[2]).toMatch(/filled in and sent using only the keyboard/);
  });

  it('gives the date of testing from its one constant, as a machine-readable date', async () => {
    expect(ACCESSIBILITY_LAST_TESTED_ON).toBe('2026-11-24');
    // Read in UTC: the tests run in Los Angeles time, where midnight UTC is still the day before.
    expect(formatStatementDate(ACCESSIBILITY_LAST_TESTED_ON)).toBe('November 24, 2026');
    const { main } = await openStatement();
    const dates = Array.from(main.querySelectorAll('time'));
    expect(dates.map((date) => [date.getAttribute('datetime'), date.textContent])).toEqual([
      ['2026-11-24', 'November 24, 2026'],
      ['2026-11-24', 'November 24, 2026'],
    ]);
  });

  it('lists its known limitations, the customised Confirm dialog among them', async () => {
    const { main } = await openStatement();
    const limitations = within(section(main, 'How accessible this website is')).getAllByRole('listitem');
    expect(limitations.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Confirm dialog'),
      expect.stringContaining('Submit button stays off until you have scrolled to the end of the texting terms'),
      expect.stringContaining('Select atleast one contact me option'),
      expect.stringContaining('disappear after 4 seconds'),
      expect.stringContaining('notices'),
      // The demo plan offers English and Spanish.
      'The website is in English and Spanish only.',
    ]);
  });

  it("tells people how to ask for another format or report a problem: the plan's phones as tel: links, TTY, hours, address", async () => {
    const { main } = await openStatement();
    const feedback = section(main, 'Feedback and contact information');
    expect(within(feedback).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(feedback).getByRole('link', { name: '(562) 555-0199' })).toHaveAttribute('href', 'tel:+15625550199');
    expect(within(feedback).getByRole('link', { name: '(800) 555-0111' })).toHaveAttribute('href', 'tel:+18005550111');
    expect(within(feedback).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    expect(feedback).toHaveTextContent(DEMO_PORTAL_CONFIG.contact.hours);
    expect(feedback).toHaveTextContent(DEMO_PORTAL_CONFIG.contact.address);
    expect(feedback).toHaveTextContent('large print, audio recording or braille');
    const reporting = section(main, 'Reporting accessibility problems with this website');
    expect(within(reporting).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  });

  it("uses the configured plan's name and contact", async () => {
    const { heading, main } = await openStatement(
      withConfig({
        planName: 'Harbor Community Health',
        contact: { ...DEMO_PORTAL_CONFIG.contact, supportPhone: '8885550123', ttyPhone: '711', address: '1 Pier Road, Harbor City, CA 90710' },
      }),
    );
    expect(heading).toHaveTextContent('Accessibility statement for Harbor Community Health forms');
    const feedback = section(main, 'Feedback and contact information');
    expect(within(feedback).getByRole('link', { name: '(888) 555-0123' })).toHaveAttribute('href', 'tel:+18885550123');
    expect(within(feedback).getAllByRole('link', { name: '711' })).toHaveLength(1);
    expect(feedback).toHaveTextContent('1 Pier Road, Harbor City, CA 90710');
    expect(document.title).toBe(`${ACCESSIBILITY_TITLE} | Harbor Community Health`);
  });

  it("links the plan's language-assistance page and nondiscrimination notice when they are set", async () => {
    const { main } = await openStatement();
    expect(within(section(main, 'Feedback and contact information')).getByRole('link', { name: 'language assistance' })).toHaveAttribute(
      'href',
      DEMO_PORTAL_CONFIG.links.languageAssistance,
    );
    expect(
      within(section(main, 'Reporting accessibility problems with this website')).getByRole('link', { name: 'nondiscrimination notice' }),
    ).toHaveAttribute('href', DEMO_PORTAL_CONFIG.links.nondiscriminationNotice);
  });

  it('leaves those sentences out when the plan has not set the links', async () => {
    const { main } = await openStatement(withConfig({ links: {} }));
    expect(within(main).queryByRole('link', { name: 'language assistance' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'nondiscrimination notice' })).not.toBeInTheDocument();
    expect(main).not.toHaveTextContent('file a complaint');
  });

  it('is plain markup: no antd component on the page', async () => {
    const { main } = await openStatement();
    expect(main.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = await openStatement();
    expect(await axeInAct(container)).toHaveNoViolations();
  });
});
