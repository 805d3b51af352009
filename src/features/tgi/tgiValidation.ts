// The TGI survey's rules are its record's (TGI_RECORD in src/domain/tgi.ts): redux-form's validate and the alert that
// heads the error summary both read what the record's rules find in the form's values, worded as the screen says
// them. The field messages are said in the language of the Translate given; the alerts are English constants the page
// says in its language.
import type { FormErrors } from 'redux-form';
import { formErrors, formProblems } from '../../domain/recordSchema';
import { inEnglish, type Translate } from '../../domain/text';
import { TGI_RECORD } from '../../domain/tgi';
import { TGI_ALERTS } from './tgiMessages';
import type { TgiFormValues } from './tgiSlice';

/** The fields a person fills in: the NPI look-up's answer and the date are the app's to set. */
const FORM_FIELDS = [
  'providerLastName',
  'providerFirstName',
  'individualNPI',
  'isGenderAffirmingServicesOffered',
  'fullNameOfPersonCompletingSurvey',
  'titleOfPersonCompletingSurvey',
  'email',
  'phoneNumber',
] as const satisfies readonly (keyof TgiFormValues)[];

export function validateTgiForm(values: TgiFormValues, tr: Translate = inEnglish): FormErrors<TgiFormValues, string> {
  return formErrors(TGI_RECORD, FORM_FIELDS, values, tr);
}

export interface TgiAlert {
  title: string;
  message: string;
}

/**
 * Which alert of docs/validation.md#tgi-survey heads the error summary: a malformed email, a malformed phone, or
 * Missing Information. In English, like the constants it picks from.
 */
export function tgiAlert(values: TgiFormValues): TgiAlert {
  const problems = formProblems(TGI_RECORD, FORM_FIELDS, values);
  if (problems.email?.code === 'malformed') return TGI_ALERTS.invalidEmail;
  if (problems.phoneNumber?.code === 'malformed') return TGI_ALERTS.invalidPhone;
  return TGI_ALERTS.missingInformation;
}
