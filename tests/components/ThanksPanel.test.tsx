// ThanksPanel: its message is a heading that takes focus, the reference shows when given, one primary action.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThanksPanel, REFERENCE_LABEL } from '../../src/components/ThanksPanel';
import { renderWithTheme } from './renderWithPortal';

const MESSAGE = 'Thanks for providing preferred contact method';

describe('ThanksPanel', () => {
  it('focuses its message heading on mount so it is announced', () => {
    renderWithTheme(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={jest.fn()} />);
    const heading = screen.getByRole('heading', { name: MESSAGE });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('shows the submission reference only when there is one', () => {
    const { rerender } = renderWithTheme(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={jest.fn()} />);
    expect(screen.queryByText(REFERENCE_LABEL, { exact: false })).not.toBeInTheDocument();
    rerender(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={jest.fn()} reference="PC-20250101-0042" />);
    expect(screen.getByText('PC-20250101-0042')).toBeInTheDocument();
    expect(screen.getByText(REFERENCE_LABEL, { exact: false })).toBeInTheDocument();
  });

  it('has one button that runs the action', async () => {
    const onAction = jest.fn();
    const { user } = renderWithTheme(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={onAction} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close Window' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={jest.fn()} reference="PC-1" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
