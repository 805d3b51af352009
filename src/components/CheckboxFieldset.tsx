// A group of checkboxes under one question: a fieldset whose legend names the group, its hint and its error.
import type { ReactNode } from 'react';
import { theme } from 'antd';
import { FieldErrorText } from './FieldFrame';

export interface CheckboxFieldsetProps {
  legend: string;
  hint?: string;
  /** Already visible (e.g. after a failed submit); announced with the group through aria-describedby. */
  error?: string;
  /** Ids for the hint and error, so the group's description can point at them. */
  idBase: string;
  /** Shows the star; a group cannot carry aria-required, so the hint should say what is needed. */
  required?: boolean;
  children: ReactNode;
}

export function CheckboxFieldset({ legend, hint, error, idBase, required, children }: CheckboxFieldsetProps) {
  const { token } = theme.useToken();
  const hintId = `${idBase}-hint`;
  const errorId = `${idBase}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      style={{
        margin: `0 0 ${token.marginMD}px`,
        padding: 0,
        border: 'none',
        borderInlineStart: error ? `4px solid ${token.colorError}` : undefined,
        paddingInlineStart: error ? token.paddingSM : undefined,
        minWidth: 0,
      }}
    >
      <legend style={{ padding: 0, marginBottom: token.marginXXS, fontWeight: token.fontWeightStrong, color: token.colorText, fontSize: token.fontSize }}>
        {legend}
        {required && (
          <span aria-hidden="true" style={{ color: token.colorErrorText, marginInlineStart: token.marginXXS }}>
            *
          </span>
        )}
      </legend>
      {hint && (
        <div id={hintId} style={{ color: token.colorTextDescription, marginBottom: token.marginXS }}>
          {hint}
        </div>
      )}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
      <div style={{ display: 'flex', flexDirection: 'column' }}>{children}</div>
    </fieldset>
  );
}
