import {
  FORM_ERROR_KEY,
  hasErrors,
  isIsoDateTime,
  isPlainObject,
  isWellFormedText,
  isYesNo,
  readFields,
  requiredTextError,
  setFieldError,
} from '../../src/domain/recordValidation';

describe('isPlainObject', () => {
  it('accepts literals, parsed JSON and null-prototype objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(JSON.parse('{"a":1}'))).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject(new Map())).toBe(false);
    expect(isPlainObject('text')).toBe(false);
  });
});

describe('readFields', () => {
  const schema = {
    memberId: { label: 'Member ID', kind: 'string' },
    isEmail: { label: 'Emails', kind: 'boolean' },
  } as const;

  it('reads fields of the right kind', () => {
    expect(readFields({ memberId: 'M1', isEmail: false }, schema)).toEqual({
      values: { memberId: 'M1', isEmail: false },
      errors: {},
    });
  });

  it('reports missing, mistyped and unknown fields, keeping what it could read', () => {
    expect(readFields({ memberId: 'M1', extra: 'x' }, schema)).toEqual({
      values: { memberId: 'M1' },
      errors: { isEmail: 'Emails is required.', extra: 'Unknown field.' },
    });
    expect(readFields({ memberId: 7, isEmail: 'true' }, schema)).toEqual({
      values: {},
      errors: { memberId: 'Must be text.', isEmail: 'Must be true or false.' },
    });
  });

  it('reports a non-object under the form-wide key', () => {
    expect(FORM_ERROR_KEY).toBe('_error');
    expect(readFields([1], schema)).toEqual({ values: {}, errors: { _error: 'Expected a JSON object.' } });
  });

  it('does not take inherited properties for fields', () => {
    const inherited: unknown = Object.assign(Object.create({ memberId: 'M1' }) as object, { isEmail: true });
    expect(readFields(inherited, schema).errors).toEqual({ _error: 'Expected a JSON object.' });
    const nullProto = Object.assign(Object.create(null) as object, { isEmail: true });
    expect(readFields(nullProto, schema).errors).toEqual({ memberId: 'Member ID is required.' });
  });
});

describe('setFieldError and hasErrors', () => {
  it('stores even a __proto__ field as its own property', () => {
    const errors: Record<string, string> = {};
    expect(hasErrors(errors)).toBe(false);
    setFieldError(errors, '__proto__', 'Unknown field.');
    expect(hasErrors(errors)).toBe(true);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(JSON.stringify(errors)).toBe('{"__proto__":"Unknown field."}');
  });
});

describe('requiredTextError', () => {
  it('wants something up to the limit', () => {
    expect(requiredTextError('', 'Title', 3)).toBe('Title is required.');
    expect(requiredTextError('abc', 'Title', 3)).toBeUndefined();
    expect(requiredTextError('abcd', 'Title', 3)).toBe('Title must be at most 3 characters.');
  });
});

describe('isYesNo', () => {
  it('takes only the two words', () => {
    expect(isYesNo('Yes')).toBe(true);
    expect(isYesNo('No')).toBe(true);
    expect(isYesNo('')).toBe(false);
    expect(isYesNo('no')).toBe(false);
    expect(isYesNo(true)).toBe(false);
  });
});

describe('isIsoDateTime', () => {
  it.each([
    '2026-11-21T16:05:00.000Z',
    '2026-11-21T08:05:00-08:00',
    '2026-11-21T08:05-08:00',
    '2028-02-29T00:00:00Z',
    '2026-12-31T23:59:59.999999+14:00',
  ])('accepts %s', (value) => {
    expect(isIsoDateTime(value)).toBe(true);
  });

  it.each([
    '2026-11-21T16:05:00',
    '2026-11-21',
    '2027-02-29T00:00:00Z',
    '2026-04-31T00:00:00Z',
    '2026-00-10T00:00:00Z',
    '2026-11-21T16:05:60Z',
    '2026-11-21T16:05:00+05:60',
    '2026-11-21 16:05:00Z',
    ' 2026-11-21T16:05:00Z',
  ])('refuses %s', (value) => {
    expect(isIsoDateTime(value)).toBe(false);
  });
});

describe('isWellFormedText', () => {
  it('accepts ordinary text and surrogate pairs, refuses lone surrogates', () => {
    expect(isWellFormedText('Ana María 😀')).toBe(true);
    expect(isWellFormedText('broken \ud800 text')).toBe(false);
    expect(isWellFormedText('\udc00 leading low surrogate')).toBe(false);
    expect(isWellFormedText('ends with high \ud83d')).toBe(false);
  });
});
