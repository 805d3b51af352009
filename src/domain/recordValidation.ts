// Strict checks the server runs on posted records: a plain object holding only known fields of the right kind.
import { forbiddenCharacterMessage, maxLengthMessage, requiredMessage } from './messages';
import { en, inEnglish, type Translate } from './text';

/** Field name to message; FORM_ERROR_KEY holds what concerns the record as a whole. */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; record: T } | { ok: false; errors: FieldErrors };

/** redux-form's key for a form-wide error, so a 400 body can be handed to stopSubmit as it is. */
export const FORM_ERROR_KEY = '_error';

export const RECORD_MESSAGES = {
  notAnObject: en('Expected a JSON object.'),
  unknownField: en('Unknown field.'),
  notText: en('Must be text.'),
  notWellFormed: en('Must be valid text (a character in it is broken).'),
  notBoolean: en('Must be true or false.'),
  notYesNo: en('Must be Yes or No.'),
  notDateTime: en('Must be an ISO 8601 date-time with a time zone.'),
} as const;

export type FieldKind = 'string' | 'boolean';

export interface FieldSpec {
  /** The name a person reads in "... is required.". */
  label: string;
  kind: FieldKind;
  /**
   * What a record that leaves the field out is read with. For a field added after clients already sent records without
   * it (issue 36's receipt box): they keep working, and every stored record has the field. Without it, the field is
   * required.
   */
  whenAbsent?: string | boolean;
}

export type FieldSchema = Record<string, FieldSpec>;

type ValueOfKind<K extends FieldKind> = K extends 'string' ? string : boolean;

/** What was read: a field is present only when it had the expected kind. */
export type FieldValues<S extends FieldSchema> = { [K in keyof S]?: ValueOfKind<S[K]['kind']> };

/** Only literals or JSON.parse results: class instances, arrays and null are refused. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Sets an error without ever touching a prototype: field names come from the request, and a
 * posted "__proto__" key must be reported like any other unknown field.
 */
export function setFieldError(errors: FieldErrors, field: string, message: string): void {
  Object.defineProperty(errors, field, { value: message, enumerable: true, writable: true, configurable: true });
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Reads every field of the schema; missing (unless it has a value when absent), mistyped and unknown fields each get an error. */
export function readFields<S extends FieldSchema>(
  input: unknown,
  schema: S,
  tr: Translate = inEnglish,
): { values: FieldValues<S>; errors: FieldErrors } {
  const values: Record<string, string | boolean> = {};
  const errors: FieldErrors = {};
  if (!isPlainObject(input)) {
    setFieldError(errors, FORM_ERROR_KEY, tr(RECORD_MESSAGES.notAnObject));
    return { values: values as FieldValues<S>, errors };
  }
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(schema, key)) setFieldError(errors, key, tr(RECORD_MESSAGES.unknownField));
  }
  for (const [key, spec] of Object.entries(schema)) {
    if (!Object.hasOwn(input, key)) {
      if (spec.whenAbsent === undefined) setFieldError(errors, key, requiredMessage(spec.label, tr));
      else values[key] = spec.whenAbsent;
      continue;
    }
    const value = input[key];
    if (typeof value !== spec.kind) {
      setFieldError(errors, key, tr(spec.kind === 'string' ? RECORD_MESSAGES.notText : RECORD_MESSAGES.notBoolean));
      continue;
    }
    const unusable = typeof value === 'string' ? unusableTextError(value, spec.label, tr) : undefined;
    if (unusable) {
      setFieldError(errors, key, unusable);
      continue;
    }
    values[key] = value as string | boolean;
  }
  return { values: values as FieldValues<S>, errors };
}

/** Text no rule may read: a broken character, or a control character inside it (around it, white space is trimmed). */
export function unusableTextError(value: string, label: string, tr: Translate = inEnglish): string | undefined {
  // A lone UTF-16 surrogate cannot be stored or shown faithfully, and trips validators that decode text.
  if (!isWellFormedText(value)) return tr(RECORD_MESSAGES.notWellFormed);
  // White space around a value (a pasted tab or line break) is trimmed later; inside it, a control is refused.
  if (hasForbiddenCharacter(value.trim())) return forbiddenCharacterMessage(label, tr);
  return undefined;
}

/** True when the text has no lone UTF-16 surrogate. */
export function isWellFormedText(value: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

/**
 * Refused in any text: C0 and C1 control characters and DEL (NUL, ESC, BEL... reach staff terminals and
 * spreadsheets raw through the exports), and the bidirectional embeddings, overrides and isolates that make
 * text display in another order than it is stored.
 */
// The line and paragraph separators (U+2028, U+2029) too: every free-text field is one line, and they break a line
// in a CSV cell, a log line or a terminal as a newline would (issue 21).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

/**
 * Characters that draw nothing (issue 21: by Unicode's own lists, not a list of ours): white space, every
 * default-ignorable code point (zero-width spaces and joiners, soft hyphen, variation selectors, Hangul fillers, tag
 * characters...), every format character (the BOM, the interlinear annotation marks...), and the braille blank, a
 * symbol that is drawn as nothing.
 */
const INVISIBLE_CHARACTER = /^[\s\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]$/u;

function isInvisibleCharacter(character: string): boolean {
  return INVISIBLE_CHARACTER.test(character);
}

export function hasForbiddenCharacter(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}

/** True for text a person cannot see: it does not count as filled in. */
export function isInvisibleOnly(value: string): boolean {
  for (const character of value) if (!isInvisibleCharacter(character)) return false;
  return true;
}

/**
 * The error for a free-text field that must hold something once trimmed, up to maxLength characters, with
 * nothing a person cannot see or a terminal would act on. The browser's form rules and the server's record
 * checks both use it, so both say the same.
 */
export function requiredTextError(trimmedValue: string, label: string, maxLength: number, tr: Translate = inEnglish): string | undefined {
  if (isInvisibleOnly(trimmedValue)) return requiredMessage(label, tr);
  if (hasForbiddenCharacter(trimmedValue)) return forbiddenCharacterMessage(label, tr);
  if (trimmedValue.length > maxLength) return maxLengthMessage(label, maxLength, tr);
  return undefined;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * An ISO 8601 date-time with a zone (what toISOString and dayjs().format() give). Checked field by
 * field because Date.parse rolls impossible dates such as 30 February over instead of refusing them.
 */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [, year, month, day, hours, minutes, seconds = '0', offsetHours = '0', offsetMinutes = '0'] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  return (
    m >= 1 &&
    m <= 12 &&
    d >= 1 &&
    d <= daysInMonth(y, m) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(offsetHours) <= 23 &&
    Number(offsetMinutes) <= 59 &&
    !Number.isNaN(Date.parse(value))
  );
}
