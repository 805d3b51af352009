import { PHONE_PATTERN, caretAfterDigits, formatPhone, formatPhoneAsTyped, isValidMaskedPhone, phoneDigits, phoneE164, telHref } from '../../src/domain/phone';

describe('the (000) 000-0000 mask', () => {
  it('accepts only a completely filled mask', () => {
    expect(isValidMaskedPhone('(800) 555-0100')).toBe(true);
    expect(PHONE_PATTERN.test('(800) 555-0100')).toBe(true);
    expect(isValidMaskedPhone('(800) 555-010_')).toBe(false);
    expect(isValidMaskedPhone('(___) ___-____')).toBe(false);
    expect(isValidMaskedPhone('8005550100')).toBe(false);
    expect(isValidMaskedPhone('800-555-0100')).toBe(false);
    expect(isValidMaskedPhone('(800)555-0100')).toBe(false);
    expect(isValidMaskedPhone(' (800) 555-0100')).toBe(false);
    expect(isValidMaskedPhone('(800) 555-01000')).toBe(false);
  });
});

describe('phoneDigits', () => {
  it('keeps the digits only', () => {
    expect(phoneDigits('(800) 555-0100')).toBe('8005550100');
    expect(phoneDigits('(___) ___-____')).toBe('');
    expect(phoneDigits('+1 800.555.0100 ext')).toBe('18005550100');
  });
});

describe('formatPhone (docs/validation.md Shared)', () => {
  it('formats exactly ten digits, however they are written', () => {
    expect(formatPhone('8005550100')).toBe('(800) 555-0100');
    expect(formatPhone('800-555-0100')).toBe('(800) 555-0100');
    expect(formatPhone('(562) 555-0199')).toBe('(562) 555-0199');
    expect(formatPhone(5625550199)).toBe('(562) 555-0199');
  });

  it('returns nothing for any other count of digits or no value', () => {
    expect(formatPhone('800555010')).toBeUndefined();
    expect(formatPhone('18005550100')).toBeUndefined();
    expect(formatPhone('711')).toBeUndefined();
    expect(formatPhone('')).toBeUndefined();
    expect(formatPhone('phone')).toBeUndefined();
    expect(formatPhone(null)).toBeUndefined();
    expect(formatPhone(undefined)).toBeUndefined();
  });
});

describe('phoneE164 (issue 33: the canonical form the store keeps and a STOP reply is matched by)', () => {
  it('gives +1 and the ten digits of a US number, from the mask or any digits', () => {
    expect(phoneE164('(916) 555-0100')).toBe('+19165550100');
    expect(phoneE164('9165550100')).toBe('+19165550100');
    expect(phoneE164('916.555.0100')).toBe('+19165550100');
    expect(phoneE164(9165550100)).toBe('+19165550100');
    // With its country code: the same number.
    expect(phoneE164('+1 916 555 0100')).toBe('+19165550100');
    expect(phoneE164('1-916-555-0100')).toBe('+19165550100');
    expect(phoneE164('+19165550100')).toBe('+19165550100');
  });

  it('gives nothing for what is not a ten-digit US number', () => {
    for (const value of ['', '(___) ___-____', '(916) 555-010', '711', '29165550100', '+44 20 7946 0958', '919165550100', 'phone', null, undefined]) {
      expect(phoneE164(value)).toBeUndefined();
    }
  });
});

describe('telHref', () => {
  it('dials ten digits with the US country code', () => {
    expect(telHref('8005550111')).toBe('tel:+18005550111');
    expect(telHref('(800) 555-0111')).toBe('tel:+18005550111');
    expect(telHref(8005550111)).toBe('tel:+18005550111');
    expect(telHref('1 800 555 0111')).toBe('tel:+18005550111');
  });

  it('dials a short service number such as the 711 relay as it is', () => {
    expect(telHref('711')).toBe('tel:711');
    expect(telHref(711)).toBe('tel:711');
  });

  it('gives no link for anything else', () => {
    expect(telHref('55501')).toBeUndefined();
    expect(telHref('28005550111')).toBeUndefined();
    expect(telHref('')).toBeUndefined();
    expect(telHref(null)).toBeUndefined();
    expect(telHref(undefined)).toBeUndefined();
  });
});

describe('formatPhoneAsTyped (the (000) 000-0000 mask)', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['562', '(562'],
    ['5625', '(562) 5'],
    ['562555', '(562) 555'],
    ['5625550', '(562) 555-0'],
    ['5625550199', '(562) 555-0199'],
    ['56255501991', '(562) 555-0199'],
    ['(562) 555-0199', '(562) 555-0199'],
    ['+1 (562) 555-0199', '(562) 555-0199'],
    ['1-562-555-0199', '(562) 555-0199'],
    ['562.555.0199', '(562) 555-0199'],
    ['abc', ''],
  ])('%j shows as %j', (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });

  it('produces only values the phone pattern accepts once every slot is filled', () => {
    expect(isValidMaskedPhone(formatPhoneAsTyped('5625550199'))).toBe(true);
    expect(isValidMaskedPhone(formatPhoneAsTyped('562555019'))).toBe(false);
  });
});

describe('caretAfterDigits', () => {
  it.each([
    ['(562) 555-0199', 0, 1],
    ['(562) 555-0199', 3, 6],
    ['(562) 555-0199', 4, 7],
    ['(562) 555-0199', 6, 10],
    ['(562) 555-0199', 7, 11],
    ['(562) 555-0199', 10, 14],
    ['(562) 5', 12, 7],
    ['', 0, 0],
  ])('in %j after %i digits is %i', (masked, digits, caret) => {
    expect(caretAfterDigits(masked, digits)).toBe(caret);
  });
});
