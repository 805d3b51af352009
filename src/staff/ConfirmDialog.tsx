// A change that cannot be taken back, or that visitors will see, asked once more in a dialog that says what will happen.
// Escape or Cancel closes it; a failure is said inside it, and the person may try again. Drawn only while open: the page
// hands focus on when it goes (to the change's notice, or back to the button that opened it).
import { useCallback, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useBodyScrollLock } from '../components/useBodyScrollLock';
import type { StaffFailure } from './api';
import { failureText } from './display';
import { ROLE_REFUSED_TEXT } from './WithdrawalForm';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in words: the dialog's description. */
  children: ReactNode;
  confirmText: string;
  /** A change that removes or hides something: the button says so in its style as well as its words. */
  danger?: boolean;
  working: boolean;
  failure: StaffFailure | null;
  /** What failed, said above the server's words: "Removing the endpoint failed." */
  failedText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmText, danger = false, working, failure, failedText, onConfirm, onCancel }: ConfirmDialogProps) {
  const descriptionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  // antd's own lock writes a <style> without the page's nonce, which the CSP refuses (IdleWarningDialog.tsx says more).
  useBodyScrollLock(true);

  const describeDialog = useCallback(
    (element: HTMLDivElement | null) => {
      element?.closest('[role="dialog"]')?.setAttribute('aria-describedby', descriptionId);
    },
    [descriptionId],
  );

  // antd's focus lock lets Tab past the last button reach the page for one press: Cancel hands focus round.
  const wrapForward = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Tab' || event.shiftKey) return;
    event.preventDefault();
    confirmRef.current?.focus();
  };

  return (
    <Modal
      open
      title={title}
      keyboard
      onCancel={onCancel}
      focusable={{ focusTriggerAfterClose: false }}
      mask={{ closable: false }}
      scrollLock={false}
      destroyOnHidden
      footer={[
        <Button key="confirm" ref={confirmRef} type="primary" danger={danger} loading={working} onClick={onConfirm}>
          {confirmText}
        </Button>,
        <Button key="cancel" onClick={onCancel} onKeyDown={wrapForward}>
          Cancel
        </Button>,
      ]}
    >
      <div id={descriptionId} ref={describeDialog} className="staff-confirm__message">
        {children}
      </div>
      {failure ? (
        <Alert
          className="staff-alert"
          type="error"
          showIcon
          title={failure.status === 403 ? ROLE_REFUSED_TEXT : failedText}
          description={failure.status === 403 ? undefined : failureText(failure)}
        />
      ) : null}
    </Modal>
  );
}
