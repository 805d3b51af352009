// TGI survey: the record of docs/records.md, its exact texts (docs/screens.md, docs/validation.md) and the server's strict check of a posted record.
import { YES_NO } from './yesNo';
import { TGI_MAX_LENGTHS } from './constants';
import { matchesSimpleEmailPattern } from './simpleEmail';
import { maxLengthMessage, requiredMessage, type FieldProblem } from './messages';
import { npiError, npiMaxLengthMessage } from './npi';
import { isValidMaskedPhone } from './phone';
import { RECORD_MESSAGES, type ValidationResult, isIsoDateTime } from './recordValidation';
import { type RecordOf, checkedText, choice, defineRecord, fieldLabels, freeText, validateRecord } from './recordSchema';

export type { FieldErrors } from './recordValidation';

const LABELS = {
  individualNPI: 'Individual NPI',
  isGenderAffirmingServicesOffered: 'Gender-affirming services offered',
  email: 'Email',
  phoneNumber: 'Phone Number',
} as const;

/** Spec texts, verbatim with their quirks (the repeated "Error:"). */
export const TGI_MESSAGES = {
  invalidEmail: 'Error: Not a valid Email format',
  invalidPhone: 'Error: Error: Not a valid phone number format',
  thanks: 'Thank you! Your responses have been submitted successfully.',
} as const;

export function tgiNpiError(npi: string): string | undefined {
  if (npi === '') return requiredMessage(LABELS.individualNPI);
  // Past 10 characters the survey says the length rule first, before the numeric one (docs/validation.md).
  if (npi.length > TGI_MAX_LENGTHS.individualNPI) return npiMaxLengthMessage(TGI_MAX_LENGTHS.individualNPI);
  return npiError(npi, 'tgi');
}

export function tgiEmailProblem(email: string): FieldProblem | undefined {
  if (email === '') return { code: 'required', message: requiredMessage(LABELS.email) };
  if (email.length > TGI_MAX_LENGTHS.email) return { code: 'tooLong', message: maxLengthMessage(LABELS.email, TGI_MAX_LENGTHS.email) };
  if (!matchesSimpleEmailPattern(email)) return { code: 'malformed', message: TGI_MESSAGES.invalidEmail };
  return undefined;
}

const tgiEmailError = (email: string): string | undefined => tgiEmailProblem(email)?.message;

export function tgiPhoneProblem(phone: string): FieldProblem | undefined {
  if (phone === '') return { code: 'required', message: requiredMessage(LABELS.phoneNumber) };
  if (!isValidMaskedPhone(phone)) return { code: 'malformed', message: TGI_MESSAGES.invalidPhone };
  return undefined;
}

const tgiPhoneError = (phone: string): string | undefined => tgiPhoneProblem(phone)?.message;

/**
 * docs/records.md "TGI survey record", with the labels of the survey form (the server's messages use them too, so
 * they match the screen). Entered text is trimmed, as the form does before sending; the Yes/No answers and the date
 * must arrive exactly as produced.
 */
export const TGI_RECORD = defineRecord({
  fields: {
    providerLastName: freeText('Provider Last Name', TGI_MAX_LENGTHS.providerLastName),
    providerFirstName: freeText('Provider First Name', TGI_MAX_LENGTHS.providerFirstName),
    individualNPI: checkedText(LABELS.individualNPI, tgiNpiError, { maxLength: TGI_MAX_LENGTHS.individualNPI }),
    /** Yes when the lookup knew the NPI, No when the person confirmed an unknown one (docs/states.md): never typed. */
    isValidNPI: choice('NPI validity', YES_NO, () => RECORD_MESSAGES.notYesNo),
    // The person's answer: left unanswered it is required like the other entered fields.
    isGenderAffirmingServicesOffered: choice(LABELS.isGenderAffirmingServicesOffered, YES_NO, (answer) =>
      answer === '' ? requiredMessage(LABELS.isGenderAffirmingServicesOffered) : RECORD_MESSAGES.notYesNo,
    ),
    fullNameOfPersonCompletingSurvey: freeText('Full Name of Person Completing Survey', TGI_MAX_LENGTHS.fullNameOfPersonCompletingSurvey),
    titleOfPersonCompletingSurvey: freeText('Title of Person Completing Survey', TGI_MAX_LENGTHS.titleOfPersonCompletingSurvey),
    email: checkedText(LABELS.email, tgiEmailError, { maxLength: TGI_MAX_LENGTHS.email, format: 'email' }),
    /** As the (000) 000-0000 mask produces it. */
    phoneNumber: checkedText(LABELS.phoneNumber, tgiPhoneError),
    /** ISO 8601 date-time with a zone: when the survey was submitted. */
    dateSubmitted: checkedText('Date Submitted', (date) => (isIsoDateTime(date) ? undefined : RECORD_MESSAGES.notDateTime), {
      trim: false,
      format: 'date-time',
    }),
  },
});

/** docs/records.md "TGI survey record". */
export type TgiSurveyRecord = RecordOf<typeof TGI_RECORD>;

/** The labels of the survey form. */
export const TGI_FIELD_LABELS = fieldLabels(TGI_RECORD);

/** The server's check of a posted TGI survey (docs/validation.md). */
export function validateTgiSurveyRecord(input: unknown): ValidationResult<TgiSurveyRecord> {
  return validateRecord(TGI_RECORD, input);
}
