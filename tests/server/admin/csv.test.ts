// The admin CLI's CSV writer and reader, --since parsing and the quoting of typed values in messages.
import { csvCell, neutraliseFormula, parseCsv, toCsv, UTF8_BOM } from '../../../server/admin/csv';
import { parseSince } from '../../../server/admin/exportSubmissions';
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

describe('parseSince', () => {
  it('reads a date as local midnight', () => {
    expect(parseSince('2026-03-01')?.getTime()).toBe(new Date(2026, 2, 1).getTime());
  });

  it('reads ISO date-times with or without a zone', () => {
    expect(parseSince('2026-03-01T08:00:00Z')?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(parseSince('2026-03-01T08:00:00.5+02:00')?.toISOString()).toBe('2026-03-01T06:00:00.500Z');
    expect(parseSince('2026-03-01T08:00')?.getTime()).toBe(new Date(2026, 2, 1, 8, 0).getTime());
  });

  it.each(['2026-02-30', '2026-13-01', '2026-3-1', 'yesterday', '2026-02-30T10:00:00Z', '2026-03-01T24:00:00Z', '2026-03-01 08:00', ''])(
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
