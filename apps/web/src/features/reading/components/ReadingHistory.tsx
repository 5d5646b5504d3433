import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import type { ReadingHistoryDto } from '@school-ops/shared';
import { useState } from 'react';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { downloadText } from '../../../lib/download.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useReadingHistory, type Period } from '../api.ts';
import { DEFAULT_HISTORY_MONTHS, HISTORY_MONTHS, periodOf, type HistoryMonths } from '../period.ts';
import { historyCsv, historyFileName } from '../history-csv.ts';
import { LetterChart, ProgressCharts } from './HistoryCharts.tsx';
import { BooksRead, MostWrong } from './HistoryLists.tsx';
import { PractiseNextLine } from './PractiseNextLine.tsx';
import { Timeline } from './Timeline.tsx';

/**
 * The student page's 'Reading history' (supervisors and up, issue 21): what the child missed over a period, with
 * charts and what to practise next. Loaded with its charts only when the student page shows it.
 */
export default function ReadingHistory({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const [months, setMonths] = useState<HistoryMonths>(DEFAULT_HISTORY_MONTHS);
  const [period] = useState(() => new Map<HistoryMonths, Period>());
  // One period per choice for the page's life: today's date is read once, so the query key stays put.
  if (!period.has(months)) period.set(months, periodOf(months));
  const history = useReadingHistory(studentId, period.get(months)!);

  return (
    <Card component="section" aria-labelledby="reading-history" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Typography id="reading-history" variant="h2" component="h2" sx={{ flexBasis: '100%' }}>
            {t('journey.history.title')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('journey.history.period')}
            value={months}
            onChange={(e) => setMonths(Number(e.target.value) as HistoryMonths)}
            sx={{ width: { xs: '100%', sm: 200 } }}
          >
            {HISTORY_MONTHS.map((m) => (
              <MenuItem key={m} value={m}>
                {t('journey.history.lastMonths', { count: m })}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            disabled={!history.data || history.data.sessions.length === 0}
            onClick={() => history.data && downloadText(historyCsv(t, history.data), historyFileName(history.data))}
          >
            {t('journey.history.downloadCsv')}
          </Button>
        </Box>
        {history.isPending ? (
          <Loading />
        ) : history.isError ? (
          <ErrorText error={history.error} />
        ) : (
          <HistoryBody history={history.data} />
        )}
      </CardContent>
    </Card>
  );
}

function HistoryBody({ history }: { history: ReadingHistoryDto }) {
  const { t } = useTranslation();
  return (
    <>
      <PractiseNextLine practiseNext={history.practiseNext} />
      {history.sessions.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('journey.history.empty')}
        </Typography>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              mt: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <ProgressCharts progress={history.progress} />
            <LetterChart letters={history.letters} />
            <MostWrong spellingWords={history.spellingWords} phonics={history.phonics} />
            <BooksRead books={history.books} />
          </Box>
          <Timeline sessions={history.sessions} />
        </>
      )}
    </>
  );
}
