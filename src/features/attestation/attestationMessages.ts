// Every text of the attestation screens in one place (docs/screens.md and docs/states.md and docs/validation.md), so a plan can change them here.
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
import type { AttestationFormKey } from './attestationSlice';

/** The form controls' labels: the record's, under the form's control names (docs/records.md). */
export const ATTESTATION_FIELD_LABELS = {
  firstName: RECORD_LABELS.firstName,
  lastName: RECORD_LABELS.lastName,
  individualNPI: RECORD_LABELS.individualNPI,
  npiApplicable: 'N/A',
  title: RECORD_LABELS.title,
  organization: RECORD_LABELS.organizationName,
} as const;

export const ATTESTATION_SUBMIT_LABEL = 'DONE';
export const ATTESTATION_CLOSE_LABEL = 'Close Window';
/** docs/readings.md: said when the browser keeps the tab after Close Window, with the offer to sign another. */
export const ATTESTATION_TAB_KEPT_OPEN_NOTE = 'Your attestation is saved. This tab can be closed now.';
export const ATTESTATION_SIGN_ANOTHER_LABEL = 'Sign another attestation';
export const ATTESTATION_STEP_TITLE = 'Sign the attestation';
export const NPI_HINT = 'The 10-digit National Provider Identifier. Tick N/A if you have none.';

export interface AttestationScreenTexts {
  title: string;
  attestationText: string;
  thanksText: string;
}

/** The title and sentences of each attestation screen; "the plan" is the configured plan name (docs/readings.md). */
export function attestationScreenTexts(formKey: AttestationFormKey, planName: string): AttestationScreenTexts {
  if (formKey === 'stateTraining') {
    return {
      title: STATE_TRAINING_TITLE,
      attestationText: defaultAttestationText(STATE_TRAINING_TITLE, planName),
      thanksText: attestationThanksText(STATE_TRAINING_TITLE, planName),
    };
  }
  const training = GENERIC_TRAININGS[formKey];
  return {
    title: training.title,
    attestationText: genericAttestationText(formKey, planName),
    thanksText: attestationThanksText(training.title, planName),
  };
}

/** What was sent, for the thanks view and its printed copy: the form's fields under the labels the form shows. */
export function attestationSentSummary(record: AttestationRecord): ThanksSummaryItem[] {
  return [
    { label: ATTESTATION_FIELD_LABELS.firstName, value: record.firstName },
    { label: ATTESTATION_FIELD_LABELS.lastName, value: record.lastName },
    {
      label: ATTESTATION_FIELD_LABELS.individualNPI,
      // The record's NA marker (docs/records.md) is the box the person ticked, so it reads as that box's label.
      value: record.individualNPI === NPI_NOT_APPLICABLE ? ATTESTATION_FIELD_LABELS.npiApplicable : record.individualNPI,
    },
    { label: ATTESTATION_FIELD_LABELS.title, value: record.title },
    { label: ATTESTATION_FIELD_LABELS.organization, value: record.organizationName },
  ];
}
