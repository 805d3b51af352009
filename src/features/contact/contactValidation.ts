// The preferred contact form's rules (docs/validation.md) as pure functions over the form values, built on src/domain.
// The field messages are said in the language of the Translate given; the alerts are English constants the page says
// in its language.
import type { FormErrors } from 'redux-form';
import { CONTACT_MAX_LENGTHS, CONTACT_MESSAGES, mobileNumberRequired } from '../../domain/contact';
import { isValidEmail } from '../../domain/email';
import { maxLengthMessage, requiredMessage } from '../../domain/messages';
import { memberIdError, normalizeMemberId } from '../../domain/memberId';
import { DEFAULT_RECORD_SETTINGS, type RecordSettings } from '../../domain/recordSchema';
import { requiredTextError } from '../../domain/recordValidation';
import { isValidMaskedPhone } from '../../domain/phone';
import { inEnglish, type Translate } from '../../domain/text';
import { CONTACT_ALERTS, CONTACT_FIELD_LABELS, CONTACT_FIELD_MESSAGES } from './contactMessages';
import type { ContactFormValues } from './contactSlice';

const REQUIRED_TEXT_FIELDS = ['firstName', 'lastName'] as const;

/** docs/states.md: text, pre-recorded call or phone makes the mobile number required. */
export function contactNeedsMobile(values: ContactFormValues): boolean {
  return mobileNumberRequired({
    isText: values.isText === true,
    isPreRecordedCall: values.isPreRecordedCall === true,
    isPhone: values.isPhone === true,
  });
}

function anyOptionChosen(values: ContactFormValues): boolean {
  return values.isEmail === true || contactNeedsMobile(values);
}

/** `settings` are the plan's (its member IDs' characters), from the runtime configuration, as the server applies them. */
export function validateContactForm(
  values: ContactFormValues,
  tr: Translate = inEnglish,
  settings: RecordSettings = DEFAULT_RECORD_SETTINGS,
): FormErrors<ContactFormValues, string> {
  const errors: FormErrors<ContactFormValues, string> = {};
  for (const name of REQUIRED_TEXT_FIELDS) {
    const problem = requiredTextError(values[name]?.trim() ?? '', CONTACT_FIELD_LABELS[name], CONTACT_MAX_LENGTHS[name], tr);
    if (problem) errors[name] = problem;
  }
  const memberId = normalizeMemberId(values.memberId ?? '');
  const memberIdProblem = memberIdError(memberId, CONTACT_FIELD_LABELS.memberId, CONTACT_MAX_LENGTHS.memberId, settings.memberIdCharacters, tr);
  if (memberIdProblem) errors.memberId = memberIdProblem;

  const email = values.emailAddress?.trim() ?? '';
  if (!email) errors.emailAddress = requiredMessage(CONTACT_FIELD_LABELS.emailAddress, tr);
  else if (email.length > CONTACT_MAX_LENGTHS.emailAddress)
    errors.emailAddress = maxLengthMessage(CONTACT_FIELD_LABELS.emailAddress, CONTACT_MAX_LENGTHS.emailAddress, tr);
  else if (!isValidEmail(email)) errors.emailAddress = tr(CONTACT_MESSAGES.invalidEmail);

  const mobile = values.mobileNumber?.trim() ?? '';
  if (!mobile) {
    if (contactNeedsMobile(values)) errors.mobileNumber = requiredMessage(CONTACT_FIELD_LABELS.mobileNumber, tr);
  } else if (!isValidMaskedPhone(mobile)) {
    errors.mobileNumber = tr(CONTACT_FIELD_MESSAGES.mobileIncomplete);
  }

  // The four choices form one question: its error belongs to the form as a whole (redux-form's _error).
  if (!anyOptionChosen(values)) errors._error = tr(CONTACT_FIELD_MESSAGES.chooseOption);
  return errors;
}

export interface ContactAlert {
  title: string;
  message: string;
}

/**
 * Which alert heads the error summary, in the order of docs/validation.md#preferred-contact: the options first, then
 * the mobile number. In English, like the constants it picks from.
 */
export function contactAlert(values: ContactFormValues): ContactAlert {
  if (!anyOptionChosen(values)) return CONTACT_ALERTS.selectOneOption;
  if (contactNeedsMobile(values) && !(values.mobileNumber?.trim() ?? '')) return CONTACT_ALERTS.mobileRequired;
  return CONTACT_ALERTS.missingInformation;
}
