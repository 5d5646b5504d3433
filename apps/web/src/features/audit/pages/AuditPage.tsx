import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery } from '../../../lib/query-hooks.ts';
import { useState } from 'react';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { userQueries } from '../../users/index.ts';
import { downloadAuditCsv, NO_FILTERS, useAuditPages, type AuditFilters } from '../api.ts';
import { AuditEventItem } from '../components/AuditEventItem.tsx';
import { AuditFilterBar } from '../components/AuditFilterBar.tsx';

/** /audit (issue 22): who changed what and when, filtered, 50 at a time, each change opened to its fields. */
export default function AuditPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const people = useQuery(userQueries.list());
  const pages = useAuditPages(filters);
  const [downloading, setDownloading] = useState(false);
  const events = pages.data?.pages.flatMap((p) => p.documents) ?? [];
  const searchedUntil = pages.data?.pages.at(-1)?.searchedUntil ?? null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuditCsv(filters);
    } catch (err) {
      notify.error((err as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        actions={
          <Button startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading}>
            {t('audit.downloadCsv')}
          </Button>
        }
      />
      <AuditFilterBar value={filters} people={people.data ?? []} onApply={setFilters} />
      {pages.isPending && <Loading />}
      {pages.isError && <ErrorText error={pages.error} />}
      {pages.isSuccess && events.length === 0 && !pages.hasNextPage && (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {t('audit.none')}
        </Typography>
      )}
      {events.length > 0 && (
        <Box component="section" aria-label={t('audit.list')} sx={{ maxWidth: 1100 }}>
          {events.map((e) => (
            <AuditEventItem key={e.id} event={e} />
          ))}
        </Box>
      )}
      {searchedUntil && pages.hasNextPage && (
        <Alert severity="info" sx={{ my: 2 }}>
          {t('audit.searchedUntil', { date: formatDate(searchedUntil), time: formatTime(searchedUntil) })}
        </Alert>
      )}
      {pages.hasNextPage && (
        <Box sx={{ my: 2 }}>
          <Button variant="outlined" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? t('shell.loading') : t('audit.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
