// PlanContactBlock: a region with the plan's address, phones as tel: links, the TTY line (its number or 711) and hours.
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { PlanContactBlock } from '../../src/components/PlanContactBlock';
import type { PlanContact } from '../../src/domain/portalConfig';
import { AXE_OPTIONS } from '../../support/axe';
import { renderWithTheme } from '../../support/renderWithPortal';

const CONTACT: PlanContact = {
  address: '1200 Harbor Way, Suite 300, Long Beach, CA 90802',
  supportPhone: '8005550100',
  mainPhone: '5625550199',
  ttyPhone: '8005550111',
  hours: 'Monday to Friday, 8 a.m. to 8 p.m. Pacific time',
};

/** What each line of the block reads as: its term ("TTY") and what follows it. */
function linesOf(block: HTMLElement): Record<string, string> {
  const terms = within(block).getAllByRole('term');
  const definitions = within(block).getAllByRole('definition');
  expect(definitions).toHaveLength(terms.length);
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', (definitions[index]?.textContent ?? '').replace(/\s+/g, ' ').trim()]));
}

function definitionOf(block: HTMLElement, term: string): HTMLElement {
  const terms = within(block).getAllByRole('term');
  const index = terms.findIndex((candidate) => candidate.textContent === term);
  const definition = within(block).getAllByRole('definition')[index];
  if (index < 0 || !definition) throw new Error(`No line "${term}" in the contact block`);
  return definition;
}

describe('PlanContactBlock', () => {
  it('is a region named "Contact us" under its heading, with the address and hours', () => {
    renderWithTheme(<PlanContactBlock contact={CONTACT} />);
    const block = screen.getByRole('region', { name: 'Contact us' });
    expect(within(block).getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(within(block).getByText(CONTACT.address)).toBeInTheDocument();
    expect(linesOf(block)).toEqual({
      'Member support': '(800) 555-0100',
      'Main phone': '(562) 555-0199',
      TTY: '(800) 555-0111 or 711',
      Hours: CONTACT.hours,
    });
  });

  it('links the support and main phones for dialling', () => {
    renderWithTheme(<PlanContactBlock contact={CONTACT} />);
    const block = screen.getByRole('region', { name: 'Contact us' });
    expect(within(definitionOf(block, 'Member support')).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(definitionOf(block, 'Main phone')).getByRole('link', { name: '(562) 555-0199' })).toHaveAttribute('href', 'tel:+15625550199');
  });

  it('offers the plan\'s TTY number or the 711 relay, both dialable', () => {
    renderWithTheme(<PlanContactBlock contact={CONTACT} />);
    const tty = definitionOf(screen.getByRole('region', { name: 'Contact us' }), 'TTY');
    expect(tty).toHaveTextContent('(800) 555-0111 or 711');
    expect(within(tty).getByRole('link', { name: '(800) 555-0111' })).toHaveAttribute('href', 'tel:+18005550111');
    expect(within(tty).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    expect(within(tty).getAllByRole('link')).toHaveLength(2);
  });

  it.each([
    ['is the 711 relay itself', '711'],
    ['is empty', ''],
  ])('offers only 711 when the TTY phone %s', (_case, ttyPhone) => {
    renderWithTheme(<PlanContactBlock contact={{ ...CONTACT, ttyPhone }} />);
    const block = screen.getByRole('region', { name: 'Contact us' });
    const tty = definitionOf(block, 'TTY');
    expect(tty).toHaveTextContent(/^711$/);
    expect(within(tty).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    expect(within(tty).getAllByRole('link')).toHaveLength(1);
    expect(within(block).getAllByRole('link')).toHaveLength(3);
  });

  it('is named by the title it is given', () => {
    renderWithTheme(<PlanContactBlock contact={CONTACT} title="Questions? Call us" />);
    const block = screen.getByRole('region', { name: 'Questions? Call us' });
    expect(within(block).getByRole('heading', { name: 'Questions? Call us' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <main>
        <PlanContactBlock contact={CONTACT} />
      </main>,
    );
    expect(await axe(container, AXE_OPTIONS)).toHaveNoViolations();
  });
});
