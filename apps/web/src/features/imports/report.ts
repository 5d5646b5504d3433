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
 */
export function errorReportCsv(report: ImportReport): string {
  const bad = report.rows.filter((row) => row.action === 'error');
  return formatCsv([
    ['line', 'row', 'messages'],
    ...bad.map((row) => [String(row.line), row.label, row.messages.join('; ')]),
  ]);
}

export const errorReportName = (fileName: string) => `${fileName.replace(/\.csv$/i, '')}-errors.csv`;

/** Saves text as a file through a temporary link (works on tablets as on desktops). */
export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
