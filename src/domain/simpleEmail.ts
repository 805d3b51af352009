// The TGI survey's email check (docs/validation.md): a simple address pattern. Apart from email.ts, whose full check needs
// the validator package, so the survey does not carry it.

/** local@domain.tld: the spec asks the TGI survey for no more than a simple address pattern. */
export const SIMPLE_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

export function matchesSimpleEmailPattern(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value);
}
