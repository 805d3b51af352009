// fast-check arbitraries for the API fuzz suite (tests/server/fuzz.test.ts): valid records of each form,
// one-field mutations of them, random records, formData strings, envelopes and top-level bodies.
// Each generated case says what its generator expects (accept, reject, or either); the suite also
// asks an oracle built on the domain validators, so the two must agree.
import fc from 'fast-check';
import { API_PATHS, type FormEnvelopeKey } from '../../../src/domain/apiContract';
import { ATTESTATION_FORM_NAMES, validateAttestationRecord } from '../../../src/domain/attestation';
import { CONTACT_MAX_LENGTHS, validatePreferredContactRecord } from '../../../src/domain/contact';
import { NPI_NOT_APPLICABLE, TEXT_FIELD_MAX_LENGTH, TGI_MAX_LENGTHS } from '../../../src/domain/constants';
import type { ValidationResult } from '../../../src/domain/recordValidation';
import { validateTgiSurveyRecord } from '../../../src/domain/tgi';
import type { FormKind } from '../../../server/store/types';
import { TGI_RECORD_FIELD_NAMES } from '../../../support/sampleRecords';

export type FormRecord = Record<string, unknown>;

export type Expectation = 'accept' | 'reject' | 'either';

export type KeyMode = 'none' | 'fresh' | 'invalid' | 'replay';

/** One generated request. */
export interface FuzzCase {
  /** Which generator made it (for the statistics). */
  category: string;
  /** The raw request body. */
  payload: string;
  contentType: string;
  /** What the generator meant: a valid record, a certainly broken one, or one only the rules can decide. */
  expectation: Expectation;
  keyMode: KeyMode;
  /** For keyMode 'invalid'. */
  invalidKey: string;
}

interface FieldRule {
  type: 'string' | 'boolean';
}

export interface FormSpec {
  name: 'attestation' | 'contact' | 'tgi';
  path: string;
  envelopeKey: FormEnvelopeKey;
  kind: FormKind;
  validate: (input: unknown) => ValidationResult<object>;
  fields: Record<string, FieldRule>;
  /** Fields whose empty (or blank) value may still be valid. */
  emptyMayBeValid: readonly string[];
  valid: fc.Arbitrary<FormRecord>;
}

// ---------------------------------------------------------------------------------------------------
// Building blocks of valid values

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = fc.constantFrom(...LETTERS.split(''));
const nameChar = fc.oneof(
  { weight: 12, arbitrary: letter },
  { weight: 2, arbitrary: fc.constantFrom(' ', '-', "'", '.', ',', '&', '/', '(', ')') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('é', 'ñ', 'Ü', 'ß', 'Ø', 'ł', '李', '王', 'Ж', 'ا', 'ע', '😀', 'ǅ', 'a\u0301', '\u00a0', '"', '\\', '<', '>'),
  },
);
/** Leading/trailing blanks the server trims away. */
const blank = fc.constantFrom('', '', '', '', ' ', '  ', '\t', '\u00a0', '\n', '\u2003', '\ufeff');

const withinTrimmed = (max: number) => (value: string) => {
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= max;
};

/** Free text a person could type: 1 to max characters once trimmed, possibly padded with blanks. */
export function freeText(max: number): fc.Arbitrary<string> {
  const typed = fc
    .tuple(blank, letter, fc.array(nameChar, { maxLength: Math.min(max, 40) }).map((chars) => chars.join('')), blank)
    .map(([before, first, rest, after]) => `${before}${first}${rest}${after}`);
  // Any grapheme but those no one types into a one-line field: controls, line and paragraph separators, and the
  // text-direction controls (the portal refuses them, docs/validation.md; the 'mutated:unicode' cases send them).
  const anyGraphemes = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 30) })
    // eslint-disable-next-line no-control-regex -- the control characters are what is left out
    .filter((value) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(value));
  // Right at the limit: the longest value that must still pass.
  const atLimit = fc
    .integer({ min: Math.max(1, max - 2), max })
    .chain((length) => fc.string({ unit: letter, minLength: length, maxLength: length }));
  return fc
    .oneof({ weight: 6, arbitrary: typed }, { weight: 2, arbitrary: anyGraphemes }, { weight: 1, arbitrary: atLimit })
    .filter(withinTrimmed(max));
}

const MEMBER_ID_UNITS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-'];

const digits = (count: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: count, maxLength: count });

/** The NPI check digit (Luhn over 80840 + the first nine digits). */
export function npiCheckDigit(firstNine: string): string {
  const payload = `80840${firstNine}`;
  let sum = 0;
  for (let index = 0; index < payload.length; index += 1) {
    // Right to left, starting next to the (missing) check digit: every other digit is doubled.
    let digit = Number(payload[payload.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A 10-digit NPI whose check digit is right. */
export const npiWithValidCheckDigit = digits(9).map((nine) => `${nine}${npiCheckDigit(nine)}`);
/** A 10-digit NPI whose check digit is wrong. */
export const npiWithInvalidCheckDigit = fc
  .tuple(digits(9), fc.integer({ min: 1, max: 9 }))
  .map(([nine, shift]) => `${nine}${(Number(npiCheckDigit(nine)) + shift) % 10}`);
/** Ten characters the forms' pattern lets through although no real NPI looks like that. */
const npiWithDecimals = fc.oneof(
  fc.tuple(digits(6), digits(3)).map(([a, b]) => `${a}.${b}`),
  fc.tuple(digits(7), digits(2)).map(([a, b]) => `${a}.${b}`),
  fc.tuple(digits(8), digits(1)).map(([a, b]) => `${a}.${b}`),
);
/** The TGI survey's pattern also takes a leading sign. */
const npiWithSign = fc.oneof(
  fc.tuple(fc.constantFrom('+', '-'), digits(9)).map(([sign, nine]) => `${sign}${nine}`),
  fc.tuple(fc.constantFrom('+', '-'), digits(5), digits(3)).map(([sign, a, b]) => `${sign}${a}.${b}`),
);

export const maskedPhone = fc.tuple(digits(3), digits(3), digits(4)).map(([a, b, c]) => `(${a}) ${b}-${c}`);

const pad2 = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 with a zone, as toISOString or dayjs().format() write it (and a few other legal shapes). */
export const isoDateTime: fc.Arbitrary<string> = fc
  .tuple(
    fc.date({ min: new Date('1990-01-01T00:00:00.000Z'), max: new Date('2099-12-31T23:59:59.999Z'), noInvalidDate: true }),
    fc.constantFrom(0, -480, -420, -300, -240, 60, 330, 345, 540, -720, 840),
    fc.constantFrom('iso', 'offset', 'minutes', 'fraction'),
  )
  .map(([date, offsetMinutes, shape]) => {
    if (shape === 'iso') return date.toISOString();
    const local = new Date(date.getTime() + offsetMinutes * 60_000);
    const sign = offsetMinutes < 0 ? '-' : '+';
    const zone = `${sign}${pad2(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad2(Math.abs(offsetMinutes) % 60)}`;
    const day = `${local.getUTCFullYear()}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())}`;
    const minutes = `${day}T${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`;
    if (shape === 'minutes') return `${minutes}Z`;
    const seconds = `${minutes}:${pad2(local.getUTCSeconds())}`;
    if (shape === 'fraction') return `${seconds}.${String(local.getUTCMilliseconds()).padStart(3, '0')}123${zone}`;
    return `${seconds}${zone}`;
  });

const emailLocal = fc.oneof(
  fc.tuple(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: 1, maxLength: 12 })).map(([s]) => s),
  fc
    .tuple(
      fc.string({ unit: letter, minLength: 1, maxLength: 8 }),
      fc.constantFrom('.', '_', '+', '-'),
      fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: 1, maxLength: 8 }),
    )
    .map(([a, sep, b]) => `${a}${sep}${b}`),
);
const emailDomain = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), minLength: 1, maxLength: 12 }),
    fc.option(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: 1, maxLength: 6 }), { nil: undefined }),
    fc.constantFrom('com', 'org', 'net', 'edu', 'health', 'io', 'co.uk', 'gov'),
  )
  .map(([name, sub, tld]) => (sub ? `${sub}.${name}.${tld}` : `${name}.${tld}`));
/** An address both the contact form's full check and the TGI survey's simple pattern accept. */
export const emailAddress = fc
  .tuple(blank, emailLocal, emailDomain, blank, fc.boolean())
  .map(([before, local, domain, after, upper]) => `${before}${upper ? local.toUpperCase() : local}@${domain}${after}`);

const yesNo = fc.constantFrom('Yes', 'No');

// ---------------------------------------------------------------------------------------------------
// Valid records

export const validAttestation: fc.Arbitrary<FormRecord> = fc
  .record({
    firstName: freeText(TEXT_FIELD_MAX_LENGTH),
    lastName: freeText(TEXT_FIELD_MAX_LENGTH),
    npi: fc.oneof(
      { weight: 1, arbitrary: fc.constant({ individualNPI: NPI_NOT_APPLICABLE, isValidNPI: 'No' }) },
      { weight: 3, arbitrary: fc.record({ individualNPI: npiWithValidCheckDigit, isValidNPI: yesNo }) },
      { weight: 2, arbitrary: fc.record({ individualNPI: npiWithInvalidCheckDigit, isValidNPI: yesNo }) },
      { weight: 1, arbitrary: fc.record({ individualNPI: npiWithDecimals, isValidNPI: yesNo }) },
    ),
    title: freeText(TEXT_FIELD_MAX_LENGTH),
    organizationName: freeText(TEXT_FIELD_MAX_LENGTH),
    submittedDatetime: isoDateTime,
    attestationFormName: fc.constantFrom(...ATTESTATION_FORM_NAMES),
  })
  .map(({ npi, ...rest }) => ({
    firstName: rest.firstName,
    lastName: rest.lastName,
    individualNPI: npi.individualNPI,
    isValidNPI: npi.isValidNPI,
    title: rest.title,
    organizationName: rest.organizationName,
    submittedDatetime: rest.submittedDatetime,
    attestationFormName: rest.attestationFormName,
  }));

export const validContact: fc.Arbitrary<FormRecord> = fc
  .record({
    firstName: freeText(CONTACT_MAX_LENGTHS.firstName),
    lastName: freeText(CONTACT_MAX_LENGTHS.lastName),
    // The plan's default member-ID characters (src/domain/memberId.ts), with blanks around them that are trimmed.
    memberId: fc.oneof(
      fc.tuple(fc.constantFrom('M', 'X', ''), digits(9)).map(([prefix, rest]) => `${prefix}${rest}`),
      fc
        .tuple(blank, fc.string({ unit: fc.constantFrom(...MEMBER_ID_UNITS), minLength: 1, maxLength: CONTACT_MAX_LENGTHS.memberId }), blank)
        .map(([before, id, after]) => `${before}${id}${after}`),
    ),
    emailAddress,
    choices: fc
      .record({ isEmail: fc.boolean(), isText: fc.boolean(), isPreRecordedCall: fc.boolean(), isPhone: fc.boolean() })
      .filter((choices) => choices.isEmail || choices.isText || choices.isPreRecordedCall || choices.isPhone),
    phone: maskedPhone,
    phoneBlank: blank,
    sendPhoneAnyway: fc.boolean(),
  })
  .map(({ choices, phone, phoneBlank, sendPhoneAnyway, ...rest }) => {
    const needsMobile = choices.isText || choices.isPreRecordedCall || choices.isPhone;
    return {
      firstName: rest.firstName,
      lastName: rest.lastName,
      memberId: rest.memberId,
      emailAddress: rest.emailAddress,
      mobileNumber: needsMobile || sendPhoneAnyway ? `${phoneBlank}${phone}` : phoneBlank,
      ...choices,
    };
  });

export const validTgi: fc.Arbitrary<FormRecord> = fc
  .record({
    providerLastName: freeText(TGI_MAX_LENGTHS.providerLastName),
    providerFirstName: freeText(TGI_MAX_LENGTHS.providerFirstName),
    individualNPI: fc.tuple(
      blank,
      fc.oneof({ weight: 4, arbitrary: npiWithValidCheckDigit }, { weight: 2, arbitrary: npiWithInvalidCheckDigit }, { weight: 1, arbitrary: npiWithDecimals }, { weight: 1, arbitrary: npiWithSign }),
      blank,
    ),
    isValidNPI: yesNo,
    isGenderAffirmingServicesOffered: yesNo,
    fullNameOfPersonCompletingSurvey: freeText(TGI_MAX_LENGTHS.fullNameOfPersonCompletingSurvey),
    titleOfPersonCompletingSurvey: freeText(TGI_MAX_LENGTHS.titleOfPersonCompletingSurvey),
    email: emailAddress,
    phoneNumber: fc.tuple(blank, maskedPhone, blank).map((parts) => parts.join('')),
    dateSubmitted: isoDateTime,
  })
  .map(({ individualNPI, ...rest }) => ({
    providerLastName: rest.providerLastName,
    providerFirstName: rest.providerFirstName,
    individualNPI: individualNPI.join(''),
    isValidNPI: rest.isValidNPI,
    isGenderAffirmingServicesOffered: rest.isGenderAffirmingServicesOffered,
    fullNameOfPersonCompletingSurvey: rest.fullNameOfPersonCompletingSurvey,
    titleOfPersonCompletingSurvey: rest.titleOfPersonCompletingSurvey,
    email: rest.email,
    phoneNumber: rest.phoneNumber,
    dateSubmitted: rest.dateSubmitted,
  }));

const stringFields = (names: readonly string[]): Record<string, FieldRule> => Object.fromEntries(names.map((name) => [name, { type: 'string' }]));

export const FORM_SPECS: Record<FormSpec['name'], FormSpec> = {
  attestation: {
    name: 'attestation',
    path: API_PATHS.attestation,
    envelopeKey: 'attestationForm',
    kind: 'attestation',
    validate: validateAttestationRecord,
    fields: stringFields(['firstName', 'lastName', 'individualNPI', 'isValidNPI', 'title', 'organizationName', 'submittedDatetime', 'attestationFormName']),
    emptyMayBeValid: [],
    valid: validAttestation,
  },
  contact: {
    name: 'contact',
    path: API_PATHS.contact,
    envelopeKey: 'preferredContactForm',
    kind: 'contact',
    validate: validatePreferredContactRecord,
    fields: {
      ...stringFields(['firstName', 'lastName', 'memberId', 'emailAddress', 'mobileNumber']),
      isEmail: { type: 'boolean' },
      isText: { type: 'boolean' },
      isPreRecordedCall: { type: 'boolean' },
      isPhone: { type: 'boolean' },
    },
    // Email alone needs no mobile number.
    emptyMayBeValid: ['mobileNumber'],
    valid: validContact,
  },
  tgi: {
    name: 'tgi',
    path: API_PATHS.tgi,
    envelopeKey: 'tgiActForm',
    kind: 'tgi',
    validate: validateTgiSurveyRecord,
    fields: stringFields(TGI_RECORD_FIELD_NAMES),
    emptyMayBeValid: [],
    valid: validTgi,
  },
};

// ---------------------------------------------------------------------------------------------------
// Hostile values

/** Strings that trip parsers, normalisers and databases. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Ada\u0000Lovelace',
    '\ud800',
    'x\udfffy',
    '\u202eevil',
    '\u200b\u200b',
    'Ａｄａ',
    '１２３４５６７８９３',
    '١٢٣٤٥٦٧٨٩٣',
    '१२३४५६७८९३',
    '😀😀😀',
    'e\u0301\u0301\u0301',
    '\r\n',
    "Robert'); DROP TABLE submissions;--",
    '{"$gt":""}',
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '=cmd|\' /C calc\'!A0',
    '../../etc/passwd',
    '%00',
    'NaN',
    'null',
    'undefined',
    'true',
    '0',
    '-0',
    '1e309',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
);

/** Any JSON value that is not a string (for string fields) or not a boolean (for boolean fields). */
function wrongTypeValue(type: FieldRule['type']): fc.Arbitrary<unknown> {
  const others = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );
  return type === 'string'
    ? fc.oneof(others, fc.boolean())
    : fc.oneof(others, fc.constantFrom('true', 'false', 'yes', '1', '', 'Yes'));
}

/** A key the schema does not have. */
const extraKeyName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isAdmin', 'id', 'reference', 'receivedAt', '', ' ', 'FirstName', 'firstname', 'first_name', '\u0000'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);

/** JSON text of a plain object whose own keys are `entries`, in order (keys such as __proto__ included). */
export function objectJson(entries: readonly (readonly [string, unknown])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

function recordEntries(record: FormRecord): [string, unknown][] {
  return Object.entries(record);
}

// ---------------------------------------------------------------------------------------------------
// Cases

type CaseCore = Omit<FuzzCase, 'keyMode' | 'invalidKey'>;

const JSON_TYPE = 'application/json';

/** The formData text holding `recordJson` under the form's key. */
const envelopeText = (key: FormEnvelopeKey, recordJson: string) => `{${JSON.stringify(key)}:${recordJson}}`;
const bodyOf = (formData: string) => JSON.stringify({ formData });

function recordCase(spec: FormSpec, category: string, recordJson: string, expectation: Expectation): CaseCore {
  return { category, payload: bodyOf(envelopeText(spec.envelopeKey, recordJson)), contentType: JSON_TYPE, expectation };
}

/** A valid record with exactly one thing wrong (or, for 'unicode' and 'duplicateKey', possibly nothing). */
function mutatedCase(spec: FormSpec): fc.Arbitrary<CaseCore> {
  const fieldNames = Object.keys(spec.fields);
  const stringFieldNames = fieldNames.filter((name) => spec.fields[name]?.type === 'string');
  const field = fc.constantFrom(...fieldNames);
  const stringField = fc.constantFrom(...stringFieldNames);

  const replace = (record: FormRecord, name: string, value: unknown) => recordEntries(record).map(([key, old]) => [key, key === name ? value : old] as const);

  return spec.valid.chain((record) =>
    fc.oneof(
      field.chain((name) =>
        wrongTypeValue(spec.fields[name]?.type ?? 'string').map((value) =>
          recordCase(spec, 'mutated:wrongType', objectJson(replace(record, name, value)), 'reject'),
        ),
      ),
      fc.tuple(stringField, fc.integer({ min: 1, max: 60 })).map(([name, extra]) => {
        // Longer than any limit of the field once trimmed, or breaking its fixed shape.
        const base = String(record[name]).trim();
        const longer = name.toLowerCase().includes('email') ? `${'a'.repeat(250 + extra)}@example.org` : `${base}${'x'.repeat(Math.max(1, 101 - base.length) + extra)}`;
        return recordCase(spec, 'mutated:tooLong', objectJson(replace(record, name, longer)), 'reject');
      }),
      fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom('', ' ', '   ', '\t\n')).map(([name, empty]) =>
        recordCase(spec, 'mutated:empty', objectJson(replace(record, name, empty)), spec.emptyMayBeValid.includes(name) ? 'either' : 'reject'),
      ),
      fc
        .tuple(extraKeyName, fc.jsonValue({ maxDepth: 2 }))
        .filter(([key]) => !Object.hasOwn(spec.fields, key))
        .chain(([key, value]) =>
          fc.nat(fieldNames.length).map((at) => {
            const entries: (readonly [string, unknown])[] = recordEntries(record);
            entries.splice(at, 0, [key, value]);
            return recordCase(spec, 'mutated:extraKey', objectJson(entries), 'reject');
          }),
        ),
      field.map((name) => recordCase(spec, 'mutated:missingKey', objectJson(recordEntries(record).filter(([key]) => key !== name)), 'reject')),
      fc.tuple(stringField, nastyString).map(([name, value]) => recordCase(spec, 'mutated:unicode', objectJson(replace(record, name, value)), 'either')),
      fc.constantFrom('record', 'envelope', 'both', 'constructor').map((where) => {
        const pollution = { polluted: 'yes', isAdmin: true, [stringFieldNames[0] ?? 'x']: 'from the prototype' };
        const recordJson =
          where === 'record' || where === 'both'
            ? objectJson([['__proto__', pollution], ...recordEntries(record)])
            : where === 'constructor'
              ? objectJson([...recordEntries(record), ['constructor', { prototype: pollution }]])
              : JSON.stringify(record);
        if (where === 'envelope' || where === 'both') {
          // Any key beside the form's key in formData (here an own "__proto__") is refused, whatever the record.
          const formData = objectJson([['__proto__', { [spec.envelopeKey]: record, ...pollution }]]).replace(/\}$/, `,${JSON.stringify(spec.envelopeKey)}:${recordJson}}`);
          return { category: 'mutated:proto', payload: bodyOf(formData), contentType: JSON_TYPE, expectation: 'reject' } satisfies CaseCore;
        }
        return recordCase(spec, 'mutated:proto', recordJson, 'reject');
      }),
      fc.tuple(stringField, fc.integer({ min: 17_000, max: 40_000 })).map(([name, length]) => {
        const huge = 'H'.repeat(length);
        return recordCase(spec, 'mutated:huge', objectJson(replace(record, name, huge)), 'reject');
      }),
      fc.tuple(stringField, fc.integer({ min: 2_000, max: 12_000 })).map(([name, length]) =>
        recordCase(spec, 'mutated:large', objectJson(replace(record, name, 'L'.repeat(length))), 'reject'),
      ),
      fc.tuple(field, fc.oneof(wrongTypeValue('string'), fc.constant(null), nastyString), fc.boolean()).map(([name, other, validLast]) => {
        // The same key twice: JSON.parse keeps the last one.
        const entries: (readonly [string, unknown])[] = recordEntries(record);
        const value = record[name];
        const duplicated = validLast ? [...entries.filter(([key]) => key !== name), [name, other] as const, [name, value] as const] : [...entries, [name, other] as const];
        return recordCase(spec, 'mutated:duplicateKey', objectJson(duplicated), validLast ? 'accept' : 'either');
      }),
    ),
  );
}

function validCase(spec: FormSpec): fc.Arbitrary<CaseCore> {
  return fc.tuple(spec.valid, fc.constantFrom('plain', 'plain', 'plain', 'spaced', 'extraEnvelopeKey', 'reordered', 'charset')).map(([record, shape]) => {
    if (shape === 'spaced') {
      // Pretty-printed formData and body: JSON whitespace means nothing.
      const formData = JSON.stringify({ [spec.envelopeKey]: record }, null, 2);
      return { category: 'valid', payload: JSON.stringify({ formData }, null, 1), contentType: JSON_TYPE, expectation: 'accept' };
    }
    if (shape === 'extraEnvelopeKey') {
      // A valid record with a key beside it in formData: refused, since nothing beside the record is stored.
      const formData = objectJson([['note', 'ignored'], [spec.envelopeKey, record]]);
      return { category: 'mutated:extraEnvelopeKey', payload: bodyOf(formData), contentType: JSON_TYPE, expectation: 'reject' };
    }
    if (shape === 'reordered') {
      return recordCase(spec, 'valid', objectJson(recordEntries(record).reverse()), 'accept');
    }
    if (shape === 'charset') {
      return { ...recordCase(spec, 'valid', JSON.stringify(record), 'accept'), contentType: 'application/json; charset=utf-8' };
    }
    return recordCase(spec, 'valid', JSON.stringify(record), 'accept');
  });
}

function randomRecordCase(spec: FormSpec): fc.Arbitrary<CaseCore> {
  return fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }),
      // Objects with the right keys and random values.
      fc.record(Object.fromEntries(Object.keys(spec.fields).map((name) => [name, fc.oneof(fc.jsonValue({ maxDepth: 1 }), nastyString)])), { requiredKeys: [] }),
    )
    .map((value) => recordCase(spec, 'randomRecord', JSON.stringify(value) ?? 'null', 'either'));
}

function randomFormDataCase(spec: FormSpec, others: FormSpec[]): fc.Arbitrary<CaseCore> {
  const otherSpec = fc.constantFrom(...others);
  return fc
    .oneof(
      fc.string({ maxLength: 60 }).map((formData) => ({ formData, expectation: 'reject' as Expectation })),
      fc.string({ unit: 'binary', maxLength: 60 }).map((formData) => ({ formData, expectation: 'reject' as Expectation })),
      fc.json({ maxDepth: 3 }).map((formData) => ({ formData, expectation: 'either' as Expectation })),
      // Another form's record under its own key, or under this form's key.
      otherSpec.chain((other) =>
        other.valid.map((record) => ({ formData: JSON.stringify({ [other.envelopeKey]: record }), expectation: 'reject' as Expectation })),
      ),
      otherSpec.chain((other) =>
        other.valid.map((record) => ({ formData: JSON.stringify({ [spec.envelopeKey]: record }), expectation: 'reject' as Expectation })),
      ),
      spec.valid.chain((record) =>
        fc.constantFrom('double', 'array', 'trailing', 'bom', 'truncated', 'lowerKey', 'single', 'nullRecord').map((shape) => {
          const good = JSON.stringify({ [spec.envelopeKey]: record });
          switch (shape) {
            case 'double':
              return { formData: JSON.stringify(good), expectation: 'reject' as Expectation };
            case 'array':
              return { formData: JSON.stringify([{ [spec.envelopeKey]: record }]), expectation: 'reject' as Expectation };
            case 'trailing':
              return { formData: ` \n${good}\t `, expectation: 'accept' as Expectation };
            case 'bom':
              return { formData: `\ufeff${good}`, expectation: 'reject' as Expectation };
            case 'truncated':
              return { formData: good.slice(0, -1), expectation: 'reject' as Expectation };
            case 'lowerKey':
              return { formData: JSON.stringify({ [spec.envelopeKey.toLowerCase()]: record }), expectation: 'reject' as Expectation };
            case 'single':
              return { formData: good.replace(/"/g, "'"), expectation: 'reject' as Expectation };
            default:
              return { formData: JSON.stringify({ [spec.envelopeKey]: null }), expectation: 'reject' as Expectation };
          }
        }),
      ),
    )
    .map(({ formData, expectation }) => ({ category: 'randomFormData', payload: bodyOf(formData), contentType: JSON_TYPE, expectation }));
}

function wrongEnvelopeCase(spec: FormSpec): fc.Arbitrary<CaseCore> {
  return fc
    .tuple(spec.valid, fc.constantFrom('formdata', 'FormData', 'extraTop', 'objectFormData', 'numberFormData', 'nullFormData', 'arrayFormData', 'empty', 'array', 'nested', 'bare', 'protoTop', 'twoFormData'), fc.jsonValue({ maxDepth: 1 }))
    .map(([record, shape, junk]) => {
      const formData = JSON.stringify({ [spec.envelopeKey]: record });
      const bodies: Record<string, string> = {
        formdata: JSON.stringify({ formdata: formData }),
        FormData: JSON.stringify({ FormData: formData }),
        extraTop: JSON.stringify({ formData, extra: junk }),
        objectFormData: JSON.stringify({ formData: { [spec.envelopeKey]: record } }),
        numberFormData: JSON.stringify({ formData: 42 }),
        nullFormData: JSON.stringify({ formData: null }),
        arrayFormData: JSON.stringify({ formData: [formData] }),
        empty: '{}',
        array: JSON.stringify([{ formData }]),
        nested: JSON.stringify({ data: { formData } }),
        bare: JSON.stringify({ [spec.envelopeKey]: record }),
        protoTop: objectJson([['__proto__', { formData }], ['formData', formData]]),
        twoFormData: `{"formData":${JSON.stringify(formData)},"formData":${JSON.stringify(junk) ?? 'null'}}`,
      };
      return { category: 'wrongEnvelope', payload: bodies[shape] ?? '{}', contentType: JSON_TYPE, expectation: 'reject' as Expectation };
    });
}

function randomBodyCase(): fc.Arbitrary<CaseCore> {
  return fc
    .oneof(
      fc.json({ maxDepth: 3 }),
      fc.string({ maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.constantFrom('', ' ', 'null', 'true', '0', '""', '[]', '{', '{"formData":', '{"formData":"x"', '\ufeff{}', 'undefined', 'NaN'),
    )
    .map((payload) => ({ category: 'randomBody', payload, contentType: JSON_TYPE, expectation: 'reject' as Expectation }));
}

function contentTypeCase(spec: FormSpec): fc.Arbitrary<CaseCore> {
  return fc
    .tuple(
      spec.valid,
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream', 'APPLICATION/JSON', 'application/json-patch+json', 'application/jsonp', ''),
    )
    .map(([record, contentType]) => ({
      category: `contentType:${contentType || '(none)'}`,
      payload: bodyOf(JSON.stringify({ [spec.envelopeKey]: record })),
      contentType,
      expectation: 'either' as Expectation,
    }));
}

const invalidKey = fc.oneof(
  fc.constantFrom('', 'short', '1234567', 'has space in it', 'slash/slash/slash', 'plus+plus+plus', 'a'.repeat(129), 'quote"quote"quote', 'semi;colon;key', 'ünïcödé-key'),
  // Printable ASCII only: a header value cannot hold control characters.
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }).filter((key) => !/^[A-Za-z0-9_.:-]{8,128}$/.test(key)),
);

/** Every kind of request for one form, in a fixed mix. */
export function caseArbitrary(spec: FormSpec): fc.Arbitrary<FuzzCase> {
  const others = Object.values(FORM_SPECS).filter((other) => other.name !== spec.name);
  const core = fc.oneof(
    { weight: 30, arbitrary: validCase(spec) },
    { weight: 35, arbitrary: mutatedCase(spec) },
    { weight: 7, arbitrary: randomRecordCase(spec) },
    { weight: 9, arbitrary: randomFormDataCase(spec, others) },
    { weight: 8, arbitrary: wrongEnvelopeCase(spec) },
    { weight: 7, arbitrary: randomBodyCase() },
    { weight: 4, arbitrary: contentTypeCase(spec) },
  );
  const keyMode = fc.oneof(
    { weight: 45, arbitrary: fc.constant<KeyMode>('none') },
    { weight: 35, arbitrary: fc.constant<KeyMode>('fresh') },
    { weight: 8, arbitrary: fc.constant<KeyMode>('invalid') },
    { weight: 12, arbitrary: fc.constant<KeyMode>('replay') },
  );
  return fc.tuple(core, keyMode, invalidKey).map(([caseCore, mode, key]) => ({ ...caseCore, keyMode: mode, invalidKey: key }));
}
