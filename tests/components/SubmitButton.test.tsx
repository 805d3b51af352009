// The submit button while a submission is under way (issue 18): busy keeps the focus and refuses a press, or Enter in
// a field; off before it can start (the terms not read) is a plain disabled button.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from '../../src/components/SubmitButton';

function Form({ disabled, busy, onSubmit }: { disabled: boolean; busy: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="name">Name</label>
      <input id="name" />
      <SubmitButton disabled={disabled} busy={busy}>
        DONE
      </SubmitButton>
    </form>
  );
}

it('keeps its focus while busy, says busy and unavailable, and refuses a press and Enter', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const { rerender } = render(<Form disabled={false} busy={false} onSubmit={onSubmit} />);
  const button = screen.getByRole('button', { name: 'DONE' });
  await user.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);

  // The look-up starts: the button keeps the focus the press gave it.
  rerender(<Form disabled busy onSubmit={onSubmit} />);
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  await user.click(button);
  await user.type(screen.getByLabelText('Name'), 'Ada{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
  // Still in the focus order: Tab from the field reaches it.
  screen.getByLabelText('Name').focus();
  await user.tab();
  expect(button).toHaveFocus();
});

it('is a plain disabled button while it cannot start and nothing is under way (the dialog, the terms not read)', () => {
  const onSubmit = jest.fn();
  render(<Form disabled busy={false} onSubmit={onSubmit} />);
  const button = screen.getByRole('button', { name: 'DONE' });
  expect(button).toBeDisabled();
  expect(button).not.toHaveAttribute('aria-busy');
  fireEvent.click(button);
  expect(onSubmit).not.toHaveBeenCalled();
});
