// The list of a form's errors shown after a failed submit: focus lands on it, and each entry jumps to its field.
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { theme } from 'antd';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';

export interface ErrorSummaryEntry {
  /** The id of the field's input, as made by fieldInputId(form, name). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  message?: string;
  errors: ErrorSummaryEntry[];
  /**
   * Increment after each failed submit: every new positive value moves focus to the summary.
   * 0 or undefined never moves focus, so a summary that is simply on screen does not steal it.
   */
  focusKey?: number;
}

export function ErrorSummary({ title, message, errors, focusKey }: ErrorSummaryProps) {
  const { token } = theme.useToken();
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const focusedKeyRef = useRef<number | undefined>(undefined);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (!hasErrors || focusKey === undefined || focusKey <= 0 || focusKey === focusedKeyRef.current) return;
    focusedKeyRef.current = focusKey;
    // Moving focus makes a screen reader read the heading and list, so no live region is needed on top.
    regionRef.current?.focus();
  }, [focusKey, hasErrors]);

  if (!hasErrors) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // Following the hash would only scroll; focusing puts the cursor in the field, ready to correct it.
    event.preventDefault();
    field.focus();
  };

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
      }}
    >
      <h2 id={headingId} style={{ margin: 0, fontSize: token.fontSizeHeading4, color: token.colorText, display: 'flex', gap: token.marginXS, alignItems: 'baseline' }}>
        <ExclamationCircleFilled aria-hidden="true" style={{ color: token.colorError }} />
        <span>{title}</span>
      </h2>
      {message && <p style={{ margin: `${token.marginXS}px 0 0`, color: token.colorText }}>{message}</p>}
      <ul style={{ margin: `${token.marginXS}px 0 0`, paddingInlineStart: token.paddingLG }}>
        {errors.map((entry) => (
          <li key={`${entry.fieldId}:${entry.message}`}>
            <a href={`#${entry.fieldId}`} onClick={(event) => focusField(event, entry.fieldId)} style={{ color: token.colorLink, textDecoration: 'underline' }}>
              {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
