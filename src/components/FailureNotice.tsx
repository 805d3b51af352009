// The lasting on-page message of a failed save or lookup (DESIGN §5): the form's own words plus the plan's
// support phone, taking focus so a screen reader reads it once and a phone scrolls it into view.
import { useEffect, useId, useRef } from 'react';
import { theme } from 'antd';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { PhoneLink } from './PhoneLink';

export interface FailureNoticeProps {
  title: string;
  message: string;
  /** The plan's support phone (10 digits); left out when the plan has none. */
  supportPhone?: string;
  /** Increment after each failure: every new positive value moves focus to the notice. */
  focusKey?: number;
}

export const FAILURE_HELP_PREFIX = 'Everything you typed is still here. If the problem continues, call us on';

export function FailureNotice({ title, message, supportPhone, focusKey }: FailureNoticeProps) {
  const { token } = theme.useToken();
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const focusedKeyRef = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (focusKey === undefined || focusKey <= 0 || focusKey === focusedKeyRef.current) return;
    focusedKeyRef.current = focusKey;
    regionRef.current?.focus();
  }, [focusKey]);

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      style={{
        border: `2px solid ${token.colorError}`,
        background: token.colorErrorBg,
        borderRadius: token.borderRadius,
        padding: token.padding,
        marginBottom: token.marginLG,
        color: token.colorText,
      }}
    >
      <h2 id={headingId} style={{ margin: 0, fontSize: token.fontSizeHeading4, color: token.colorText, display: 'flex', gap: token.marginXS, alignItems: 'baseline' }}>
        <CloseCircleFilled aria-hidden="true" style={{ color: token.colorError }} />
        <span>{title}</span>
      </h2>
      <p style={{ margin: `${token.marginXS}px 0 0` }}>{message}</p>
      {supportPhone && (
        <p style={{ margin: `${token.marginXS}px 0 0` }}>
          {FAILURE_HELP_PREFIX} <PhoneLink phone={supportPhone} />.
        </p>
      )}
    </section>
  );
}
