import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ReportDownload } from '../api.ts';

const CHOICES: ReportDownload[] = ['csv', 'excel', 'xlsx'];

/** The three downloads of a report: CSV, CSV for Excel (Japanese), and an Excel workbook. */
export function ReportDownloads({ download }: { download(how: ReportDownload): Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ReportDownload | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const labels: Record<ReportDownload, string> = {
    csv: t('reports.download.csv'),
    excel: t('reports.download.excel'),
    xlsx: t('reports.download.xlsx'),
  };
  const run = async (how: ReportDownload) => {
    setBusy(how);
    setFailed(null);
    try {
      await download(how);
    } catch (err) {
      setFailed(err instanceof ApiError ? err.message : t('reports.download.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box component="section" aria-label={t('reports.download.label')} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {CHOICES.map((how) => (
          <Button
            key={how}
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            disabled={busy !== null}
            onClick={() => void run(how)}
          >
            {busy === how ? t('reports.download.preparing') : labels[how]}
          </Button>
        ))}
      </Box>
      {failed && <StatusBanner severity="error" message={failed} />}
    </Box>
  );
}
