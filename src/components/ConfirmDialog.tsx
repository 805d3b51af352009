// The Yes/No confirmation dialog (spec "Dialogs"), driven by state: its buttons only report the choice.
import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Button, Modal } from 'antd';
import { DIALOG_MAX_WIDTH } from '../domain/constants';
import { AntdTheme } from './AntdTheme';
import { useBodyScrollLock } from './useBodyScrollLock';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  okLabel: string;
  cancelLabel: string;
  onOk: () => void;
  onCancel: () => void;
}

/** antd's usual 520px, never wider than the spec's 80vw. */
export const CONFIRM_DIALOG_WIDTH = `min(520px, ${DIALOG_MAX_WIDTH})`;

export function ConfirmDialog({ open, title, message, okLabel, cancelLabel, onOk, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);

  // antd's focus lock lets Tab past the last button land on the page's body for one press, a tab stop that
  // shows nothing: the two buttons hand focus to each other instead.
  const wrapTab = (to: RefObject<HTMLButtonElement>, shift: boolean) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Tab' || event.shiftKey !== shift) return;
    event.preventDefault();
    to.current?.focus();
  };

  // antd names the dialog by its title but offers no prop for a description; the message element finds its dialog.
  const describeDialog = useCallback(
    (messageElement: HTMLParagraphElement | null) => {
      messageElement?.closest('[role="dialog"]')?.setAttribute('aria-describedby', messageId);
    },
    [messageId],
  );

  useBodyScrollLock(open);

  // The safe answer gets focus: Enter or Space on arrival must not submit a record the user has not confirmed.
  const focusCancel = useCallback(() => cancelRef.current?.focus(), []);
  useEffect(() => {
    if (!open) return undefined;
    // antd focuses its panel once the opening motion settles; focusing after it keeps the button focused.
    const frame = window.requestAnimationFrame(focusCancel);
    return () => window.cancelAnimationFrame(frame);
  }, [open, focusCancel]);

  return (
    <AntdTheme>
      <Modal
        open={open}
        title={title}
        width={CONFIRM_DIALOG_WIDTH}
        centered
        // Escape and the close button both mean "No"; clicking the backdrop by accident should not decide anything.
        keyboard
        // antd's own lock writes a <style> element, which the CSP refuses: useBodyScrollLock does the same through the CSSOM.
        scrollLock={false}
        mask={{ closable: false }}
        // No close button: Escape and No already say "no", and an icon-only tab stop adds nothing.
        closable={false}
        // Where focus goes after an answer is the form's business (the NPI after No, the thanks after Yes):
        // the button that opened the dialog is disabled by then, and focus would fall to the page's body.
        focusable={{ focusTriggerAfterClose: false }}
        onCancel={onCancel}
        afterOpenChange={(isOpen) => {
          if (isOpen) focusCancel();
        }}
        footer={[
          <Button key="cancel" ref={cancelRef} size="large" onClick={onCancel} onKeyDown={wrapTab(okRef, true)}>
            {cancelLabel}
          </Button>,
          <Button key="ok" ref={okRef} type="primary" size="large" onClick={onOk} onKeyDown={wrapTab(cancelRef, false)}>
            {okLabel}
          </Button>,
        ]}
      >
        <p id={messageId} ref={describeDialog} style={{ margin: 0 }}>
          {message}
        </p>
      </Modal>
    </AntdTheme>
  );
}
