import { SAMPLE_TGI_RECORD, TGI_RECORD_FIELD_NAMES } from '../../support/sampleRecords';
import { TGI_FIELD_LABELS, TGI_MESSAGES, type TgiSurveyRecord, tgiEmailProblem, tgiPhoneProblem, validateTgiSurveyRecord } from '../../src/domain/tgi';

describe('TGI survey texts (docs/screens.md and docs/validation.md)', () => {
  it('keeps the spec texts verbatim, the repeated word included', () => {
    expect(TGI_MESSAGES).toEqual({
      invalidEmail: 'Error: Not a valid Email format',
      invalidPhone: 'Error: Error: Not a valid phone number format',
      thanks: 'Thank you! Your responses have been submitted successfully.',
    });
  });

  it('labels every field of the record', () => {
    expect(Object.keys(TGI_FIELD_LABELS).sort()).toEqual([...TGI_RECORD_FIELD_NAMES, 'wantsReceipt'].sort());
    // The NPI messages of docs/validation.md name the field "Individual NPI".
    expect(TGI_FIELD_LABELS.individualNPI).toBe('Individual NPI');
  });
});

describe('validateTgiSurveyRecord', () => {
  const valid = (): TgiSurveyRecord => ({ ...SAMPLE_TGI_RECORD, dateSubmitted: '2026-11-21T16:05:00.000Z' });
  const errorsFor = (input: unknown): Record<string, string> => {
    const result = validateTgiSurveyRecord(input);
    if (result.ok) throw new Error('expected the record to be refused');
    return result.errors;
  };

  it('accepts a complete record and returns it', () => {
    expect(validateTgiSurveyRecord(valid())).toEqual({ ok: true, record: valid() });
  });

  it('accepts both answers, an NPI the lookup refused, and a zoned date-time', () => {
    expect(validateTgiSurveyRecord({ ...valid(), isGenderAffirmingServicesOffered: 'No' }).ok).toBe(true);
    expect(validateTgiSurveyRecord({ ...valid(), individualNPI: '1234567890', isValidNPI: 'No' }).ok).toBe(true);
    expect(validateTgiSurveyRecord({ ...valid(), dateSubmitted: '2026-11-21T08:05:00-08:00' }).ok).toBe(true);
    expect(validateTgiSurveyRecord({ ...valid(), dateSubmitted: '2026-11-21T08:05-08:00' }).ok).toBe(true);
  });

  it('trims every entered text value and returns it trimmed', () => {
    const result = validateTgiSurveyRecord({
      ...valid(),
      providerLastName: '  Lovelace ',
      providerFirstName: '\tAda\n',
      individualNPI: ' 1234567893 ',
      fullNameOfPersonCompletingSurvey: ' Grace Hopper',
      titleOfPersonCompletingSurvey: 'Office Manager  ',
      email: ' grace@clinic.example.com ',
      phoneNumber: ' (916) 555-0100 ',
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
      providerLastName: 'Provider Last Name is required.',
      providerFirstName: 'Provider First Name is required.',
      individualNPI: 'Individual NPI is required.',
      isValidNPI: 'NPI validity is required.',
      isGenderAffirmingServicesOffered: 'Gender-affirming services offered is required.',
      fullNameOfPersonCompletingSurvey: 'Full Name of Person Completing Survey is required.',
      titleOfPersonCompletingSurvey: 'Title of Person Completing Survey is required.',
      email: 'Email is required.',
      phoneNumber: 'Phone Number is required.',
      dateSubmitted: 'Date Submitted is required.',
    });
  });

  it('reports each unknown field, including a prototype key', () => {
    const input: unknown = JSON.parse(
      JSON.stringify({ ...valid(), npi: '1234567893', submittedDatetime: 'x' }).replace(/}$/, ',"__proto__":{"x":1}}'),
    );
    const errors = errorsFor(input);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'npi', 'submittedDatetime']);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toBe('Unknown field.');
    expect(errors.npi).toBe('Unknown field.');
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('wants every field as text', () => {
    expect(
      errorsFor({
        ...valid(),
        providerLastName: 1,
        individualNPI: 1234567893,
        isValidNPI: true,
        isGenderAffirmingServicesOffered: false,
        email: null,
        phoneNumber: 5551234567,
        dateSubmitted: {},
      }),
    ).toEqual({
      providerLastName: 'Must be text.',
      individualNPI: 'Must be text.',
      isValidNPI: 'Must be text.',
      isGenderAffirmingServicesOffered: 'Must be text.',
      email: 'Must be text.',
      phoneNumber: 'Must be text.',
      dateSubmitted: 'Must be text.',
    });
  });

  it.each([
    ['providerLastName', 'Provider Last Name', 60],
    ['providerFirstName', 'Provider First Name', 35],
    ['fullNameOfPersonCompletingSurvey', 'Full Name of Person Completing Survey', 100],
    ['titleOfPersonCompletingSurvey', 'Title of Person Completing Survey', 100],
  ])('requires %s once trimmed, up to its spec maximum length', (field, label, max) => {
    expect(errorsFor({ ...valid(), [field]: '' })).toEqual({ [field]: `${label} is required.` });
    expect(errorsFor({ ...valid(), [field]: '  \n' })).toEqual({ [field]: `${label} is required.` });
    expect(validateTgiSurveyRecord({ ...valid(), [field]: 'x'.repeat(max) }).ok).toBe(true);
    expect(validateTgiSurveyRecord({ ...valid(), [field]: `  ${'x'.repeat(max)} ` })).toEqual({
      ok: true,
      record: { ...valid(), [field]: 'x'.repeat(max) },
    });
    expect(errorsFor({ ...valid(), [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: `${label} must be at most ${max} characters.`,
    });
  });

  it('requires the NPI once trimmed', () => {
    expect(errorsFor({ ...valid(), individualNPI: '' })).toEqual({ individualNPI: 'Individual NPI is required.' });
    expect(errorsFor({ ...valid(), individualNPI: '   ' })).toEqual({ individualNPI: 'Individual NPI is required.' });
  });

  it('checks the NPI with the TGI rules: exactly 10 characters, numeric with an optional sign', () => {
    expect(errorsFor({ ...valid(), individualNPI: '123456789' })).toEqual({
      individualNPI: 'The minimum length for Individual NPI should be 10 characters.',
    });
    // Trimmed first: nine digits and a space are nine characters.
    expect(errorsFor({ ...valid(), individualNPI: '123456789 ' })).toEqual({
      individualNPI: 'The minimum length for Individual NPI should be 10 characters.',
    });
    expect(errorsFor({ ...valid(), individualNPI: '12345678931' })).toEqual({
      individualNPI: 'The maximum length for Individual NPI should be 10 characters.',
    });
    // Past 10 characters the length rule fails first, so the numeric message does not show.
    expect(errorsFor({ ...valid(), individualNPI: 'abcdefghijk' })).toEqual({
      individualNPI: 'The maximum length for Individual NPI should be 10 characters.',
    });
    // The TGI message ends with a period, unlike the attestation one.
    for (const individualNPI of ['abcdefghij', '12345-6789', '12345.6789', '12345 6789', '++12345678']) {
      expect(errorsFor({ ...valid(), individualNPI, isValidNPI: 'No' })).toEqual({
        individualNPI: 'Individual NPI should be numeric.',
      });
    }
    // The form's pattern lets a sign and a short decimal part through; the server follows the form.
    for (const individualNPI of ['+123456789', '-123456789', '12345678.9', '123456.789']) {
      expect(validateTgiSurveyRecord({ ...valid(), individualNPI, isValidNPI: 'No' }).ok).toBe(true);
    }
  });

  it('wants isValidNPI Yes or No, exactly', () => {
    for (const isValidNPI of ['', 'yes', 'true', 'Y', ' Yes']) {
      expect(errorsFor({ ...valid(), isValidNPI })).toEqual({ isValidNPI: 'Must be Yes or No.' });
    }
  });

  it('requires the gender-affirming-services answer, Yes or No exactly', () => {
    expect(errorsFor({ ...valid(), isGenderAffirmingServicesOffered: '' })).toEqual({
      isGenderAffirmingServicesOffered: 'Gender-affirming services offered is required.',
    });
    for (const isGenderAffirmingServicesOffered of ['no', 'Maybe', 'N', ' No']) {
      expect(errorsFor({ ...valid(), isGenderAffirmingServicesOffered })).toEqual({
        isGenderAffirmingServicesOffered: 'Must be Yes or No.',
      });
    }
  });

  it('requires the email once trimmed', () => {
    expect(errorsFor({ ...valid(), email: '' })).toEqual({ email: 'Email is required.' });
    expect(errorsFor({ ...valid(), email: ' ' })).toEqual({ email: 'Email is required.' });
  });

  it('wants a simple email address, with the spec message', () => {
    for (const email of ['grace', 'grace@', '@clinic.com', 'grace@clinic', 'grace@clinic.c', 'gr ace@clinic.com', 'grace@@clinic.com']) {
      expect(errorsFor({ ...valid(), email })).toEqual({ email: 'Error: Not a valid Email format' });
    }
    for (const email of ['g.hopper+survey@clinic.example.org', 'G_H%1@sub-domain.clinic.io']) {
      expect(validateTgiSurveyRecord({ ...valid(), email }).ok).toBe(true);
    }
  });

  it('limits the email to 255 characters', () => {
    const emailOfLength = (n: number): string => `${'g'.repeat(n - '@clinic.com'.length)}@clinic.com`;
    expect(validateTgiSurveyRecord({ ...valid(), email: emailOfLength(255) })).toEqual({
      ok: true,
      record: { ...valid(), email: emailOfLength(255) },
    });
    expect(errorsFor({ ...valid(), email: emailOfLength(256) })).toEqual({
      email: 'Email must be at most 255 characters.',
    });
  });

  it('requires the phone number once trimmed', () => {
    expect(errorsFor({ ...valid(), phoneNumber: '' })).toEqual({ phoneNumber: 'Phone Number is required.' });
    expect(errorsFor({ ...valid(), phoneNumber: '  ' })).toEqual({ phoneNumber: 'Phone Number is required.' });
  });

  it('wants the phone number as the mask gives it, with the spec message', () => {
    for (const phoneNumber of [
      '5551234567',
      '555-123-4567',
      '(555)123-4567',
      '(555) 123-456',
      '(555) 123-45678',
      '(555) ___-____',
      '+1 (555) 123-4567',
    ]) {
      expect(errorsFor({ ...valid(), phoneNumber })).toEqual({
        phoneNumber: 'Error: Error: Not a valid phone number format',
      });
    }
  });

  it('wants an ISO date-time with a zone, and a real one', () => {
    for (const dateSubmitted of [
      '',
      '2026-11-21',
      '2026-11-21T16:05:00',
      '11/21/2026',
      '2026-02-30T10:00:00Z',
      '2026-11-21T24:00:00Z',
      '2026-11-21T16:05:00+25:00',
    ]) {
      expect(errorsFor({ ...valid(), dateSubmitted })).toEqual({
        dateSubmitted: 'Must be an ISO 8601 date-time with a time zone.',
      });
    }
  });

  it('reports every problem at once', () => {
    expect(
      Object.keys(
        errorsFor({
          ...valid(),
          providerFirstName: ' ',
          individualNPI: '12',
          email: 'x',
          phoneNumber: '1',
          isValidNPI: 'maybe',
          extra: 1,
        }),
      ).sort(),
    ).toEqual(['email', 'extra', 'individualNPI', 'isValidNPI', 'phoneNumber', 'providerFirstName']);
  });
});

describe('the kind of each email and phone problem, as a code', () => {
  it.each([
    ['', 'required', 'Email is required.'],
    [`${'a'.repeat(250)}@b.org`, 'tooLong', 'Email must be at most 255 characters.'],
    ['not an email', 'malformed', TGI_MESSAGES.invalidEmail],
  ])('email %j: %s', (email, code, message) => {
    expect(tgiEmailProblem(email)).toEqual({ code, message });
  });

  it.each([
    ['', 'required', 'Phone Number is required.'],
    ['555-0100', 'malformed', TGI_MESSAGES.invalidPhone],
  ])('phone %j: %s', (phone, code, message) => {
    expect(tgiPhoneProblem(phone)).toEqual({ code, message });
  });

  it('finds nothing wrong with a valid email or phone number', () => {
    expect(tgiEmailProblem('provider@clinic.org')).toBeUndefined();
    expect(tgiPhoneProblem('(555) 010-0100')).toBeUndefined();
  });
});
