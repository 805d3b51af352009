// Each form's values as its controls hold them, what each form starts with, and the record built from them
// (docs/records.md). One builder per form for both ways a form is sent: the app's saga (src/features/*) and the server,
// for a form the browser posted itself without the app (issue 34, server/routes/formPosts.ts). Only the forms' chunks
// and the server load it.
import type { AttestationRecord } from './attestation';
import type { PreferredContactRecord } from './contact';
import type { TgiSurveyRecord } from './tgi';
import { NPI_NOT_APPLICABLE } from './constants';
import { attestationFormName, type AttestationFormKey } from './trainings';
import type { YesNo } from './yesNo';

/** The preferred contact form's controls (docs/records.md). */
export interface ContactFormValues {
  firstName?: string;
  lastName?: string;
  memberId?: string;
  emailAddress?: string;
  mobileNumber?: string;
  isEmail?: boolean;
  isText?: boolean;
  isPreRecordedCall?: boolean;
  isPhone?: boolean;
}

/** The eight entered fields of the TGI survey (docs/validation.md). */
export interface TgiFormValues {
  providerLastName?: string;
  providerFirstName?: string;
  individualNPI?: string;
  fullNameOfPersonCompletingSurvey?: string;
  titleOfPersonCompletingSurvey?: string;
  email?: string;
  phoneNumber?: string;
  isGenderAffirmingServicesOffered?: YesNo;
}

/** The attestation form's controls; `npiApplicable` true means the N/A box is ticked (the spec's name). */
export interface AttestationFormValues {
  firstName?: string;
  lastName?: string;
  individualNPI?: string;
  npiApplicable?: boolean;
  title?: string;
  organization?: string;
}

/** What each form starts with: every box unticked (redux-form's initialValues, and a form drawn from a post). */
export const CONTACT_INITIAL_VALUES: ContactFormValues = { isEmail: false, isText: false, isPreRecordedCall: false, isPhone: false };
export const ATTESTATION_INITIAL_VALUES: AttestationFormValues = { npiApplicable: false };

/** The record's field names that the form calls otherwise (the server's errors name the record's). */
export const ATTESTATION_FORM_FIELD_OF_RECORD = { organizationName: 'organization' } as const;

/** docs/records.md's record from the form: text trimmed, an unset choice false, an unset mobile number ''. */
export function buildContactRecord(values: ContactFormValues): PreferredContactRecord {
  return {
    firstName: values.firstName?.trim() ?? '',
    lastName: values.lastName?.trim() ?? '',
    // Normalised already by the form as it reports the submit (PreferredContactForm.tsx), and by the server's post.
    memberId: values.memberId?.trim() ?? '',
    emailAddress: values.emailAddress?.trim() ?? '',
    mobileNumber: values.mobileNumber?.trim() ?? '',
    isEmail: values.isEmail === true,
    isText: values.isText === true,
    isPreRecordedCall: values.isPreRecordedCall === true,
    isPhone: values.isPhone === true,
  };
}

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
  };
}

/** docs/records.md's TGI record: entered text trimmed (docs/validation.md), the look-up's answer, and the submission time. */
export function buildTgiRecord(values: TgiFormValues, isValidNPI: YesNo, now: Date): TgiSurveyRecord {
  return {
    providerLastName: values.providerLastName?.trim() ?? '',
    providerFirstName: values.providerFirstName?.trim() ?? '',
    // Normalised where it is typed (normalizeNpi on the field): taken as it is.
    individualNPI: values.individualNPI ?? '',
    isValidNPI,
    isGenderAffirmingServicesOffered: values.isGenderAffirmingServicesOffered ?? 'No',
    fullNameOfPersonCompletingSurvey: values.fullNameOfPersonCompletingSurvey?.trim() ?? '',
    titleOfPersonCompletingSurvey: values.titleOfPersonCompletingSurvey?.trim() ?? '',
    email: values.email?.trim() ?? '',
    phoneNumber: values.phoneNumber?.trim() ?? '',
    dateSubmitted: now.toISOString(),
  };
}
