import type { ImportReport } from '@school-ops/shared';
import { expect, it } from 'vitest';
import { errorReportCsv, errorReportName, orderRows } from './report.ts';

const rows: ImportReport['rows'] = [
  { line: 2, action: 'create', label: '1001 Aoi Tanaka', messages: [] },
  {
    line: 3,
    action: 'error',
    label: '=HYPERLINK("http://x") Bad',
    messages: ['unknown SMS ID 99999', 'bad date "2026-13-01" (use YYYY-MM-DD)'],
  },
  { line: 4, action: 'kept', label: '1003 Yui Sato', messages: ['session already started'] },
  { line: 5, action: 'error', label: '-5 Minus', messages: ['SMS ID must be from 1 to 99999'] },
];
const report: ImportReport = {
  kind: 'students',
  dryRun: true,
  counts: { create: 1, update: 0, unchanged: 0, kept: 1, error: 2 },
  rows,
  run: null,
};

it('puts errors first, then kept rows, each in file order', () => {
  expect(orderRows(rows).map((r) => r.line)).toEqual([3, 5, 4, 2]);
});

it('writes the bad rows as a CSV a spreadsheet opens as text only, plain or for Excel (Japanese)', () => {
  expect(errorReportCsv(report, false).startsWith('line,row,messages\r\n')).toBe(true);
  expect(errorReportCsv(report, true)).toBe(
    '\uFEFFline,row,messages\r\n' +
      `3,"'=HYPERLINK(""http://x"") Bad","unknown SMS ID 99999; bad date ""2026-13-01"" (use YYYY-MM-DD)"\r\n` +
      "5,'-5 Minus,SMS ID must be from 1 to 99999\r\n",
  );
  expect(errorReportName('Schedule April.CSV')).toBe('Schedule April-errors.csv');
});
