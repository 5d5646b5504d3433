import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { IMPORT_KIND_LABELS, TIMEZONE, type ImportRunDto } from '@school-ops/shared';
import { dayjs } from '../../../lib/dates.ts';

export const NO_IMPORTS = 'No imports yet.';

/** When, in the school's time, the way the rest of the app shows times. */
export const formatWhen = (iso: string) => dayjs(iso).tz(TIMEZONE).format('YYYY-MM-DD h:mm A');

const HEADINGS = ['When', 'Who', 'Kind', 'File', 'Created', 'Updated', 'Unchanged', 'Kept'];

/** The applied imports, newest first. Wide, so on a phone the table scrolls sideways. */
export function RecentImports({ runs, labelledBy }: { runs: ImportRunDto[]; labelledBy: string }) {
  if (runs.length === 0) return <Typography color="text.secondary">{NO_IMPORTS}</Typography>;
  return (
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table size="small" aria-labelledby={labelledBy} sx={{ '& td, & th': { px: 1, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {HEADINGS.map((h, i) => (
              <TableCell key={h} align={i >= 4 ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.id}>
              <TableCell>{formatWhen(run.createdAt)}</TableCell>
              <TableCell>{run.userName}</TableCell>
              <TableCell>{IMPORT_KIND_LABELS[run.kind]}</TableCell>
              <TableCell
                sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}
                title={run.fileName ?? undefined}
              >
                {run.fileName ?? '—'}
              </TableCell>
              <TableCell align="right">{run.counts.create}</TableCell>
              <TableCell align="right">{run.counts.update}</TableCell>
              <TableCell align="right">{run.counts.unchanged}</TableCell>
              <TableCell align="right">{run.counts.kept}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
