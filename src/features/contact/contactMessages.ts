// Every text of the preferred contact screen (docs/screens.md and docs/states.md and docs/validation.md) in one place, so a plan can change them here.
import type { ThanksSummaryItem } from '../../components/ThanksPanel';
import { CONTACT_CHOICES, CONTACT_FIELD_LABELS, CONTACT_MESSAGES, type PreferredContactRecord } from '../../domain/contact';
import { yesNo } from '../../domain/display';
import { INVALID_DATA_TITLE, MISSING_INFORMATION } from '../../domain/messages';
import { fieldsSummary } from '../../forms/sentSummary';

export { CONTACT_FIELD_LABELS };

export const CONTACT_TITLE = CONTACT_MESSAGES.formTitle;
export const CONTACT_STEP_TITLE = 'Choose how we contact you';
export const CONTACT_SUBMIT_LABEL = 'Submit';
/** docs/readings.md: the later variant of docs/screens.md, a button that reopens a blank form. */
export const CONTACT_REOPEN_LABEL = 'Fill in a new form';
export const CONTACT_THANKS = CONTACT_MESSAGES.thanks;

export function contactIntro(planName: string): string {
  return `Sign up to receive information and notices from ${planName} by email, text messages, pre-recorded calls and phone calls. Tell us who you are, choose how we may contact you, read the text messaging terms and conditions, and select Submit.`;
}

export const CONTACT_OPTIONS_LEGEND = 'How would you like to receive information and notices?';
export const CONTACT_OPTIONS_HINT = 'Choose all that apply.';
export const MEMBER_ID_HINT = 'As shown on your member ID card.';
export const MOBILE_HINT = 'Needed for text messages, pre-recorded calls and phone calls.';

/** Ours: the field-level messages beside the spec's alerts, which lead the error summary. */
export const CONTACT_FIELD_MESSAGES = {
  chooseOption: 'Choose at least one way for us to contact you.',
  mobileIncomplete: 'Enter all 10 digits of the Mobile Phone Number, like (916) 555-0100.',
} as const;

export const TERMS_PENDING_TEXT = 'Scroll to the end of the terms and conditions to turn on the Submit button.';
export const TERMS_REACHED_TEXT = 'You have reached the end of the terms and conditions. You can now submit the form.';

export function contactAgreement(planName: string): string {
  return `By selecting Submit, I agree to the Text Messaging Terms and Conditions above, and I consent to receive information and notices from ${planName} by the methods I chose.`;
}

/** The alerts of docs/validation.md#preferred-contact, in their order of precedence; they head the error summary. */
export const CONTACT_ALERTS = {
  selectOneOption: { title: INVALID_DATA_TITLE, message: CONTACT_MESSAGES.selectOneOption },
  mobileRequired: { title: INVALID_DATA_TITLE, message: CONTACT_MESSAGES.mobileRequired },
  missingInformation: MISSING_INFORMATION,
} as const;

/** A value left blank (the mobile number, when only emails were chosen), on the thanks view and its printed copy. */
export const CONTACT_NOT_GIVEN = 'Not given';

/** What was sent, for the thanks view and its printed copy; the four choices as Yes or No (docs/validation.md "Shared"). */
export function contactSentSummary(record: PreferredContactRecord): ThanksSummaryItem[] {
  return [
    ...fieldsSummary(record, CONTACT_FIELD_LABELS, ['firstName', 'lastName', 'memberId', 'emailAddress']),
    { label: CONTACT_FIELD_LABELS.mobileNumber, value: record.mobileNumber || CONTACT_NOT_GIVEN },
    ...CONTACT_CHOICES.map((choice) => ({ label: CONTACT_FIELD_LABELS[choice], value: yesNo(record[choice]) })),
  ];
}
