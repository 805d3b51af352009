// The TGI survey's rules (docs/validation.md) as pure functions over the form values, built on src/domain.
import type { FormErrors } from 'redux-form';
import { TGI_MAX_LENGTHS } from '../../domain/constants';
import { requiredTextError } from '../../domain/recordValidation';
import { tgiEmailError, tgiNpiError, tgiPhoneError, TGI_MESSAGES } from '../../domain/tgi';
import { TGI_ALERTS, TGI_FIELD_LABELS, TGI_FIELD_MESSAGES } from './tgiMessages';
import type { TgiFormValues } from './tgiSlice';

const FREE_TEXT_FIELDS = ['providerLastName', 'providerFirstName', 'fullNameOfPersonCompletingSurvey', 'titleOfPersonCompletingSurvey'] as const;

const text = (value: string | undefined): string => value?.trim() ?? '';

export function validateTgiForm(values: TgiFormValues): FormErrors<TgiFormValues, string> {
  const errors: FormErrors<TgiFormValues, string> = {};
  for (const name of FREE_TEXT_FIELDS) {
    const problem = requiredTextError(text(values[name]), TGI_FIELD_LABELS[name], TGI_MAX_LENGTHS[name]);
    if (problem) errors[name] = problem;
  }
  const npiProblem = tgiNpiError(text(values.individualNPI));
  if (npiProblem) errors.individualNPI = npiProblem;
  // The spec's own texts lead the summary as alerts; beside the field a plainer sentence says what to do.
  const emailProblem = tgiEmailError(text(values.email));
  if (emailProblem) errors.email = emailProblem === TGI_MESSAGES.invalidEmail ? TGI_FIELD_MESSAGES.email : emailProblem;
  const phoneProblem = tgiPhoneError(text(values.phoneNumber));
  if (phoneProblem) errors.phoneNumber = phoneProblem === TGI_MESSAGES.invalidPhone ? TGI_FIELD_MESSAGES.phone : phoneProblem;
  if (values.isGenderAffirmingServicesOffered !== 'Yes' && values.isGenderAffirmingServicesOffered !== 'No') {
    errors.isGenderAffirmingServicesOffered = TGI_FIELD_MESSAGES.offered;
  }
  return errors;
}

export interface TgiAlert {
  title: string;
  message: string;
}

/** Which alert of docs/validation.md#tgi-survey heads the error summary: a malformed email, a malformed phone, or Missing Information. */
export function tgiAlert(values: TgiFormValues): TgiAlert {
  if (tgiEmailError(text(values.email)) === TGI_MESSAGES.invalidEmail) return TGI_ALERTS.invalidEmail;
  if (tgiPhoneError(text(values.phoneNumber)) === TGI_MESSAGES.invalidPhone) return TGI_ALERTS.invalidPhone;
  return TGI_ALERTS.missingInformation;
}
