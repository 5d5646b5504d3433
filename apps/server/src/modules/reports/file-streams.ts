import { formatCsvRows } from '@school-ops/shared';
import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import type { Cell, ReportTable } from './file-rows.ts';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows per piece of a streamed CSV: large enough to keep the writes few, small enough to start sending at once. */
const CSV_CHUNK = 500;

/**
 * The table as CSV, written piece by piece as the response is read (papaparse's writer, formulas neutralised).
 * `bom`: 'Excel (Japanese)', UTF-8 with a byte-order mark, which Excel in Japan needs to read UTF-8 as UTF-8.
 */
export function csvStream(table: ReportTable, bom: boolean): Readable {
  function* pieces(): Generator<string> {
    yield (bom ? '\uFEFF' : '') + formatCsvRows([table.header]);
    let chunk: string[][] = [];
    for (const row of table.rows) {
      chunk.push(row.map(String));
      if (chunk.length === CSV_CHUNK) {
        yield formatCsvRows(chunk);
        chunk = [];
      }
    }
    if (chunk.length > 0) yield formatCsvRows(chunk);
  }
  return Readable.from(pieces());
}

/**
 * The table as an Excel workbook through exceljs's streaming writer: each row is committed (written out and
 * dropped) as it is added, so a large month never sits whole in memory. Text cells are text, never formulas.
 */
export function xlsxStream(table: ReportTable): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.header.map((header) => ({ header, width: Math.max(10, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  (async () => {
    for (const row of table.rows) sheet.addRow(row satisfies Cell[]).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
