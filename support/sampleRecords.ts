// The records of the form tests' sample people, as the mock API receives them: every entered text trimmed.
// Shared by the page, saga, slice and validation tests of a form, so they speak of the same person.
import type { AttestationRecord } from '../src/domain/apiContract';
import type { PreferredContactRecord } from '../src/domain/contact';
import type { TgiSurveyRecord } from '../src/domain/tgi';

/**
 * The TGI survey record's text fields in docs/records.md's order, as the tests expect them: written out here once. The
 * receipt box (`wantsReceipt`, issue 36) follows them.
 */
export const TGI_RECORD_FIELD_NAMES = [
  'providerLastName',
  'providerFirstName',
  'individualNPI',
  'isValidNPI',
  'isGenderAffirmingServicesOffered',
  'fullNameOfPersonCompletingSurvey',
  'titleOfPersonCompletingSurvey',
  'email',
  'phoneNumber',
  'dateSubmitted',
] as const satisfies readonly (keyof TgiSurveyRecord)[];

/** Ada Lovelace's attestation, whose NPI the lookup knows; without the training's name and the submission time. */
export const SAMPLE_ATTESTATION_RECORD: Omit<AttestationRecord, 'attestationFormName' | 'submittedDatetime'> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  individualNPI: '1234567893',
  isValidNPI: 'Yes',
  title: 'Physician',
  organizationName: 'Harbor Clinic',
  wantsReceipt: false,
  receiptEmail: '',
};

/** Ada Lovelace's preferred contact: emails and text messages. */
export const SAMPLE_CONTACT_RECORD: PreferredContactRecord = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  memberId: '000123',
  emailAddress: 'ada@example.org',
  mobileNumber: '(562) 555-0123',
  isEmail: true,
  isText: true,
  isPreRecordedCall: false,
  isPhone: false,
  wantsReceipt: false,
};

/** Grace Hopper's survey for the provider Ada Lovelace, whose NPI the lookup knows; without its submission time. */
export const SAMPLE_TGI_RECORD: Omit<TgiSurveyRecord, 'dateSubmitted'> = {
  providerLastName: 'Lovelace',
  providerFirstName: 'Ada',
  individualNPI: '1234567893',
  isValidNPI: 'Yes',
  isGenderAffirmingServicesOffered: 'Yes',
  fullNameOfPersonCompletingSurvey: 'Grace Hopper',
  titleOfPersonCompletingSurvey: 'Office Manager',
  email: 'grace@clinic.example.com',
  phoneNumber: '(916) 555-0100',
  wantsReceipt: false,
};

/**
 * What the survey's error summary links to after a submit with nothing filled in, in page order, the Yes / No choice's
 * last (docs/validation.md): written once for the page test, its story, the end-to-end walk and the no-script post.
 */
export const TGI_EMPTY_SUMMARY_LINKS = [
  'Provider Last Name is required.',
  'Provider First Name is required.',
  'Individual NPI is required.',
  'Full Name of Person Completing Survey is required.',
  'Title of Person Completing Survey is required.',
  'Email is required.',
  'Phone Number is required.',
  'Choose Yes or No.',
];
