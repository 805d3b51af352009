// ConfirmDialog: a dialog named by its title and described by its message, focus on the safe button, Escape = cancel.
import { screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog, CONFIRM_DIALOG_WIDTH } from '../../src/components/ConfirmDialog';
import { NPI_NOT_FOUND_CONFIRM } from '../../src/domain/messages';
import { axeInAct } from '../../support/axe';
import { renderWithTheme } from '../../support/renderWithPortal';

function renderDialog(open = true) {
  const onOk = jest.fn();
  const onCancel = jest.fn();
  const view = renderWithTheme(<ConfirmDialog open={open} {...NPI_NOT_FOUND_CONFIRM} onOk={onOk} onCancel={onCancel} />);
  return { ...view, onOk, onCancel };
}

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title and described by its message', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(NPI_NOT_FOUND_CONFIRM.message);
  });

  it('shows exactly the two labelled buttons, No first, and focuses No', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    const buttons = Array.from(dialog.querySelectorAll('button')).filter((button) => button.textContent !== '');
    expect(buttons.map((button) => button.textContent)).toEqual(['No', 'Yes']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
  });

  it('has no close button of its own: Escape and No say no', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['No', 'Yes']);
  });

  it('never gets wider than 80vw', async () => {
    renderDialog();
    expect(CONFIRM_DIALOG_WIDTH).toBe('min(520px, 80vw)');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.style.width).toBe('min(520px, 80vw)');
  });

  it('reports Yes and No', async () => {
    const { user, onOk, onCancel } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as No', async () => {
    const { user, onOk, onCancel } = renderDialog();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOk).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    // axe's full rule set (no options), as before; inside act because the dialog may still be opening.
    expect(await axeInAct(document.body, {})).toHaveNoViolations();
  });
});
