import {
  CONTACT_FIELD_LABELS,
  CONTACT_MAX_LENGTHS,
  CONTACT_MESSAGES,
  mobileMaskMessage,
  type PreferredContactRecord,
  TEXTING_TERMS_VERSION,
  mobileNumberRequired,
  validatePreferredContactRecord,
} from '../../src/domain/contact';

/** An address of exactly n characters (n >= 70) built from valid labels: 64-character local part, labels up to 63. */
function emailOfLength(n: number): string {
  const local = 'a'.repeat(64);
  const labels: string[] = [];
  let remaining = n - local.length - '@'.length - '.com'.length;
  while (remaining > 0) {
    const length = Math.min(63, remaining);
    labels.push('b'.repeat(length));
    remaining -= length + 1;
  }
  const email = `${local}@${labels.join('.')}.com`;
  if (email.length !== n) throw new Error(`cannot build an address of ${n} characters`);
  return email;
}

describe('preferred contact texts (docs/screens.md and docs/validation.md)', () => {
  it('keeps the spec texts verbatim, quirks included', () => {
    expect(CONTACT_MESSAGES).toEqual({
      invalidEmail: 'Invalid Email Address.',
      selectOneOption: 'Select atleast one contact me option',
      mobileRequired: 'Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls',
      thanks: 'Thanks for providing preferred contact method',
      formTitle: 'Member Preferred Method of Contact Consent Form',
    });
    expect(CONTACT_MESSAGES.mobileRequired.startsWith('Enter  Mobile')).toBe(true);
  });

  it('labels every field of the record', () => {
    expect(CONTACT_FIELD_LABELS).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      memberId: 'Member ID',
      emailAddress: 'Email Address',
      mobileNumber: 'Mobile Phone Number',
      isEmail: 'Emails',
      isText: 'Text Messages',
      isPreRecordedCall: 'Pre-recorded Calls',
      isPhone: 'Phone Calls',
      wantsReceipt: 'Email me a confirmation',
    });
  });

  it('versions the texting terms and limits the text fields', () => {
    expect(TEXTING_TERMS_VERSION).toBe('2026-11-25');
    expect(CONTACT_MAX_LENGTHS).toEqual({ firstName: 100, lastName: 100, memberId: 50, emailAddress: 255 });
    expect(mobileMaskMessage()).toBe('Mobile Phone Number must look like (000) 000-0000.');
  });
});

describe('mobileNumberRequired (docs/states.md)', () => {
  it('is required by text, pre-recorded call or phone, and by nothing else', () => {
    const none = { isText: false, isPreRecordedCall: false, isPhone: false };
    expect(mobileNumberRequired(none)).toBe(false);
    expect(mobileNumberRequired({ ...none, isText: true })).toBe(true);
    expect(mobileNumberRequired({ ...none, isPreRecordedCall: true })).toBe(true);
    expect(mobileNumberRequired({ ...none, isPhone: true })).toBe(true);
    expect(mobileNumberRequired({ isText: true, isPreRecordedCall: true, isPhone: true })).toBe(true);
  });

  it('ignores the email choice', () => {
    const withEmail: PreferredContactRecord = {
      firstName: '',
      lastName: '',
      memberId: '',
      emailAddress: '',
      mobileNumber: '',
      isEmail: true,
      isText: false,
      isPreRecordedCall: false,
      isPhone: false,
      wantsReceipt: false,
    };
    expect(mobileNumberRequired(withEmail)).toBe(false);
  });
});

describe('validatePreferredContactRecord', () => {
  const valid = (): PreferredContactRecord => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    memberId: 'M123456789',
    emailAddress: 'ada@example.com',
    mobileNumber: '(555) 123-4567',
    isEmail: true,
    isText: true,
    isPreRecordedCall: false,
    isPhone: false,
    wantsReceipt: false,
  });
  const emailOnly = (): PreferredContactRecord => ({
    ...valid(),
    mobileNumber: '',
    isEmail: true,
    isText: false,
    isPreRecordedCall: false,
    isPhone: false,
  });
  const errorsFor = (input: unknown): Record<string, string> => {
    const result = validatePreferredContactRecord(input);
    if (result.ok) throw new Error('expected the record to be refused');
    return result.errors;
  };

  it('accepts a complete record and returns it', () => {
    expect(validatePreferredContactRecord(valid())).toEqual({ ok: true, record: valid() });
  });

  it('accepts email alone without a mobile number', () => {
    expect(validatePreferredContactRecord(emailOnly())).toEqual({ ok: true, record: emailOnly() });
  });

  it('accepts a mobile number given with email alone', () => {
    const record = { ...emailOnly(), mobileNumber: '(555) 123-4567' };
    expect(validatePreferredContactRecord(record)).toEqual({ ok: true, record });
  });

  it('accepts each phone-based choice on its own, and all four at once', () => {
    const none = { isEmail: false, isText: false, isPreRecordedCall: false, isPhone: false };
    for (const choice of ['isText', 'isPreRecordedCall', 'isPhone'] as const) {
      expect(validatePreferredContactRecord({ ...valid(), ...none, [choice]: true }).ok).toBe(true);
    }
    const all = { isEmail: true, isText: true, isPreRecordedCall: true, isPhone: true };
    expect(validatePreferredContactRecord({ ...valid(), ...all })).toEqual({ ok: true, record: { ...valid(), ...all } });
  });

  it('trims the text fields and returns them trimmed', () => {
    const result = validatePreferredContactRecord({
      ...valid(),
      firstName: '  Ada ',
      lastName: '\tLovelace\n',
      memberId: ' M123456789 ',
      emailAddress: ' ada@example.com  ',
      mobileNumber: ' (555) 123-4567 ',
    });
    expect(result).toEqual({ ok: true, record: valid() });
  });

  it('takes a blank mobile number as not given', () => {
    expect(validatePreferredContactRecord({ ...emailOnly(), mobileNumber: '   ' })).toEqual({
      ok: true,
      record: emailOnly(),
    });
  });

  it('refuses anything but a plain object', () => {
    for (const input of [null, undefined, 'record', 42, true, [valid()], new Date()]) {
      expect(errorsFor(input)).toEqual({ _error: 'Expected a JSON object.' });
    }
  });

  it('reports every missing field as required', () => {
    expect(errorsFor({})).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      memberId: 'Member ID is required.',
      emailAddress: 'Email Address is required.',
      mobileNumber: 'Mobile Phone Number is required.',
      isEmail: 'Emails is required.',
      isText: 'Text Messages is required.',
      isPreRecordedCall: 'Pre-recorded Calls is required.',
      isPhone: 'Phone Calls is required.',
    });
  });

  it('reports each unknown field, including a prototype key', () => {
    const input: unknown = JSON.parse(
      JSON.stringify({ ...valid(), termsAccepted: true, phone: 'x' }).replace(/}$/, ',"__proto__":{"x":1}}'),
    );
    const errors = errorsFor(input);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'phone', 'termsAccepted']);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toBe('Unknown field.');
    expect(errors.termsAccepted).toBe('Unknown field.');
    expect(errors.phone).toBe('Unknown field.');
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('wants the text fields as text', () => {
    expect(
      errorsFor({ ...valid(), firstName: 1, memberId: null, emailAddress: ['ada@example.com'], mobileNumber: 5551234567 }),
    ).toEqual({
      firstName: 'Must be text.',
      memberId: 'Must be text.',
      emailAddress: 'Must be text.',
      mobileNumber: 'Must be text.',
    });
  });

  it('wants the four choices as real booleans', () => {
    for (const notBoolean of ['true', 1, 0, null, 'Yes', '']) {
      expect(errorsFor({ ...valid(), isEmail: notBoolean })).toEqual({ isEmail: 'Must be true or false.' });
    }
    expect(errorsFor({ ...valid(), isText: 'false', isPreRecordedCall: 0, isPhone: null })).toEqual({
      isText: 'Must be true or false.',
      isPreRecordedCall: 'Must be true or false.',
      isPhone: 'Must be true or false.',
    });
  });

  it.each([
    ['firstName', 'First Name', 100],
    ['lastName', 'Last Name', 100],
    ['memberId', 'Member ID', 50],
  ])('requires %s once trimmed, up to its maximum length', (field, label, max) => {
    expect(errorsFor({ ...valid(), [field]: '' })).toEqual({ [field]: `${label} is required.` });
    expect(errorsFor({ ...valid(), [field]: ' \t ' })).toEqual({ [field]: `${label} is required.` });
    expect(validatePreferredContactRecord({ ...valid(), [field]: 'x'.repeat(max) }).ok).toBe(true);
    expect(validatePreferredContactRecord({ ...valid(), [field]: ` ${'x'.repeat(max)} ` })).toEqual({
      ok: true,
      record: { ...valid(), [field]: 'x'.repeat(max) },
    });
    expect(errorsFor({ ...valid(), [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: `${label} must be at most ${max} characters.`,
    });
  });

  it('requires the email address once trimmed', () => {
    expect(errorsFor({ ...valid(), emailAddress: '' })).toEqual({ emailAddress: 'Email Address is required.' });
    expect(errorsFor({ ...valid(), emailAddress: '   ' })).toEqual({ emailAddress: 'Email Address is required.' });
  });

  it('wants a valid email address, with the spec message', () => {
    for (const emailAddress of ['ada', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', 'ada @example.com', 'ada@exa mple.com']) {
      expect(errorsFor({ ...valid(), emailAddress })).toEqual({ emailAddress: 'Invalid Email Address.' });
    }
    for (const emailAddress of ['ada.lovelace+news@mail.example.co.uk', 'a@b.io']) {
      expect(validatePreferredContactRecord({ ...valid(), emailAddress }).ok).toBe(true);
    }
  });

  it('limits the email address to 255 characters', () => {
    expect(validatePreferredContactRecord({ ...valid(), emailAddress: emailOfLength(254) }).ok).toBe(true);
    // 255 is within our limit, but no real address is that long: the validity check refuses it.
    expect(errorsFor({ ...valid(), emailAddress: emailOfLength(255) })).toEqual({
      emailAddress: 'Invalid Email Address.',
    });
    expect(errorsFor({ ...valid(), emailAddress: emailOfLength(256) })).toEqual({
      emailAddress: 'Email Address must be at most 255 characters.',
    });
  });

  it('requires the mobile number for text, pre-recorded call or phone, with the spec message', () => {
    const none = { isEmail: true, isText: false, isPreRecordedCall: false, isPhone: false };
    for (const choice of ['isText', 'isPreRecordedCall', 'isPhone'] as const) {
      for (const mobileNumber of ['', '  ']) {
        expect(errorsFor({ ...valid(), ...none, [choice]: true, mobileNumber })).toEqual({
          mobileNumber: 'Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls',
        });
      }
    }
  });

  it('requires the mobile number when one phone-based choice is true even if another is mistyped', () => {
    expect(errorsFor({ ...valid(), mobileNumber: '', isText: true, isPhone: 'yes' })).toEqual({
      mobileNumber: CONTACT_MESSAGES.mobileRequired,
      isPhone: 'Must be true or false.',
    });
  });

  it('wants a given mobile number to follow the mask, whatever the choices', () => {
    for (const mobileNumber of [
      '5551234567',
      '555-123-4567',
      '(555)123-4567',
      '(555) 123-456',
      '(555) 123-45678',
      '(555) 123_4567',
      '(555) ___-____',
      '+1 (555) 123-4567',
      '(abc) def-ghij',
    ]) {
      expect(errorsFor({ ...valid(), mobileNumber })).toEqual({
        mobileNumber: 'Mobile Phone Number must look like (000) 000-0000.',
      });
      expect(errorsFor({ ...emailOnly(), mobileNumber })).toEqual({
        mobileNumber: 'Mobile Phone Number must look like (000) 000-0000.',
      });
    }
  });

  it('wants at least one contact option, as a form-wide error with the spec message', () => {
    expect(errorsFor({ ...emailOnly(), isEmail: false })).toEqual({ _error: 'Select atleast one contact me option' });
    expect(errorsFor({ ...valid(), isEmail: false, isText: false })).toEqual({
      _error: 'Select atleast one contact me option',
    });
  });

  it('does not judge the choices as a whole while one of them is mistyped', () => {
    expect(errorsFor({ ...emailOnly(), isEmail: 'false' })).toEqual({ isEmail: 'Must be true or false.' });
  });

  it('reports every problem at once', () => {
    expect(
      Object.keys(
        errorsFor({
          ...valid(),
          firstName: ' ',
          emailAddress: 'nope',
          mobileNumber: '123',
          isEmail: false,
          isText: false,
          extra: 1,
        }),
      ).sort(),
    ).toEqual(['_error', 'emailAddress', 'extra', 'firstName', 'mobileNumber']);
  });
});
