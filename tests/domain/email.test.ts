import { SIMPLE_EMAIL_PATTERN, isValidEmail, matchesSimpleEmailPattern } from '../../src/domain/email';

describe('isValidEmail (contact form)', () => {
  it.each(['member@example.org', 'first.last+tag@mail.example.co.uk', 'a@b.io'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['', 'member', 'member@', '@example.org', 'member@example', 'mem ber@example.org', 'a@b@c.org', 'a..b@example.org'])(
    'refuses %p',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

describe('the simple pattern (TGI survey)', () => {
  it.each(['provider@clinic.org', 'dr.smith+tgi@clinic-group.health', 'A_B%c@sub.domain.com'])('accepts %s', (value) => {
    expect(matchesSimpleEmailPattern(value)).toBe(true);
    expect(SIMPLE_EMAIL_PATTERN.test(value)).toBe(true);
  });

  it.each(['', 'provider', 'provider@clinic', 'provider@clinic.c', '@clinic.org', 'pro vider@clinic.org', 'a@b@clinic.org', 'provider@clinic..org', 'provider@.org'])(
    'refuses %p',
    (value) => {
      expect(matchesSimpleEmailPattern(value)).toBe(false);
    },
  );
});

describe('isValidEmail on broken text', () => {
  it('answers false instead of throwing for a lone surrogate', () => {
    expect(isValidEmail('a\ud800@example.org')).toBe(false);
  });
});
