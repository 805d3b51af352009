// The TGI survey's rules (docs/validation.md) as pure functions over the form values, built on src/domain.
// The field messages are said in the language of the Translate given; the alerts are English constants the page says
// in its language.
import type { FormErrors } from 'redux-form';
import { TGI_MAX_LENGTHS } from '../../domain/constants';
import { requiredTextError } from '../../domain/recordValidation';
import { inEnglish, type Translate } from '../../domain/text';
import { tgiEmailProblem, tgiNpiError, tgiPhoneProblem } from '../../domain/tgi';
import { TGI_ALERTS, TGI_FIELD_LABELS, TGI_FIELD_MESSAGES } from './tgiMessages';
import type { TgiFormValues } from './tgiSlice';

const FREE_TEXT_FIELDS = ['providerLastName', 'providerFirstName', 'fullNameOfPersonCompletingSurvey', 'titleOfPersonCompletingSurvey'] as const;

const text = (value: string | undefined): string => value?.trim() ?? '';

export function validateTgiForm(values: TgiFormValues, tr: Translate = inEnglish): FormErrors<TgiFormValues, string> {
  const errors: FormErrors<TgiFormValues, string> = {};
  for (const name of FREE_TEXT_FIELDS) {
    const problem = requiredTextError(text(values[name]), TGI_FIELD_LABELS[name], TGI_MAX_LENGTHS[name], tr);
    if (problem) errors[name] = problem;
  }
  const npiProblem = tgiNpiError(text(values.individualNPI), tr);
  if (npiProblem) errors.individualNPI = npiProblem;
  // The spec's own texts lead the summary as alerts; beside the field a plainer sentence says what to do.
  const emailProblem = tgiEmailProblem(text(values.email), tr);
  if (emailProblem) errors.email = emailProblem.code === 'malformed' ? tr(TGI_FIELD_MESSAGES.email) : emailProblem.message;
  const phoneProblem = tgiPhoneProblem(text(values.phoneNumber), tr);
  if (phoneProblem) errors.phoneNumber = phoneProblem.code === 'malformed' ? tr(TGI_FIELD_MESSAGES.phone) : phoneProblem.message;
  if (values.isGenderAffirmingServicesOffered !== 'Yes' && values.isGenderAffirmingServicesOffered !== 'No') {
    errors.isGenderAffirmingServicesOffered = tr(TGI_FIELD_MESSAGES.offered);
  }
  return errors;
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
  if (tgiEmailProblem(text(values.email))?.code === 'malformed') return TGI_ALERTS.invalidEmail;
  if (tgiPhoneProblem(text(values.phoneNumber))?.code === 'malformed') return TGI_ALERTS.invalidPhone;
  return TGI_ALERTS.missingInformation;
}
