// US phone numbers: the input mask's pattern (docs/validation.md) and the (xxx) xxx-xxxx display with tel: links (docs/readings.md).

/** What the (000) 000-0000 mask produces once every slot is filled. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/** The national TTY relay (docs/screens.md: "TTY line ({phone} or 711)"), dialled from any US phone. */
export const TTY_RELAY_NUMBER = '711';

const US_NUMBER_LENGTH = 10;
const US_COUNTRY_CODE = '1';
/** N11 service codes such as 711 (TTY relay) are dialled as they are. */
const SHORT_NUMBER_LENGTH = 3;

export function isValidMaskedPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function digitsOf(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return phoneDigits(String(value));
}

/** docs/validation.md Shared: formatted only when there are exactly ten digits, otherwise nothing. */
export function formatPhone(value: string | number | null | undefined): string | undefined {
  const digits = digitsOf(value);
  return digits.length === US_NUMBER_LENGTH ? formatPhoneAsTyped(digits) : undefined;
}

/** The digits of a number without the country code a number typed or pasted with it starts with ("+1 562 555 0123"). */
function nationalDigits(value: string | number | null | undefined): string {
  const digits = digitsOf(value);
  return digits.length > US_NUMBER_LENGTH && digits.startsWith(US_COUNTRY_CODE) ? digits.slice(US_COUNTRY_CODE.length) : digits;
}

/**
 * A US number's canonical form (issue 33), E.164: `(916) 555-0100` is `+19165550100`. From the mask or any digits:
 * ten digits, or eleven when the first is the country code 1; undefined for anything else (no number, a short code).
 * The store keeps it beside the mask, indexed, and a STOP reply's number is matched by it.
 */
export function phoneE164(value: string | number | null | undefined): string | undefined {
  const digits = nationalDigits(value);
  return digits.length === US_NUMBER_LENGTH ? `+${US_COUNTRY_CODE}${digits}` : undefined;
}

export function telHref(value: string | number | null | undefined): string | undefined {
  const digits = digitsOf(value);
  // N11 service codes such as 711 are dialled as they are; any other number by its E.164 form.
  const number = digits.length === SHORT_NUMBER_LENGTH ? digits : phoneE164(digits);
  return number && `tel:${number}`;
}

/**
 * The (000) 000-0000 mask as a number is typed or pasted: each digit in its slot, nothing shown for slots not
 * reached yet. A pasted "+1 562 555 0123" or "1-562-555-0123" loses its country code, which the mask has no
 * slot for; typing past the last slot changes nothing, as with any input mask.
 */
export function formatPhoneAsTyped(value: string): string {
  const digits = nationalDigits(value).slice(0, US_NUMBER_LENGTH);
  if (digits === '') return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Where the caret goes in a masked value so that it stays after the same number of digits: just before the next
 * digit (past any separator between them), or at the end when no digit follows.
 */
export function caretAfterDigits(masked: string, digitCount: number): number {
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (!/\d/.test(masked[index] ?? '')) continue;
    if (seen === Math.max(0, digitCount)) return index;
    seen += 1;
  }
  return masked.length;
}
