// A form's submit button: off while the submission is under way, with a spinner while the network is working.
// The spinner is ours, not antd's `loading`: antd's can miss its closing animation after a quick failure and stay
// in the button for good, so a screen reader went on hearing "loading Submit" (seen in Chromium).
import { Button } from './Button';
import type { MouseEvent, ReactNode } from 'react';

export interface SubmitButtonProps {
  children: ReactNode;
  /** The submission is under way (NPI check, dialog or save), or cannot start yet: a press does nothing. */
  disabled: boolean;
  /** The network is working: the spinner shows, and assistive technology hears the button is busy. */
  busy: boolean;
  /** The id of a line that says why the button is off, when it can be off before any submit. */
  describedBy?: string;
}

/** A press of a busy button, or Enter in a field of its form: the submission under way is not started again. */
function refuse(event: MouseEvent<HTMLElement>) {
  event.preventDefault();
}

export function SubmitButton({ children, disabled, busy, describedBy }: SubmitButtonProps) {
  // While the network works the button keeps its focus (a disabled button drops it to the page for the whole look-up,
  // seen with the keyboard): it stays in the focus order, says it is busy and unavailable, and refuses a second press.
  const working = disabled && busy;
  return (
    <Button
      variant="primary"
      type="submit"
      disabled={disabled && !working}
      aria-disabled={working ? true : undefined}
      aria-busy={busy ? true : undefined}
      aria-describedby={describedBy}
      onClick={working ? refuse : undefined}
      className={working ? 'submit-button--working' : undefined}
      icon={busy ? <span aria-hidden="true" className="portal-loading-spinner submit-button__spinner" /> : undefined}
    >
      {children}
    </Button>
  );
}
