// Every text of the attestation screens in one place (spec §2, §4, §5), so a plan can change them here.
import {
  ATTESTATION_FIELD_LABELS as RECORD_LABELS,
  GENERIC_TRAININGS,
  STATE_TRAINING_TITLE,
  attestationThanksText,
  defaultAttestationText,
  genericAttestationText,
} from '../../domain/attestation';
import type { AttestationFormKey } from './attestationSlice';

/** The form controls' labels: the record's, under the form's control names (spec §3). */
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
export const ATTESTATION_STEP_TITLE = 'Sign the attestation';
export const NPI_HINT = 'The 10-digit National Provider Identifier. Tick N/A if you have none.';

export interface AttestationScreenTexts {
  title: string;
  attestationText: string;
  thanksText: string;
}

/** The title and sentences of each attestation screen; "the plan" is the configured plan name (DESIGN §5). */
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
