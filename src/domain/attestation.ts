// Training attestations: titles and texts of docs/screens.md, and the server's strict check of a posted record (docs/records.md, docs/validation.md).
import type { AttestationRecord } from './apiContract';
import { NPI_NOT_APPLICABLE, TEXT_FIELD_MAX_LENGTH } from './constants';
import { requiredMessage } from './messages';
import { npiError } from './npi';
import { ATTESTATION_FORM_NAMES } from './trainings';
import {
  type ValidationResult,
  RECORD_MESSAGES,
  hasErrors,
  isIsoDateTime,
  isYesNo,
  readFields,
  setFieldError,
  fieldSchema,
  readRequiredTexts,
} from './recordValidation';

export type { FieldErrors } from './recordValidation';

export * from './trainings';

/** The labels of docs/screens.md's form; the server uses them too so its messages match the screen. */
export const ATTESTATION_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  individualNPI: 'Individual NPI',
  isValidNPI: 'NPI validity',
  title: 'Title',
  organizationName: 'Organization',
  submittedDatetime: 'Submission date',
  attestationFormName: 'Training name',
} as const satisfies Record<keyof AttestationRecord, string>;

export const ATTESTATION_RECORD_MESSAGES = {
  naMustBeInvalid: `NPI validity must be No when Individual NPI is ${NPI_NOT_APPLICABLE}.`,
  unknownFormName: 'Unknown training name.',
} as const;

const ATTESTATION_SCHEMA = fieldSchema(ATTESTATION_FIELD_LABELS);

const FREE_TEXT_FIELDS = ['firstName', 'lastName', 'title', 'organizationName'] as const;

/**
 * The server's check of a posted attestation. Free-text fields are trimmed (and returned trimmed);
 * the NPI and the coded fields must arrive exactly as the form produces them.
 */
export function validateAttestationRecord(input: unknown): ValidationResult<AttestationRecord> {
  const { values, errors } = readFields(input, ATTESTATION_SCHEMA);

  const trimmed = readRequiredTexts(values, errors, FREE_TEXT_FIELDS, ATTESTATION_FIELD_LABELS, TEXT_FIELD_MAX_LENGTH);

  const { individualNPI, isValidNPI, submittedDatetime, attestationFormName } = values;
  if (individualNPI !== undefined && individualNPI !== NPI_NOT_APPLICABLE) {
    // Past npiError a non-empty value has exactly NPI_LENGTH characters.
    const error =
      individualNPI === ''
        ? requiredMessage(ATTESTATION_FIELD_LABELS.individualNPI)
        : npiError(individualNPI, 'attestation');
    if (error) setFieldError(errors, 'individualNPI', error);
  }
  if (isValidNPI !== undefined) {
    // "Initially empty" is a form state; a saved record has always been through the lookup or N/A.
    if (!isYesNo(isValidNPI)) setFieldError(errors, 'isValidNPI', RECORD_MESSAGES.notYesNo);
    else if (individualNPI === NPI_NOT_APPLICABLE && isValidNPI !== 'No')
      setFieldError(errors, 'isValidNPI', ATTESTATION_RECORD_MESSAGES.naMustBeInvalid);
  }
  if (submittedDatetime !== undefined && !isIsoDateTime(submittedDatetime)) {
    setFieldError(errors, 'submittedDatetime', RECORD_MESSAGES.notDateTime);
  }
  if (attestationFormName !== undefined && !ATTESTATION_FORM_NAMES.includes(attestationFormName)) {
    setFieldError(errors, 'attestationFormName', ATTESTATION_RECORD_MESSAGES.unknownFormName);
  }

  if (
    hasErrors(errors) ||
    trimmed.firstName === undefined ||
    trimmed.lastName === undefined ||
    trimmed.title === undefined ||
    trimmed.organizationName === undefined ||
    individualNPI === undefined ||
    !isYesNo(isValidNPI) ||
    submittedDatetime === undefined ||
    attestationFormName === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    record: {
      firstName: trimmed.firstName,
      lastName: trimmed.lastName,
      individualNPI,
      isValidNPI,
      title: trimmed.title,
      organizationName: trimmed.organizationName,
      submittedDatetime,
      attestationFormName,
    },
  };
}
