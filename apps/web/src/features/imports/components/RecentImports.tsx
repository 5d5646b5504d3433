import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportRunDto } from '@school-ops/shared';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useImportWords } from '../kinds.ts';

/** The applied imports, newest first. Wide, so on a phone the table scrolls sideways. */
export function RecentImports({ runs, labelledBy }: { runs: ImportRunDto[]; labelledBy: string }) {
  const { t } = useTranslation();
  const { kindLabel } = useImportWords();
  const headings = [
    t('imports.recentTable.when'),
    t('imports.recentTable.who'),
    t('imports.recentTable.kind'),
    t('imports.recentTable.file'),
    t('imports.recentTable.created'),
    t('imports.recentTable.updated'),
    t('imports.recentTable.unchanged'),
    t('imports.recentTable.kept'),
  ];
  // When, in the school's time, the way the rest of the app shows a day and a time.
  const when = (iso: string) => t('imports.recentTable.at', { date: formatDate(iso), time: formatTime(iso) });
  if (runs.length === 0) return <Typography color="text.secondary">{t('imports.recentTable.none')}</Typography>;
  return (
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table size="small" aria-labelledby={labelledBy} sx={{ '& td, & th': { px: 1, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {headings.map((h, i) => (
              <TableCell key={h} align={i >= 4 ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.id}>
              <TableCell>{when(run.createdAt)}</TableCell>
              <TableCell>{run.userName}</TableCell>
              <TableCell>{kindLabel(run.kind)}</TableCell>
              <TableCell
                sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}
                title={run.fileName ?? undefined}
              >
                {run.fileName ?? t('imports.recentTable.noFile')}
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
