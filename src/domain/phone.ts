// US phone numbers: the input mask's pattern (spec §5) and the (xxx) xxx-xxxx display with tel: links (DESIGN §5).

/** What the (000) 000-0000 mask produces once every slot is filled. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

const US_NUMBER_LENGTH = 10;
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

/** Spec §5 Shared: formatted only when there are exactly ten digits, otherwise nothing. */
export function formatPhone(value: string | number | null | undefined): string | undefined {
  const digits = digitsOf(value);
  if (digits.length !== US_NUMBER_LENGTH) return undefined;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function telHref(value: string | number | null | undefined): string | undefined {
  const digits = digitsOf(value);
  if (digits.length === US_NUMBER_LENGTH) return `tel:+1${digits}`;
  // A number typed with its country code still dials correctly.
  if (digits.length === US_NUMBER_LENGTH + 1 && digits.startsWith('1')) return `tel:+${digits}`;
  if (digits.length === SHORT_NUMBER_LENGTH) return `tel:${digits}`;
  return undefined;
}
