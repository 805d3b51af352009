import { PHONE_PATTERN, formatPhone, isValidMaskedPhone, phoneDigits, telHref } from '../../src/domain/phone';

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

describe('formatPhone (spec §5 Shared)', () => {
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
