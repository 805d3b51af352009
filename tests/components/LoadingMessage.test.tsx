// LoadingMessage: a status with readable text; the spinner stays silent.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { LoadingMessage, DEFAULT_LOADING_TEXT } from '../../src/components/LoadingMessage';
import { renderWithTheme } from '../../support/renderWithPortal';

describe('LoadingMessage', () => {
  it('is a status saying Loading… by default', async () => {
    const { container } = renderWithTheme(<LoadingMessage />);
    expect(screen.getByRole('status')).toHaveTextContent(DEFAULT_LOADING_TEXT);
    expect(DEFAULT_LOADING_TEXT).toBe('Loading…');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the given text', () => {
    renderWithTheme(<LoadingMessage text="Checking the NPI…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the NPI…');
  });
});
