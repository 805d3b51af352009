// redux-form adapter for a US phone number typed through the spec's (000) 000-0000 mask (react-input-mask over antd Input).
import { useRef, type ComponentType, type FocusEvent, type HTMLAttributes, type ReactElement } from 'react';
import type { BaseFieldProps, WrappedFieldProps } from 'redux-form';
import ReactInputMask, { type Props as ReactInputMaskProps } from 'react-input-mask';
import type { InputProps, InputRef } from 'antd';
// The bare Input, not antd's index module (which attaches Search, TextArea, OTP… and defeats tree shaking).
import Input from 'antd/es/input/Input';
import { INPUT_MASK_DEFAULTS, PHONE_MASK } from '../domain/constants';
import { FieldFrame, fieldInputAccessibility, visibleFieldError } from './FieldFrame';

/** The spec writes the mask in ngx-mask notation, where 0 is a digit; react-input-mask spells a digit 9. */
export const PHONE_INPUT_MASK = PHONE_MASK.replace(/0/g, '9');

/**
 * @types/react-input-mask types `children` as a ReactNode, but version 2's documented way to wrap a
 * custom input is a function child; this restates the component's real contract.
 */
type MaskedInputProps = Omit<ReactInputMaskProps, 'children'> & {
  /** Receives the props it was given minus the ones it controls (value, handlers, disabled). */
  children: (inputProps: InputProps) => ReactElement;
};
const MaskedInput = ReactInputMask as unknown as ComponentType<MaskedInputProps>;

/** An untouched mask ('(___) ___-____') or a cleared one is no phone number: the form stores ''. */
export function normalizeMaskedPhone(value: string): string {
  return /\d/.test(value) ? value : '';
}

export interface MaskedPhoneFieldOwnProps {
  label: string;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  disabled?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

export type MaskedPhoneFieldProps = WrappedFieldProps & MaskedPhoneFieldOwnProps;

/**
 * The props of `<Field<MaskedPhoneFieldConfig> name="..." component={MaskedPhoneField} ... />`: redux-form's Field
 * only checks an adapter's own props when told them through its type parameter.
 */
export type MaskedPhoneFieldConfig = BaseFieldProps<MaskedPhoneFieldOwnProps> & MaskedPhoneFieldOwnProps;

export function MaskedPhoneField({
  input,
  meta,
  label,
  required,
  autoComplete = 'tel-national',
  hint,
  disabled,
  inputMode = 'tel',
}: MaskedPhoneFieldProps) {
  const error = visibleFieldError(meta);
  const accessibility = fieldInputAccessibility({
    form: meta.form,
    name: input.name,
    required,
    hasHint: hint !== undefined,
    hasError: error !== undefined,
  });
  const value = typeof input.value === 'string' ? input.value : '';
  const inputRef = useRef<InputRef>(null);
  // antd hands change handlers a copy of the input holding the keystroke's raw text; the mask has
  // already rewritten the real input, so its value is the one to store.
  const maskedValue = (fallback: string) => normalizeMaskedPhone(inputRef.current?.input?.value ?? fallback);
  return (
    <FieldFrame form={meta.form} name={input.name} label={label} required={required} hint={hint} error={error}>
      <MaskedInput
        mask={PHONE_INPUT_MASK}
        maskChar={INPUT_MASK_DEFAULTS.placeholderChar}
        value={value}
        disabled={disabled}
        onChange={(event) => input.onChange(maskedValue(event.target.value))}
        onBlur={(event: FocusEvent<HTMLInputElement>) => input.onBlur(maskedValue(event.target.value))}
        onFocus={input.onFocus}
      >
        {(maskedProps) => (
          <Input
            {...maskedProps}
            {...accessibility}
            ref={inputRef}
            name={input.name}
            // react-input-mask insists that a disabled state given to it reaches the child unchanged.
            disabled={disabled}
            type="tel"
            inputMode={inputMode}
            autoComplete={autoComplete}
            status={error !== undefined ? 'error' : undefined}
          />
        )}
      </MaskedInput>
    </FieldFrame>
  );
}
