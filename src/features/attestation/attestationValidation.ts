// The attestation form's rules (docs/validation.md) as one pure function over the form values, built on src/domain.
// Its messages are said in the language of the Translate given.
import type { FormErrors } from 'redux-form';
import { npiError } from '../../domain/npi';
import { TEXT_FIELD_MAX_LENGTH } from '../../domain/constants';
import { requiredMessage } from '../../domain/messages';
import { requiredTextError } from '../../domain/recordValidation';
import { inEnglish, type Translate } from '../../domain/text';
import { ATTESTATION_FIELD_LABELS } from './attestationMessages';
import type { AttestationFormValues } from './attestationSlice';

type TextFieldName = 'firstName' | 'lastName' | 'title' | 'organization';
const REQUIRED_TEXT_FIELDS: readonly TextFieldName[] = ['firstName', 'lastName', 'title', 'organization'];

export function validateAttestationForm(values: AttestationFormValues, tr: Translate = inEnglish): FormErrors<AttestationFormValues, string> {
  const errors: FormErrors<AttestationFormValues, string> = {};
  for (const name of REQUIRED_TEXT_FIELDS) {
    const problem = requiredTextError(values[name]?.trim() ?? '', ATTESTATION_FIELD_LABELS[name], TEXT_FIELD_MAX_LENGTH, tr);
    if (problem) errors[name] = problem;
  }
  // N/A ticked: the NPI has no rules at all (docs/states.md "removes its validators").
  if (!values.npiApplicable) {
    const npi = values.individualNPI?.trim() ?? '';
    const npiProblem = npi ? npiError(npi, 'attestation', tr) : requiredMessage(ATTESTATION_FIELD_LABELS.individualNPI, tr);
    if (npiProblem) errors.individualNPI = npiProblem;
  }
  return errors;
}
