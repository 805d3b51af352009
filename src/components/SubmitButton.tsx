// A form's submit button: off while the submission is under way, with a spinner while the network is working.
// The spinner is ours, not antd's `loading`: antd's can miss its closing animation after a quick failure and stay
// in the button for good, so a screen reader went on hearing "loading Submit" (seen in Chromium).
import { Button } from 'antd';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  children: ReactNode;
  /** The submission is under way (NPI check, dialog or save): the button is off. */
  disabled: boolean;
  /** The network is working: the spinner shows, and assistive technology hears the button is busy. */
  busy: boolean;
  /** The id of a line that says why the button is off, when it can be off before any submit. */
  describedBy?: string;
}

export function SubmitButton({ children, disabled, busy, describedBy }: SubmitButtonProps) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      disabled={disabled}
      aria-busy={busy ? true : undefined}
      aria-describedby={describedBy}
      icon={busy ? <span aria-hidden="true" className="portal-loading-spinner submit-button__spinner" /> : undefined}
    >
      {children}
    </Button>
  );
}
