// Preferred contact: the record of docs/records.md, its exact texts (docs/screens.md, docs/validation.md) and the server's strict check of a posted record.
import { PHONE_MASK, TEXT_FIELD_MAX_LENGTH } from './constants';
import { isValidEmail } from './email';
import { maxLengthMessage, requiredMessage } from './messages';
import { isValidMaskedPhone } from './phone';
import {
  type ValidationResult,
  FORM_ERROR_KEY,
  hasErrors,
  readFields,
  setFieldError,
  fieldSchema,
  readRequiredTexts,
} from './recordValidation';

export type { FieldErrors } from './recordValidation';

/** docs/records.md "Preferred contact form". */
export interface PreferredContactRecord {
  firstName: string;
  lastName: string;
  memberId: string;
  emailAddress: string;
  /** '' when not given, otherwise as the (000) 000-0000 mask produces it. */
  mobileNumber: string;
  isEmail: boolean;
  isText: boolean;
  isPreRecordedCall: boolean;
  isPhone: boolean;
}

/** The version of the texting terms the SPA shows; the server stores it with each consent. */
export { TEXTING_TERMS_VERSION } from './textingTerms';

/** The labels of docs/screens.md's form; the server uses them too so its messages match the screen. */
export const CONTACT_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  memberId: 'Member ID',
  emailAddress: 'Email Address',
  mobileNumber: 'Mobile Phone Number',
  isEmail: 'Emails',
  isText: 'Text Messages',
  isPreRecordedCall: 'Pre-recorded Calls',
  isPhone: 'Phone Calls',
} as const satisfies Record<keyof PreferredContactRecord, string>;

/** Spec texts, verbatim with their quirks ("atleast", two spaces after "Enter"). */
export const CONTACT_MESSAGES = {
  invalidEmail: 'Invalid Email Address.',
  selectOneOption: 'Select atleast one contact me option',
  mobileRequired: 'Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls',
  thanks: 'Thanks for providing preferred contact method',
  formTitle: 'Member Preferred Method of Contact Consent Form',
} as const;

/** Ours: the spec gives only the mask, not a sentence for a number that does not follow it. */
export const CONTACT_RECORD_MESSAGES = {
  mobileMask: `${CONTACT_FIELD_LABELS.mobileNumber} must look like ${PHONE_MASK}.`,
} as const;

/**
 * Our limits: the spec gives none. Names follow TEXT_FIELD_MAX_LENGTH; member IDs are short codes;
 * 255 is the practical ceiling of an email address (the TGI survey's limit too).
 */
export const CONTACT_MAX_LENGTHS = {
  firstName: TEXT_FIELD_MAX_LENGTH,
  lastName: TEXT_FIELD_MAX_LENGTH,
  memberId: 50,
  emailAddress: 255,
} as const;

/** docs/states.md: text, pre-recorded call or phone makes the mobile number required; email alone does not. */
export function mobileNumberRequired(
  record: Pick<PreferredContactRecord, 'isText' | 'isPreRecordedCall' | 'isPhone'>,
): boolean {
  return record.isText || record.isPreRecordedCall || record.isPhone;
}

const CONTACT_SCHEMA = fieldSchema(CONTACT_FIELD_LABELS, ['isEmail', 'isText', 'isPreRecordedCall', 'isPhone'] as const);

const REQUIRED_TEXT_FIELDS = ['firstName', 'lastName', 'memberId'] as const;

/**
 * The server's check of a posted preferred-contact form. Text fields are trimmed (and returned
 * trimmed); the four choices must be real booleans, at least one of them true.
 */
export function validatePreferredContactRecord(input: unknown): ValidationResult<PreferredContactRecord> {
  const { values, errors } = readFields(input, CONTACT_SCHEMA);

  const trimmed = readRequiredTexts(values, errors, REQUIRED_TEXT_FIELDS, CONTACT_FIELD_LABELS, CONTACT_MAX_LENGTHS);

  const emailAddress = values.emailAddress?.trim();
  if (emailAddress !== undefined) {
    const { emailAddress: label } = CONTACT_FIELD_LABELS;
    if (emailAddress === '') setFieldError(errors, 'emailAddress', requiredMessage(label));
    else if (emailAddress.length > CONTACT_MAX_LENGTHS.emailAddress)
      setFieldError(errors, 'emailAddress', maxLengthMessage(label, CONTACT_MAX_LENGTHS.emailAddress));
    else if (!isValidEmail(emailAddress)) setFieldError(errors, 'emailAddress', CONTACT_MESSAGES.invalidEmail);
  }

  const { isEmail, isText, isPreRecordedCall, isPhone } = values;
  // A choice that arrived true settles the requirement even when another one was mistyped.
  const needsMobile = isText === true || isPreRecordedCall === true || isPhone === true;
  const mobileNumber = values.mobileNumber?.trim();
  if (mobileNumber !== undefined) {
    if (mobileNumber === '') {
      if (needsMobile) setFieldError(errors, 'mobileNumber', CONTACT_MESSAGES.mobileRequired);
    } else if (!isValidMaskedPhone(mobileNumber)) {
      setFieldError(errors, 'mobileNumber', CONTACT_RECORD_MESSAGES.mobileMask);
    }
  }

  if (
    isEmail !== undefined &&
    isText !== undefined &&
    isPreRecordedCall !== undefined &&
    isPhone !== undefined &&
    !isEmail &&
    !mobileNumberRequired({ isText, isPreRecordedCall, isPhone })
  ) {
    setFieldError(errors, FORM_ERROR_KEY, CONTACT_MESSAGES.selectOneOption);
  }

  if (
    hasErrors(errors) ||
    trimmed.firstName === undefined ||
    trimmed.lastName === undefined ||
    trimmed.memberId === undefined ||
    emailAddress === undefined ||
    mobileNumber === undefined ||
    isEmail === undefined ||
    isText === undefined ||
    isPreRecordedCall === undefined ||
    isPhone === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    record: {
      firstName: trimmed.firstName,
      lastName: trimmed.lastName,
      memberId: trimmed.memberId,
      emailAddress,
      mobileNumber,
      isEmail,
      isText,
      isPreRecordedCall,
      isPhone,
    },
  };
}
