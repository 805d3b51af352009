// Every text of the attestation screens in one place (docs/screens.md and docs/states.md and docs/validation.md), so a plan can change them here.
// Each is English marked for the form's catalog (en() and tr() of src/domain/text.ts): the screen shows it in its language.
import type { ThanksSummaryItem } from '../../components/ThanksPanel';
import type { AttestationRecord } from '../../domain/apiContract';
import { NPI_NOT_APPLICABLE } from '../../domain/constants';
import {
  ATTESTATION_FIELD_LABELS as RECORD_LABELS,
  GENERIC_TRAININGS,
  STATE_TRAINING_TITLE,
  attestationThanksText,
  defaultAttestationText,
  genericAttestationText,
} from '../../domain/attestation';
import { en, inEnglish, type Translate } from '../../domain/text';
import type { AttestationFormKey } from './attestationSlice';
import { SUBMIT_LABELS } from '../../domain/submitLabels';

/** The form controls' labels: the record's, under the form's control names (docs/records.md); English, shown through tr. */
export const ATTESTATION_FIELD_LABELS = {
  firstName: RECORD_LABELS.firstName,
  lastName: RECORD_LABELS.lastName,
  individualNPI: RECORD_LABELS.individualNPI,
  npiApplicable: en('N/A'),
  title: RECORD_LABELS.title,
  organization: RECORD_LABELS.organizationName,
  wantsReceipt: RECORD_LABELS.wantsReceipt,
  receiptEmail: RECORD_LABELS.receiptEmail,
} as const;

export const ATTESTATION_SUBMIT_LABEL = SUBMIT_LABELS.attestation;
/** Ours (issue 18): the tab's title once the attestation is saved, and what happens next. */
export const ATTESTATION_SAVED_TITLE = en('Attestation saved');
export const ATTESTATION_NEXT = en('Your attestation is on file with {planName}. There is nothing more you need to do.');
export const ATTESTATION_CLOSE_LABEL = en('Close Window');
/** The form's accessible name. */
export const ATTESTATION_FORM_NAME = en('Attestation');
/** docs/readings.md: said when the browser keeps the tab after Close Window, with the offer to sign another. */
export const ATTESTATION_TAB_KEPT_OPEN_NOTE = en('Your attestation is saved. This tab can be closed now.');
export const ATTESTATION_SIGN_ANOTHER_LABEL = en('Sign another attestation');
export const ATTESTATION_STEP_TITLE = en('Sign the attestation');
export const NPI_HINT = en('The 10-digit National Provider Identifier. Tick N/A if you have none.');
/** Issue 36: under "Email me a confirmation". */
export const RECEIPT_HINT = en('It does not include your answers.');
/**
 * Under the receipt's email box in a page drawn for any browser: without the app the box cannot appear when the
 * confirmation is ticked, so it is always there, and says when it is read.
 */
export const RECEIPT_EMAIL_WITHOUT_APP_HINT = en('Needed only if you tick Email me a confirmation.');
/** Issue 36: on the thanks, after the reference, when "Email me a confirmation" was ticked. */
export const ATTESTATION_RECEIPT_EMAILED = en('We are sending a confirmation to {email}.');

/** The thanks' sentence about the confirmation email, in tr's language: none unless the provider asked for one. */
export function attestationReceiptEmailed(record: AttestationRecord, tr: Translate = inEnglish): string | undefined {
  return record.wantsReceipt ? tr(ATTESTATION_RECEIPT_EMAILED, { email: record.receiptEmail }) : undefined;
}

export interface AttestationScreenTexts {
  /** In English (the training's name, an en() text): the page's title, which FormScreen says in the page's language. */
  title: string;
  /** The sentences, in tr's language. */
  attestationText: string;
  thanksText: string;
}

/** The title and sentences of each attestation screen; "the plan" is the configured plan name (docs/readings.md). */
export function attestationScreenTexts(formKey: AttestationFormKey, planName: string, tr: Translate = inEnglish): AttestationScreenTexts {
  if (formKey === 'stateTraining') {
    return {
      title: STATE_TRAINING_TITLE,
      attestationText: defaultAttestationText(STATE_TRAINING_TITLE, planName, tr),
      thanksText: attestationThanksText(STATE_TRAINING_TITLE, planName, tr),
    };
  }
  const training = GENERIC_TRAININGS[formKey];
  return {
    title: training.title,
    attestationText: genericAttestationText(formKey, planName, tr),
    thanksText: attestationThanksText(training.title, planName, tr),
  };
}

/** What was sent, for the thanks view and its printed copy: the form's fields under the labels the form shows, in tr's language. */
export function attestationSentSummary(record: AttestationRecord, tr: Translate = inEnglish): ThanksSummaryItem[] {
  return [
    { label: tr(ATTESTATION_FIELD_LABELS.firstName), value: record.firstName },
    { label: tr(ATTESTATION_FIELD_LABELS.lastName), value: record.lastName },
    {
      label: tr(ATTESTATION_FIELD_LABELS.individualNPI),
      // The record's NA marker (docs/records.md) is the box the person ticked, so it reads as that box's label.
      value: record.individualNPI === NPI_NOT_APPLICABLE ? tr(ATTESTATION_FIELD_LABELS.npiApplicable) : record.individualNPI,
    },
    { label: tr(ATTESTATION_FIELD_LABELS.title), value: record.title },
    { label: tr(ATTESTATION_FIELD_LABELS.organization), value: record.organizationName },
  ];
}
