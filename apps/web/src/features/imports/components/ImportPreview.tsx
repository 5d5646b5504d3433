import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, Typography } from '@mui/material';
import type { ImportReport } from '@school-ops/shared';
import { useId, useMemo, useState } from 'react';
import {
  COUNT_ORDER,
  countLabel,
  downloadText,
  errorReportCsv,
  errorReportName,
  orderRows,
  type RowAction,
} from '../report.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { actionLabel } from '../report.ts';
import { ImportRows } from './ImportRows.tsx';

const chipSx = { fontWeight: 600, fontSize: '0.95rem' };
const CHIP_COLOURS = {
  create: 'success',
  update: 'primary',
  unchanged: 'default',
  kept: 'warning',
  error: 'error',
} as const;

/** A report's counts (each one a filter of the rows below), its rows, and the way to apply it. */
export function ImportPreview({
  report,
  fileName,
  applying,
  onApply,
}: {
  report: ImportReport;
  fileName: string;
  applying: boolean;
  onApply(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [only, setOnly] = useState<RowAction | null>(null);
  const ordered = useMemo(() => orderRows(report.rows), [report.rows]);
  const rows = useMemo(() => (only ? ordered.filter((r) => r.action === only) : ordered), [ordered, only]);
  const errors = report.counts.error;

  return (
    <Box>
      <Box
        role="group"
        aria-label={t('imports.preview.counts')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {COUNT_ORDER.map((action) => {
          const n = report.counts[action];
          const selected = only === action;
          // A count of zero is information, not a filter: it stays readable but is no button.
          if (n === 0)
            return (
              <Chip
                key={action}
                label={countLabel(action, n)}
                variant="outlined"
                sx={{ ...chipSx, color: 'text.secondary', bgcolor: 'background.paper' }}
              />
            );
          return (
            <Chip
              key={action}
              label={countLabel(action, n)}
              color={CHIP_COLOURS[action]}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => setOnly(selected ? null : action)}
              sx={{ ...chipSx, bgcolor: selected ? undefined : 'background.paper' }}
            />
          );
        })}
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Button
          variant="contained"
          color="primary"
          disabled={errors > 0 || applying}
          aria-describedby={errors > 0 ? `${id}-blocked` : undefined}
          onClick={onApply}
        >
          {applying ? t('imports.applying') : t('imports.apply')}
        </Button>
        {errors > 0 && (
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon aria-hidden />}
              onClick={() => downloadText(errorReportCsv(report, false), errorReportName(fileName))}
            >
              {t('imports.preview.downloadErrors')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon aria-hidden />}
              onClick={() => downloadText(errorReportCsv(report, true), errorReportName(fileName))}
            >
              {t('imports.preview.downloadErrorsExcel')}
            </Button>
          </>
        )}
      </Box>
      {errors > 0 && (
        <Typography id={`${id}-blocked`} color="error" sx={{ mb: 2, fontWeight: 600 }}>
          {t('imports.preview.fixErrors')}
        </Typography>
      )}

      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {only
          ? t('imports.preview.showing', { shown: rows.length, total: report.rows.length, action: actionLabel(only) })
          : t('imports.preview.order', { total: report.rows.length })}
      </Typography>
      <ImportRows key={only ?? 'all'} rows={rows} caption={t('imports.preview.rowsOf', { fileName })} />
    </Box>
  );
}
