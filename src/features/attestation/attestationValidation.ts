// The attestation form's rules are its record's (ATTESTATION_RECORD in src/domain/attestation.ts): redux-form's
// validate reads what the record's rules find in the form's values. Its messages are said in the language of the
// Translate given.
import type { FormErrors } from 'redux-form';
import { ATTESTATION_RECORD } from '../../domain/attestation';
import { NPI_NOT_APPLICABLE } from '../../domain/constants';
import { ATTESTATION_FORM_FIELD_OF_RECORD } from '../../domain/attestation';
import { formErrors } from '../../domain/recordSchema';
import { inEnglish, type Translate } from '../../domain/text';
import type { AttestationFormValues } from './attestationSlice';

/**
 * The fields a person fills in: the NPI look-up's answer, the time and the training's name are the app's to set. The
 * receipt's email is read only while its box is ticked (the record's rule drops it otherwise, as the record builder does).
 */
const FORM_FIELDS = ['firstName', 'lastName', 'individualNPI', 'title', 'organizationName', 'wantsReceipt', 'receiptEmail'] as const;

export function validateAttestationForm(values: AttestationFormValues, tr: Translate = inEnglish): FormErrors<AttestationFormValues, string> {
  const { organization, individualNPI, npiApplicable, ...sameNames } = values;
  const errors = formErrors(
    ATTESTATION_RECORD,
    FORM_FIELDS,
    // N/A ticked: the record holds NA, which its rule accepts (docs/states.md "removes its validators").
    { ...sameNames, organizationName: organization, individualNPI: npiApplicable ? NPI_NOT_APPLICABLE : individualNPI?.trim() },
    tr,
  );
  const { organizationName, ...rest } = errors;
  return { ...rest, ...(organizationName === undefined ? {} : { [ATTESTATION_FORM_FIELD_OF_RECORD.organizationName]: organizationName }) };
}
