import { formatCsv, type ImportAction, type ImportReport, type ImportRowResult } from '@school-ops/shared';
import { i18n } from '../../lib/i18n/index.ts';

export type RowAction = ImportAction;

/** Problems first: what stops the import, then what it will leave alone, then the rest in file order. */
const RANK: Record<RowAction, number> = { error: 0, kept: 1, create: 2, update: 2, unchanged: 2 };

export function orderRows(rows: readonly ImportRowResult[]): ImportRowResult[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => RANK[a.row.action] - RANK[b.row.action] || a.index - b.index)
    .map((x) => x.row);
}

/** The summary line of a count, e.g. '3 to create', in the reader's language. */
export function countLabel(action: RowAction, n: number): string {
  switch (action) {
    case 'create':
      return i18n.t('imports.preview.count.create', { count: n });
    case 'update':
      return i18n.t('imports.preview.count.update', { count: n });
    case 'unchanged':
      return i18n.t('imports.preview.count.unchanged', { count: n });
    case 'kept':
      return i18n.t('imports.preview.count.kept', { count: n });
    case 'error':
      return i18n.t('imports.preview.count.error', { count: n });
  }
}

/** An action's word (the chips of the rows), in the reader's language. */
export function actionLabel(action: RowAction): string {
  switch (action) {
    case 'create':
      return i18n.t('imports.action.create');
    case 'update':
      return i18n.t('imports.action.update');
    case 'unchanged':
      return i18n.t('imports.action.unchanged');
    case 'kept':
      return i18n.t('imports.action.kept');
    case 'error':
      return i18n.t('imports.action.error');
  }
}

export const COUNT_ORDER: RowAction[] = ['create', 'update', 'unchanged', 'kept', 'error'];

/**
 * The bad rows as a CSV to fix the file from: line, row, messages. formatCsv neutralises every cell,
 * since the file's own values come back in it and a spreadsheet would otherwise run them as formulas.
 * `bom`: 'Excel (Japanese)' (UTF-8 with a BOM, which Excel in Japan needs); without, plain UTF-8.
 */
export function errorReportCsv(report: ImportReport, bom: boolean): string {
  const bad = report.rows.filter((row) => row.action === 'error');
  return withBom(
    formatCsv([
      ['line', 'row', 'messages'],
      ...bad.map((row) => [String(row.line), row.label, row.messages.join('; ')]),
    ]),
    bom,
  );
}

/** A CSV text the app wrote (with a BOM) as plain UTF-8 or as 'Excel (Japanese)'. */
export const withBom = (csv: string, bom: boolean) => (bom ? csv : csv.replace(/^\uFEFF/, ''));

export const errorReportName = (fileName: string) => `${fileName.replace(/\.csv$/i, '')}-errors.csv`;

export { downloadText } from '../../lib/download.ts';
