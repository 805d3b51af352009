// TGI survey: the record of docs/records.md, its exact texts (docs/screens.md, docs/validation.md) and the server's strict check of a posted record.
import { YES_NO } from './yesNo';
import { en, inEnglish, type Translate } from './text';
import { TGI_MAX_LENGTHS } from './constants';
import { simpleEmailProblem } from './simpleEmail';
import { requiredMessage, type FieldProblem } from './messages';
import { npiError, npiMaxLengthMessage } from './npi';
import { isValidMaskedPhone } from './phone';
import { RECORD_MESSAGES, type ValidationResult, isIsoDateTime } from './recordValidation';
import { type RecordOf, checkedText, choice, defineRecord, fieldLabels, flag, freeText, validateRecord } from './recordSchema';
import type { YesNo } from './yesNo';

export type { FieldErrors } from './recordValidation';

const LABELS = {
  individualNPI: en('Individual NPI'),
  isGenderAffirmingServicesOffered: en('Gender-affirming services offered'),
  email: en('Email'),
  phoneNumber: en('Phone Number'),
  /** Issue 36: the person asks for an email that says the survey was received (sent to `email`, with no answer in it). */
  wantsReceipt: en('Email me a confirmation'),
} as const;

/** Spec texts, verbatim with their quirks (the repeated "Error:"). */
export const TGI_MESSAGES = {
  invalidEmail: en('Error: Not a valid Email format'),
  invalidPhone: en('Error: Error: Not a valid phone number format'),
  thanks: en('Thank you! Your responses have been submitted successfully.'),
} as const;

/**
 * Ours: what the survey's screen says beside a field, where the spec's texts (the record's messages) head the error
 * summary as alerts (docs/validation.md#tgi-survey).
 */
export const TGI_FIELD_MESSAGES = {
  email: en('Enter an email address like name@example.org.'),
  phone: en('Enter all 10 digits of the Phone Number, like (916) 555-0100.'),
  offered: en('Choose Yes or No.'),
} as const;

export function tgiNpiError(npi: string, tr: Translate = inEnglish): string | undefined {
  if (npi === '') return requiredMessage(LABELS.individualNPI, tr);
  // Past 10 characters the survey says the length rule first, before the numeric one (docs/validation.md).
  if (npi.length > TGI_MAX_LENGTHS.individualNPI) return npiMaxLengthMessage(TGI_MAX_LENGTHS.individualNPI, tr);
  return npiError(npi, 'tgi', tr);
}

export function tgiEmailProblem(email: string, tr: Translate = inEnglish): FieldProblem | undefined {
  return simpleEmailProblem(email, { label: LABELS.email, maxLength: TGI_MAX_LENGTHS.email, malformed: (say) => say(TGI_MESSAGES.invalidEmail) }, tr);
}


export function tgiPhoneProblem(phone: string, tr: Translate = inEnglish): FieldProblem | undefined {
  if (phone === '') return { code: 'required', message: requiredMessage(LABELS.phoneNumber, tr) };
  if (!isValidMaskedPhone(phone)) return { code: 'malformed', message: tr(TGI_MESSAGES.invalidPhone) };
  return undefined;
}


/**
 * docs/records.md "TGI survey record", with the labels of the survey form (the server's messages use them too, so
 * they match the screen). Entered text is trimmed, as the form does before sending; the Yes/No answers and the date
 * must arrive exactly as produced.
 */
export const TGI_RECORD = defineRecord({
  fields: {
    providerLastName: freeText(en('Provider Last Name'), TGI_MAX_LENGTHS.providerLastName),
    providerFirstName: freeText(en('Provider First Name'), TGI_MAX_LENGTHS.providerFirstName),
    individualNPI: checkedText(LABELS.individualNPI, (npi, _read, tr) => tgiNpiError(npi, tr), { maxLength: TGI_MAX_LENGTHS.individualNPI }),
    /** Yes when the lookup knew the NPI, No when the person confirmed an unknown one (docs/states.md): never typed. */
    isValidNPI: choice(en('NPI validity'), YES_NO, (_value, tr) => tr(RECORD_MESSAGES.notYesNo)),
    // The person's answer: left unanswered it is required like the other entered fields.
    isGenderAffirmingServicesOffered: choice(
      LABELS.isGenderAffirmingServicesOffered,
      YES_NO,
      (answer, tr) =>
        answer === '' ? { code: 'required', message: requiredMessage(LABELS.isGenderAffirmingServicesOffered, tr) } : tr(RECORD_MESSAGES.notYesNo),
      undefined,
      { required: (tr) => tr(TGI_FIELD_MESSAGES.offered), malformed: (tr) => tr(TGI_FIELD_MESSAGES.offered) },
    ),
    fullNameOfPersonCompletingSurvey: freeText(en('Full Name of Person Completing Survey'), TGI_MAX_LENGTHS.fullNameOfPersonCompletingSurvey),
    titleOfPersonCompletingSurvey: freeText(en('Title of Person Completing Survey'), TGI_MAX_LENGTHS.titleOfPersonCompletingSurvey),
    // The spec's own texts lead the summary as alerts; beside the field the screen says a plainer sentence.
    email: checkedText(LABELS.email, (email, _read, tr) => tgiEmailProblem(email, tr), {
      maxLength: TGI_MAX_LENGTHS.email,
      format: 'email',
      screen: { malformed: (tr) => tr(TGI_FIELD_MESSAGES.email) },
    }),
    /** As the (000) 000-0000 mask produces it. */
    phoneNumber: checkedText(LABELS.phoneNumber, (phone, _read, tr) => tgiPhoneProblem(phone, tr), {
      screen: { malformed: (tr) => tr(TGI_FIELD_MESSAGES.phone) },
    }),
    /** ISO 8601 date-time with a zone: when the survey was submitted. */
    dateSubmitted: checkedText(en('Date Submitted'), (date, _read, tr) => (isIsoDateTime(date) ? undefined : tr(RECORD_MESSAGES.notDateTime)), {
      trim: false,
      format: 'date-time',
    }),
    // Added after clients already sent the record: left out, it is false (docs/api.md), so they keep working.
    wantsReceipt: flag(LABELS.wantsReceipt, { whenAbsent: false }),
  },
});

/** docs/records.md "TGI survey record". */
export type TgiSurveyRecord = RecordOf<typeof TGI_RECORD>;

/** The labels of the survey form. */
export const TGI_FIELD_LABELS = fieldLabels(TGI_RECORD);

/** The server's check of a posted TGI survey (docs/validation.md). */
export function validateTgiSurveyRecord(input: unknown, tr: Translate = inEnglish): ValidationResult<TgiSurveyRecord> {
  return validateRecord(TGI_RECORD, input, tr);
}

/** The eight entered fields of the TGI survey (docs/validation.md), and the receipt box (issue 36). */
export interface TgiFormValues {
  providerLastName?: string;
  providerFirstName?: string;
  individualNPI?: string;
  fullNameOfPersonCompletingSurvey?: string;
  titleOfPersonCompletingSurvey?: string;
  email?: string;
  phoneNumber?: string;
  isGenderAffirmingServicesOffered?: YesNo;
  wantsReceipt?: boolean;
}

/**
 * docs/records.md's TGI record: entered text trimmed (docs/validation.md), the look-up's answer, and the submission time.
 * The saga and the server's take of a plain HTML post (issue 34) both build it here.
 */
export function buildTgiRecord(values: TgiFormValues, isValidNPI: YesNo, now: Date): TgiSurveyRecord {
  return {
    providerLastName: values.providerLastName?.trim() ?? '',
    providerFirstName: values.providerFirstName?.trim() ?? '',
    // Normalised where it is typed (normalizeNpi on the field): taken as it is.
    individualNPI: values.individualNPI ?? '',
    isValidNPI,
    isGenderAffirmingServicesOffered: values.isGenderAffirmingServicesOffered ?? 'No',
    fullNameOfPersonCompletingSurvey: values.fullNameOfPersonCompletingSurvey?.trim() ?? '',
    titleOfPersonCompletingSurvey: values.titleOfPersonCompletingSurvey?.trim() ?? '',
    email: values.email?.trim() ?? '',
    phoneNumber: values.phoneNumber?.trim() ?? '',
    dateSubmitted: now.toISOString(),
    wantsReceipt: values.wantsReceipt === true,
  };
}
