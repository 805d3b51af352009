import {
  FORM_ERROR_KEY,
  hasErrors,
  hasForbiddenCharacter,
  isInvisibleOnly,
  isIsoDateTime,
  isPlainObject,
  isWellFormedText,
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

describe('characters a person cannot see or a terminal would act on', () => {
  const CONTROL_AND_DIRECTION = [
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['a C1 control (CSI)', '\u009b'],
    ['a right-to-left override', '\u202e'],
    ['a left-to-right embedding', '\u202a'],
    ['a first-strong isolate', '\u2068'],
  ] as const;

  it.each(CONTROL_AND_DIRECTION)('refuses %s inside a value, with a message naming the field', (_name, character) => {
    expect(hasForbiddenCharacter(`Ada${character}Lovelace`)).toBe(true);
    expect(requiredTextError(`Ada${character}Lovelace`, 'First Name', 35)).toBe(
      'First Name contains a character that cannot be used here (a control, line-break or text-direction character). Type it again without it.',
    );
    const { values, errors } = readFields({ memberId: `M${character}1`, isEmail: true }, { memberId: { label: 'Member ID', kind: 'string' }, isEmail: { label: 'Emails', kind: 'boolean' } });
    expect(values).toEqual({ isEmail: true });
    expect(errors.memberId).toMatch(/^Member ID contains a character that cannot be used here/);
  });

  it('keeps letters of every script, accents, emoji and right-to-left text', () => {
    for (const text of ['José Ñúñez', 'Zoë O’Brien-Łukasz', '李小龙', 'محمد', 'שָׁלוֹם', '👩🏽‍⚕️ Dr. Kim']) {
      expect(hasForbiddenCharacter(text)).toBe(false);
      expect(requiredTextError(text, 'First Name', 100)).toBeUndefined();
    }
  });

  it('counts text made only of invisible characters as empty', () => {
    for (const text of ['\u200b', '\u200b\u200c\u200d', '\ufeff', '\u00ad\u2060', '\u3164', ' \u200b ']) {
      expect(isInvisibleOnly(text)).toBe(true);
      expect(requiredTextError(text, 'Last Name', 60)).toBe('Last Name is required.');
    }
    expect(isInvisibleOnly('A\u200bB')).toBe(false);
  });

  it('lets white space around a value through to be trimmed (a pasted tab or line break)', () => {
    const { values, errors } = readFields({ memberId: '\tM1\r\n' }, { memberId: { label: 'Member ID', kind: 'string' } });
    expect(errors).toEqual({});
    expect(values).toEqual({ memberId: '\tM1\r\n' });
  });
});
