// Reads a provider NPI list from CSV text: finds the NPI column, checks every value, de-duplicates.
import { hasValidNpiCheckDigit, isWellFormedNpi } from '../../src/domain/npi';
import { parseCsv } from './csv';
import { quoteForTerminal } from './terminalText';

export interface InvalidLine {
  line: number;
  /** The NPI cell only (never the rest of the row), shortened and escaped for the terminal. */
  shown: string;
}

export interface ProviderList {
  /** Well-formed NPIs, each once, in file order. */
  npis: string[];
  invalid: InvalidLine[];
  /** Lines whose NPI is well formed but fails the check digit: imported, yet never valid for the portal. */
  badCheckDigit: InvalidLine[];
  duplicates: number;
  /** Whether the first line was a header naming the NPI column. */
  hasHeader: boolean;
}

export class ProviderFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderFileError';
  }
}

/**
 * The NPI column is the one headed `NPI` (any case, surrounding spaces ignored). A file without such
 * a header must have a single column and no header: every line is then an NPI.
 */
export function readProviderList(text: string): ProviderList {
  const records = parseCsv(text).filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const first = records[0];
  if (!first) throw new ProviderFileError('The file holds no NPIs.');

  const headerIndex = first.cells.findIndex((cell) => cell.trim().toLowerCase() === 'npi');
  const hasHeader = headerIndex >= 0;
  if (!hasHeader && first.cells.length > 1) {
    throw new ProviderFileError(`Line ${first.line} has several columns but none is headed NPI.`);
  }
  const column = hasHeader ? headerIndex : 0;

  const seen = new Set<string>();
  const result: ProviderList = { npis: [], invalid: [], badCheckDigit: [], duplicates: 0, hasHeader };
  for (const record of hasHeader ? records.slice(1) : records) {
    const npi = (record.cells[column] ?? '').trim();
    if (!isWellFormedNpi(npi)) {
      result.invalid.push({ line: record.line, shown: quoteForTerminal(npi) });
      continue;
    }
    if (seen.has(npi)) {
      result.duplicates += 1;
      continue;
    }
    seen.add(npi);
    result.npis.push(npi);
    if (!hasValidNpiCheckDigit(npi)) result.badCheckDigit.push({ line: record.line, shown: npi });
  }
  return result;
}
