// One description per record (docs/records.md): its fields in order, each with its label, its limits and its rule.
// The record's TypeScript type, the server's strict check, the OpenAPI schema, the admin export's columns and the
// labels the screens show all come from it, so a record is described once (docs/adding-a-form.md).
import {
  type FieldErrors,
  type ValidationResult,
  FORM_ERROR_KEY,
  hasErrors,
  readFields,
  requiredTextError,
  setFieldError,
} from './recordValidation';
import { DEFAULT_MEMBER_ID_CHARACTERS } from './memberId';
import { inEnglish, type Translate } from './text';

/** What was read of a record so far: a field is present only when it arrived with its JSON type (text trimmed if its rule says so). */
export type ReadValues = Readonly<Partial<Record<string, string | boolean>>>;

/** What the plan sets that a record's rules read: the server passes its configuration, the browser its runtime one. */
export interface RecordSettings {
  /** The characters of the plan's member IDs (src/domain/memberId.ts). */
  memberIdCharacters: string;
}

export const DEFAULT_RECORD_SETTINGS: RecordSettings = { memberIdCharacters: DEFAULT_MEMBER_ID_CHARACTERS };

export interface TextFieldRule<Value extends string = string> {
  /** The name a person reads in "... is required.", on the screen and in the server's messages. */
  label: string;
  kind: 'string';
  /** Entered text is trimmed, checked and stored trimmed; a coded value (a date, Yes/No) must arrive exactly as produced. */
  trim: boolean;
  /** Also put in this form of its own before it is checked and stored (after the trim), e.g. a member ID (memberId.ts). */
  normalize?: (value: string) => string;
  /** Free text: it must hold something visible, with nothing a terminal would act on, up to maxLength. */
  free: boolean;
  maxLength?: number;
  /** The only values allowed, and what is said of any other. */
  oneOf?: { values: readonly Value[]; refusal: (value: string, tr: Translate) => string };
  /** The field's own rule, given what else was read; run once the value is one of oneOf. Says it in tr's language. */
  check?: (value: string, read: ReadValues, tr: Translate, settings: RecordSettings) => string | undefined;
  /** For the OpenAPI document. */
  format?: 'date-time' | 'email';
}

export interface BooleanFieldRule {
  label: string;
  kind: 'boolean';
}

export type FieldRule = TextFieldRule | BooleanFieldRule;

export interface RecordSchema<Fields extends Record<string, FieldRule> = Record<string, FieldRule>> {
  /** In the record's order (docs/records.md): the export's columns and the stored JSON follow it. */
  fields: Fields;
  /** A rule about the record as a whole (reported under FORM_ERROR_KEY); runs on what could be read. */
  check?: (read: ReadValues, tr: Translate) => string | undefined;
}

type FieldValue<Rule> = Rule extends BooleanFieldRule ? boolean : Rule extends TextFieldRule<infer Value> ? Value : never;

/** The TypeScript type of a valid record of the schema. */
export type RecordOf<Schema extends RecordSchema> = { -readonly [Name in keyof Schema['fields']]: FieldValue<Schema['fields'][Name]> };

/** Text a person types: trimmed, required, no control or invisible-only text, at most maxLength characters. */
export function freeText(label: string, maxLength: number): TextFieldRule {
  return { label, kind: 'string', trim: true, free: true, maxLength };
}

/** Text with a rule of its own (an NPI, an email address, a phone number, a date). */
export function checkedText(
  label: string,
  check: (value: string, read: ReadValues, tr: Translate, settings: RecordSettings) => string | undefined,
  options: { trim?: boolean; maxLength?: number; format?: TextFieldRule['format']; normalize?: TextFieldRule['normalize'] } = {},
): TextFieldRule {
  const { trim = true, ...rest } = options;
  return { label, kind: 'string', trim, free: false, check, ...rest };
}

/** One of a fixed list of values, which must arrive exactly as written. */
export function choice<const Value extends string>(
  label: string,
  values: readonly Value[],
  refusal: (value: string, tr: Translate) => string,
  check?: (value: Value, read: ReadValues, tr: Translate) => string | undefined,
): TextFieldRule<Value> {
  return { label, kind: 'string', trim: false, free: false, oneOf: { values, refusal }, check: check as TextFieldRule['check'] };
}

/** A true-or-false choice (a checkbox). */
export function flag(label: string): BooleanFieldRule {
  return { label, kind: 'boolean' };
}

/** Checks at compile time that the schema's rules are rules, keeping their exact types for RecordOf. */
export function defineRecord<const Fields extends Record<string, FieldRule>>(schema: RecordSchema<Fields>): RecordSchema<Fields> {
  return schema;
}

/** The labels of the record's fields, in its order. */
export function fieldLabels<Fields extends Record<string, FieldRule>>(schema: RecordSchema<Fields>): { [Name in keyof Fields]: string } {
  return Object.fromEntries(Object.entries(schema.fields).map(([name, rule]) => [name, rule.label])) as { [Name in keyof Fields]: string };
}

function fieldError(rule: TextFieldRule, value: string, read: ReadValues, tr: Translate, settings: RecordSettings): string | undefined {
  if (rule.free) return requiredTextError(value, rule.label, rule.maxLength ?? Number.POSITIVE_INFINITY, tr);
  if (rule.oneOf && !rule.oneOf.values.includes(value)) return rule.oneOf.refusal(value, tr);
  return rule.check?.(value, read, tr, settings);
}

/** A text field's value as it is checked and stored: trimmed and normalised when its rule says so. */
function readText(rule: TextFieldRule, value: string): string {
  const trimmed = rule.trim ? value.trim() : value;
  return rule.normalize ? rule.normalize(trimmed) : trimmed;
}

/**
 * The server's strict check of a posted record: a plain object with exactly the schema's fields, each of its JSON
 * type and passing its rule (given the plan's settings). The record comes back with its text trimmed and normalised
 * where the rule says so, in schema order; the errors are said in tr's language (the submission's, docs/languages.md).
 */
export function validateRecord<Schema extends RecordSchema>(
  schema: Schema,
  input: unknown,
  tr: Translate = inEnglish,
  settings: RecordSettings = DEFAULT_RECORD_SETTINGS,
): ValidationResult<RecordOf<Schema>> {
  const { values, errors } = readFields(input, schema.fields, tr);
  const read: Partial<Record<string, string | boolean>> = {};
  for (const [name, rule] of Object.entries(schema.fields)) {
    const value = values[name];
    if (value !== undefined) read[name] = typeof value === 'string' && rule.kind === 'string' ? readText(rule, value) : value;
  }
  for (const [name, rule] of Object.entries(schema.fields)) {
    const value = read[name];
    if (rule.kind !== 'string' || typeof value !== 'string') continue;
    const error = fieldError(rule, value, read, tr, settings);
    if (error) setFieldError(errors, name, error);
  }
  const recordError = schema.check?.(read, tr);
  if (recordError) setFieldError(errors, FORM_ERROR_KEY, recordError);

  const names = Object.keys(schema.fields);
  if (hasErrors(errors) || names.some((name) => read[name] === undefined)) return { ok: false, errors: errors as FieldErrors };
  // Every field was read with its type and passed its rule: the object is a record of the schema.
  return { ok: true, record: Object.fromEntries(names.map((name) => [name, read[name]])) as RecordOf<Schema> };
}

/** The record as a JSON Schema, for the OpenAPI document (docs/api.md). */
export function recordJsonSchema(schema: RecordSchema): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(schema.fields).map(([name, rule]) => {
      if (rule.kind === 'boolean') return [name, { type: 'boolean', description: rule.label }];
      return [
        name,
        {
          type: 'string',
          description: rule.label,
          ...(rule.maxLength === undefined ? {} : { maxLength: rule.maxLength }),
          ...(rule.oneOf ? { enum: [...rule.oneOf.values] } : {}),
          ...(rule.format ? { format: rule.format } : {}),
        },
      ];
    }),
  );
  return { type: 'object', additionalProperties: false, required: Object.keys(schema.fields), properties };
}
