// PageHeader: the page's one h1 and its introduction.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { PageHeader } from '../../src/components/PageHeader';
import { renderWithTheme } from '../../support/renderWithPortal';

describe('PageHeader', () => {
  it('renders the title as the h1 and the intro below it', async () => {
    const { container } = renderWithTheme(
      <PageHeader title="Member Preferred Method of Contact Consent Form">
        <p>Sign up to receive information and notices.</p>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Member Preferred Method of Contact Consent Form' })).toBeInTheDocument();
    expect(screen.getByText('Sign up to receive information and notices.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('works without an intro', () => {
    renderWithTheme(<PageHeader title="DEI Provider Training Program" />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
