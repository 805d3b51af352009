// redux-form adapter for a US phone number typed through the spec's (000) 000-0000 mask, over TextInput.
// The mask is ours (src/domain/phone.ts), a few lines for one fixed pattern: react-input-mask cost 6.7 KB gzip
// on every form route that has a phone number, and does not run on React 19.
import { useEffect, useLayoutEffect, useRef, type ChangeEvent, type HTMLAttributes } from 'react';
import type { BaseFieldProps, WrappedFieldProps } from 'redux-form';
import { TextInput } from './TextInput';
import { caretAfterDigits, formatPhoneAsTyped, phoneDigits } from '../domain/phone';
import { FieldFrame, fieldState } from './FieldFrame';

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

/** A layout effect in the browser; on the server, where nothing is laid out (and React warns of one), a plain effect that never runs. */
const useCaretEffect = typeof window !== 'undefined' && typeof window.document?.createElement === 'function' ? useLayoutEffect : useEffect;

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
  const { error, accessibility } = fieldState({ input, meta }, { required, hint });
  const value = typeof input.value === 'string' ? input.value : '';
  const inputRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);

  // After the reformatted value is rendered, the caret goes back after the digit it followed.
  useCaretEffect(() => {
    const element = inputRef.current;
    const caret = caretRef.current;
    caretRef.current = null;
    if (element && caret !== null && element.ownerDocument.activeElement === element) element.setSelectionRange(caret, caret);
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.target;
    const typed = element.value;
    const masked = formatPhoneAsTyped(typed);
    const digitsBeforeCaret = phoneDigits(typed.slice(0, element.selectionStart ?? typed.length)).length;
    // A country code dropped from the front (see formatPhoneAsTyped) shifts every digit one place to the left.
    const allDigits = phoneDigits(typed);
    const droppedCountryCode = allDigits.length > 10 && allDigits.startsWith('1') ? 1 : 0;
    caretRef.current = caretAfterDigits(masked, Math.max(0, digitsBeforeCaret - droppedCountryCode));
    input.onChange(masked);
  };

  return (
    <FieldFrame form={meta.form} name={input.name} label={label} required={required} hint={hint} error={error}>
      <TextInput
        {...accessibility}
        ref={inputRef}
        name={input.name}
        value={value}
        onChange={onChange}
        onBlur={() => input.onBlur(value)}
        onFocus={input.onFocus}
        disabled={disabled}
        type="tel"
        inputMode={inputMode}
        autoComplete={autoComplete}
        invalid={error !== undefined}
      />
    </FieldFrame>
  );
}
