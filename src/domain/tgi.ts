// TGI survey: the record of docs/records.md, its exact texts (docs/screens.md, docs/validation.md) and the server's strict check of a posted record.
import type { YesNo } from './apiContract';
import { TGI_MAX_LENGTHS } from './constants';
import { matchesSimpleEmailPattern } from './simpleEmail';
import { maxLengthMessage, requiredMessage, type FieldProblem } from './messages';
import { npiError, npiMaxLengthMessage } from './npi';
import { isValidMaskedPhone } from './phone';
import {
  type ValidationResult,
  RECORD_MESSAGES,
  hasErrors,
  isIsoDateTime,
  isYesNo,
  readFields,
  setFieldError,
  fieldSchema,
  readRequiredTexts,
} from './recordValidation';

export type { FieldErrors } from './recordValidation';

/** docs/records.md "TGI survey record". */
export interface TgiSurveyRecord {
  providerLastName: string;
  providerFirstName: string;
  individualNPI: string;
  /** Yes when the lookup knew the NPI, No when the person confirmed an unknown one (docs/states.md). */
  isValidNPI: YesNo;
  isGenderAffirmingServicesOffered: YesNo;
  fullNameOfPersonCompletingSurvey: string;
  titleOfPersonCompletingSurvey: string;
  email: string;
  /** As the (000) 000-0000 mask produces it. */
  phoneNumber: string;
  /** ISO 8601 date-time with a zone: when the survey was submitted. */
  dateSubmitted: string;
}

/** The labels of the survey form; the server uses them too so its messages match the screen. */
export const TGI_FIELD_LABELS = {
  providerLastName: 'Provider Last Name',
  providerFirstName: 'Provider First Name',
  individualNPI: 'Individual NPI',
  isValidNPI: 'NPI validity',
  isGenderAffirmingServicesOffered: 'Gender-affirming services offered',
  fullNameOfPersonCompletingSurvey: 'Full Name of Person Completing Survey',
  titleOfPersonCompletingSurvey: 'Title of Person Completing Survey',
  email: 'Email',
  phoneNumber: 'Phone Number',
  dateSubmitted: 'Date Submitted',
} as const satisfies Record<keyof TgiSurveyRecord, string>;

/** Spec texts, verbatim with their quirks (the repeated "Error:"). */
export const TGI_MESSAGES = {
  invalidEmail: 'Error: Not a valid Email format',
  invalidPhone: 'Error: Error: Not a valid phone number format',
  thanks: 'Thank you! Your responses have been submitted successfully.',
} as const;

const TGI_SCHEMA = fieldSchema(TGI_FIELD_LABELS);

const FREE_TEXT_FIELDS = [
  'providerLastName',
  'providerFirstName',
  'fullNameOfPersonCompletingSurvey',
  'titleOfPersonCompletingSurvey',
] as const;

export function tgiNpiError(npi: string): string | undefined {
  if (npi === '') return requiredMessage(TGI_FIELD_LABELS.individualNPI);
  // Past 10 characters the survey says the length rule first, before the numeric one (docs/validation.md).
  if (npi.length > TGI_MAX_LENGTHS.individualNPI) return npiMaxLengthMessage(TGI_MAX_LENGTHS.individualNPI);
  return npiError(npi, 'tgi');
}

export function tgiEmailProblem(email: string): FieldProblem | undefined {
  if (email === '') return { code: 'required', message: requiredMessage(TGI_FIELD_LABELS.email) };
  if (email.length > TGI_MAX_LENGTHS.email) return { code: 'tooLong', message: maxLengthMessage(TGI_FIELD_LABELS.email, TGI_MAX_LENGTHS.email) };
  if (!matchesSimpleEmailPattern(email)) return { code: 'malformed', message: TGI_MESSAGES.invalidEmail };
  return undefined;
}

export const tgiEmailError = (email: string): string | undefined => tgiEmailProblem(email)?.message;

export function tgiPhoneProblem(phone: string): FieldProblem | undefined {
  if (phone === '') return { code: 'required', message: requiredMessage(TGI_FIELD_LABELS.phoneNumber) };
  if (!isValidMaskedPhone(phone)) return { code: 'malformed', message: TGI_MESSAGES.invalidPhone };
  return undefined;
}

export const tgiPhoneError = (phone: string): string | undefined => tgiPhoneProblem(phone)?.message;

/**
 * The server's check of a posted TGI survey. Entered text is trimmed, as the form does before
 * sending, and returned trimmed; the Yes/No answers and the date must arrive exactly as produced.
 */
export function validateTgiSurveyRecord(input: unknown): ValidationResult<TgiSurveyRecord> {
  const { values, errors } = readFields(input, TGI_SCHEMA);

  const trimmed = readRequiredTexts(values, errors, FREE_TEXT_FIELDS, TGI_FIELD_LABELS, TGI_MAX_LENGTHS);

  const individualNPI = values.individualNPI?.trim();
  const email = values.email?.trim();
  const phoneNumber = values.phoneNumber?.trim();
  const checks = [
    ['individualNPI', individualNPI, tgiNpiError],
    ['email', email, tgiEmailError],
    ['phoneNumber', phoneNumber, tgiPhoneError],
  ] as const;
  for (const [field, value, check] of checks) {
    const error = value === undefined ? undefined : check(value);
    if (error) setFieldError(errors, field, error);
  }

  const { isValidNPI, isGenderAffirmingServicesOffered, dateSubmitted } = values;
  // Set by the lookup or the confirmation, never by the person: anything else is a malformed record.
  if (isValidNPI !== undefined && !isYesNo(isValidNPI)) {
    setFieldError(errors, 'isValidNPI', RECORD_MESSAGES.notYesNo);
  }
  // The person's answer: left unanswered it is required like the other entered fields.
  if (isGenderAffirmingServicesOffered !== undefined && !isYesNo(isGenderAffirmingServicesOffered)) {
    setFieldError(
      errors,
      'isGenderAffirmingServicesOffered',
      isGenderAffirmingServicesOffered === ''
        ? requiredMessage(TGI_FIELD_LABELS.isGenderAffirmingServicesOffered)
        : RECORD_MESSAGES.notYesNo,
    );
  }
  if (dateSubmitted !== undefined && !isIsoDateTime(dateSubmitted)) {
    setFieldError(errors, 'dateSubmitted', RECORD_MESSAGES.notDateTime);
  }

  if (
    hasErrors(errors) ||
    trimmed.providerLastName === undefined ||
    trimmed.providerFirstName === undefined ||
    trimmed.fullNameOfPersonCompletingSurvey === undefined ||
    trimmed.titleOfPersonCompletingSurvey === undefined ||
    individualNPI === undefined ||
    email === undefined ||
    phoneNumber === undefined ||
    !isYesNo(isValidNPI) ||
    !isYesNo(isGenderAffirmingServicesOffered) ||
    dateSubmitted === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    record: {
      providerLastName: trimmed.providerLastName,
      providerFirstName: trimmed.providerFirstName,
      individualNPI,
      isValidNPI,
      isGenderAffirmingServicesOffered,
      fullNameOfPersonCompletingSurvey: trimmed.fullNameOfPersonCompletingSurvey,
      titleOfPersonCompletingSurvey: trimmed.titleOfPersonCompletingSurvey,
      email,
      phoneNumber,
      dateSubmitted,
    },
  };
}
