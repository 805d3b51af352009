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
  unusableTextError,
} from './recordValidation';
import type { FieldProblem } from './messages';
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

/** What a rule found: nothing, a message, or a problem with a code (which the screen may word its own way). */
export type RuleOutcome = string | FieldProblem | undefined;

/**
 * The screen's own words for some of a rule's problems, by code, where the spec's screen says them otherwise than the
 * record's message (which the API's 400 and the error summary's alert say): the rule is still the record's.
 */
export type ScreenWords = Readonly<Partial<Record<FieldProblem['code'], (tr: Translate) => string>>>;

/** The canonical values a record's fields can have a column for: a member's key and a mobile number in E.164. */
export type CanonicalColumn = 'memberKey' | 'mobileE164';

export interface TextFieldRule<Value extends string = string> {
  /** The name a person reads in "... is required.", on the screen and in the server's messages. */
  label: string;
  kind: 'string';
  /** Entered text is trimmed, checked and stored trimmed; a coded value (a date, Yes/No) must arrive exactly as produced. */
  trim: boolean;
  /** Also put in this form of its own before it is checked and stored (after the trim), e.g. a member ID (memberId.ts). */
  normalize?: (value: string) => string;
  /**
   * Its canonical value (issue 33), which the server keeps in a column of its own beside the record, indexed, so it is
   * found without reading every record: `column` names which (server/store/canonicalColumns.ts), `of` computes it from
   * the stored value (undefined when there is none, e.g. no mobile number).
   */
  canonical?: { column: CanonicalColumn; of: (value: string) => string | undefined };
  /** Free text: it must hold something visible, with nothing a terminal would act on, up to maxLength. */
  free: boolean;
  maxLength?: number;
  /** The only values allowed, and what is said of any other. */
  oneOf?: { values: readonly Value[]; refusal: (value: string, tr: Translate) => RuleOutcome };
  /** The field's own rule, given what else was read; run once the value is one of oneOf. Says it in tr's language. */
  check?: (value: string, read: ReadValues, tr: Translate, settings: RecordSettings) => RuleOutcome;
  /** How the form's screen words some of the rule's problems (formProblems). */
  screen?: ScreenWords;
  /** For the OpenAPI document. */
  format?: 'date-time' | 'email';
  /** What a record that leaves the field out is read with (recordValidation.ts' FieldSpec); required without it. */
  whenAbsent?: string;
  /**
   * The field holds a value only while this holds of the other fields read (the attestation's receipt email, only with
   * its box ticked): otherwise what arrived is dropped and '' kept, so no address is stored that nobody asked us to use.
   */
  onlyWhen?: (read: ReadValues) => boolean;
}

export interface BooleanFieldRule {
  label: string;
  kind: 'boolean';
  /** What a record that leaves the field out is read with; required without it. */
  whenAbsent?: boolean;
}

export type FieldRule = TextFieldRule | BooleanFieldRule;

export interface RecordSchema<Fields extends Record<string, FieldRule> = Record<string, FieldRule>> {
  /** In the record's order (docs/records.md): the export's columns and the stored JSON follow it. */
  fields: Fields;
  /** A rule about the record as a whole (reported under FORM_ERROR_KEY); runs on what could be read. */
  check?: (read: ReadValues, tr: Translate) => RuleOutcome;
  /** How the form's screen words the whole record's problems. */
  screen?: ScreenWords;
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
  check: (value: string, read: ReadValues, tr: Translate, settings: RecordSettings) => RuleOutcome,
  options: Partial<Pick<TextFieldRule, 'trim' | 'maxLength' | 'format' | 'normalize' | 'screen' | 'canonical' | 'whenAbsent' | 'onlyWhen'>> = {},
): TextFieldRule {
  const { trim = true, ...rest } = options;
  return { label, kind: 'string', trim, free: false, check, ...rest };
}

/** One of a fixed list of values, which must arrive exactly as written. */
export function choice<const Value extends string>(
  label: string,
  values: readonly Value[],
  refusal: (value: string, tr: Translate) => RuleOutcome,
  check?: (value: Value, read: ReadValues, tr: Translate) => RuleOutcome,
  screen?: ScreenWords,
): TextFieldRule<Value> {
  return { label, kind: 'string', trim: false, free: false, oneOf: { values, refusal }, check: check as TextFieldRule['check'], ...(screen ? { screen } : {}) };
}

/**
 * A true-or-false choice (a checkbox). `whenAbsent`: a box added once clients already sent the record without it, read
 * as that value when left out (issue 36's "Email me a confirmation", false).
 */
export function flag(label: string, options: Pick<BooleanFieldRule, 'whenAbsent'> = {}): BooleanFieldRule {
  return { label, kind: 'boolean', ...options };
}

/** Checks at compile time that the schema's rules are rules, keeping their exact types for RecordOf. */
export function defineRecord<const Fields extends Record<string, FieldRule>>(schema: RecordSchema<Fields>): RecordSchema<Fields> {
  return schema;
}

/** The labels of the record's fields, in its order. */
export function fieldLabels<Fields extends Record<string, FieldRule>>(schema: RecordSchema<Fields>): { [Name in keyof Fields]: string } {
  return Object.fromEntries(Object.entries(schema.fields).map(([name, rule]) => [name, rule.label])) as { [Name in keyof Fields]: string };
}

function fieldOutcome(rule: TextFieldRule, value: string, read: ReadValues, tr: Translate, settings: RecordSettings): RuleOutcome {
  if (rule.free) return requiredTextError(value, rule.label, rule.maxLength ?? Number.POSITIVE_INFINITY, tr);
  if (rule.oneOf && !rule.oneOf.values.includes(value)) return rule.oneOf.refusal(value, tr);
  return rule.check?.(value, read, tr, settings);
}

/** An outcome as a problem (a bare message is a malformed value's), worded for the record or, when given, the screen. */
function problemOf(outcome: RuleOutcome, tr: Translate, screen?: ScreenWords): FieldProblem | undefined {
  if (outcome === undefined) return undefined;
  const problem: FieldProblem = typeof outcome === 'string' ? { code: 'malformed', message: outcome } : outcome;
  const ownWords = screen?.[problem.code];
  return ownWords ? { code: problem.code, message: ownWords(tr) } : problem;
}

/** A text field's value as it is checked and stored: trimmed and normalised when its rule says so. */
function readText(rule: TextFieldRule, value: string): string {
  const trimmed = rule.trim ? value.trim() : value;
  return rule.normalize ? rule.normalize(trimmed) : trimmed;
}

/**
 * Once every field is read: a text the other fields do not ask for (its rule's onlyWhen) is dropped and '' kept in its
 * place. Returns the names dropped.
 */
function dropUnasked(fields: Readonly<Record<string, FieldRule>>, names: readonly string[], read: Partial<Record<string, string | boolean>>): string[] {
  const dropped = names.filter((name) => {
    const rule = fields[name];
    return rule?.kind === 'string' && rule.onlyWhen !== undefined && !rule.onlyWhen(read);
  });
  // A value that arrived as something else than text stays unread: the server still refuses it as mistyped.
  for (const name of dropped) if (typeof read[name] === 'string') read[name] = '';
  return dropped;
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
  const dropped = dropUnasked(schema.fields, Object.keys(schema.fields), read);
  for (const [name, rule] of Object.entries(schema.fields)) {
    const value = read[name];
    if (rule.kind !== 'string' || typeof value !== 'string' || dropped.includes(name)) continue;
    const problem = problemOf(fieldOutcome(rule, value, read, tr, settings), tr);
    if (problem) setFieldError(errors, name, problem.message);
  }
  const recordProblem = problemOf(schema.check?.(read, tr), tr);
  if (recordProblem) setFieldError(errors, FORM_ERROR_KEY, recordProblem.message);

  const names = Object.keys(schema.fields);
  if (hasErrors(errors) || names.some((name) => read[name] === undefined)) return { ok: false, errors: errors as FieldErrors };
  // Every field was read with its type and passed its rule: the object is a record of the schema.
  return { ok: true, record: Object.fromEntries(names.map((name) => [name, read[name]])) as RecordOf<Schema> };
}

/** What a form holds of its record so far: text as typed (or not yet), a checkbox ticked or not (or never touched). */
export type FormHeldValues<Fields> = Readonly<Partial<Record<keyof Fields & string, string | boolean>>>;

/** A form's problems, by the record's field names, and the whole record's under FORM_ERROR_KEY. */
export type FormProblems<Fields> = Partial<Record<keyof Fields & string, FieldProblem>> & { [FORM_ERROR_KEY]?: FieldProblem };

/**
 * A form's problems by its record's rules, for redux-form's validate and the alerts that head the error summary: the
 * same rules validateRecord runs, on the fields the form fills in (named as the record's; a text not yet typed is empty,
 * a box never touched is unticked), each problem worded as the screen says it (ScreenWords). The fields the form does
 * not fill in (a date, the NPI look-up's answer) are the app's to set and are not checked here.
 */
export function formProblems<Fields extends Record<string, FieldRule>>(
  schema: RecordSchema<Fields>,
  fields: readonly (keyof Fields & string)[],
  values: FormHeldValues<Fields>,
  tr: Translate = inEnglish,
  settings: RecordSettings = DEFAULT_RECORD_SETTINGS,
): FormProblems<Fields> {
  const problems: Partial<Record<string, FieldProblem>> = {};
  const read: Partial<Record<string, string | boolean>> = {};
  for (const name of fields) {
    const rule: FieldRule = schema.fields[name] as FieldRule;
    const value: unknown = values[name];
    if (rule.kind === 'boolean') {
      read[name] = value === true;
      continue;
    }
    const typed = typeof value === 'string' ? value : '';
    // What readFields refuses before any rule (a broken or control character), the screen says too.
    const unusable = unusableTextError(typed, rule.label, tr);
    if (unusable) problems[name] = { code: 'malformed', message: unusable };
    else read[name] = readText(rule, typed);
  }
  // What a form holds in a box it no longer asks for is not sent (the record builder drops it too): nothing to say of it.
  const dropped = dropUnasked(schema.fields, fields, read);
  for (const name of dropped) {
    problems[name] = undefined;
    read[name] = '';
  }
  for (const name of fields) {
    const rule: FieldRule = schema.fields[name] as FieldRule;
    const value = read[name];
    if (rule.kind !== 'string' || typeof value !== 'string' || dropped.includes(name)) continue;
    problems[name] = problemOf(fieldOutcome(rule, value, read, tr, settings), tr, rule.screen);
  }
  problems[FORM_ERROR_KEY] = problemOf(schema.check?.(read, tr), tr, schema.screen);
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as FormProblems<Fields>;
}

/** formProblems' messages, field by field: a redux-form validate's errors. */
export function formErrors<Fields extends Record<string, FieldRule>>(...args: Parameters<typeof formProblems<Fields>>): FieldErrors {
  return Object.fromEntries(Object.entries(formProblems(...args)).map(([name, problem]) => [name, (problem as FieldProblem).message]));
}

/** The record as a JSON Schema, for the OpenAPI document (docs/api.md). */
export function recordJsonSchema(schema: RecordSchema): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(schema.fields).map(([name, rule]) => {
      const absent = rule.whenAbsent === undefined ? {} : { default: rule.whenAbsent };
      if (rule.kind === 'boolean') return [name, { type: 'boolean', description: rule.label, ...absent }];
      return [
        name,
        {
          type: 'string',
          description: rule.label,
          ...(rule.maxLength === undefined ? {} : { maxLength: rule.maxLength }),
          ...(rule.oneOf ? { enum: [...rule.oneOf.values] } : {}),
          ...(rule.format ? { format: rule.format } : {}),
          ...absent,
        },
      ];
    }),
  );
  // A field with a value when absent may be left out (docs/api.md): clients that predate it keep working.
  const required = Object.entries(schema.fields).filter(([, rule]) => rule.whenAbsent === undefined).map(([name]) => name);
  return { type: 'object', additionalProperties: false, required, properties };
}
