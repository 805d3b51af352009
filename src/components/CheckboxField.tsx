// redux-form adapter for one boolean checkbox; its own text is its label.
import type { BaseFieldProps, WrappedFieldProps } from 'redux-form';
import { Checkbox } from './Checkbox';
import { FieldFrame, fieldState } from './FieldFrame';

export interface CheckboxFieldOwnProps {
  label: string;
  disabled?: boolean;
  hint?: string;
}

export type CheckboxFieldProps = WrappedFieldProps & CheckboxFieldOwnProps;

/**
 * The props of `<Field<CheckboxFieldConfig> name="..." component={CheckboxField} ... />`: redux-form's Field
 * only checks an adapter's own props when told them through its type parameter.
 */
export type CheckboxFieldConfig = BaseFieldProps<CheckboxFieldOwnProps> & CheckboxFieldOwnProps;

export function CheckboxField({ input, meta, label, disabled, hint }: CheckboxFieldProps) {
  const { error, accessibility } = fieldState({ input, meta }, { hint });
  const checked = input.value === true;
  return (
    <FieldFrame form={meta.form} name={input.name} label={label} hint={hint} error={error} showLabel={false}>
      <Checkbox
        {...accessibility}
        name={input.name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => input.onChange(event.target.checked)}
        // Blur with the boolean itself: redux-form would otherwise read the value off the event target.
        onBlur={() => input.onBlur(checked)}
        onFocus={input.onFocus}
      >
        {label}
      </Checkbox>
    </FieldFrame>
  );
}
