import { TableBody, TableCell, TableRow } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useWindowedRows, WINDOW_THRESHOLD, type WindowedOptions, type WindowedRow } from './WindowedList.tsx';

/* A table's body through the shared windowing of WindowedList.tsx (its own file: lists need no table code). */

/** The props that say a windowed table row's place in the whole table (row 1 is the header row). */
export function tableRowPlace(w: { windowed: boolean }, index: number) {
  return w.windowed ? { 'aria-rowindex': index + 2 } : {};
}

/**
 * A table body of `items` rendering only the rows in view when long; spacer rows stand in for the others. The
 * table itself says how many rows it has (`aria-rowcount={rowCount(items)}`). `renderRow` returns a TableRow
 * and spreads `rowProps` on it.
 */
export function WindowedTableBody<T>({
  items,
  getKey,
  estimateSize,
  threshold,
  columns,
  renderRow,
}: WindowedOptions<T> & {
  items: readonly T[];
  /** How many columns a spacer row spans. */
  columns: number;
  renderRow(item: T, rowProps: WindowedRow<T>['rowProps'] & ReturnType<typeof tableRowPlace>): ReactNode;
}) {
  const { windowed, rows, before, after, setContainer, onFocus } = useWindowedRows(items, {
    getKey,
    estimateSize,
    threshold,
  });
  return (
    <TableBody ref={setContainer} onFocus={onFocus}>
      {before > 0 && <SpacerRow height={before} columns={columns} />}
      {rows.map((r) => (
        <Fragment key={r.key}>
          {r.spaceBefore > 0 && <SpacerRow height={r.spaceBefore} columns={columns} />}
          {renderRow(r.item, { ...r.rowProps, ...tableRowPlace({ windowed }, r.index) })}
        </Fragment>
      ))}
      {after > 0 && <SpacerRow height={after} columns={columns} />}
    </TableBody>
  );
}

/** The table's aria-rowcount (the header row and every body row) when its body is windowed. */
export function rowCount(items: readonly unknown[], threshold = WINDOW_THRESHOLD) {
  return items.length > threshold ? items.length + 1 : undefined;
}

function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    // An inline height, not sx: a style class per height would be made on every scroll.
    <TableRow aria-hidden style={{ height }}>
      <TableCell colSpan={columns} sx={{ p: 0, border: 0 }} />
    </TableRow>
  );
}
