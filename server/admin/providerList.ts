// Reads a provider NPI list from a CSV file, streaming: finds the NPI column, checks every value.
//
// A national list (NPPES) is gigabytes, so the file is never held whole, nor its NPIs: a first pass checks the
// file and sums it up (scanProviderFile), a second pass hands the valid NPIs one by one to the store
// (validNpis). Duplicates are not looked for here (that would hold every NPI): the store's table keeps each NPI
// once, and the import counts the difference.
import fs from 'node:fs';
import { hasValidNpiCheckDigit, isWellFormedNpi } from '../../src/domain/npi';
import { driverErrorCode } from '../store/errors';
import { readCsvRecords } from '../exports/csv';
import { quoteForTerminal } from './terminalText';

export interface InvalidLine {
  line: number;
  /** The NPI cell only (never the rest of the row), shortened and escaped for the terminal. */
  shown: string;
}

/** Problem lines: how many, and the first few of them (the rest are only counted, to keep memory bounded). */
export interface ProblemLines {
  count: number;
  first: InvalidLine[];
}

export interface ProviderFileSummary {
  /** Lines holding a well-formed NPI, duplicates included. */
  valid: number;
  invalid: ProblemLines;
  /** Lines whose NPI is well formed but fails the check digit: imported, yet never valid for the portal. */
  badCheckDigit: ProblemLines;
}

/** How many problem lines of each kind a summary keeps. */
export const PROBLEM_LINES_KEPT = 20;

export class ProviderFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderFileError';
  }
}

/** The file could not be read (opened, or read to its end); `code` is the system's (ENOENT, EACCES, EISDIR...). */
export class ProviderFileReadError extends Error {
  readonly code: string | undefined;
  constructor(code: string | undefined) {
    super('The provider file cannot be read.');
    this.name = 'ProviderFileReadError';
    this.code = code;
  }
}

const READ_CHUNK_BYTES = 1 << 16;

/** The file's text, piece by piece; a read failure becomes ProviderFileReadError (told apart from database errors). */
async function* fileText(file: string): AsyncGenerator<string> {
  const stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: READ_CHUNK_BYTES });
  try {
    // Only the stream's errors land here: a reader that stops early ends this generator at `yield`, with no error.
    for await (const piece of stream as AsyncIterable<string>) yield piece;
  } catch (error) {
    throw new ProviderFileReadError(driverErrorCode(error));
  } finally {
    // Closes the file when the reader stops early (a refused file, a failed import).
    stream.destroy();
  }
}

interface ProviderLine {
  line: number;
  /** The NPI cell, trimmed. */
  npi: string;
}

/**
 * The data lines of the file and their NPI cell, in batches (see readCsvRecords); blank lines are left out. The
 * NPI column is the one headed `NPI` (any case, surrounding spaces ignored). A file without such a header must
 * have a single column and no header: every line is then an NPI.
 */
async function* providerLines(file: string): AsyncGenerator<ProviderLine[]> {
  let column: number | undefined;
  for await (const records of readCsvRecords(fileText(file))) {
    const lines: ProviderLine[] = [];
    for (const record of records) {
      if (!record.cells.some((cell) => cell.trim() !== '')) continue;
      if (column === undefined) {
        const headerIndex = record.cells.findIndex((cell) => cell.trim().toLowerCase() === 'npi');
        if (headerIndex >= 0) {
          column = headerIndex;
          continue;
        }
        if (record.cells.length > 1) throw new ProviderFileError(`Line ${record.line} has several columns but none is headed NPI.`);
        column = 0;
      }
      lines.push({ line: record.line, npi: (record.cells[column] ?? '').trim() });
    }
    yield lines;
  }
  if (column === undefined) throw new ProviderFileError('The file holds no NPIs.');
}

function note(lines: ProblemLines, line: InvalidLine): void {
  lines.count += 1;
  if (lines.first.length < PROBLEM_LINES_KEPT) lines.first.push(line);
}

/** First pass: checks the whole file and sums it up; throws ProviderFileError, CsvSyntaxError or ProviderFileReadError. */
export async function scanProviderFile(file: string): Promise<ProviderFileSummary> {
  const summary: ProviderFileSummary = { valid: 0, invalid: { count: 0, first: [] }, badCheckDigit: { count: 0, first: [] } };
  for await (const lines of providerLines(file)) {
    for (const { line, npi } of lines) {
      if (!isWellFormedNpi(npi)) {
        note(summary.invalid, { line, shown: quoteForTerminal(npi) });
        continue;
      }
      summary.valid += 1;
      if (!hasValidNpiCheckDigit(npi)) note(summary.badCheckDigit, { line, shown: npi });
    }
  }
  return summary;
}

/**
 * Second pass: the well-formed NPIs of the file, in file order (duplicates included). Throws ProviderFileError
 * at the end when the file no longer matches the first pass's summary (it changed in between), so that the
 * store, which swaps the new list in only after the last NPI, keeps the old one.
 */
export async function* validNpis(file: string, summary: ProviderFileSummary): AsyncGenerator<string> {
  let valid = 0;
  let invalid = 0;
  for await (const lines of providerLines(file)) {
    for (const { npi } of lines) {
      if (!isWellFormedNpi(npi)) {
        invalid += 1;
        continue;
      }
      valid += 1;
      yield npi;
    }
  }
  if (valid !== summary.valid || invalid !== summary.invalid.count) throw new ProviderFileError('The file changed while it was being imported.');
}
