// A question answered by ticking boxes or choosing one option: a fieldset named by its legend, its controls inside, and
// the field's error (antd's Form.Item hands down `aria-describedby`) describing the whole group. Used as a Form.Item's
// child, which gives it `id`, `value` and `onChange`.
import { Checkbox, Radio } from 'antd';

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
}

interface FieldsetProps<Value extends string, Chosen> {
  legend: string;
  options: readonly ChoiceOption<Value>[];
  id?: string;
  value?: Chosen;
  onChange?: (value: Chosen) => void;
  'aria-describedby'?: string;
}

/** Any number of options; the value keeps the options' order, whatever order they were ticked in. */
export function CheckboxFieldset<Value extends string>({ legend, options, id, value = [], onChange, 'aria-describedby': describedBy }: FieldsetProps<Value, Value[]>) {
  const toggle = (option: Value, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((chosen) => chosen !== option);
    onChange?.(options.map((candidate) => candidate.value).filter((candidate) => next.includes(candidate)));
  };
  return (
    <fieldset id={id} aria-describedby={describedBy} className="staff-choices">
      <legend className="staff-choices__legend">{legend}</legend>
      {options.map((option) => (
        <Checkbox key={option.value} checked={value.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} className="staff-choices__option">
          {option.label}
        </Checkbox>
      ))}
    </fieldset>
  );
}

/** One option of several; the radios share a name, so the arrow keys move between them as the browser's own do. */
export function RadioFieldset<Value extends string>({ legend, options, id, value, onChange, 'aria-describedby': describedBy }: FieldsetProps<Value, Value>) {
  return (
    <fieldset id={id} aria-describedby={describedBy} className="staff-choices">
      <legend className="staff-choices__legend">{legend}</legend>
      {options.map((option) => (
        <Radio key={option.value} name={id} value={option.value} checked={value === option.value} onChange={() => onChange?.(option.value)} className="staff-choices__option">
          {option.label}
        </Radio>
      ))}
    </fieldset>
  );
}
