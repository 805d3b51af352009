// What the console's form dialogs (antd Modal) need beyond antd's own: the dialog described by its message for a screen
// reader, and Tab from its last button back round to its first field (antd's focus lock lets one press reach the page).
import { useCallback, type KeyboardEvent } from 'react';
import { focusFieldInError } from './FieldError';

/** A ref for the dialog's message: the dialog element is antd's, so it is described once the message is drawn in it. */
export function useDialogDescription(descriptionId: string): (element: HTMLElement | null) => void {
  return useCallback(
    (element: HTMLElement | null) => {
      element?.closest('[role="dialog"]')?.setAttribute('aria-describedby', descriptionId);
    },
    [descriptionId],
  );
}

/** For the last button's onKeyDown: Tab goes round to the form's first field. */
export function tabRoundTo(formName: string, firstField: string) {
  return (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Tab' || event.shiftKey) return;
    event.preventDefault();
    focusFieldInError(formName, [firstField]);
  };
}
