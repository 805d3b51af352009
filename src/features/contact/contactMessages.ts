// Every text of the preferred contact screen (docs/screens.md and docs/states.md and docs/validation.md) in one place, so a plan can change them here.
// Each is English marked for the form's catalog (en() and tr() of src/domain/text.ts): the screen shows it in its language.
import type { ThanksSummaryItem } from '../../components/ThanksPanel';
import { formatPhone } from '../../domain/phone';
import type { YesNo } from '../../domain/apiContract';
import { CONTACT_CHOICES, CONTACT_FIELD_LABELS, CONTACT_MESSAGES, type PreferredContactRecord } from '../../domain/contact';
import { CONFIRMATION_TTL_DAYS, type ContactPoint } from '../../domain/contactConfirmation';
import { yesNo } from '../../domain/display';
import { INVALID_DATA_TITLE, MISSING_INFORMATION } from '../../domain/messages';
import { en, inEnglish, type Translate } from '../../domain/text';
import { fieldsSummary } from '../../forms/sentSummary';
import { SUBMIT_LABELS } from '../../domain/submitLabels';

export { CONTACT_FIELD_LABELS };

export const CONTACT_TITLE = CONTACT_MESSAGES.formTitle;
export const CONTACT_STEP_TITLE = en('Choose how we contact you');
/** The form's accessible name. */
export const CONTACT_FORM_NAME = en('Preferred contact');
export const CONTACT_SUBMIT_LABEL = SUBMIT_LABELS.contact;
/** docs/readings.md: the later variant of docs/screens.md, a button that reopens a blank form. */
export const CONTACT_REOPEN_LABEL = en('Fill in a new form');
export const CONTACT_THANKS = CONTACT_MESSAGES.thanks;
/** Ours (issue 18): what happens now that the choices are sent. */
export const CONTACT_NEXT = en('To change how we contact you, fill in this form again.');

/**
 * What comes after a consent (issue 23): how to change it, and every way to stop: a STOP reply to any text, or a call
 * to the plan on its configured numbers (a TTY number of 711 is the relay).
 */
export function contactNext(planName: string, supportPhone: string, ttyPhone: string, tr: Translate = inEnglish): string {
  const phone = formatPhone(supportPhone) ?? supportPhone;
  const tty = formatPhone(ttyPhone) ?? ttyPhone;
  return `${tr(CONTACT_NEXT)} ${tr('To stop text messages, reply STOP to any text from us. To stop any of these, you can also call {planName} at {phone} (TTY {tty}).', { planName, phone, tty })}`;
}

/** Ours (issue 36): what the member still does for a consent that names a new email address or mobile number. */
export const CONTACT_CONFIRM_EMAIL_STEP = en('To finish, confirm your email address: we sent an email to {email}. Select the link in it within {days} days.');
export const CONTACT_CONFIRM_MOBILE_STEP = en(
  'To finish, confirm your mobile number: we will send a text message to {mobile}. Reply YES to it within {days} days.',
);
export const CONTACT_UNTIL_CONFIRMED = en('Until you confirm, we keep contacting you as before.');

/**
 * The thanks view's steps to finish a consent that waits for confirmations (issue 36), in tr's language, one sentence
 * each: none when it took effect at once. The address and the number are the ones sent, as the member typed them.
 */
export function contactStepsToFinish(awaiting: readonly ContactPoint[], sent: PreferredContactRecord, tr: Translate = inEnglish): string[] {
  if (awaiting.length === 0) return [];
  const days = CONFIRMATION_TTL_DAYS;
  return [
    ...(awaiting.includes('email') ? [tr(CONTACT_CONFIRM_EMAIL_STEP, { email: sent.emailAddress, days })] : []),
    ...(awaiting.includes('mobile') ? [tr(CONTACT_CONFIRM_MOBILE_STEP, { mobile: sent.mobileNumber, days })] : []),
    tr(CONTACT_UNTIL_CONFIRMED),
  ];
}

export function contactIntro(planName: string, tr: Translate = inEnglish): string {
  return tr(
    'Sign up to receive information and notices from {planName} by email, text messages, pre-recorded calls and phone calls. Tell us who you are, choose how we may contact you, read the text messaging terms and conditions, and select Submit.',
    { planName },
  );
}

export const CONTACT_OPTIONS_LEGEND = en('How would you like to receive information and notices?');
export const CONTACT_OPTIONS_HINT = en('Choose all that apply.');
export const MEMBER_ID_HINT = en('As shown on your member ID card.');
export const MOBILE_HINT = en('Needed for text messages, pre-recorded calls and phone calls.');
/** Issue 36: under "Email me a confirmation", whose email goes to the form's own address and holds no answer. */
export const CONTACT_RECEIPT_HINT = en('We send it to the email address above. It does not include your answers.');
/** Issue 36: on the thanks, after the reference, when "Email me a confirmation" was ticked. */
export const CONTACT_RECEIPT_EMAILED = en('We are sending a confirmation to {email}.');

/** The thanks' sentence about the confirmation email, in tr's language: none unless the member asked for one. */
export function contactReceiptEmailed(record: PreferredContactRecord, tr: Translate = inEnglish): string | undefined {
  return record.wantsReceipt ? tr(CONTACT_RECEIPT_EMAILED, { email: record.emailAddress }) : undefined;
}

/** Said to screen readers after a link that opens in a new tab (the privacy notice's, in the terms and the agreement). */
export const OPENS_IN_NEW_TAB = en('(opens in a new tab)');
export const TERMS_PENDING_TEXT = en('Scroll to the end of the terms and conditions to turn on the Submit button.');
/** Said instead in a page drawn for a browser that may not run the app: its Submit is on, the terms are there to read. */
export const TERMS_TO_READ_TEXT = en('Read the terms and conditions above before you submit the form.');
export const TERMS_REACHED_TEXT = en('You have reached the end of the terms and conditions. You can now submit the form.');

// The agreement statement above Submit is textingAgreement in src/domain/textingTerms.ts, beside the terms: the server
// records it with them, as part of what the member agreed to.

/**
 * The alerts of docs/validation.md#preferred-contact, in their order of precedence; they head the error summary. In
 * English: the page says them in its language.
 */
export const CONTACT_ALERTS = {
  selectOneOption: { title: INVALID_DATA_TITLE, message: CONTACT_MESSAGES.selectOneOption },
  mobileRequired: { title: INVALID_DATA_TITLE, message: CONTACT_MESSAGES.mobileRequired },
  missingInformation: MISSING_INFORMATION,
} as const;

/** A value left blank (the mobile number, when only emails were chosen), on the thanks view and its printed copy. */
export const CONTACT_NOT_GIVEN = en('Not given');

/** A choice as the thanks view says it: the record's true or false as Yes or No (docs/validation.md "Shared"). */
const CHOICE_ANSWERS: Readonly<Record<YesNo, string>> = { Yes: en('Yes'), No: en('No') };

/** What was sent, for the thanks view and its printed copy, in tr's language; what the member typed stays as typed. */
export function contactSentSummary(record: PreferredContactRecord, tr: Translate = inEnglish): ThanksSummaryItem[] {
  const typed = fieldsSummary(record, CONTACT_FIELD_LABELS, ['firstName', 'lastName', 'memberId', 'emailAddress']);
  return [
    ...typed.map(({ label, value }) => ({ label: tr(label), value })),
    { label: tr(CONTACT_FIELD_LABELS.mobileNumber), value: record.mobileNumber || tr(CONTACT_NOT_GIVEN) },
    ...CONTACT_CHOICES.map((choice) => ({ label: tr(CONTACT_FIELD_LABELS[choice]), value: tr(CHOICE_ANSWERS[yesNo(record[choice])]) })),
  ];
}
