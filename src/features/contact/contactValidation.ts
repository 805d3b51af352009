// The preferred contact form's rules are its record's (CONTACT_RECORD in src/domain/contact.ts): redux-form's validate
// and the alert that heads the error summary both read what the record's rules find in the form's values, worded as
// the screen says them. The field messages are said in the language of the Translate given; the alerts are English
// constants the page says in its language.
import type { FormErrors } from 'redux-form';
import { CONTACT_RECORD, mobileNumberRequired } from '../../domain/contact';
import { DEFAULT_RECORD_SETTINGS, type RecordSettings, formErrors, formProblems } from '../../domain/recordSchema';
import { inEnglish, type Translate } from '../../domain/text';
import { CONTACT_ALERTS } from './contactMessages';
import type { ContactFormValues } from './contactSlice';

/** Every field of the record is one of the form's. */
const FORM_FIELDS = Object.keys(CONTACT_RECORD.fields) as (keyof typeof CONTACT_RECORD.fields)[];

/** docs/states.md: text, pre-recorded call or phone makes the mobile number required. */
export function contactNeedsMobile(values: ContactFormValues): boolean {
  return mobileNumberRequired({
    isText: values.isText === true,
    isPreRecordedCall: values.isPreRecordedCall === true,
    isPhone: values.isPhone === true,
  });
}

/** `settings` are the plan's (its member IDs' characters), from the runtime configuration, as the server applies them. */
export function validateContactForm(
  values: ContactFormValues,
  tr: Translate = inEnglish,
  settings: RecordSettings = DEFAULT_RECORD_SETTINGS,
): FormErrors<ContactFormValues, string> {
  return formErrors(CONTACT_RECORD, FORM_FIELDS, values, tr, settings);
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
  const problems = formProblems(CONTACT_RECORD, FORM_FIELDS, values);
  if (problems._error) return CONTACT_ALERTS.selectOneOption;
  if (problems.mobileNumber?.code === 'required') return CONTACT_ALERTS.mobileRequired;
  return CONTACT_ALERTS.missingInformation;
}
