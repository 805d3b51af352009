// The TGI survey's email check (docs/validation.md): a simple address pattern, which the attestation's receipt email
// keeps to as well (issue 36). Apart from email.ts, whose full check needs the validator package, so neither form
// carries it.
import { type FieldProblem, maxLengthMessage, requiredMessage } from './messages';
import { inEnglish, type Translate } from './text';

/** local@domain.tld: the spec asks the TGI survey for no more than a simple address pattern. */
export const SIMPLE_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

export function matchesSimpleEmailPattern(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value);
}

/** How a field that keeps to the simple pattern is named and limited, and what it says of an address off the pattern. */
export interface SimpleEmailField {
  /** English (an en() text): said in tr's language. */
  label: string;
  maxLength: number;
  malformed: (tr: Translate) => string;
}

/** The rule of an email box that keeps to the simple pattern, in this order: required, at most maxLength, the pattern. */
export function simpleEmailProblem(email: string, field: SimpleEmailField, tr: Translate = inEnglish): FieldProblem | undefined {
  if (email === '') return { code: 'required', message: requiredMessage(field.label, tr) };
  if (email.length > field.maxLength) return { code: 'tooLong', message: maxLengthMessage(field.label, field.maxLength, tr) };
  if (!matchesSimpleEmailPattern(email)) return { code: 'malformed', message: field.malformed(tr) };
  return undefined;
}
