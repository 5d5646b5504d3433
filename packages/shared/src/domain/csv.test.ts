import { describe, expect, it } from 'vitest';
import { CsvError, decodeCsvBytes, formatCsv, neutraliseFormula, parseCsv } from './csv.ts';

const rowsOf = (text: string) => parseCsv(text).rows.map((r) => [r.line, ...r.values]);

describe('parseCsv', () => {
  it('reads a header and rows with the line each starts on', () => {
    expect(parseCsv('smsId,name\n1001,Taro\n1002,Hanako\n')).toEqual({
      header: ['smsId', 'name'],
      rows: [
        { line: 2, values: ['1001', 'Taro'] },
        { line: 3, values: ['1002', 'Hanako'] },
      ],
    });
  });

  it('strips a UTF-8 BOM from the first header', () => {
    expect(parseCsv('\uFEFFsmsId,name\r\n1001,Taro\r\n').header).toEqual(['smsId', 'name']);
  });

  it('accepts CRLF, LF and CR line ends, even mixed', () => {
    expect(rowsOf('a,b\r\n1,2\r\n3,4')).toEqual([
      [2, '1', '2'],
      [3, '3', '4'],
    ]);
    expect(rowsOf('a,b\r1,2\r3,4\r')).toEqual([
      [2, '1', '2'],
      [3, '3', '4'],
    ]);
    expect(rowsOf('a,b\n1,2\r\n3,4\r5,6\n')).toEqual([
      [2, '1', '2'],
      [3, '3', '4'],
      [4, '5', '6'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, and counts lines inside them', () => {
    const text = 'name,remarks\r\n"Yamada, Taro","He said ""hi"""\r\n"Sato","line one\r\nline two"\r\nKim,plain\r\n';
    expect(rowsOf(text)).toEqual([
      [2, 'Yamada, Taro', 'He said "hi"'],
      [3, 'Sato', 'line one\nline two'],
      [5, 'Kim', 'plain'],
    ]);
  });

  it('keeps Japanese text, quoted or not', () => {
    expect(rowsOf('\uFEFFname,exception\r\n"山田 太郎",欠席\r\n佐藤花子,"遅刻"\r\n')).toEqual([
      [2, '山田 太郎', '欠席'],
      [3, '佐藤花子', '遅刻'],
    ]);
  });

  it('keeps empty fields, quoted empty fields and a trailing empty field', () => {
    expect(rowsOf('a,b,c\n1,,3\n"",2,\n')).toEqual([
      [2, '1', '', '3'],
      [3, '', '2', ''],
    ]);
  });

  it('skips blank lines and rows of bare commas, keeping the line numbers of the others', () => {
    expect(rowsOf('a,b\n\n1,2\n\r\n,\n  \n3,4\n\n')).toEqual([
      [3, '1', '2'],
      [7, '3', '4'],
    ]);
  });

  it('skips blank lines before the header', () => {
    expect(parseCsv('\n\nsmsId,name\n1,A').header).toEqual(['smsId', 'name']);
  });

  it('trims header names but not values', () => {
    expect(parseCsv(' smsId , name \n 1 , A ')).toEqual({
      header: ['smsId', 'name'],
      rows: [{ line: 2, values: [' 1 ', ' A '] }],
    });
  });

  it('reads an empty file as no header and no rows', () => {
    expect(parseCsv('')).toEqual({ header: [], rows: [] });
    expect(parseCsv('\uFEFF\r\n\r\n')).toEqual({ header: [], rows: [] });
  });

  it('refuses an unclosed quote with the line it starts on', () => {
    const text = 'a,b\n1,2\n3,"open\n4,5\n';
    expect(() => parseCsv(text)).toThrow(CsvError);
    try {
      parseCsv(text);
    } catch (e) {
      expect((e as CsvError).line).toBe(3);
      expect((e as CsvError).message).toBe('a quoted field starting on line 3 is never closed');
    }
  });

  it('refuses text that was not UTF-8 (a Shift_JIS file decoded as UTF-8)', () => {
    expect(() => parseCsv('a,b\n1,\uFFFD\uFFFD\n')).toThrow(
      'the file is not UTF-8 text (line 2); in Excel use "Save As" › "CSV UTF-8"',
    );
  });
});

describe('neutraliseFormula', () => {
  it('prefixes an apostrophe to values a spreadsheet would run', () => {
    expect(neutraliseFormula('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(neutraliseFormula('+81 3')).toBe("'+81 3");
    expect(neutraliseFormula('-1+2')).toBe("'-1+2");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('\tx')).toBe("'\tx");
    expect(neutraliseFormula('\rx')).toBe("'\rx");
  });

  it('leaves other values alone', () => {
    expect(neutraliseFormula('Taro = 1')).toBe('Taro = 1');
    expect(neutraliseFormula('山田')).toBe('山田');
    expect(neutraliseFormula('')).toBe('');
    expect(neutraliseFormula("'=x")).toBe("'=x");
  });
});

describe('formatCsv', () => {
  it('writes BOM and CRLF, quotes what needs it and neutralises formulas', () => {
    const text = formatCsv([
      ['name', 'remarks'],
      ['Yamada, Taro', 'said "hi"'],
      ['=1+1', 'two\nlines'],
    ]);
    expect(text).toBe('\uFEFFname,remarks\r\n"Yamada, Taro","said ""hi"""\r\n\'=1+1,"two\nlines"\r\n');
  });

  it('reads back what it wrote', () => {
    const rows = [
      ['a', 'b'],
      ['山田, 太郎', ' padded '],
    ];
    expect(parseCsv(formatCsv(rows)).rows[0]!.values).toEqual(rows[1]);
  });
});

describe('decodeCsvBytes', () => {
  const utf8 = (s: string) => new TextEncoder().encode(s);

  it('reads UTF-8, dropping a BOM', () => {
    expect(decodeCsvBytes(utf8('\uFEFFname\r\n山田\r\n'))).toBe('name\r\n山田\r\n');
    expect(decodeCsvBytes(utf8('name\n佐藤\n'))).toBe('name\n佐藤\n');
  });

  it('reads bytes that are not UTF-8 as Shift_JIS (cp932), as Excel in Japan saves CSV', () => {
    // 'name\r\n山田,遅刻\r\n' in cp932.
    const bytes = new Uint8Array([
      0x6e, 0x61, 0x6d, 0x65, 0x0d, 0x0a, 0x8e, 0x52, 0x93, 0x63, 0x2c, 0x92, 0x78, 0x8d, 0x8f, 0x0d, 0x0a,
    ]);
    expect(decodeCsvBytes(bytes)).toBe('name\r\n山田,遅刻\r\n');
    expect(parseCsv(decodeCsvBytes(bytes.buffer)).rows[0]!.values).toEqual(['山田', '遅刻']);
  });
});
