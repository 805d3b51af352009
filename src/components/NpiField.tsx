// redux-form `Fields` adapter for the Individual NPI input and its N/A checkbox, which switches the input off.
import { useCallback } from 'react';
import type { WrappedFieldProps } from 'redux-form';
// The bare components, not antd's index modules: those attach Group, Search, TextArea, OTP… and defeat tree shaking.
import { Checkbox } from './Checkbox';
import { TextInput } from './TextInput';
import { normalizeNpi } from '../domain/npi';
import { useTranslate } from '../core/hooks';
import { FieldErrorText, FieldLabel, fieldState } from './FieldFrame';
import { fieldErrorId, fieldHintId, fieldInputId, fieldLabelId } from './fieldIds';
import { useFocusOnNewKey } from './useFocusOnNewKey';

/**
 * What `<Fields names={['individualNPI', 'npiApplicable']}>` hands over. Spelled out because
 * @types/redux-form does not export its WrappedFieldsProps, whose index signature would also clash with `label`.
 */
export interface NpiFieldValues {
  individualNPI: WrappedFieldProps;
  /** True when the N/A box is ticked (the spec's name, kept although it reads the other way round). */
  npiApplicable: WrappedFieldProps;
}

export interface NpiFieldOwnProps {
  label: string;
  /** The N/A box's words; 'N/A' in the active language when left out. */
  notApplicableLabel?: string;
  hint?: string;
  /** Increment to put the cursor back in the NPI, e.g. after the person said No to submitting an unknown one. */
  focusKey?: number;
}

export type NpiFieldProps = NpiFieldValues & NpiFieldOwnProps & { names?: string[] };

export function NpiField({ individualNPI, npiApplicable, label, notApplicableLabel, hint, focusKey }: NpiFieldProps) {
  const tr = useTranslate();
  const form = individualNPI.meta.form;
  const npiName = individualNPI.input.name;
  const notApplicable = npiApplicable.input.value === true;
  // While N/A is ticked the NPI has no rules, so any leftover message would be stale.
  const { error, accessibility } = fieldState(individualNPI, { required: !notApplicable, hint, errorHidden: notApplicable });
  const labelId = fieldLabelId(form, npiName);
  const npiValue = typeof individualNPI.input.value === 'string' ? individualNPI.input.value : '';
  const npiInputId = fieldInputId(form, npiName);
  useFocusOnNewKey(useCallback(() => document.getElementById(npiInputId), [npiInputId]), focusKey);

  const onNotApplicableChange = (ticked: boolean) => {
    if (ticked) individualNPI.input.onChange('');
    npiApplicable.input.onChange(ticked);
  };

  return (
    <div className="field">
      <FieldLabel form={form} name={npiName} label={label} required={!notApplicable} />
      {hint !== undefined && (
        <div id={fieldHintId(form, npiName)} className="field__hint">
          {hint}
        </div>
      )}
      <div className="npi-field__row">
        <TextInput
          {...accessibility}
          name={npiName}
          value={npiValue}
          // What people paste ('123 456 7893', '123-456-7893 ') is forgiven before any rule applies.
          onChange={(event) => individualNPI.input.onChange(normalizeNpi(event.target.value))}
          onBlur={individualNPI.input.onBlur}
          onFocus={individualNPI.input.onFocus}
          inputMode="numeric"
          autoComplete="off"
          disabled={notApplicable}
          invalid={error !== undefined}
          sizedFor="npi"
        />
        <Checkbox
          id={fieldInputId(form, npiApplicable.input.name)}
          name={npiApplicable.input.name}
          // Described by the NPI label, a screen reader says "N/A, checkbox, Individual NPI": the box is named
          // exactly as shown, yet heard as belonging to the NPI (a labelled group would give two "Individual NPI" labels).
          aria-describedby={labelId}
          checked={notApplicable}
          onChange={(event) => onNotApplicableChange(event.target.checked)}
          onBlur={() => npiApplicable.input.onBlur(notApplicable)}
          onFocus={npiApplicable.input.onFocus}
        >
          {notApplicableLabel ?? tr('N/A')}
        </Checkbox>
      </div>
      {error !== undefined && <FieldErrorText id={fieldErrorId(form, npiName)}>{error}</FieldErrorText>}
    </div>
  );
}
