// The TGI survey form's rules of docs/validation.md as the page applies them (the server's record check is in tests/domain/tgi.test.ts),
// and which of the spec's alerts heads the error summary.
import { validateTgiForm, tgiAlert } from '../../../src/features/tgi/tgiValidation';
import { fillIn, translateWith } from '../../../src/domain/text';
import type { TgiFormValues } from '../../../src/features/tgi/tgiSlice';

const VALID: TgiFormValues = {
  providerLastName: 'Lovelace',
  providerFirstName: 'Ada',
  individualNPI: '1234567893',
  fullNameOfPersonCompletingSurvey: 'Grace Hopper',
  titleOfPersonCompletingSurvey: 'Office Manager',
  email: 'grace@clinic.example.com',
  phoneNumber: '(916) 555-0100',
  isGenderAffirmingServicesOffered: 'No',
};

const MIN_LENGTH = 'The minimum length for Individual NPI should be 10 characters.';
const NUMERIC = 'Individual NPI should be numeric.';
const EMAIL_FIELD_MESSAGE = 'Enter an email address like name@example.org.';
const PHONE_FIELD_MESSAGE = 'Enter all 10 digits of the Phone Number, like (916) 555-0100.';

/** A Translate that marks every text it says, so a message that did not go through it shows as it is. */
const marked = translateWith('xx', (english, values) => `«${fillIn(english, values)}»`);
const INVALID_EMAIL_ALERT = { title: 'Invalid Data!', message: 'Error: Not a valid Email format' };
const INVALID_PHONE_ALERT = { title: 'Invalid Data!', message: 'Error: Error: Not a valid phone number format' };
const MISSING_INFORMATION = {
  title: 'Missing Information',
  message: 'You have entered invalid or incomplete information. Please correct any errors and try again.',
};

describe('validateTgiForm', () => {
  it('accepts a complete form, with either answer', () => {
    expect(validateTgiForm(VALID)).toEqual({});
    expect(validateTgiForm({ ...VALID, isGenderAffirmingServicesOffered: 'Yes' })).toEqual({});
  });

  it('requires all eight entered fields, with one message each', () => {
    expect(validateTgiForm({})).toEqual({
      providerLastName: 'Provider Last Name is required.',
      providerFirstName: 'Provider First Name is required.',
      individualNPI: 'Individual NPI is required.',
      fullNameOfPersonCompletingSurvey: 'Full Name of Person Completing Survey is required.',
      titleOfPersonCompletingSurvey: 'Title of Person Completing Survey is required.',
      email: 'Email is required.',
      phoneNumber: 'Phone Number is required.',
      isGenderAffirmingServicesOffered: 'Choose Yes or No.',
    });
  });

  it.each([
    ['providerLastName', 'Provider Last Name is required.'],
    ['providerFirstName', 'Provider First Name is required.'],
    ['individualNPI', 'Individual NPI is required.'],
    ['fullNameOfPersonCompletingSurvey', 'Full Name of Person Completing Survey is required.'],
    ['titleOfPersonCompletingSurvey', 'Title of Person Completing Survey is required.'],
    ['email', 'Email is required.'],
    ['phoneNumber', 'Phone Number is required.'],
  ] as const)('treats %s holding only blanks as missing', (field, message) => {
    expect(validateTgiForm({ ...VALID, [field]: ' \t ' })).toEqual({ [field]: message });
  });

  it('wants the answer to be exactly Yes or No', () => {
    expect(validateTgiForm({ ...VALID, isGenderAffirmingServicesOffered: undefined })).toEqual({ isGenderAffirmingServicesOffered: 'Choose Yes or No.' });
  });

  describe('maximum lengths of docs/validation.md, named rather than cut', () => {
    it.each([
      ['providerLastName', 60, 'Provider Last Name must be at most 60 characters.'],
      ['providerFirstName', 35, 'Provider First Name must be at most 35 characters.'],
      ['fullNameOfPersonCompletingSurvey', 100, 'Full Name of Person Completing Survey must be at most 100 characters.'],
      ['titleOfPersonCompletingSurvey', 100, 'Title of Person Completing Survey must be at most 100 characters.'],
    ] as const)('%s: %i characters pass, one more is refused', (field, limit, message) => {
      expect(validateTgiForm({ ...VALID, [field]: 'a'.repeat(limit) })).toEqual({});
      expect(validateTgiForm({ ...VALID, [field]: 'a'.repeat(limit + 1) })).toEqual({ [field]: message });
    });

    it('email: 255 characters pass, 256 are refused with the limit, not as a bad format', () => {
      const domain = '@example.org';
      expect(validateTgiForm({ ...VALID, email: 'a'.repeat(255 - domain.length) + domain })).toEqual({});
      expect(validateTgiForm({ ...VALID, email: 'a'.repeat(256 - domain.length) + domain })).toEqual({ email: 'Email must be at most 255 characters.' });
    });

    it('NPI: ten characters at most', () => {
      expect(validateTgiForm({ ...VALID, individualNPI: '12345678931' })).toEqual({
        individualNPI: 'The maximum length for Individual NPI should be 10 characters.',
      });
    });

    it('measures the trimmed value, as the record sent is trimmed', () => {
      expect(validateTgiForm({ ...VALID, providerFirstName: `  ${'a'.repeat(35)} ` })).toEqual({});
    });
  });

  describe('Individual NPI', () => {
    it.each([
      ['123456789', MIN_LENGTH],
      // Too short and not numeric: only the length message; the numeric one waits for the length (docs/validation.md).
      ['12ab', MIN_LENGTH],
      ['abcdefghij', NUMERIC],
      ['12345678a9', NUMERIC],
      ['1234.56789', NUMERIC],
      ['+-12345678', NUMERIC],
    ])('%j gives %j', (npi, message) => {
      expect(validateTgiForm({ ...VALID, individualNPI: npi })).toEqual({ individualNPI: message });
    });

    it.each(['1234567890', '+123456789', '-123456789', '123456.789'])('%j passes: ten characters, an optional sign, up to 3 decimals', (npi) => {
      expect(validateTgiForm({ ...VALID, individualNPI: npi })).toEqual({});
    });

    it('trims surrounding blanks before checking', () => {
      expect(validateTgiForm({ ...VALID, individualNPI: ' 1234567893 ' })).toEqual({});
    });
  });

  describe('email and phone: a plain sentence beside the field (the spec texts lead the summary)', () => {
    it.each(['grace', 'grace@', 'grace@clinic', 'grace hopper@clinic.org', '@clinic.org'])('%j is not an email address', (email) => {
      expect(validateTgiForm({ ...VALID, email })).toEqual({ email: EMAIL_FIELD_MESSAGE });
    });

    it('trims the email before checking it', () => {
      expect(validateTgiForm({ ...VALID, email: '  grace@clinic.example.com ' })).toEqual({});
    });

    it.each(['(916', '(916) 555-01', '916-555-0100', '9165550100'])('%j does not fill the (000) 000-0000 mask', (phoneNumber) => {
      expect(validateTgiForm({ ...VALID, phoneNumber })).toEqual({ phoneNumber: PHONE_FIELD_MESSAGE });
    });
  });
});

describe("tgiAlert: the summary's heading, in docs/validation.md's order", () => {
  it("a malformed email: 'Invalid Data!' / 'Error: Not a valid Email format', even when the phone is wrong too", () => {
    expect(tgiAlert({ ...VALID, email: 'grace@clinic' })).toEqual(INVALID_EMAIL_ALERT);
    expect(tgiAlert({ ...VALID, email: 'grace@clinic', phoneNumber: '(916' })).toEqual(INVALID_EMAIL_ALERT);
  });

  it("a malformed phone: 'Invalid Data!' with the repeated word of the spec", () => {
    expect(tgiAlert({ ...VALID, phoneNumber: '(916) 555-01' })).toEqual(INVALID_PHONE_ALERT);
    expect(tgiAlert({ ...VALID, phoneNumber: '(916) 555-01' }).message).toMatch(/^Error: Error: /);
  });

  it("anything else: 'Missing Information' with the generic message", () => {
    expect(tgiAlert({})).toEqual(MISSING_INFORMATION);
    // Missing is not malformed: an empty email or phone does not raise the Invalid Data! alert.
    expect(tgiAlert({ ...VALID, email: '  ', phoneNumber: '' })).toEqual(MISSING_INFORMATION);
    expect(tgiAlert({ ...VALID, individualNPI: '12' })).toEqual(MISSING_INFORMATION);
    // A too long email is told by its limit, not as a bad format.
    expect(tgiAlert({ ...VALID, email: `${'a'.repeat(250)}@example.org` })).toEqual(MISSING_INFORMATION);
  });
});

describe('validateTgiForm in another language', () => {
  it('says every message, and the labels in it, in the language of the Translate it is given', () => {
    expect(validateTgiForm({}, marked)).toEqual({
      providerLastName: '««Provider Last Name» is required.»',
      providerFirstName: '««Provider First Name» is required.»',
      individualNPI: '««Individual NPI» is required.»',
      fullNameOfPersonCompletingSurvey: '««Full Name of Person Completing Survey» is required.»',
      titleOfPersonCompletingSurvey: '««Title of Person Completing Survey» is required.»',
      email: '««Email» is required.»',
      phoneNumber: '««Phone Number» is required.»',
      isGenderAffirmingServicesOffered: '«Choose Yes or No.»',
    });
    expect(validateTgiForm({ ...VALID, individualNPI: '12', email: 'grace@clinic', phoneNumber: '(916) 555' }, marked)).toEqual({
      individualNPI: `«${MIN_LENGTH}»`,
      email: `«${EMAIL_FIELD_MESSAGE}»`,
      phoneNumber: `«${PHONE_FIELD_MESSAGE}»`,
    });
    expect(validateTgiForm({ ...VALID, individualNPI: '123456789x' }, marked)).toEqual({ individualNPI: `«${NUMERIC}»` });
  });
});
