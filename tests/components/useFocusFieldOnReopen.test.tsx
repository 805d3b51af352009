// The hook that puts the cursor in a form's first field once a thanks view's button brings the form back.
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusFieldOnReopen } from '../../src/components/useFocusFieldOnReopen';

function Harness() {
  const [saved, setSaved] = useState(true);
  const focusOnReopen = useFocusFieldOnReopen('first-field', !saved);
  return saved ? (
    <button
      type="button"
      onClick={() => {
        setSaved(false);
        focusOnReopen();
      }}
    >
      Fill in a new form
    </button>
  ) : (
    <form aria-label="Blank form">
      <label htmlFor="first-field">First Name</label>
      <input id="first-field" />
      <button type="button" onClick={() => setSaved(true)}>
        Submit
      </button>
    </form>
  );
}

it('focuses the field once the form is back after the action', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Fill in a new form' }));
  expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();

});

it('does nothing while the form is not shown', () => {
  function Hidden() {
    const focusOnReopen = useFocusFieldOnReopen('missing', false);
    return (
      <button type="button" onClick={focusOnReopen}>
        Again
      </button>
    );
  }
  render(<Hidden />);
  act(() => screen.getByRole('button', { name: 'Again' }).click());
  expect(document.body).toHaveFocus();
});
