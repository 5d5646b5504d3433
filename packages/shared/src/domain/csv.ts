import Papa from 'papaparse';

/**
 * CSV as Excel and Google Sheets write it (RFC 4180), read and written by papaparse (decision 0033): comma-separated,
 * fields in double quotes may hold commas, line breaks and doubled quotes; UTF-8 with or without a BOM, or Shift_JIS
 * (cp932) as Excel in Japan saves it (see decodeCsvBytes); CRLF, LF or CR line ends.
 */

export interface CsvRow {
  /** The file line (1-based) where the row starts; a quoted line break makes a row span several. */
  line: number;
  values: string[];
}

export interface CsvTable {
  /** The first non-blank row; empty when the file has no rows at all. */
  header: string[];
  rows: CsvRow[];
}

/** A file that cannot be read as CSV; `line` is where the problem starts. */
export class CsvError extends Error {
  constructor(
    message: string,
    public readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

const BOM = '\uFEFF';
/** What a decoder puts in place of bytes that are not UTF-8 (a Shift_JIS file read as UTF-8). */
const REPLACEMENT_CHAR = '\uFFFD';

const isBlank = (values: readonly string[]) => values.every((v) => v.trim() === '');

/**
 * The text of an uploaded file: UTF-8 when its bytes are valid UTF-8 (a BOM is dropped), otherwise Shift_JIS, what
 * Excel in Japan writes by default. No person has to say which: cp932 text of Japanese is almost never valid UTF-8.
 * The platform's decoders (browser and Node) know both encodings, so no package is needed.
 */
export function decodeCsvBytes(bytes: Uint8Array | ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

export function parseCsv(input: string): CsvTable {
  // One line end throughout: papaparse takes a single newline, and quoted line breaks are kept as LF anyway.
  const text = (input.startsWith(BOM) ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const badByte = text.indexOf(REPLACEMENT_CHAR);
  if (badByte >= 0) {
    const line = lineAt(text, badByte);
    throw new CsvError(`the file is not UTF-8 text (line ${line}); in Excel use "Save As" › "CSV UTF-8"`, line);
  }

  const records: CsvRow[] = [];
  let rowStart = 0;
  let rowLine = 1;
  let failure: CsvError | undefined;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    skipEmptyLines: false,
    step: (result, parser) => {
      const unclosed = result.errors.find((e) => e.code === 'MissingQuotes');
      if (unclosed) {
        const at = rowLine + countLines(text, rowStart, Math.min(unclosed.index ?? rowStart, text.length));
        failure = new CsvError(`a quoted field starting on line ${at} is never closed`, at);
        parser.abort();
        return;
      }
      // Excel leaves rows of bare commas where cells were once formatted: they are not data.
      if (!isBlank(result.data)) records.push({ line: rowLine, values: result.data });
      const next = result.meta.cursor;
      rowLine += countLines(text, rowStart, next);
      rowStart = next;
    },
  });
  if (failure) throw failure;

  const [first, ...rows] = records;
  return { header: first ? first.values.map((h) => h.trim()) : [], rows };
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

const lineAt = (text: string, index: number) => 1 + countLines(text, 0, index);

/**
 * A value a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so a file the app writes, or a file value it shows, is only ever text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** CSV text as Excel in Japan opens it: BOM, CRLF, every value neutralised and quoted when needed. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return BOM + formatCsvRows(rows);
}

/**
 * Rows as CSV text without a BOM, each line ended by CRLF: a streamed export writes its rows in pieces and puts the
 * BOM (or not) once at the start.
 */
export function formatCsvRows(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return (
    Papa.unparse(
      rows.map((r) => r.map(neutraliseFormula)),
      // The neutralising above is the app's own (apostrophe, as the tests say); papaparse's would quote differently.
      { newline: '\r\n', quotes: false, escapeFormulae: false, header: false },
    ) + '\r\n'
  );
}
