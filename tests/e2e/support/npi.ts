// NPIs for the end-to-end walks: a fresh one per test, so its stored rows are unambiguous, that passes the check digit
// the reference server relies on (no provider list is loaded in these tests).
import { hasValidNpiCheckDigit } from '../../../src/domain/npi';

export function uniqueValidNpi(): string {
  const prefix = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    if (hasValidNpiCheckDigit(`${prefix}${digit}`)) return `${prefix}${digit}`;
  }
  throw new Error(`No check digit for ${prefix}`);
}
