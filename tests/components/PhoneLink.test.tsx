// PhoneLink: ten digits shown as (xxx) xxx-xxxx and dialled with +1, 711 as it is, anything else plain text.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { PhoneLink } from '../../src/components/PhoneLink';
import { AXE_OPTIONS } from '../../support/axe';
import { renderWithTheme } from '../../support/renderWithPortal';

describe('PhoneLink', () => {
  it('shows ten digits in the spec format and dials them with the country code', () => {
    renderWithTheme(<PhoneLink phone="8005550100" />);
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  });

  it('formats ten digits however they were written', () => {
    renderWithTheme(<PhoneLink phone="800.555.0100" />);
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  });

  it('keeps the 711 relay as 711 and dials it as it is', () => {
    renderWithTheme(<PhoneLink phone="711" />);
    expect(screen.getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
  });

  it('dials an eleven-digit number that starts with the country code 1, shown as written', () => {
    renderWithTheme(<PhoneLink phone="1-800-555-0100" />);
    expect(screen.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  });

  it('shows an eleven-digit number with another first digit as plain text, without a link', () => {
    renderWithTheme(<PhoneLink phone="28005550100" />);
    expect(screen.getByText('28005550100')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a number that cannot be dialled as plain text, without a link', () => {
    renderWithTheme(<PhoneLink phone="555-01" />);
    expect(screen.getByText('555-01')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <p>
        Call <PhoneLink phone="8005550100" />, TTY <PhoneLink phone="711" />, extension <PhoneLink phone="555-01" />.
      </p>,
    );
    expect(await axe(container, AXE_OPTIONS)).toHaveNoViolations();
  });
});
