// The attestation form's rules of docs/validation.md: required fields, the NPI's length and numeric rules, N/A, max lengths.
import { validateAttestationForm } from '../../../src/features/attestation/attestationValidation';
import { fillIn, translateWith } from '../../../src/domain/text';
import type { AttestationFormValues } from '../../../src/features/attestation/attestationSlice';

const VALID: AttestationFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  individualNPI: '1234567893',
  npiApplicable: false,
  title: 'Physician',
  organization: 'Harbor Clinic',
};

const MIN_LENGTH = 'The minimum length for Individual NPI should be 10 characters.';
const NUMERIC = 'Individual NPI should be numeric';

/** A Translate that marks every text it says, so a message that did not go through it shows as it is. */
const marked = translateWith('xx', (english, values) => `«${fillIn(english, values)}»`);

describe('validateAttestationForm', () => {
  it('accepts a complete form', () => {
    expect(validateAttestationForm(VALID)).toEqual({});
  });

  it('requires every field of an empty form, with one message each', () => {
    expect(validateAttestationForm({})).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      individualNPI: 'Individual NPI is required.',
      title: 'Title is required.',
      organization: 'Organization is required.',
    });
  });

  it.each([
    ['firstName', 'First Name is required.'],
    ['lastName', 'Last Name is required.'],
    ['title', 'Title is required.'],
    ['organization', 'Organization is required.'],
    ['individualNPI', 'Individual NPI is required.'],
  ] as const)('treats %s holding only spaces as missing', (field, message) => {
    expect(validateAttestationForm({ ...VALID, [field]: '   ' })).toEqual({ [field]: message });
  });

  describe('maximum length of the free-text fields (100)', () => {
    it.each([
      ['firstName', 'First Name must be at most 100 characters.'],
      ['lastName', 'Last Name must be at most 100 characters.'],
      ['title', 'Title must be at most 100 characters.'],
      ['organization', 'Organization must be at most 100 characters.'],
    ] as const)('refuses 101 characters in %s', (field, message) => {
      expect(validateAttestationForm({ ...VALID, [field]: 'a'.repeat(101) })).toEqual({ [field]: message });
    });

    it.each(['firstName', 'lastName', 'title', 'organization'] as const)('accepts exactly 100 characters in %s', (field) => {
      expect(validateAttestationForm({ ...VALID, [field]: 'a'.repeat(100) })).toEqual({});
    });

    it('measures the trimmed value, as the saved record is trimmed', () => {
      expect(validateAttestationForm({ ...VALID, firstName: `  ${'a'.repeat(100)}  ` })).toEqual({});
    });
  });

  describe('Individual NPI', () => {
    it.each([
      ['1', MIN_LENGTH],
      ['123456789', MIN_LENGTH],
      // Too short and not numeric: only the length message, the numeric one waits (docs/validation.md).
      ['abc', MIN_LENGTH],
      ['12a', MIN_LENGTH],
      ['abcdefghij', NUMERIC],
      ['12345678 9', NUMERIC],
      ['-123456789', NUMERIC],
      ['+123456789', NUMERIC],
      ['123456789.', NUMERIC],
      ['1234.56789', NUMERIC],
    ])('%j gives %j', (npi, message) => {
      expect(validateAttestationForm({ ...VALID, individualNPI: npi })).toEqual({ individualNPI: message });
    });

    it.each(['1234567893', '1234567890', '123456.789', '12345678.1'])('%j passes: ten characters, digits with up to 3 decimals', (npi) => {
      expect(validateAttestationForm({ ...VALID, individualNPI: npi })).toEqual({});
    });

    it('refuses more than ten digits (the input limit normally stops them first)', () => {
      expect(validateAttestationForm({ ...VALID, individualNPI: '12345678901' })).toEqual({
        individualNPI: 'The maximum length for Individual NPI should be 10 characters.',
      });
    });

    it('trims surrounding spaces before checking', () => {
      expect(validateAttestationForm({ ...VALID, individualNPI: ' 1234567893 ' })).toEqual({});
    });
  });

  describe('N/A ticked', () => {
    it.each(['', undefined, 'abc', '12345', 'abcdefghij'])('removes every NPI rule (NPI %j)', (npi) => {
      expect(validateAttestationForm({ ...VALID, npiApplicable: true, individualNPI: npi })).toEqual({});
    });

    it('keeps the rules of the other fields', () => {
      expect(validateAttestationForm({ npiApplicable: true })).toEqual({
        firstName: 'First Name is required.',
        lastName: 'Last Name is required.',
        title: 'Title is required.',
        organization: 'Organization is required.',
      });
    });

    it('untick restores required, minimum length and the numeric pattern', () => {
      expect(validateAttestationForm({ ...VALID, npiApplicable: false, individualNPI: '' })).toEqual({
        individualNPI: 'Individual NPI is required.',
      });
      expect(validateAttestationForm({ ...VALID, npiApplicable: false, individualNPI: '123' })).toEqual({ individualNPI: MIN_LENGTH });
      expect(validateAttestationForm({ ...VALID, npiApplicable: false, individualNPI: 'abcdefghij' })).toEqual({ individualNPI: NUMERIC });
    });
  });
});

describe('validateAttestationForm in another language', () => {
  it('says every message, and the labels in it, in the language of the Translate it is given', () => {
    expect(validateAttestationForm({}, marked)).toEqual({
      firstName: '««First Name» is required.»',
      lastName: '««Last Name» is required.»',
      individualNPI: '««Individual NPI» is required.»',
      title: '««Title» is required.»',
      organization: '««Organization» is required.»',
    });
    expect(validateAttestationForm({ ...VALID, individualNPI: '12' }, marked)).toEqual({ individualNPI: `«${MIN_LENGTH}»` });
    expect(validateAttestationForm({ ...VALID, individualNPI: '123456789x' }, marked)).toEqual({ individualNPI: `«${NUMERIC}»` });
  });
});

// Issue 36: the receipt's email box is read only while "Email me a confirmation" is ticked.
describe('validateAttestationForm and the receipt', () => {
  it('asks nothing of the email box while the box is unticked, whatever it holds', () => {
    expect(validateAttestationForm({ ...VALID, wantsReceipt: false, receiptEmail: 'ada@' })).toEqual({});
    expect(validateAttestationForm({ ...VALID, receiptEmail: 'no\u0000where' })).toEqual({});
  });

  it('requires an address once ticked, kept to the survey’s email pattern and 255 characters, in the language given', () => {
    expect(validateAttestationForm({ ...VALID, wantsReceipt: true })).toEqual({ receiptEmail: 'Email address is required.' });
    expect(validateAttestationForm({ ...VALID, wantsReceipt: true, receiptEmail: '  ' })).toEqual({ receiptEmail: 'Email address is required.' });
    expect(validateAttestationForm({ ...VALID, wantsReceipt: true, receiptEmail: 'ada@example' })).toEqual({ receiptEmail: 'Enter an email address like name@example.org.' });
    expect(validateAttestationForm({ ...VALID, wantsReceipt: true, receiptEmail: `${'a'.repeat(250)}@example.org` })).toEqual({
      receiptEmail: 'Email address must be at most 255 characters.',
    });
    expect(validateAttestationForm({ ...VALID, wantsReceipt: true, receiptEmail: ' ada@example.org ' })).toEqual({});
    expect(validateAttestationForm({ ...VALID, wantsReceipt: true }, marked)).toEqual({ receiptEmail: '««Email address» is required.»' });
  });
});
