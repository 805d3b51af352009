// ErrorSummary: nothing when there are no errors, focus on each new focusKey, links that move focus to their field.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ErrorSummary, type ErrorSummaryProps } from '../../src/components/ErrorSummary';
import { MISSING_INFORMATION } from '../../src/domain/messages';
import { renderWithTheme } from '../../support/renderWithPortal';

const errors = [
  { fieldId: 'attestation-firstName', message: 'First Name is required.' },
  { fieldId: 'attestation-individualNPI', message: 'The minimum length for Individual NPI should be 10 characters.' },
];

function Page(props: Partial<ErrorSummaryProps>) {
  return (
    <main>
      <ErrorSummary title={MISSING_INFORMATION.title} message={MISSING_INFORMATION.message} errors={errors} {...props} />
      <label htmlFor="attestation-firstName">First Name</label>
      <input id="attestation-firstName" />
      <label htmlFor="attestation-individualNPI">Individual NPI</label>
      <input id="attestation-individualNPI" />
    </main>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = renderWithTheme(<ErrorSummary title="Missing Information" errors={[]} focusKey={3} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a region named by its heading, with the message and one link per error', () => {
    renderWithTheme(<Page />);
    const region = screen.getByRole('region', { name: MISSING_INFORMATION.title });
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { name: MISSING_INFORMATION.title })).toBeInTheDocument();
    expect(screen.getByText(MISSING_INFORMATION.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First Name is required.' })).toHaveAttribute('href', '#attestation-firstName');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('does not take focus without a positive focusKey', () => {
    renderWithTheme(<Page focusKey={0} />);
    expect(screen.getByRole('region')).not.toHaveFocus();
  });

  it('takes focus each time focusKey changes', async () => {
    const { rerender, user } = renderWithTheme(<Page focusKey={1} />);
    const region = screen.getByRole('region', { name: MISSING_INFORMATION.title });
    expect(region).toHaveFocus();

    await user.click(screen.getByLabelText('First Name'));
    rerender(<Page focusKey={1} />);
    expect(screen.getByLabelText('First Name')).toHaveFocus();

    rerender(<Page focusKey={2} />);
    expect(region).toHaveFocus();
  });

  it('takes focus when it first appears together with a new focusKey', () => {
    const { rerender } = renderWithTheme(<Page errors={[]} focusKey={0} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(<Page focusKey={1} />);
    expect(screen.getByRole('region')).toHaveFocus();
  });

  it('moves focus to the field when a link is followed, by mouse or keyboard', async () => {
    const { user } = renderWithTheme(<Page focusKey={1} />);
    await user.click(screen.getByRole('link', { name: 'First Name is required.' }));
    expect(screen.getByLabelText('First Name')).toHaveFocus();

    screen.getByRole('link', { name: /Individual NPI/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Individual NPI')).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Page focusKey={1} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
