// redux-form adapter for a single-line text input (TextInput) inside the shared FieldFrame.
// It has no maxLength on purpose: a limit is told by the form's validation, never enforced by cutting what is typed (docs/readings.md).
import type { HTMLAttributes } from 'react';
import type { BaseFieldProps, WrappedFieldProps } from 'redux-form';
import { TextInput } from './TextInput';
import { FieldFrame, fieldState } from './FieldFrame';

export interface TextFieldOwnProps {
  label: string;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  disabled?: boolean;
  type?: 'text' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The answer's known length the box is sized for (an NPI's); full width otherwise. */
  sizedFor?: 'npi';
}

export type TextFieldProps = WrappedFieldProps & TextFieldOwnProps;

/**
 * The props of `<Field<TextFieldConfig> name="..." component={TextField} ... />`: redux-form's Field
 * only checks an adapter's own props when told them through its type parameter.
 */
export type TextFieldConfig = BaseFieldProps<TextFieldOwnProps> & TextFieldOwnProps;

export function TextField({ input, meta, label, required, autoComplete, hint, disabled, type = 'text', inputMode, sizedFor }: TextFieldProps) {
  const { error, accessibility } = fieldState({ input, meta }, { required, hint });
  return (
    <FieldFrame form={meta.form} name={input.name} label={label} required={required} hint={hint} error={error}>
      <TextInput
        {...accessibility}
        name={input.name}
        // redux-form keeps '' for an untouched field, but a stored null or number must not break the controlled input.
        value={typeof input.value === 'string' ? input.value : String(input.value ?? '')}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        disabled={disabled}
        invalid={error !== undefined}
        sizedFor={sizedFor}
      />
    </FieldFrame>
  );
}
