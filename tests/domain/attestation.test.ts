import type { AttestationRecord } from '../../src/domain/apiContract';
import { SAMPLE_ATTESTATION_RECORD } from '../../support/sampleRecords';
import {
  ATTESTATION_FORM_NAMES,
  GENERIC_TRAININGS,
  STATE_TRAINING_TITLE,
  TRAINING_ATTESTATION_CONTENT,
  attestationThanksText,
  defaultAttestationText,
  genericAttestationText,
  validateAttestationRecord,
} from '../../src/domain/attestation';

const PLAN = 'Sunrise Health Plan';

describe('training titles and texts (docs/screens.md)', () => {
  it('names the three generic trainings and the state one', () => {
    expect(GENERIC_TRAININGS.childhood.title).toBe('Childhood Lead Poison Prevention Program Provider Training');
    expect(GENERIC_TRAININGS.oralhealth.title).toBe('Oral Health & Topical Fluoride Application Training');
    expect(GENERIC_TRAININGS.deiprovidertraining.title).toBe('DEI Provider Training Program');
    expect(STATE_TRAINING_TITLE).toBe('Medi-Cal for Kids & Teens Provider Training');
    expect([...ATTESTATION_FORM_NAMES].sort()).toEqual(
      [
        'Childhood Lead Poison Prevention Program Provider Training',
        'DEI Provider Training Program',
        'Medi-Cal for Kids & Teens Provider Training',
        'Oral Health & Topical Fluoride Application Training',
      ].sort(),
    );
  });

  it('writes the default sentence with the title and the configured plan name', () => {
    expect(defaultAttestationText('Oral Health & Topical Fluoride Application Training', PLAN)).toBe(
      'I attest to reviewing the training modules on the Oral Health & Topical Fluoride Application Training sponsored by Sunrise Health Plan. Please sign by completing the boxes below',
    );
  });

  it('gives only the DEI training its own sentence', () => {
    expect(Object.keys(TRAINING_ATTESTATION_CONTENT)).toEqual(['deiprovidertraining']);
    expect(genericAttestationText('deiprovidertraining', 'Other Plan')).toBe(
      'I attest to my organization completing the DEI Provider Training Program sponsored by Other Plan. Please sign by completing the boxes below',
    );
    expect(genericAttestationText('childhood', PLAN)).toBe(
      'I attest to reviewing the training modules on the Childhood Lead Poison Prevention Program Provider Training sponsored by Sunrise Health Plan. Please sign by completing the boxes below',
    );
  });

  it('thanks with the title and the plan name', () => {
    expect(attestationThanksText('DEI Provider Training Program', PLAN)).toBe(
      'Thanks for reviewing the training modules on the DEI Provider Training Program sponsored by Sunrise Health Plan',
    );
  });
});

describe('validateAttestationRecord', () => {
  const valid = (): AttestationRecord => ({
    ...SAMPLE_ATTESTATION_RECORD,
    submittedDatetime: '2026-11-21T16:05:00.000Z',
    attestationFormName: 'Medi-Cal for Kids & Teens Provider Training',
  });
  const errorsFor = (input: unknown): Record<string, string> => {
    const result = validateAttestationRecord(input);
    if (result.ok) throw new Error('expected the record to be refused');
    return result.errors;
  };

  it('accepts a complete record and returns it', () => {
    expect(validateAttestationRecord(valid())).toEqual({ ok: true, record: valid() });
  });

  it('accepts every training name, an NPI the lookup refused, and a zoned date-time', () => {
    for (const attestationFormName of [
      'Childhood Lead Poison Prevention Program Provider Training',
      'Oral Health & Topical Fluoride Application Training',
      'DEI Provider Training Program',
    ]) {
      expect(validateAttestationRecord({ ...valid(), attestationFormName }).ok).toBe(true);
    }
    expect(validateAttestationRecord({ ...valid(), individualNPI: '1234567890', isValidNPI: 'No' }).ok).toBe(true);
    expect(validateAttestationRecord({ ...valid(), submittedDatetime: '2026-11-21T08:05:00-08:00' }).ok).toBe(true);
  });

  it('trims the free-text fields', () => {
    const result = validateAttestationRecord({
      ...valid(),
      firstName: '  Ada ',
      lastName: '\tLovelace\n',
      title: ' Physician',
      organizationName: 'Harbor Clinic  ',
    });
    expect(result).toEqual({ ok: true, record: valid() });
  });

  it('refuses anything but a plain object', () => {
    for (const input of [null, undefined, 'record', 42, [valid()], new Date()]) {
      expect(errorsFor(input)).toEqual({ _error: 'Expected a JSON object.' });
    }
  });

  it('reports every missing field as required', () => {
    expect(errorsFor({})).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      individualNPI: 'Individual NPI is required.',
      isValidNPI: 'NPI validity is required.',
      title: 'Title is required.',
      organizationName: 'Organization is required.',
      submittedDatetime: 'Submission date is required.',
      attestationFormName: 'Training name is required.',
    });
  });

  it('reports each unknown field, including a prototype key', () => {
    const input: unknown = JSON.parse(
      JSON.stringify({ ...valid(), npiApplicable: true, organization: 'x' }).replace(/}$/, ',"__proto__":{"x":1}}'),
    );
    const errors = errorsFor(input);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'npiApplicable', 'organization']);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toBe('Unknown field.');
    expect(errors.npiApplicable).toBe('Unknown field.');
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('wants every field as text', () => {
    expect(errorsFor({ ...valid(), firstName: 1, individualNPI: 1234567893, isValidNPI: true, submittedDatetime: null })).toEqual({
      firstName: 'Must be text.',
      individualNPI: 'Must be text.',
      isValidNPI: 'Must be text.',
      submittedDatetime: 'Must be text.',
    });
  });

  it.each([
    ['firstName', 'First Name'],
    ['lastName', 'Last Name'],
    ['title', 'Title'],
    ['organizationName', 'Organization'],
  ])('requires %s once trimmed, up to 100 characters', (field, label) => {
    expect(errorsFor({ ...valid(), [field]: '' })).toEqual({ [field]: `${label} is required.` });
    expect(errorsFor({ ...valid(), [field]: '   ' })).toEqual({ [field]: `${label} is required.` });
    expect(validateAttestationRecord({ ...valid(), [field]: 'x'.repeat(100) }).ok).toBe(true);
    expect(validateAttestationRecord({ ...valid(), [field]: ` ${'x'.repeat(100)} ` }).ok).toBe(true);
    expect(errorsFor({ ...valid(), [field]: 'x'.repeat(101) })).toEqual({
      [field]: `${label} must be at most 100 characters.`,
    });
  });

  it('checks the NPI with the attestation rules', () => {
    expect(errorsFor({ ...valid(), individualNPI: '' })).toEqual({ individualNPI: 'Individual NPI is required.' });
    expect(errorsFor({ ...valid(), individualNPI: '123456789' })).toEqual({
      individualNPI: 'The minimum length for Individual NPI should be 10 characters.',
    });
    expect(errorsFor({ ...valid(), individualNPI: '12345678931' })).toEqual({
      individualNPI: 'The maximum length for Individual NPI should be 10 characters.',
    });
    expect(errorsFor({ ...valid(), individualNPI: '+123456789' })).toEqual({
      individualNPI: 'Individual NPI should be numeric',
    });
    // The NPI is taken exactly as sent, never trimmed; the pattern fails before the maximum length.
    expect(errorsFor({ ...valid(), individualNPI: ' 1234567893' })).toEqual({
      individualNPI: 'Individual NPI should be numeric',
    });
    // The form's pattern lets a short decimal part through; the server follows the form.
    expect(validateAttestationRecord({ ...valid(), individualNPI: '12345678.9', isValidNPI: 'No' }).ok).toBe(true);
  });

  it('accepts NA only with isValidNPI No', () => {
    const na = validateAttestationRecord({ ...valid(), individualNPI: 'NA', isValidNPI: 'No' });
    expect(na).toEqual({ ok: true, record: { ...valid(), individualNPI: 'NA', isValidNPI: 'No' } });
    expect(errorsFor({ ...valid(), individualNPI: 'NA', isValidNPI: 'Yes' })).toEqual({
      isValidNPI: 'NPI validity must be No when Individual NPI is NA.',
    });
    expect(errorsFor({ ...valid(), individualNPI: 'na', isValidNPI: 'No' })).toEqual({
      individualNPI: 'The minimum length for Individual NPI should be 10 characters.',
    });
  });

  it('wants isValidNPI Yes or No, never the empty initial value', () => {
    for (const isValidNPI of ['', 'yes', 'true', 'Y']) {
      expect(errorsFor({ ...valid(), isValidNPI })).toEqual({ isValidNPI: 'Must be Yes or No.' });
    }
  });

  it('wants an ISO date-time with a zone, and a real one', () => {
    for (const submittedDatetime of [
      '',
      '2026-11-21',
      '2026-11-21T16:05:00',
      '11/21/2026 8:05 AM',
      'Sat Nov 21 2026 08:05:00 GMT-0800',
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-11-21T24:00:00Z',
      '2026-11-21T16:60:00Z',
      '2026-11-21T16:05:00+25:00',
    ]) {
      expect(errorsFor({ ...valid(), submittedDatetime })).toEqual({
        submittedDatetime: 'Must be an ISO 8601 date-time with a time zone.',
      });
    }
  });

  it('wants one of the four training names, exactly', () => {
    for (const attestationFormName of ['', 'DEI provider training program', 'Some Other Training']) {
      expect(errorsFor({ ...valid(), attestationFormName })).toEqual({ attestationFormName: 'Unknown training name.' });
    }
  });

  it('reports every problem at once', () => {
    expect(Object.keys(errorsFor({ ...valid(), firstName: ' ', individualNPI: 'x', extra: 1 })).sort()).toEqual([
      'extra',
      'firstName',
      'individualNPI',
    ]);
  });
});
