// A form's validate in the active language (docs/languages.md). redux-form keeps what validate returned in the store,
// so the messages on screen stay in the language they were made in until validate runs again; these make it run again
// when the language changes, over the values as they are, so the errors come back in the new language and nothing
// typed is touched.
import { defaultShouldError, type FormErrors, type ValidateCallback } from 'redux-form';
import type { Translate } from '../domain/text';

declare module 'redux-form' {
  /** redux-form 8's own rule for running validate again (the values or the field validators changed); @types/redux-form leaves it out. */
  export function defaultShouldError<FormData, P, ErrorType>(params: ValidateCallback<FormData, P, ErrorType>): boolean;
}

/** The prop a form's page gives its reduxForm: the active language's Translate (useTranslate). */
export interface LanguageProps {
  tr: Translate;
}

/**
 * reduxForm's `validate` for rules that say their messages in tr's language. It reads tr from the props it is given
 * rather than closing over one: redux-form calls the validate of the props it had with the props it is getting, so
 * only these carry the new language.
 */
export function validateInLanguage<FormData>(
  validate: (values: FormData, tr: Translate) => FormErrors<FormData, string>,
): (values: FormData, props: LanguageProps) => FormErrors<FormData, string> {
  return (values, props) => validate(values, props.tr);
}

/**
 * reduxForm's `shouldError` (redux-form 8's name for the deprecated `shouldValidate`): its own rule, and also when the
 * language changed, so errors already shown are said again in the new one.
 */
export function shouldValidateInLanguage<FormData, P extends LanguageProps>(params: ValidateCallback<FormData, P, string>): boolean {
  const { props, nextProps } = params;
  return defaultShouldError(params) || (nextProps !== undefined && nextProps.tr.language !== props.tr.language);
}
