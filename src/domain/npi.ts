// NPI rules: the forms' length and pattern checks (docs/validation.md) and the standard check digit the server relies on.
import { NPI_LENGTH } from './constants';
import { en, inEnglish, type Translate } from './text';

export type NpiVariant = 'attestation' | 'tgi';

/** The two forms differ: the TGI survey's pattern also accepts a leading sign (docs/validation.md). */
export const NPI_PATTERNS: Record<NpiVariant, RegExp> = {
  attestation: /^\d+(\.\d{1,3})?$/,
  tgi: /^[-+]?\d+(\.\d{1,3})?$/,
};

export function npiMinLengthMessage(n: number = NPI_LENGTH, tr: Translate = inEnglish): string {
  return tr('The minimum length for Individual NPI should be {n} characters.', { n });
}

/** Ours: no field has a length limit of its own, so a typed or pasted NPI past 10 characters is told this. */
export function npiMaxLengthMessage(n: number = NPI_LENGTH, tr: Translate = inEnglish): string {
  return tr('The maximum length for Individual NPI should be {n} characters.', { n });
}

/**
 * An NPI as typed or pasted, cleaned once, where it is typed: spaces and dashes (and the Unicode dashes U+2010 to
 * U+2015) are not part of an NPI. A length limit is told by the rules, never enforced by cutting. Every later step
 * (the rules, the look-up, the record) takes the value as it is.
 */
export function normalizeNpi(typed: string): string {
  return typed.replace(/[\s\u2010-\u2015-]/g, '');
}

/** Verbatim: the attestation message has no final period, the TGI one does. */
export const NPI_NUMERIC_MESSAGES: Record<NpiVariant, string> = {
  attestation: en('Individual NPI should be numeric'),
  tgi: en('Individual NPI should be numeric.'),
};

/**
 * The first failing length/pattern rule, or undefined. An empty value passes: "required" is the
 * caller's concern, since the attestation's N/A box switches it off.
 */
export function npiError(value: string, variant: NpiVariant, tr: Translate = inEnglish): string | undefined {
  if (value === '') return undefined;
  // docs/validation.md: the numeric message shows only while the length rule is not failing.
  if (value.length < NPI_LENGTH) return npiMinLengthMessage(NPI_LENGTH, tr);
  if (!NPI_PATTERNS[variant].test(value)) return tr(NPI_NUMERIC_MESSAGES[variant]);
  if (value.length > NPI_LENGTH) return npiMaxLengthMessage(NPI_LENGTH, tr);
  return undefined;
}

const TEN_DIGITS = /^\d{10}$/;

/** A real NPI is ten plain digits; the forms' looser pattern also lets decimals through. */
export function isWellFormedNpi(value: string): boolean {
  return TEN_DIGITS.test(value);
}

/** The ISO 7812 prefix for US health identifiers, which the NPI's Luhn check digit covers. */
const NPI_LUHN_PREFIX = '80840';

export function hasValidNpiCheckDigit(npi: string): boolean {
  if (!isWellFormedNpi(npi)) return false;
  const digits = NPI_LUHN_PREFIX + npi;
  let sum = 0;
  // Luhn: from the right, every second digit (starting with the one left of the check digit) is doubled.
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
