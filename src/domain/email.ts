// Email address checks: the contact form's full validation, and (re-exported) the TGI survey's simple pattern (docs/validation.md).
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

export { SIMPLE_EMAIL_PATTERN, matchesSimpleEmailPattern } from './simpleEmail';
