/**
 * CSV as Excel and Google Sheets write it (RFC 4180): comma-separated, fields in double quotes may
 * hold commas, line breaks and doubled quotes; UTF-8 with or without a BOM; CRLF, LF or CR line ends.
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

export function parseCsv(input: string): CsvTable {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const badByte = text.indexOf(REPLACEMENT_CHAR);
  if (badByte >= 0) {
    throw new CsvError(
      `the file is not UTF-8 text (line ${lineAt(text, badByte)}); in Excel use "Save As" › "CSV UTF-8"`,
      lineAt(text, badByte),
    );
  }

  const records: CsvRow[] = [];
  let values: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let i = 0;

  const endField = () => {
    values.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    // Excel leaves rows of bare commas where cells were once formatted: they are not data.
    if (!isBlank(values)) records.push({ line: rowLine, values });
    values = [];
  };
  /** Consumes one line break at i (CRLF counts once) and moves to the next line. */
  const newline = () => {
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    line += 1;
  };

  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      const startLine = line;
      i += 1;
      for (;;) {
        if (i >= text.length)
          throw new CsvError(`a quoted field starting on line ${startLine} is never closed`, startLine);
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (q === '\r' || q === '\n') {
          // Inside quotes a line break is data; it is kept as LF whatever the file used.
          field += '\n';
          newline();
          continue;
        }
        field += q;
        i += 1;
      }
      // Text after a closing quote (`"a"b`) is not RFC 4180; keep it rather than lose data.
      continue;
    }
    if (c === ',') {
      endField();
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRow();
      newline();
      rowLine = line;
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || values.length > 0) endRow();

  const [first, ...rows] = records;
  return { header: first ? first.values.map((h) => h.trim()) : [], rows };
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
  }
  return line;
}

/**
 * A value a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so a file the app writes, or a file value it shows, is only ever text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoteField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text as Excel in Japan opens it: BOM, CRLF, every value neutralised and quoted when needed. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((r) => r.map(quoteField).join(',')).join('\r\n') + '\r\n';
}
