// Every text of the TGI survey screen (docs/screens.md and docs/states.md and docs/validation.md) in one place, so a plan can change them here.
// Each is English marked for the form's catalog (en() and tr() of src/domain/text.ts): the screen shows it in its language.
import type { ThanksSummaryItem } from '../../components/ThanksPanel';
import { TGI_FIELD_LABELS, TGI_MESSAGES, type TgiSurveyRecord } from '../../domain/tgi';
import { INVALID_DATA_TITLE, MISSING_INFORMATION } from '../../domain/messages';
import { en, inEnglish, type Translate } from '../../domain/text';
import { fieldsSummary } from '../../forms/sentSummary';
import { SUBMIT_LABELS } from '../../domain/submitLabels';

export { TGI_FIELD_LABELS };

export const TGI_STEP_TITLE = en('Answer the survey');
/** The form's accessible name. */
export const TGI_FORM_NAME = en('TGI survey');
export const TGI_SUBMIT_LABEL = SUBMIT_LABELS.tgi;
export const TGI_CLOSE_LABEL = en('Close Window');
export const TGI_THANKS = TGI_MESSAGES.thanks;
/** Ours (issue 18): what happens now that the answer is sent. */
export const TGI_NEXT = en('The provider directory will show this answer. If it changes, answer the survey again.');
/** Where the reference will be while the background save (docs/readings.md) has not yet had the server's answer. */
export const TGI_RECEIPT_PENDING = en('Your reference will show here once our server confirms it has your answers.');
/** Ours (issue 18): above the blank survey after Close Window, so clearing it does not look like losing the answers. */
export const TGI_CLOSED = {
  sent: en('Your survey answers were sent.'),
  /** `{reference}` stays in it as it is, for the page to put the reference there in bold. */
  receivedWithReference: en('Your survey answers were received. Your reference is {reference}.'),
} as const;

// The notice of the surveys not received yet, and the texts about keeping them: keptSurveysMessages.ts.

/** The law and the definition the survey's intro gives (docs/screens.md#tgi-survey), in tr's language. */
export function tgiIntro(planName: string, tr: Translate = inEnglish): string[] {
  return [
    tr(
      "California's Transgender, Gender Diverse, or Intersex (TGI) Inclusive Care Act (Senate Bill 923) requires health plans to show in their provider directories which in-network providers offer gender-affirming services. {planName} asks each provider to answer this survey, and to answer it again whenever that changes: the latest answer is the one the directory shows.",
      { planName },
    ),
    tr(
      'Gender-affirming services are medically necessary health care that respects the gender identity of the patient, as experienced and defined by the patient. They may include interventions to suppress the development of secondary sex characteristics, interventions to align the patient’s appearance or body with their gender identity, and interventions to relieve the distress of gender dysphoria.',
    ),
  ];
}

/**
 * Whom to ask about the survey: one sentence, so a translator can order it as the language needs. `{phone}` and
 * `{email}` stay in it as they are, for the page to put its phone and email links in their place.
 */
export function tgiContactSentence(department: string, tr: Translate = inEnglish): string {
  return tr('Questions about this survey? Contact the {department} at {phone} or {email}.', { department, phone: '{phone}', email: '{email}' });
}

export const TGI_OFFERED_LEGEND = en('Does this provider offer gender-affirming services?');
/** The answers the record stores (docs/records.md), as they are in every language; the page shows each through tr. */
export const TGI_OFFERED_OPTIONS = [en('Yes'), en('No')] as const;
export const NPI_HINT = en('The provider’s 10-digit National Provider Identifier.');
export const COMPLETER_HINT = en('Your own full name. If you are the provider, type the provider’s name again here.');
/** Issue 36: under "Email me a confirmation", whose email goes to the survey's own Email box and holds no answer. */
export const TGI_RECEIPT_HINT = en('We send it to the email address above. It does not include your answers.');
/** Issue 36: on the thanks, after the reference, when "Email me a confirmation" was ticked. */
export const TGI_RECEIPT_EMAILED = en('We are sending a confirmation to {email}.');

/** The thanks' sentence about the confirmation email, in tr's language: none unless the person asked for one. */
export function tgiReceiptEmailed(record: TgiSurveyRecord, tr: Translate = inEnglish): string | undefined {
  return record.wantsReceipt ? tr(TGI_RECEIPT_EMAILED, { email: record.email }) : undefined;
}

/** The alerts of docs/validation.md#tgi-survey: email first, then phone, otherwise Missing Information. In English: the page says them in its language. */
export const TGI_ALERTS = {
  invalidEmail: { title: INVALID_DATA_TITLE, message: TGI_MESSAGES.invalidEmail },
  invalidPhone: { title: INVALID_DATA_TITLE, message: TGI_MESSAGES.invalidPhone },
  missingInformation: MISSING_INFORMATION,
} as const;

/** The survey's text fields in page order; the Yes/No question follows them. */
export const TGI_TEXT_FIELDS = [
  'providerLastName',
  'providerFirstName',
  'individualNPI',
  'fullNameOfPersonCompletingSurvey',
  'titleOfPersonCompletingSurvey',
  'email',
  'phoneNumber',
] as const;

/** What was sent, for the thanks view and its printed copy, in the survey's order and under its labels, in tr's language. */
export function tgiSentSummary(record: TgiSurveyRecord, tr: Translate = inEnglish): ThanksSummaryItem[] {
  return [
    ...fieldsSummary(record, TGI_FIELD_LABELS, TGI_TEXT_FIELDS).map(({ label, value }) => ({ label: tr(label), value })),
    // The record keeps Yes or No in English; the person reads the answer in the page's language.
    { label: tr(TGI_OFFERED_LEGEND), value: tr(record.isGenderAffirmingServicesOffered) },
  ];
}

export { TGI_DELIVERY } from './tgiDeliveryMessages';
