// redux-form adapter for one question answered by one of a few choices: native radios in a fieldset whose legend
// is the question. Native inputs: arrow keys move between them, and they weigh nothing on a phone's first load.
import type { BaseFieldProps, WrappedFieldProps } from 'redux-form';
import { ChoiceFieldset } from './ChoiceFieldset';
import { visibleFieldError } from './FieldFrame';
import { fieldErrorId, fieldHintId, fieldInputId } from './fieldIds';

export interface RadioGroupFieldOwnProps {
  legend: string;
  /** The values stored; each is also what its choice says, unless optionLabel says otherwise. */
  options: readonly string[];
  /** What a choice says for its value (a value kept in English, shown in the page's language). */
  optionLabel?: (option: string) => string;
  required?: boolean;
  hint?: string;
}

export type RadioGroupFieldProps = WrappedFieldProps & RadioGroupFieldOwnProps;

/** The props of `<Field<RadioGroupFieldConfig> name="..." component={RadioGroupField} ... />`. */
export type RadioGroupFieldConfig = BaseFieldProps<RadioGroupFieldOwnProps> & RadioGroupFieldOwnProps;

/** The id of each choice's input: the first takes the field's own id, so error summary links land on it. */
export function radioOptionId(form: string, name: string, index: number): string {
  return index === 0 ? fieldInputId(form, name) : `${fieldInputId(form, name)}-${index}`;
}

export function RadioGroupField({ input, meta, legend, options, optionLabel, required, hint }: RadioGroupFieldProps) {
  return (
    <ChoiceFieldset
      legend={legend}
      hint={hint}
      error={visibleFieldError(meta)}
      hintId={fieldHintId(meta.form, input.name)}
      errorId={fieldErrorId(meta.form, input.name)}
      required={required}
      inline
    >
      {options.map((option, index) => {
        const id = radioOptionId(meta.form, input.name, index);
        return (
          <label key={option} htmlFor={id} className="radio-choice">
            <input
              id={id}
              type="radio"
              name={input.name}
              value={option}
              checked={input.value === option}
              required={required}
              onChange={() => input.onChange(option)}
              onBlur={() => input.onBlur(input.value)}
              onFocus={input.onFocus}
            />
            <span>{optionLabel ? optionLabel(option) : option}</span>
          </label>
        );
      })}
    </ChoiceFieldset>
  );
}
