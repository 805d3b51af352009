// FormStepper: one vertical step whose title is a heading and whose content is the form.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { FormStepper } from '../../src/components/FormStepper';
import { renderWithTheme } from '../../support/renderWithPortal';

describe('FormStepper', () => {
  it('titles the step with a heading and shows the content under it', () => {
    renderWithTheme(
      <FormStepper stepTitle="Sign the attestation">
        <label htmlFor="first">First Name</label>
        <input id="first" />
      </FormStepper>,
    );
    expect(screen.getByRole('heading', { name: 'Sign the attestation', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
    // The content comes after its step's heading, as a vertical stepper reads.
    const heading = screen.getByRole('heading', { name: 'Sign the attestation' });
    expect(heading.compareDocumentPosition(screen.getByLabelText('First Name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No empty or one-sided list semantics.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the lone step number away from screen readers', () => {
    renderWithTheme(<FormStepper stepTitle="Step">content</FormStepper>);
    expect(screen.getByText('1')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { name: 'Step' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<FormStepper stepTitle="Sign the attestation">Form fields</FormStepper>);
    expect(await axe(container)).toHaveNoViolations();
  });
});
