// What every form of the portal is made of, written once: the <form> the browser can send by itself (issue 34), its
// Submit, the redux-form settings that keep its messages in the page's language, and a record's required text field.
import type { FormEventHandler, ReactNode } from 'react';
import { Field, reduxForm, type ConfigProps, type FormErrors } from 'redux-form';
import { SubmitButton, type SubmitButtonProps } from '../components/SubmitButton';
import { TextField, type TextFieldConfig, type TextFieldOwnProps } from '../components/TextField';
import { useTranslate } from '../core/hooks';
import { FormPostFields, useFormAction } from './FormPostFields';
import { shouldValidateInLanguage, type LanguageProps } from './validateInLanguage';

export interface PortalFormProps {
  /** The form's accessible name, in the page's language. */
  name: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The Submit button below the fields: its words and its state. */
  submit: Omit<SubmitButtonProps, 'children'> & { label: string };
  children: ReactNode;
}

export function PortalForm({ name, onSubmit, submit: { label, ...button }, children }: PortalFormProps) {
  const action = useFormAction();
  return (
    <form onSubmit={onSubmit} method="post" action={action} noValidate aria-label={name} className="portal-form">
      {/* Sent by the browser itself when the app has not taken the page over (issue 34). */}
      <FormPostFields />
      {children}
      <SubmitButton {...button}>{label}</SubmitButton>
    </form>
  );
}

/**
 * reduxForm for a portal form: `validate` is given the props, so it says its messages in the language of the tr the
 * form is given, and it runs again when that changes (the values are kept).
 */
export function portalReduxForm<Values, Props extends LanguageProps>(config: {
  form: string;
  validate: (values: Values, props: Props) => FormErrors<Values, string>;
  initialValues?: ConfigProps<Values, Props>['initialValues'];
}) {
  return reduxForm<Values, Props>({ ...config, shouldError: shouldValidateInLanguage });
}

type RecordTextFieldProps<Name extends string> = Omit<TextFieldOwnProps, 'label' | 'required'> &
  Pick<TextFieldConfig, 'normalize'> & {
    name: Name;
    /** The form's field labels (the record schema's, docs/records.md), in English for the catalogs. */
    labels: Readonly<Record<Name, string>>;
  };

/** A required text field of a record, labelled by the record's own label in the page's language. */
export function RecordTextField<Name extends string>({ name, labels, ...config }: RecordTextFieldProps<Name>) {
  const tr = useTranslate();
  return <Field<TextFieldConfig> name={name} component={TextField} label={tr(labels[name])} required {...config} />;
}
