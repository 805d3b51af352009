import {
  checkedText,
  choice,
  defineRecord,
  fieldLabels,
  flag,
  formErrors,
  formProblems,
  freeText,
  recordJsonSchema,
  validateRecord,
  type RecordOf,
} from '../../src/domain/recordSchema';

const SAMPLE = defineRecord({
  fields: {
    name: freeText('Name', 10),
    code: checkedText('Code', (code, read) => (code === 'X' && read.urgent === true ? 'X is never urgent.' : undefined), { trim: false }),
    answer: choice('Answer', ['Yes', 'No'], (value) => (value === '' ? 'Answer is required.' : 'Must be Yes or No.')),
    urgent: flag('Urgent'),
  },
  check: (read) => (read.answer === 'No' && read.urgent === true ? 'An urgent request needs Yes.' : undefined),
});

type Sample = RecordOf<typeof SAMPLE>;

const valid: Sample = { name: 'Ada', code: 'A1', answer: 'Yes', urgent: false };

describe('validateRecord', () => {
  it('returns the record in the schema order, free text trimmed, coded text as it came', () => {
    const result = validateRecord(SAMPLE, { urgent: true, answer: 'Yes', code: 'A1', name: '  Ada  ' });
    expect(result).toEqual({ ok: true, record: { name: 'Ada', code: 'A1', answer: 'Yes', urgent: true } });
    expect(result.ok && Object.keys(result.record)).toEqual(['name', 'code', 'answer', 'urgent']);
  });

  it('says each rule in its own words: required, too long, not one of the choices', () => {
    expect(validateRecord(SAMPLE, { ...valid, name: '   ', answer: '' })).toEqual({
      ok: false,
      errors: { name: 'Name is required.', answer: 'Answer is required.' },
    });
    expect(validateRecord(SAMPLE, { ...valid, name: 'Ada Lovelace Byron', answer: 'yes' })).toEqual({
      ok: false,
      errors: { name: 'Name must be at most 10 characters.', answer: 'Must be Yes or No.' },
    });
  });

  it('does not trim coded text: a blank round it is a different value', () => {
    const result = validateRecord(SAMPLE, { ...valid, code: ' X ', urgent: true });
    expect(result).toEqual({ ok: true, record: { ...valid, code: ' X ', urgent: true } });
  });

  it("gives a field's rule the other fields read, and reports the record's own rule under _error", () => {
    expect(validateRecord(SAMPLE, { ...valid, code: 'X', urgent: true })).toEqual({ ok: false, errors: { code: 'X is never urgent.' } });
    expect(validateRecord(SAMPLE, { ...valid, answer: 'No', urgent: true })).toEqual({
      ok: false,
      errors: { _error: 'An urgent request needs Yes.' },
    });
  });

  it('refuses what is not the record: another shape, unknown and missing fields, wrong types', () => {
    expect(validateRecord(SAMPLE, [valid])).toEqual({ ok: false, errors: { _error: 'Expected a JSON object.' } });
    const { urgent: _urgent, ...withoutUrgent } = valid;
    expect(validateRecord(SAMPLE, { ...withoutUrgent, extra: 1 })).toEqual({
      ok: false,
      errors: { extra: 'Unknown field.', urgent: 'Urgent is required.' },
    });
    expect(validateRecord(SAMPLE, { ...valid, urgent: 'true', name: 7 })).toEqual({
      ok: false,
      errors: { urgent: 'Must be true or false.', name: 'Must be text.' },
    });
  });
});

/** The SAMPLE record with screen words: the screen says some problems its own way, the record keeps its messages. */
const WORDED = defineRecord({
  fields: {
    ...SAMPLE.fields,
    answer: choice('Answer', ['Yes', 'No'], (value) => (value === '' ? { code: 'required', message: 'Answer is required.' } : 'Must be Yes or No.'), undefined, {
      required: () => 'Choose Yes or No.',
    }),
  },
  check: (read) => (read.urgent === true && read.answer === 'No' ? { code: 'required', message: 'An urgent request needs Yes.' } : undefined),
  screen: { required: () => 'Say Yes to send it as urgent.' },
});

describe('formProblems and formErrors: the record schema as a form’s rules', () => {
  it('runs the record’s rules on what the form holds: untyped text is empty, an untouched box unticked', () => {
    expect(formErrors(SAMPLE, ['name', 'answer', 'urgent'], {})).toEqual({ name: 'Name is required.', answer: 'Answer is required.' });
    expect(formErrors(SAMPLE, ['name', 'answer', 'urgent'], { name: '  Ada  ', answer: 'Yes' })).toEqual({});
  });

  it('checks only the fields the form fills in', () => {
    expect(formErrors(SAMPLE, ['name'], { name: 'Ada' })).toEqual({});
    expect(validateRecord(SAMPLE, { name: 'Ada' }).ok).toBe(false);
  });

  it('words a problem as the screen says it, where the schema gives screen words, and keeps the code', () => {
    expect(formProblems(WORDED, ['name', 'answer', 'urgent'], { name: 'Ada', answer: '' })).toEqual({
      answer: { code: 'required', message: 'Choose Yes or No.' },
    });
    expect(formProblems(WORDED, ['name', 'answer', 'urgent'], { name: 'Ada', answer: 'No', urgent: true })).toEqual({
      _error: { code: 'required', message: 'Say Yes to send it as urgent.' },
    });
    // A problem the screen has no words of its own for is said as the record says it.
    expect(formErrors(WORDED, ['name', 'answer'], { name: 'Ada', answer: 'Maybe' })).toEqual({ answer: 'Must be Yes or No.' });
  });

  it('leaves the record’s own messages as they were: the API says the spec’s words', () => {
    expect(validateRecord(WORDED, { ...valid, answer: '' })).toEqual({ ok: false, errors: { answer: 'Answer is required.' } });
    expect(validateRecord(WORDED, { ...valid, answer: 'No', urgent: true })).toEqual({ ok: false, errors: { _error: 'An urgent request needs Yes.' } });
  });

  it('refuses a control character or a broken one, as the server does, before any rule', () => {
    expect(formErrors(SAMPLE, ['name', 'code'], { name: 'A\u0007da', code: '\ud800' })).toEqual({
      name: 'Name contains a character that cannot be used here (a control, line-break or text-direction character). Type it again without it.',
      code: 'Must be valid text (a character in it is broken).',
    });
  });
});

describe('fieldLabels and recordJsonSchema', () => {
  it('read the labels in the record order', () => {
    expect(fieldLabels(SAMPLE)).toEqual({ name: 'Name', code: 'Code', answer: 'Answer', urgent: 'Urgent' });
  });

  it('describe the record as a closed JSON object with its limits and choices', () => {
    expect(recordJsonSchema(SAMPLE)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['name', 'code', 'answer', 'urgent'],
      properties: {
        name: { type: 'string', description: 'Name', maxLength: 10 },
        code: { type: 'string', description: 'Code' },
        answer: { type: 'string', description: 'Answer', enum: ['Yes', 'No'] },
        urgent: { type: 'boolean', description: 'Urgent' },
      },
    });
  });
});

// Issue 36: fields added once clients already sent the record (a value when left out), and a text kept only when
// another field asks for it.
describe('a field with a value when absent, and one kept only when asked for', () => {
  const LATER = defineRecord({
    fields: {
      name: freeText('Name', 10),
      wantsCopy: flag('Send me a copy', { whenAbsent: false }),
      copyTo: checkedText('Copy to', (value) => (value.includes('@') ? undefined : 'Copy to needs an @.'), {
        whenAbsent: '',
        onlyWhen: (read) => read.wantsCopy === true,
      }),
    },
  });

  it('reads a record that leaves them out with their values when absent', () => {
    expect(validateRecord(LATER, { name: 'Ada' })).toEqual({ ok: true, record: { name: 'Ada', wantsCopy: false, copyTo: '' } });
  });

  it('still refuses them mistyped', () => {
    expect(validateRecord(LATER, { name: 'Ada', wantsCopy: 'yes', copyTo: 7 })).toEqual({
      ok: false,
      errors: { wantsCopy: 'Must be true or false.', copyTo: 'Must be text.' },
    });
  });

  it('checks the text while it is asked for, and drops it (kept as empty) while it is not', () => {
    expect(validateRecord(LATER, { name: 'Ada', wantsCopy: true, copyTo: 'nowhere' })).toEqual({ ok: false, errors: { copyTo: 'Copy to needs an @.' } });
    expect(validateRecord(LATER, { name: 'Ada', wantsCopy: true, copyTo: ' a@b ' })).toEqual({ ok: true, record: { name: 'Ada', wantsCopy: true, copyTo: 'a@b' } });
    expect(validateRecord(LATER, { name: 'Ada', wantsCopy: false, copyTo: 'nowhere' })).toEqual({ ok: true, record: { name: 'Ada', wantsCopy: false, copyTo: '' } });
  });

  it('says nothing on a form of a text not asked for, even one that could not be sent', () => {
    expect(formErrors(LATER, ['name', 'wantsCopy', 'copyTo'], { name: 'Ada', copyTo: 'no\u0000where' })).toEqual({});
    expect(formErrors(LATER, ['name', 'wantsCopy', 'copyTo'], { name: 'Ada', wantsCopy: true, copyTo: 'nowhere' })).toEqual({ copyTo: 'Copy to needs an @.' });
  });

  it('leaves them out of the JSON schema’s required fields, with their values when absent as defaults', () => {
    expect(recordJsonSchema(LATER)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: { type: 'string', description: 'Name', maxLength: 10 },
        wantsCopy: { type: 'boolean', description: 'Send me a copy', default: false },
        copyTo: { type: 'string', description: 'Copy to', default: '' },
      },
    });
  });
});
