import {
  NPI_NUMERIC_MESSAGES,
  NPI_PATTERNS,
  hasValidNpiCheckDigit,
  isWellFormedNpi,
  npiError,
  npiMaxLengthMessage,
  npiMinLengthMessage,
  normalizeNpi,
} from '../../src/domain/npi';

const MIN = 'The minimum length for Individual NPI should be 10 characters.';
const MAX = 'The maximum length for Individual NPI should be 10 characters.';
const NUMERIC_ATTESTATION = 'Individual NPI should be numeric';
const NUMERIC_TGI = 'Individual NPI should be numeric.';

describe('NPI messages (docs/validation.md)', () => {
  it('says the length limits with 10 by default and any n when asked', () => {
    expect(npiMinLengthMessage()).toBe(MIN);
    expect(npiMinLengthMessage(8)).toBe('The minimum length for Individual NPI should be 8 characters.');
    expect(npiMaxLengthMessage()).toBe(MAX);
    expect(npiMaxLengthMessage(12)).toBe('The maximum length for Individual NPI should be 12 characters.');
  });

  it('keeps the numeric message quirk: no period for the attestation, a period for the TGI survey', () => {
    expect(NPI_NUMERIC_MESSAGES.attestation).toBe(NUMERIC_ATTESTATION);
    expect(NPI_NUMERIC_MESSAGES.tgi).toBe(NUMERIC_TGI);
  });
});

describe('NPI patterns', () => {
  it.each([
    ['1234567893', true, true],
    ['12345678.9', true, true],
    ['123456.789', true, true],
    ['12345.6789', false, false],
    ['1234567.', false, false],
    ['.123456789', false, false],
    ['+123456789', false, true],
    ['-123456789', false, true],
    ['+-12345678', false, false],
    ['12345 6789', false, false],
    ['123456789a', false, false],
    ['1e10', false, false],
  ])('%s: attestation %s, tgi %s', (value, attestation, tgi) => {
    expect(NPI_PATTERNS.attestation.test(value)).toBe(attestation);
    expect(NPI_PATTERNS.tgi.test(value)).toBe(tgi);
  });
});

describe('npiError', () => {
  it('leaves an empty value to the required rule', () => {
    expect(npiError('', 'attestation')).toBeUndefined();
    expect(npiError('', 'tgi')).toBeUndefined();
  });

  it('accepts exactly 10 digits and refuses 9 and 11', () => {
    expect(npiError('123456789', 'attestation')).toBe(MIN);
    expect(npiError('1234567893', 'attestation')).toBeUndefined();
    expect(npiError('12345678931', 'attestation')).toBe(MAX);
    expect(npiError('123456789', 'tgi')).toBe(MIN);
    expect(npiError('1234567893', 'tgi')).toBeUndefined();
    expect(npiError('12345678931', 'tgi')).toBe(MAX);
  });

  it('accepts a decimal part of 1 to 3 digits and refuses 4', () => {
    expect(npiError('12345678.9', 'attestation')).toBeUndefined();
    expect(npiError('123456.789', 'attestation')).toBeUndefined();
    expect(npiError('12345.6789', 'attestation')).toBe(NUMERIC_ATTESTATION);
    expect(npiError('12345.6789', 'tgi')).toBe(NUMERIC_TGI);
  });

  it('accepts a sign for the TGI survey only', () => {
    expect(npiError('+123456789', 'tgi')).toBeUndefined();
    expect(npiError('-123456789', 'tgi')).toBeUndefined();
    expect(npiError('+123456789', 'attestation')).toBe(NUMERIC_ATTESTATION);
    expect(npiError('-123456789', 'attestation')).toBe(NUMERIC_ATTESTATION);
  });

  it('suppresses the numeric message while the minimum length fails', () => {
    expect(npiError('abc', 'attestation')).toBe(MIN);
    expect(npiError('12345678x', 'tgi')).toBe(MIN);
    expect(npiError('123456789x', 'attestation')).toBe(NUMERIC_ATTESTATION);
    expect(npiError('123456789x', 'tgi')).toBe(NUMERIC_TGI);
  });

  it('gives the numeric message before the maximum length', () => {
    expect(npiError('123456789xy', 'attestation')).toBe(NUMERIC_ATTESTATION);
    expect(npiError('1234567890.1', 'attestation')).toBe(MAX);
  });
});

describe('isWellFormedNpi', () => {
  it('wants exactly ten plain digits', () => {
    expect(isWellFormedNpi('1234567893')).toBe(true);
    expect(isWellFormedNpi('123456789')).toBe(false);
    expect(isWellFormedNpi('12345678931')).toBe(false);
    expect(isWellFormedNpi('12345678.9')).toBe(false);
    expect(isWellFormedNpi('+123456789')).toBe(false);
    expect(isWellFormedNpi(' 1234567893')).toBe(false);
    expect(isWellFormedNpi('１２３４５６７８９３')).toBe(false);
  });
});

describe('hasValidNpiCheckDigit', () => {
  // Worked by hand with the CMS method (double every other digit from the right, add 24).
  it.each(['1234567893', '0000000006', '9876543213', '1111111112', '1999999992', '1000000004', '5555555551'])(
    '%s is valid',
    (npi) => {
      expect(hasValidNpiCheckDigit(npi)).toBe(true);
    },
  );

  it.each(['1234567890', '1234567894', '0000000000', '9876543210', '1111111111', '2134567893'])(
    '%s is not',
    (npi) => {
      expect(hasValidNpiCheckDigit(npi)).toBe(false);
    },
  );

  it('is false for anything that is not ten digits', () => {
    expect(hasValidNpiCheckDigit('123456789')).toBe(false);
    expect(hasValidNpiCheckDigit('80840123456789')).toBe(false);
    expect(hasValidNpiCheckDigit('12345678.3')).toBe(false);
    expect(hasValidNpiCheckDigit('')).toBe(false);
  });

  it('agrees with the CMS constant-24 method for exactly one check digit of every base', () => {
    const cmsCheckDigit = (base: string): number => {
      let sum = 24;
      [...base].reverse().forEach((char, index) => {
        const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
        sum += doubled > 9 ? doubled - 9 : doubled;
      });
      return (10 - (sum % 10)) % 10;
    };
    for (const base of ['123456789', '304958172', '999999999', '000000001', '246813579']) {
      const valid = [...'0123456789'].filter((digit) => hasValidNpiCheckDigit(base + digit));
      expect(valid).toEqual([String(cmsCheckDigit(base))]);
    }
  });
});

describe('normalizeNpi', () => {
  it.each([
    ['1234567893', '1234567893'],
    [' 1234 567 893 ', '1234567893'],
    ['123-456-7893', '1234567893'],
    ['123\u2010456\u2013789\u20153', '1234567893'],
    ['\t12345678.9\n', '12345678.9'],
    ['+123456789', '+123456789'],
    ['12345678901234', '12345678901234'],
  ])('cleans %j to %j, keeping every other character and the length as typed', (typed, clean) => {
    expect(normalizeNpi(typed)).toBe(clean);
  });
});
