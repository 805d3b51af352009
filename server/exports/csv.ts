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
  /** `problem` is fixed text: never a value of the file. */
  constructor(
    readonly line: number,
    problem = 'a quoted value is not closed',
  ) {
    super(`Line ${line}: ${problem}.`);
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

/**
 * The longest line, and the longest record, the streaming reader holds: a file without line breaks, or a quote
 * left open near its start, would otherwise be gathered whole into memory.
 */
export const MAX_STREAMED_RECORD_LENGTH = 1 << 20;

/**
 * Whether a quoted value is still open at the end of `text`, given whether one was open at its start. Follows
 * parseCsv's rules exactly: a quote opens a quoted value only at the start of a cell, `""` inside it is a quote,
 * and a quote anywhere else is an ordinary character.
 */
function quoteOpenAfter(text: string, openAtStart: boolean): boolean {
  let open = openAtStart;
  let cellStart = !openAtStart;
  let index = 0;
  while (index < text.length) {
    if (open) {
      const quote = text.indexOf('"', index);
      if (quote < 0) return true;
      if (text[quote + 1] === '"') {
        index = quote + 2;
        continue;
      }
      open = false;
      cellStart = false;
      index = quote + 1;
      continue;
    }
    const char = text[index];
    if (char === '"' && cellStart) open = true;
    else cellStart = char === ',';
    index += 1;
  }
  return open;
}

/**
 * parseCsv for text that arrives in pieces (a file stream), holding one record at a time instead of the whole
 * text. Pieces are cut into physical lines (CRLF, LF or CR, a CRLF split between two pieces counting once); lines
 * are gathered until no quoted value is left open, and that record's text is read by parseCsv itself, so both
 * readers give the same records and line numbers. One difference: a line break inside a quoted value comes back
 * as LF whatever it was in the file.
 */
export class CsvRecordStream {
  #started = false;
  /** The part of the current physical line received so far. */
  #partial = '';
  /** A piece ended with CR: an LF starting the next piece belongs to the same line break. */
  #afterCr = false;
  /** Physical lines completed so far. */
  #lines = 0;
  /** Physical lines of the record being gathered (a quoted value is open at the end of the last). */
  #gathered: string[] = [];
  #gatheredLength = 0;
  #quoteOpen = false;

  constructor(private readonly maxLength: number = MAX_STREAMED_RECORD_LENGTH) {}

  /** Takes the next piece of text; returns the records it completed. */
  push(piece: string): CsvRecord[] {
    let text = piece;
    if (!this.#started && text !== '') {
      this.#started = true;
      if (text.startsWith(UTF8_BOM)) text = text.slice(1);
    }
    const records: CsvRecord[] = [];
    let start = 0;
    if (this.#afterCr && text.startsWith('\n')) start = 1;
    if (text !== '') this.#afterCr = false;
    const lineBreak = /\r\n?|\n/g;
    lineBreak.lastIndex = start;
    for (let found = lineBreak.exec(text); found !== null; found = lineBreak.exec(text)) {
      const end = found.index + found[0].length;
      // A CR that ends the piece: an LF may begin the next one.
      if (found[0] === '\r' && end === text.length) this.#afterCr = true;
      const record = this.#endLine(this.#partial + text.slice(start, found.index));
      if (record) records.push(record);
      this.#partial = '';
      start = end;
    }
    this.#partial += text.slice(start);
    this.#checkLineLength(this.#partial, this.#lines + 1);
    return records;
  }

  /** The end of the text: returns the last record; throws CsvSyntaxError for a quoted value left open. */
  end(): CsvRecord[] {
    const records: CsvRecord[] = [];
    // A last line without a line break (parseCsv likewise reads no record after a final line break).
    if (this.#partial !== '') {
      const record = this.#endLine(this.#partial);
      this.#partial = '';
      if (record) records.push(record);
    }
    if (this.#gathered.length > 0) records.push(this.#parseGathered());
    return records;
  }

  /** The limit in words, for messages. */
  #limit(): string {
    const mb = this.maxLength / (1 << 20);
    return Number.isInteger(mb) ? `${mb} MB` : `${this.maxLength} characters`;
  }

  #checkLineLength(line: string, lineNumber: number): void {
    if (line.length > this.maxLength) throw new CsvSyntaxError(lineNumber, `the line is longer than ${this.#limit()}`);
  }

  #endLine(line: string): CsvRecord | undefined {
    this.#lines += 1;
    this.#checkLineLength(line, this.#lines);
    // The common case, a line without quotes starting a record: parseCsv would split it on commas, and only that.
    if (this.#gathered.length === 0 && !line.includes('"')) return { line: this.#lines, cells: line.split(',') };
    this.#gathered.push(line);
    this.#gatheredLength += line.length + 1;
    this.#quoteOpen = quoteOpenAfter(line, this.#quoteOpen);
    if (!this.#quoteOpen) return this.#parseGathered();
    if (this.#gatheredLength > this.maxLength) {
      throw new CsvSyntaxError(this.#lines - this.#gathered.length + 1, `a quoted value is not closed within ${this.#limit()}`);
    }
    return undefined;
  }

  /** Reads the gathered lines (one record, or a quoted value left open at the end of the text). */
  #parseGathered(): CsvRecord {
    const firstLine = this.#lines - this.#gathered.length + 1;
    const text = this.#gathered.join('\n');
    this.#gathered = [];
    this.#gatheredLength = 0;
    this.#quoteOpen = false;
    let records: CsvRecord[];
    try {
      records = parseCsv(text);
    } catch (error) {
      if (error instanceof CsvSyntaxError) throw new CsvSyntaxError(firstLine + error.line - 1);
      throw error;
    }
    // parseCsv gives no record for '' (a blank line): parseCsv on the whole text gives it one empty cell.
    return { line: firstLine, cells: records[0]?.cells ?? [''] };
  }
}

/**
 * The records of a stream of text (e.g. fs.createReadStream with an encoding), those each piece completes at a
 * time (in batches rather than one by one: a million records would each cost an asynchronous step).
 */
export async function* readCsvRecords(pieces: AsyncIterable<string>, maxLength?: number): AsyncGenerator<CsvRecord[]> {
  const reader = new CsvRecordStream(maxLength);
  for await (const piece of pieces) {
    const records = reader.push(piece);
    if (records.length > 0) yield records;
  }
  const last = reader.end();
  if (last.length > 0) yield last;
}
