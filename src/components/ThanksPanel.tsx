// The success view that replaces a form after saving: its message takes focus so a screen reader announces it.
import { useEffect, useRef } from 'react';
import { Button, theme } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';

export interface ThanksPanelProps {
  message: string;
  actionLabel: string;
  onAction: () => void;
  /** The server's submission reference, when it gave one, so the person can quote it later. */
  reference?: string;
}

export const REFERENCE_LABEL = 'Your reference:';

export function ThanksPanel({ message, actionLabel, onAction, reference }: ThanksPanelProps) {
  const { token } = theme.useToken();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form that had focus is gone; without this, focus falls back to the page body and nothing is announced.
    headingRef.current?.focus();
  }, []);

  return (
    <section style={{ textAlign: 'center', padding: `${token.paddingLG}px ${token.padding}px` }}>
      <CheckCircleFilled aria-hidden="true" style={{ fontSize: 72, color: token.colorSuccess }} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        style={{ margin: `${token.marginLG}px 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading4, color: token.colorText }}
      >
        {message}
      </h2>
      {reference && (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>
          {REFERENCE_LABEL} <strong>{reference}</strong>
        </p>
      )}
      <Button type="primary" size="large" onClick={onAction} style={{ marginTop: token.marginLG }}>
        {actionLabel}
      </Button>
    </section>
  );
}
