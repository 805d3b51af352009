// The admin CLI's CSV writer and reader, --since parsing and the quoting of typed values in messages.
import { csvCell, CsvRecordStream, MAX_STREAMED_RECORD_LENGTH, neutraliseFormula, parseCsv, readCsvRecords, toCsv, UTF8_BOM, type CsvRecord } from '../../../server/exports/csv';
import { parseSince, parseSinceOrDayWord } from '../../../server/exports/exportSubmissions';
import { quoteForTerminal } from '../../../server/admin/terminalText';

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+15551234567', "'+15551234567"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=x', "'\r'=x"],
    ['  =1+1', "'  =1+1"],
    ['\n@x', "\n'@x"],
  ])('prefixes %j with a quote', (cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected);
  });

  it.each(['Ada', '1234567893', '(555) 123-4567', 'a=b', 'x-y', "O'Brien", '', ' plain'])('leaves %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe('neutraliseFormula after a separator (spreadsheets that split on ; tab or |)', () => {
  it.each([
    ["x;=cmd|' /C calc'!A0;", "x;'=cmd|' /C calc'!A0;"],
    ['a|@SUM(1)', "a|'@SUM(1)"],
    ['a\t+1', "a\t'+1"],
    ['a, -2', "a, '-2"],
    ['line\n=1+1', "line\n'=1+1"],
    ['=a;=b', "'=a;'=b"],
  ])('neutralises %j', (cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected);
  });

  it.each(['Smith-Jones; MD', 'a;b', '(555) 123-4567', 'x - y'])('leaves %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe('csvCell', () => {
  it('quotes every data cell, doubling quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('0012345')).toBe('"0012345"');
  });

  it('neutralises before quoting', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('leaves a header cell bare unless it needs quotes', () => {
    expect(csvCell('memberId', false)).toBe('memberId');
    expect(csvCell('a;b', false)).toBe('"a;b"');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, ends every record with CRLF, quotes every cell of a row but not the header', () => {
    const csv = toCsv(['id', 'memberId', 'note'], [['1', '007', 'é, ü'], ['2', '042', 'fine']]);
    expect(csv).toBe(`${UTF8_BOM}id,memberId,note\r\n"1","007","é, ü"\r\n"2","042","fine"\r\n`);
  });

  it('writes only a header when there are no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe(`${UTF8_BOM}a,b\r\n`);
  });
});

describe('parseCsv', () => {
  it('reads what toCsv writes, whatever the cells hold', () => {
    const rows = [
      ['say "hi"', 'a,b', 'two\r\nlines', ''],
      ['lf\nonly', ' spaced ', 'é', '"'],
    ];
    const parsed = parseCsv(toCsv(['w', 'x', 'y', 'z'], rows));
    expect(parsed.map((record) => record.cells)).toEqual([['w', 'x', 'y', 'z'], ...rows]);
  });

  it('gives the line on which each record starts, counting line breaks inside quotes', () => {
    const parsed = parseCsv('a\n"multi\nline"\n\nb\r\nc\rd');
    expect(parsed).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['multi\nline'] },
      { line: 4, cells: [''] },
      { line: 5, cells: ['b'] },
      { line: 6, cells: ['c'] },
      { line: 7, cells: ['d'] },
    ]);
  });

  it('keeps a stray quote inside an unquoted cell, and refuses an unclosed quoted cell', () => {
    expect(parseCsv('ab"c,d\n')[0]?.cells).toEqual(['ab"c', 'd']);
    expect(() => parseCsv('x\n"open\nnever closed')).toThrow('Line 2: a quoted value is not closed.');
  });

  it('reads nothing from an empty text or a lone BOM', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv(UTF8_BOM)).toEqual([]);
  });
});

describe('CsvRecordStream (parseCsv for a stream, one record at a time)', () => {
  /** The records of `text` given to the stream in pieces of `size` characters. */
  function streamed(text: string, size: number, maxLength?: number): CsvRecord[] {
    const reader = new CsvRecordStream(maxLength);
    const records: CsvRecord[] = [];
    for (let start = 0; start < text.length; start += size) records.push(...reader.push(text.slice(start, start + size)));
    records.push(...reader.end());
    return records;
  }

  // Line breaks inside quoted values are LF here, the one way the two readers differ (see CsvRecordStream).
  it.each([
    ['a\n"multi\nline"\n\nb\r\nc\rd'],
    [`${UTF8_BOM}"x,y",z\r\n"say ""hi""",2\r\n`],
    ['ab"c,d\n"e""\n""",f\n'],
    ['"q"tail,"",x\n,,\n\n\n'],
    ['one\r\n"two\n\nlines",3\r'],
    ['a,"b\nc","d\ne"\n"f"'],
    [toCsv(['w', 'x'], [['say "hi"', 'a,b'], ['lf\nonly', '"'], ['', 'é']])],
  ])('gives the records and lines parseCsv gives for %j, however the text is cut', (text) => {
    const expected = parseCsv(text);
    for (const size of [1, 2, 3, 5, 8, text.length]) expect(streamed(text, size)).toEqual(expected);
  });

  it('agrees with parseCsv on random texts of quotes, commas and line breaks', () => {
    // A fixed-seed generator: the same texts at every run.
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const alphabet = ['a', 'b', ',', '"', '"', '\n', '\r', '\r\n', ' '];
    const outcome = (read: () => CsvRecord[]) => {
      try {
        return read();
      } catch (error) {
        return error instanceof Error ? error.message : 'not an Error';
      }
    };
    for (let run = 0; run < 2000; run += 1) {
      const text = Array.from({ length: random(24) }, () => alphabet[random(alphabet.length)]).join('');
      const whole = outcome(() => parseCsv(text));
      const expected = typeof whole === 'string' ? whole : whole.map((record) => ({ ...record, cells: record.cells.map((cell) => cell.replace(/\r\n?/g, '\n')) }));
      expect({ text, records: outcome(() => streamed(text, 1 + random(6))) }).toEqual({ text, records: expected });
    }
  });

  it('counts a CRLF cut between two pieces as one line break', () => {
    expect(streamed('a\r\nb\r\n"c\r\nd"\r\ne', 1).map((record) => record.line)).toEqual([1, 2, 3, 5]);
  });

  it('refuses an unclosed quoted value with the line it starts on', () => {
    expect(() => streamed('x\n"y"\n"open\nnever closed\n', 4)).toThrow('Line 3: a quoted value is not closed.');
    expect(() => streamed('a,"b\nc",d\n1,"2\n3\n', 64)).toThrow('Line 3: a quoted value is not closed.');
  });

  it('holds no more than its limit: a longer line, or a quoted value open longer, is refused', () => {
    expect(streamed('1234\n"12\n34"\n', 3, 8).map((record) => record.cells)).toEqual([['1234'], ['12\n34']]);
    expect(() => streamed('1234\n123456789\n', 3, 8)).toThrow('Line 2: the line is longer than 8 characters.');
    expect(() => streamed('ok\n"1234\n5678\n9', 3, 8)).toThrow('Line 2: a quoted value is not closed within 8 characters.');
    expect(() => streamed(`a\n${'x'.repeat(MAX_STREAMED_RECORD_LENGTH + 1)}\n`, 1 << 16)).toThrow('Line 2: the line is longer than 1 MB.');
  });

  it('reads a stream of pieces as an async iterable, giving the records each piece completes', async () => {
    async function* pieces() {
      yield 'NPI\r';
      yield '\n1234567893\n"124531';
      yield '9599"\n';
    }
    const batches: CsvRecord[][] = [];
    for await (const batch of readCsvRecords(pieces())) batches.push(batch);
    expect(batches).toEqual([[{ line: 1, cells: ['NPI'] }], [{ line: 2, cells: ['1234567893'] }], [{ line: 3, cells: ['1245319599'] }]]);
  });
});

describe('parseSince', () => {
  it('reads a date as local midnight', () => {
    expect(parseSince('2026-03-01')?.getTime()).toBe(new Date(2026, 2, 1).getTime());
  });

  it('reads ISO date-times with or without a zone', () => {
    expect(parseSince('2026-03-01T08:00:00Z')?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(parseSince('2026-03-01T08:00:00.5+02:00')?.toISOString()).toBe('2026-03-01T06:00:00.500Z');
    expect(parseSince('2026-03-01T08:00')?.getTime()).toBe(new Date(2026, 2, 1, 8, 0).getTime());
  });

  it('reads today and yesterday as their local midnights where an export asks (issue 38: "what came in today")', () => {
    const now = new Date(2026, 10, 28, 15, 30);
    expect(parseSinceOrDayWord('today', now)?.getTime()).toBe(new Date(2026, 10, 28).getTime());
    expect(parseSinceOrDayWord(' Yesterday ', now)?.getTime()).toBe(new Date(2026, 10, 27).getTime());
    expect(parseSinceOrDayWord('yesterday', new Date(2026, 2, 1, 0, 5))?.getTime()).toBe(new Date(2026, 1, 28).getTime());
    expect(parseSinceOrDayWord('2026-03-01')?.getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(parseSinceOrDayWord('tomorrow')).toBeUndefined();
  });

  it.each(['2026-02-30', '2026-13-01', '2026-3-1', 'yesterday', 'today', '2026-02-30T10:00:00Z', '2026-03-01T24:00:00Z', '2026-03-01 08:00', ''])(
    'refuses %j',
    (raw) => {
      expect(parseSince(raw)).toBeUndefined();
    },
  );
});

describe('quoteForTerminal', () => {
  it('quotes, escapes control and bidi characters, and cuts long values', () => {
    expect(quoteForTerminal('abc')).toBe('"abc"');
    expect(quoteForTerminal('')).toBe('(empty)');
    expect(quoteForTerminal('\u001b[31mred')).toBe('"\\u001b[31mred"');
    expect(quoteForTerminal('\u202eevil\u009b')).toBe('"\\u202eevil\\u009b"');
    expect(quoteForTerminal('x'.repeat(30))).toBe(`"${'x'.repeat(20)}…"`);
  });
});
