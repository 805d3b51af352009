// CSV for the admin CLI: spreadsheet-safe writing (RFC 4180, formula neutralising, BOM + CRLF) and a small RFC 4180 reader.
//
// How the exports stay safe in a spreadsheet, and why:
//
// 1. Formula injection. Submissions hold text typed by the public. A cell that a spreadsheet reads as
//    a formula (`=HYPERLINK(...)`, `+cmd|...`, `-1+1`, `@SUM(...)`) could run or leak something when
//    plan staff open the file. A cell whose first character is `=`, `+`, `-`, `@`, tab or carriage
//    return (OWASP's list), or whose first character after leading white space is one of `=+-@`, is
//    prefixed with a single quote `'`. Excel and LibreOffice then show it as text; the quote stays
//    visible, which is the accepted price: the value is still readable, and nothing is evaluated.
//    A spreadsheet set to split on `;`, tab or `|` (the default in many European locales) may ignore
//    the quoting of rule 2 and start a new cell after any of them, so the same quote also goes before
//    a formula start that follows one of those separators (or `,` or a line break) inside a cell:
//    `x;=cmd|' /C calc'!A0;` becomes `x;'=cmd|' /C calc'!A0;`.
//    Only such cells change; every other value is written exactly as stored.
//
// 2. RFC 4180 quoting of every data cell. Each cell of a row is quoted and its quotes doubled, so
//    commas, semicolons and multi-line text stay in their cell, and identifiers stay text: NPIs, member
//    IDs and phone numbers must not become numbers (leading zeros dropped, digits past the 15th lost,
//    1.23E+09). LibreOffice keeps quoted fields as text with its "Format quoted field as text" import
//    option; the help text tells staff to open the file through Excel's Data > From Text/CSV with
//    those columns set to Text, or to use `--format json`, which is exact. We considered and refused
//    `="0123"` (itself a formula, the very thing rule 1 forbids) and a leading apostrophe or tab on
//    digit-only cells (either silently changes the data, and only for some rows of a column).
//
// 3. A UTF-8 byte order mark and CRLF line ends, so Excel reads accented names as UTF-8 and every
//    tool sees RFC 4180 records.

export const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';

/** OWASP's list of first characters a spreadsheet may read as the start of a formula or a DDE call. */
const FORMULA_START = /^(?:[=+\-@\t\r]|\s*[=+\-@])/;
/** A formula start right after a character some spreadsheet may split cells on (see note 1). */
const FORMULA_AFTER_SEPARATOR = /([,;|\t\r\n][ \t]*)([=+\-@])/g;
const NEEDS_QUOTES = /[",;|\t\r\n]/;

/** Prefixes `'` to a cell, or a part of it, that a spreadsheet could read as a formula; leaves every other value as it is. */
export function neutraliseFormula(cell: string): string {
  const inner = cell.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** One cell, formula-neutralised and quoted (always, for a data cell; when needed, for a header). */
export function csvCell(cell: string, alwaysQuote = true): string {
  const safe = neutraliseFormula(cell);
  return alwaysQuote || NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV document: BOM, header (our own column names, bare), rows with every cell quoted, CRLF after every record. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[], quote: boolean) => cells.map((cell) => csvCell(cell, quote)).join(',') + CRLF;
  return UTF8_BOM + line(header, false) + rows.map((row) => line(row, true)).join('');
}

export interface CsvRecord {
  /** The 1-based line of the file on which this record starts. */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`Line ${line}: a quoted value is not closed.`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Reads RFC 4180 text (CRLF, LF or CR line ends, a leading BOM ignored), as spreadsheets write it.
 * Lenient where they are: a quote inside an unquoted cell is kept as a character. Blank lines are
 * returned as records with one empty cell; the caller decides what they mean.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  let atRecordStart = true;

  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ line: recordLine, cells });
    cells = [];
    atRecordStart = true;
  };
  /** Consumes a line break at `index` (CRLF counts once); true when there was one. */
  const lineBreak = (): boolean => {
    const char = source[index];
    if (char === '\r') {
      index += source[index + 1] === '\n' ? 2 : 1;
    } else if (char === '\n') {
      index += 1;
    } else {
      return false;
    }
    line += 1;
    return true;
  };

  while (index < source.length) {
    if (atRecordStart) {
      recordLine = line;
      atRecordStart = false;
    }
    if (source[index] === '"' && cell === '') {
      // A quoted cell: runs to the next lone quote, across line breaks.
      const startLine = line;
      index += 1;
      for (;;) {
        if (index >= source.length) throw new CsvSyntaxError(startLine);
        const char = source[index];
        if (char === '"') {
          if (source[index + 1] === '"') {
            cell += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        if (char === '\r' || char === '\n') {
          const start = index;
          lineBreak();
          cell += source.slice(start, index);
          continue;
        }
        cell += char;
        index += 1;
      }
      // Whatever follows the closing quote up to the separator belongs to the cell (lenient).
      while (index < source.length && source[index] !== ',' && source[index] !== '\r' && source[index] !== '\n') {
        cell += source[index];
        index += 1;
      }
    }
    const char = source[index];
    if (char === ',') {
      endCell();
      index += 1;
    } else if (lineBreak()) {
      endRecord();
    } else if (char !== undefined) {
      cell += char;
      index += 1;
    }
  }
  if (!atRecordStart) endRecord();
  return records;
}
