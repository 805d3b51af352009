// Preferred contact: the record of docs/records.md, its exact texts (docs/screens.md, docs/validation.md) and the server's strict check of a posted record.
import { PHONE_MASK, TEXT_FIELD_MAX_LENGTH } from './constants';
import { isValidEmail } from './email';
import { type FieldProblem, maxLengthMessage, requiredMessage } from './messages';
import { isValidMaskedPhone, phoneE164 } from './phone';
import { CONTACT_MESSAGES } from './contactTexts';
import { en, inEnglish, type Translate } from './text';
import type { ValidationResult } from './recordValidation';
import { memberIdError, memberKey, normalizeMemberId } from './memberId';
import {
  type ReadValues,
  type RecordOf,
  type RecordSettings,
  DEFAULT_RECORD_SETTINGS,
  checkedText,
  defineRecord,
  fieldLabels,
  freeText,
  validateRecord,
  flag,
} from './recordSchema';

export type { FieldErrors } from './recordValidation';

/** The version of the texting terms the SPA shows; the server stores it with each consent. */
export { TEXTING_TERMS_VERSION } from './textingTerms';

export { CONTACT_MESSAGES } from './contactTexts';

const MEMBER_ID_LABEL = en('Member ID');
const EMAIL_LABEL = en('Email Address');
const MOBILE_LABEL = en('Mobile Phone Number');
/** Issue 36: the member asks for an email that says the form was received (sent to emailAddress, with no answer in it). */
const RECEIPT_LABEL = en('Email me a confirmation');

/** Ours: the spec gives only the mask, not a sentence for a number that does not follow it. */
export const CONTACT_RECORD_MESSAGES = {
  mobileMask: en('{label} must look like {mask}.'),
} as const;

/**
 * Ours: what the form's screen says beside a field, where the spec's texts (the record's messages) head the error
 * summary as alerts (docs/validation.md#preferred-contact).
 */
export const CONTACT_FIELD_MESSAGES = {
  chooseOption: en('Choose at least one way for us to contact you.'),
  mobileIncomplete: en('Enter all 10 digits of the Mobile Phone Number, like (916) 555-0100.'),
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

/** The four ways to be contacted, in the form's order: the record's true-or-false fields. */
export const CONTACT_CHOICES = ['isEmail', 'isText', 'isPreRecordedCall', 'isPhone'] as const;

/** docs/states.md: text, pre-recorded call or phone makes the mobile number required; email alone does not. */
export function mobileNumberRequired(
  record: Pick<PreferredContactRecord, 'isText' | 'isPreRecordedCall' | 'isPhone'>,
): boolean {
  return record.isText || record.isPreRecordedCall || record.isPhone;
}

/**
 * docs/records.md "Preferred contact form", with the labels of docs/screens.md's form (the server's messages use
 * them too, so they match the screen). Text is trimmed; the four choices are real booleans, at least one true.
 */
export const CONTACT_RECORD = defineRecord({
  fields: {
    firstName: freeText(en('First Name'), CONTACT_MAX_LENGTHS.firstName),
    lastName: freeText(en('Last Name'), CONTACT_MAX_LENGTHS.lastName),
    // Normalised and limited to the plan's alphabet, so one member is never filed under IDs that look the same.
    memberId: checkedText(
      MEMBER_ID_LABEL,
      (memberId, _read, tr, settings) => memberIdError(memberId, MEMBER_ID_LABEL, CONTACT_MAX_LENGTHS.memberId, settings.memberIdCharacters, tr),
      // Its key (case ignored) has a column of its own: a member's consents are found by it (issue 33).
      { maxLength: CONTACT_MAX_LENGTHS.memberId, normalize: normalizeMemberId, canonical: { column: 'memberKey', of: memberKey } },
    ),
    emailAddress: checkedText(
      EMAIL_LABEL,
      (email, _read, tr) => {
        if (email === '') return requiredMessage(EMAIL_LABEL, tr);
        if (email.length > CONTACT_MAX_LENGTHS.emailAddress) return maxLengthMessage(EMAIL_LABEL, CONTACT_MAX_LENGTHS.emailAddress, tr);
        return isValidEmail(email) ? undefined : tr(CONTACT_MESSAGES.invalidEmail);
      },
      { maxLength: CONTACT_MAX_LENGTHS.emailAddress, format: 'email' },
    ),
    /** '' when not given, otherwise as the (000) 000-0000 mask produces it. */
    mobileNumber: checkedText(
      MOBILE_LABEL,
      (mobile, read, tr) => {
        // A choice that arrived true settles the requirement even when another one was mistyped.
        if (mobile === '') {
          const needed = read.isText === true || read.isPreRecordedCall === true || read.isPhone === true;
          return needed ? { code: 'required', message: tr(CONTACT_MESSAGES.mobileRequired) } : undefined;
        }
        return isValidMaskedPhone(mobile) ? undefined : mobileMaskMessage(tr);
      },
      {
        screen: { required: (tr) => requiredMessage(MOBILE_LABEL, tr), malformed: (tr) => tr(CONTACT_FIELD_MESSAGES.mobileIncomplete) },
        // Kept in E.164 too, in a column of its own: a STOP reply's number finds its consents by it (issue 33).
        canonical: { column: 'mobileE164', of: phoneE164 },
      },
    ),
    isEmail: flag(en('Emails')),
    isText: flag(en('Text Messages')),
    isPreRecordedCall: flag(en('Pre-recorded Calls')),
    isPhone: flag(en('Phone Calls')),
    // Added after clients already sent the record: left out, it is false (docs/api.md), so they keep working.
    wantsReceipt: flag(RECEIPT_LABEL, { whenAbsent: false }),
  },
  check: selectOneOptionError,
  // The four choices form one question: the screen's error for it belongs to the form as a whole (redux-form's _error).
  screen: { required: (tr) => tr(CONTACT_FIELD_MESSAGES.chooseOption) },
});

/** docs/records.md "Preferred contact form". */
export type PreferredContactRecord = RecordOf<typeof CONTACT_RECORD>;

export const CONTACT_FIELD_LABELS = fieldLabels(CONTACT_RECORD);

/** The form-wide rule, once all four choices were read: at least one of them. */
/** A mobile number that does not follow the mask. */
export function mobileMaskMessage(tr: Translate = inEnglish): string {
  return tr(CONTACT_RECORD_MESSAGES.mobileMask, { label: tr(MOBILE_LABEL), mask: PHONE_MASK });
}

function selectOneOptionError({ isEmail, isText, isPreRecordedCall, isPhone }: ReadValues, tr: Translate): FieldProblem | undefined {
  if (typeof isEmail !== 'boolean' || typeof isText !== 'boolean' || typeof isPreRecordedCall !== 'boolean' || typeof isPhone !== 'boolean') {
    return undefined;
  }
  const noneChosen = !isEmail && !mobileNumberRequired({ isText, isPreRecordedCall, isPhone });
  return noneChosen ? { code: 'required', message: tr(CONTACT_MESSAGES.selectOneOption) } : undefined;
}

/** The server's check of a posted preferred-contact form (docs/validation.md). */
export function validatePreferredContactRecord(
  input: unknown,
  tr: Translate = inEnglish,
  settings: RecordSettings = DEFAULT_RECORD_SETTINGS,
): ValidationResult<PreferredContactRecord> {
  return validateRecord(CONTACT_RECORD, input, tr, settings);
}

/** The preferred contact form's controls (docs/records.md). */
export interface ContactFormValues {
  firstName?: string;
  lastName?: string;
  memberId?: string;
  emailAddress?: string;
  mobileNumber?: string;
  isEmail?: boolean;
  isText?: boolean;
  isPreRecordedCall?: boolean;
  isPhone?: boolean;
  wantsReceipt?: boolean;
}

/** What the form starts with: every box unticked (redux-form's initialValues, and a form drawn from a post). */
export const CONTACT_INITIAL_VALUES: ContactFormValues = { isEmail: false, isText: false, isPreRecordedCall: false, isPhone: false, wantsReceipt: false };

/**
 * docs/records.md's record from the form: text trimmed, an unset choice false, an unset mobile number ''. The one builder
 * for the app's saga and the server's take of a plain HTML post (issue 34), so both send the same record.
 */
export function buildContactRecord(values: ContactFormValues): PreferredContactRecord {
  return {
    firstName: values.firstName?.trim() ?? '',
    lastName: values.lastName?.trim() ?? '',
    // As the server keeps it (full-width digits as the card prints them): the thanks shows what was stored.
    memberId: normalizeMemberId(values.memberId ?? ''),
    emailAddress: values.emailAddress?.trim() ?? '',
    mobileNumber: values.mobileNumber?.trim() ?? '',
    isEmail: values.isEmail === true,
    isText: values.isText === true,
    isPreRecordedCall: values.isPreRecordedCall === true,
    isPhone: values.isPhone === true,
    wantsReceipt: values.wantsReceipt === true,
  };
}
