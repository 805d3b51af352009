// One question answered with checkboxes or radios: a fieldset whose legend is the question, with its hint and error.
import type { ReactNode } from 'react';
import { FieldErrorText } from './FieldFrame';

export interface ChoiceFieldsetProps {
  legend: string;
  hint?: string;
  /** Already visible (e.g. after a failed submit); announced with the group through aria-describedby. */
  error?: ReactNode;
  hintId: string;
  errorId: string;
  /** Shows the star; a group cannot carry aria-required, so each choice or the hint says what is needed. */
  required?: boolean;
  /** Side by side (a short Yes / No) rather than one under another. */
  inline?: boolean;
  children: ReactNode;
}

export function ChoiceFieldset({ legend, hint, error, hintId, errorId, required, inline, children }: ChoiceFieldsetProps) {
  const hasError = error !== undefined && error !== null && error !== '';
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={hasError ? true : undefined} className={`choice-fieldset${hasError ? ' choice-fieldset--invalid' : ''}`}>
      <legend className="choice-fieldset__legend">
        {legend}
        {required && (
          <span aria-hidden="true" className="required-star">
            *
          </span>
        )}
      </legend>
      {hint && (
        <div id={hintId} className="choice-fieldset__hint">
          {hint}
        </div>
      )}
      {hasError && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
      <div className={`choice-fieldset__choices${inline ? ' choice-fieldset__choices--inline' : ''}`}>{children}</div>
    </fieldset>
  );
}
