// redux-form adapter for one boolean checkbox; its own text is its label.
import type { BaseFieldProps, WrappedFieldProps } from 'redux-form';
import { Checkbox } from './Checkbox';
import { FieldFrame, fieldState } from './FieldFrame';

export interface CheckboxFieldOwnProps {
  label: string;
  disabled?: boolean;
  hint?: string;
  /**
   * The part of the form the box shows when ticked (GOV.UK's conditional reveal: the attestation's receipt email): the
   * box names it (aria-controls, so the element must always be in the page) and says whether it is shown
   * (aria-expanded), so a screen reader announces the change as the box is ticked, with focus left on the box.
   */
  reveals?: { id: string; shown: boolean };
}

export type CheckboxFieldProps = WrappedFieldProps & CheckboxFieldOwnProps;

/**
 * The props of `<Field<CheckboxFieldConfig> name="..." component={CheckboxField} ... />`: redux-form's Field
 * only checks an adapter's own props when told them through its type parameter.
 */
export type CheckboxFieldConfig = BaseFieldProps<CheckboxFieldOwnProps> & CheckboxFieldOwnProps;

export function CheckboxField({ input, meta, label, disabled, hint, reveals }: CheckboxFieldProps) {
  const { error, accessibility } = fieldState({ input, meta }, { hint });
  const checked = input.value === true;
  return (
    <FieldFrame form={meta.form} name={input.name} label={label} hint={hint} error={error} showLabel={false}>
      <Checkbox
        {...accessibility}
        aria-controls={reveals?.id}
        aria-expanded={reveals?.shown}
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
