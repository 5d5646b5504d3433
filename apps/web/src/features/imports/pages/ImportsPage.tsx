import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { IMPORT_KINDS, type ImportKind, type ImportReport } from '@school-ops/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { Severity } from '../../../lib/status.ts';
import { ImportRejected, useApplyImport, useImportRuns, usePreviewImport } from '../api.ts';
import { FileChooser } from '../components/FileChooser.tsx';
import { KindGuide } from '../components/KindGuide.tsx';
import { RecentImports } from '../components/RecentImports.tsx';
import { i18n, useTranslation } from '../../../lib/i18n/index.ts';
import { useImportWords } from '../kinds.ts';
import { appliedMessage, confirmMessage, MAX_FILE_BYTES, tooLarge } from '../messages.ts';

/*
 * What only a chosen file needs has its own chunks (decision 0038): the preview (its table, pagination and
 * tooltips) and the CSV decoder (papaparse, Shift_JIS). Both start loading when a file is chosen.
 */
const loadPreview = () => import('../components/ImportPreview.tsx');
const ImportPreview = lazy(() => loadPreview().then((m) => ({ default: m.ImportPreview })));

interface Upload {
  fileName: string;
  csv: string;
}

// An ApiError's message is already in the reader's language (the API client translates it).
const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : i18n.t('imports.somethingWentWrong'));

/** /imports (managers and up): check a CSV from the SMS, see what it would change, then apply it. */
export default function ImportsPage() {
  const { t } = useTranslation();
  const { kindLabel } = useImportWords();
  const id = useId();
  const runs = useImportRuns();
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const [kind, setKind] = useState<ImportKind>('students');
  const [upload, setUpload] = useState<Upload | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [banner, setBanner] = useState<{ severity: Severity; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  // Only the answer for the latest file counts: a slow preview of an earlier file is dropped.
  const latest = useRef(0);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The preview can be far below the file button on a tablet: take the reader there.
    if (report) previewHeading.current?.focus();
  }, [report]);

  const reset = () => {
    latest.current++;
    setUpload(null);
    setReport(null);
    setBanner(null);
    setInputKey((k) => k + 1);
  };

  const chooseKind = (next: ImportKind) => {
    if (next === kind) return;
    reset();
    setKind(next);
  };

  const check = async (file: File) => {
    const ticket = ++latest.current;
    setReport(null);
    setBanner(null);
    if (file.size > MAX_FILE_BYTES) {
      setUpload(null);
      setBanner({ severity: 'error', message: tooLarge() });
      return;
    }
    void loadPreview();
    const [{ decodeCsvBytes }, bytes] = await Promise.all([import('../csv.ts'), file.arrayBuffer()]);
    // Read as bytes: Excel in Japan saves Shift_JIS, which file.text() would turn into replacement characters.
    const next = { fileName: file.name, csv: decodeCsvBytes(bytes) };
    setUpload(next);
    try {
      const result = await preview.mutateAsync({ kind, ...next });
      if (ticket === latest.current) setReport(result);
    } catch (err) {
      if (ticket === latest.current) setBanner({ severity: 'error', message: messageOf(err) });
    }
  };

  const confirmApply = async () => {
    if (!upload) return;
    const ticket = latest.current;
    try {
      const result = await apply.mutateAsync({ kind, ...upload });
      setConfirming(false);
      if (ticket !== latest.current) return;
      reset();
      setBanner({ severity: 'success', message: appliedMessage(result.counts) });
    } catch (err) {
      setConfirming(false);
      if (ticket !== latest.current) return;
      // Rows went bad since the preview (someone changed the data meanwhile): show them again.
      if (err instanceof ImportRejected) setReport(err.report);
      setBanner({ severity: 'error', message: messageOf(err) });
    }
  };

  const checking = preview.isPending && upload !== null && report === null;

  return (
    <>
      <PageHeader title={t('imports.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('imports.intro')}
      </Typography>

      <Card component="section" aria-labelledby={`${id}-kind`} sx={{ mb: 3 }}>
        <CardContent>
          <Typography id={`${id}-kind`} variant="h2" component="h2" gutterBottom>
            {t('imports.whatToImport')}
          </Typography>
          <Tabs
            value={kind}
            onChange={(_, next: ImportKind) => chooseKind(next)}
            aria-label={t('imports.kindOfImport')}
            // Three short choices: equal widths fit a phone without hiding one behind a scroll.
            variant="fullWidth"
            // The selected tab draws its own underline: MUI's sliding indicator lags behind a resize
            // (a tablet turned sideways) and then points at the wrong tab for a moment.
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTabs-indicator': { display: 'none' } }}
          >
            {IMPORT_KINDS.map((k) => (
              <Tab
                key={k}
                value={k}
                label={kindLabel(k)}
                id={`${id}-tab-${k}`}
                aria-controls={`${id}-panel`}
                sx={{
                  textTransform: 'none',
                  fontSize: '1rem',
                  fontWeight: 600,
                  minWidth: 0,
                  px: 1,
                  '&.Mui-selected': { boxShadow: 'inset 0 -3px 0 currentColor' },
                }}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${kind}`}>
            <KindGuide kind={kind}>
              <FileChooser disabled={checking || apply.isPending} onFile={(f) => void check(f)} resetKey={inputKey} />
            </KindGuide>
          </Box>
          {upload && (
            <Typography sx={{ mt: 2 }}>
              {t('imports.fileLabel')} <strong>{upload.fileName}</strong>
            </Typography>
          )}
          {banner && (
            <StatusBanner severity={banner.severity} message={banner.message} onClose={() => setBanner(null)} />
          )}
          {checking && <Loading label={t('imports.checking', { fileName: upload.fileName })} />}
        </CardContent>
      </Card>

      {report && upload && (
        <Card component="section" aria-labelledby={`${id}-preview`} sx={{ mb: 3 }}>
          <CardContent>
            <Typography
              id={`${id}-preview`}
              ref={previewHeading}
              tabIndex={-1}
              variant="h2"
              component="h2"
              gutterBottom
              sx={{ outline: 'none' }}
            >
              {t('imports.previewTitle')}
            </Typography>
            <Suspense fallback={<Loading />}>
              <ImportPreview
                report={report}
                fileName={upload.fileName}
                applying={apply.isPending}
                onApply={() => setConfirming(true)}
              />
            </Suspense>
          </CardContent>
        </Card>
      )}

      <Card component="section" aria-labelledby={`${id}-recent`}>
        <CardContent>
          <Typography id={`${id}-recent`} variant="h2" component="h2" gutterBottom>
            {t('imports.recent')}
          </Typography>
          {runs.isPending ? (
            <Loading />
          ) : runs.isError ? (
            <ErrorText error={runs.error} />
          ) : (
            <RecentImports runs={runs.data} labelledBy={`${id}-recent`} />
          )}
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirming && report !== null}
        title={t('imports.applyTitle')}
        message={report && upload ? confirmMessage(kindLabel(kind), upload.fileName, report.counts) : ''}
        confirmLabel={t('imports.apply')}
        busy={apply.isPending}
        onConfirm={() => void confirmApply()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
