// Training attestations: titles and texts of docs/screens.md, and the server's strict check of a posted record (docs/records.md, docs/validation.md).
import { YES_NO } from './yesNo';
import { NPI_NOT_APPLICABLE, TEXT_FIELD_MAX_LENGTH } from './constants';
import { requiredMessage } from './messages';
import { npiError } from './npi';
import { simpleEmailProblem } from './simpleEmail';
import { ATTESTATION_FORM_NAMES } from './trainings';
import { en, inEnglish, type Translate } from './text';
import { RECORD_MESSAGES, type ValidationResult, isIsoDateTime } from './recordValidation';
import { type ReadValues, type RecordOf, checkedText, choice, defineRecord, fieldLabels, flag, freeText, validateRecord } from './recordSchema';
import { attestationFormName, type AttestationFormKey } from './trainings';
import type { YesNo } from './yesNo';

export type { FieldErrors } from './recordValidation';

export * from './trainings';
export * from './trainingTexts';

export const ATTESTATION_RECORD_MESSAGES = {
  naMustBeInvalid: en('NPI validity must be No when Individual NPI is NA.'),
  unknownFormName: en('Unknown training name.'),
  /** Ours (issue 36), on the screen and from the server alike: the spec has no receipt, so no wording of its own. */
  receiptEmailMalformed: en('Enter an email address like name@example.org.'),
} as const;

const NPI_LABEL = en('Individual NPI');
const RECEIPT_EMAIL_LABEL = en('Email address');
/** The practical ceiling of an email address, as the other forms' email boxes have it. */
export const RECEIPT_EMAIL_MAX_LENGTH = 255;

/** Issue 36: the receipt email is asked for, and kept, only with "Email me a confirmation" ticked. */
function receiptAsked(read: ReadValues): boolean {
  return read.wantsReceipt === true;
}

/**
 * docs/records.md "Attestation record", with the labels of docs/screens.md's form (the server's messages use them
 * too, so they match the screen). Free text is trimmed; the NPI and the coded fields must arrive exactly as the
 * form produces them.
 */
export const ATTESTATION_RECORD = defineRecord({
  fields: {
    firstName: freeText(en('First Name'), TEXT_FIELD_MAX_LENGTH),
    lastName: freeText(en('Last Name'), TEXT_FIELD_MAX_LENGTH),
    /** The typed NPI, or the literal NA when N/A is ticked. */
    individualNPI: checkedText(
      NPI_LABEL,
      (npi, _read, tr) => {
        if (npi === NPI_NOT_APPLICABLE) return undefined;
        // Past npiError a non-empty value has exactly NPI_LENGTH characters.
        return npi === '' ? requiredMessage(NPI_LABEL, tr) : npiError(npi, 'attestation', tr);
      },
      { trim: false },
    ),
    // "Initially empty" (docs/records.md) is a form state; a saved record has always been through the lookup or N/A.
    isValidNPI: choice(
      en('NPI validity'),
      YES_NO,
      (_value, tr) => tr(RECORD_MESSAGES.notYesNo),
      (isValidNPI, read, tr) =>
        read.individualNPI === NPI_NOT_APPLICABLE && isValidNPI !== 'No' ? tr(ATTESTATION_RECORD_MESSAGES.naMustBeInvalid) : undefined,
    ),
    title: freeText(en('Title'), TEXT_FIELD_MAX_LENGTH),
    organizationName: freeText(en('Organization'), TEXT_FIELD_MAX_LENGTH),
    /** ISO 8601 timestamp of the submission. */
    submittedDatetime: checkedText(en('Submission date'), (date, _read, tr) => (isIsoDateTime(date) ? undefined : tr(RECORD_MESSAGES.notDateTime)), {
      trim: false,
      format: 'date-time',
    }),
    // The training's title: a known one, whatever the plan is called.
    attestationFormName: choice(en('Training name'), ATTESTATION_FORM_NAMES, (_value, tr) => tr(ATTESTATION_RECORD_MESSAGES.unknownFormName)),
    // Issue 36, added after clients already sent the record: both may be left out (false, ''), so they keep working.
    wantsReceipt: flag(en('Email me a confirmation'), { whenAbsent: false }),
    /** Where the receipt goes: '' unless wantsReceipt, when it is required and kept to the TGI survey's email pattern. */
    receiptEmail: checkedText(
      RECEIPT_EMAIL_LABEL,
      (email, _read, tr) =>
        simpleEmailProblem(email, { label: RECEIPT_EMAIL_LABEL, maxLength: RECEIPT_EMAIL_MAX_LENGTH, malformed: (say) => say(ATTESTATION_RECORD_MESSAGES.receiptEmailMalformed) }, tr),
      { maxLength: RECEIPT_EMAIL_MAX_LENGTH, format: 'email', whenAbsent: '', onlyWhen: receiptAsked },
    ),
  },
});

/** docs/records.md "Attestation record". */
export type AttestationRecord = RecordOf<typeof ATTESTATION_RECORD>;

export const ATTESTATION_FIELD_LABELS = fieldLabels(ATTESTATION_RECORD);

/** The server's check of a posted attestation (docs/validation.md). */
export function validateAttestationRecord(input: unknown, tr: Translate = inEnglish): ValidationResult<AttestationRecord> {
  return validateRecord(ATTESTATION_RECORD, input, tr);
}

/** The attestation form's controls; `npiApplicable` true means the N/A box is ticked (the spec's name). */
export interface AttestationFormValues {
  firstName?: string;
  lastName?: string;
  individualNPI?: string;
  npiApplicable?: boolean;
  title?: string;
  organization?: string;
  wantsReceipt?: boolean;
  /** Read only while wantsReceipt is ticked. */
  receiptEmail?: string;
}

/** What the form starts with: N/A and the receipt box unticked (redux-form's initialValues, and a form drawn from a post). */
export const ATTESTATION_INITIAL_VALUES: AttestationFormValues = { npiApplicable: false, wantsReceipt: false };

/** The record's field names that the form calls otherwise (the server's errors name the record's). */
export const ATTESTATION_FORM_FIELD_OF_RECORD = { organizationName: 'organization' } as const;

/** docs/records.md's attestation record from the form, for the saga and the server's take of a plain HTML post alike. */
export function buildAttestationRecord(
  values: AttestationFormValues,
  isValidNPI: YesNo,
  formKey: AttestationFormKey,
  now: Date,
): AttestationRecord {
  return {
    firstName: values.firstName?.trim() ?? '',
    lastName: values.lastName?.trim() ?? '',
    // Normalised where it is typed (normalizeNpi in NpiField): taken as it is.
    individualNPI: values.npiApplicable ? NPI_NOT_APPLICABLE : (values.individualNPI ?? ''),
    isValidNPI,
    title: values.title?.trim() ?? '',
    organizationName: values.organization?.trim() ?? '',
    submittedDatetime: now.toISOString(),
    attestationFormName: attestationFormName(formKey),
    wantsReceipt: values.wantsReceipt === true,
    // An address typed, then the box unticked, is not sent: nobody asked us to use it.
    receiptEmail: values.wantsReceipt === true ? (values.receiptEmail?.trim() ?? '') : '',
  };
}
