// The label / required star / hint / error layout every redux-form adapter shares, since antd's Form.Item is not used.
import type { ReactNode } from 'react';
import type { WrappedFieldMetaProps, WrappedFieldProps } from 'redux-form';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { SvgIcon } from './SvgIcon';
import { fieldErrorId, fieldHintId, fieldInputId, fieldLabelId } from './fieldIds';

/** The slice of redux-form's meta that decides whether an error is shown. */
export type FieldVisibilityMeta = Pick<WrappedFieldMetaProps, 'error' | 'touched' | 'dirty' | 'submitFailed'>;

/**
 * The message to show, or undefined. docs/validation.md: messages appear once the field is dirty or touched;
 * after a failed submit every invalid field shows its message, untouched or not.
 */
export function visibleFieldError(meta: FieldVisibilityMeta): ReactNode | undefined {
  const error: unknown = meta.error;
  if (error === undefined || error === null || error === false || error === '') return undefined;
  if (!(meta.touched || meta.dirty || meta.submitFailed)) return undefined;
  return error as ReactNode;
}

export interface FieldAccessibilityOptions {
  form: string;
  name: string;
  required?: boolean;
  hasHint?: boolean;
  hasError?: boolean;
}

/** The attributes an input needs so its label, hint and error are announced with it. */
export interface FieldInputAccessibility {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function fieldInputAccessibility({ form, name, required, hasHint, hasError }: FieldAccessibilityOptions): FieldInputAccessibility {
  const describedBy = [hasHint ? fieldHintId(form, name) : undefined, hasError ? fieldErrorId(form, name) : undefined]
    .filter((id): id is string => id !== undefined)
    .join(' ');
  return {
    id: fieldInputId(form, name),
    'aria-required': required ? true : undefined,
    'aria-invalid': hasError ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  };
}

/**
 * What every adapter's input needs: the error to show (none while `errorHidden`, as the NPI's while N/A is ticked)
 * and the attributes that announce the input's label, hint and error with it.
 */
export function fieldState(
  { input, meta }: Pick<WrappedFieldProps, 'input' | 'meta'>,
  { required, hint, errorHidden = false }: { required?: boolean; hint?: ReactNode; errorHidden?: boolean },
): { error: ReactNode | undefined; accessibility: FieldInputAccessibility } {
  const error = errorHidden ? undefined : visibleFieldError(meta);
  const accessibility = fieldInputAccessibility({
    form: meta.form,
    name: input.name,
    required,
    hasHint: hint !== undefined,
    hasError: error !== undefined,
  });
  return { error, accessibility };
}

export interface FieldErrorTextProps {
  id: string;
  children: ReactNode;
}

/** An icon plus the text, so the error never relies on colour alone. */
export function FieldErrorText({ id, children }: FieldErrorTextProps) {
  return (
    <div id={id} className="field__error">
      <SvgIcon icon={CloseCircleFilled} />
      <span>{children}</span>
    </div>
  );
}

export interface FieldLabelProps {
  form: string;
  name: string;
  label: ReactNode;
  /** Shows the star; the input itself carries aria-required, so the star is hidden from screen readers. */
  required?: boolean;
}

export function FieldLabel({ form, name, label, required }: FieldLabelProps) {
  return (
    <div className="field__label-line">
      {/* The star sits outside the <label> so the field's accessible name is exactly its label text. */}
      <label id={fieldLabelId(form, name)} htmlFor={fieldInputId(form, name)} className="field__label">
        {label}
      </label>
      {required && (
        <span aria-hidden="true" className="required-star">
          *
        </span>
      )}
    </div>
  );
}

export interface FieldFrameProps {
  form: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Already filtered through visibleFieldError: present only when it must be shown. */
  error?: ReactNode;
  /** False for a checkbox, whose own wrapping label names it: the frame then shows no label of its own. */
  showLabel?: boolean;
  children: ReactNode;
}

export function FieldFrame({ form, name, label, required, hint, error, showLabel = true, children }: FieldFrameProps) {
  const hintNode =
    hint !== undefined && hint !== null ? (
      <div id={fieldHintId(form, name)} className="field__hint">
        {hint}
      </div>
    ) : null;
  return (
    <div className="field">
      {showLabel && <FieldLabel form={form} name={name} label={label} required={required} />}
      {showLabel && hintNode}
      {children}
      {/* A checkbox reads as "box, then its text": its hint follows rather than precedes it. */}
      {!showLabel && hintNode}
      {error !== undefined && <FieldErrorText id={fieldErrorId(form, name)}>{error}</FieldErrorText>}
    </div>
  );
}
