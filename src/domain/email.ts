// Email address checks: the contact form's full validation and the TGI survey's simple pattern (spec §5).
import isEmail from 'validator/lib/isEmail';

/** The contact form needs a real address, so it gets validator's RFC-minded check. */
export function isValidEmail(value: string): boolean {
  try {
    return isEmail(value);
  } catch {
    // validator decodes parts of the address and throws on broken text: such an address is not valid.
    return false;
  }
}

/** local@domain.tld: the spec asks the TGI survey for no more than a simple address pattern. */
export const SIMPLE_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

export function matchesSimpleEmailPattern(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value);
}
