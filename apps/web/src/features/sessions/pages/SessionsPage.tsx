import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { ALL_SCHOOLS, sessionCountTag } from '@school-ops/shared';
import { useMemo, useState } from 'react';
import { GlobalFilterSelects } from '../../../components/GlobalFilterSelects.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { DayState } from '../../../components/DayState.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useGlobalFilter } from '../../../lib/filter.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSessions } from '../api.ts';
import { useSessionsKeptForOffline } from '../kept-for-offline.ts';
import { SessionGroups } from '../components/SessionGroups.tsx';
import { completedLabel, sessionsHeading } from '../heading.ts';
import { groupSessions, nextView, type CategoryFilter, type View } from '../grouping.ts';
import { countTagWord } from '../words.ts';

const TAG_COLORS = { low: 'default', average: 'info', high: 'success' } as const;

export default function SessionsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const filter = useGlobalFilter();
  // The server says who may list canceled sessions (the signed-in account's abilities).
  const seeCanceled = user?.abilities?.seeCanceledSessions ?? false;
  const [showCanceled, setShowCanceled] = useState(false);
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [view, setView] = useState<View>('status');
  const sessions = useSessions({
    schoolName: filter.schoolName,
    date: filter.date,
    showCanceled: seeCanceled && showCanceled,
  });
  useSessionsKeptForOffline(sessions.data?.documents, filter.date);

  const completed = sessions.data?.completedToday ?? 0;
  const tag = sessionCountTag(completed);
  const documents = sessions.data?.documents;
  const groups = useMemo(
    () => (documents ? groupSessions(documents, view, category, filter.className) : []),
    [documents, view, category, filter.className],
  );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography variant="h1" component="h1">
          {sessionsHeading(filter.date)}
        </Typography>
        {filter.date && (
          <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {completedLabel(filter.date, undefined, formatDate(filter.date))}
            {t('sessions.list.completedCount', { count: completed })}
            <Chip component="span" size="small" label={countTagWord(tag)} color={TAG_COLORS[tag]} />
          </Typography>
        )}
      </Box>

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <GlobalFilterSelects />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={category}
          onChange={(_, v: CategoryFilter | null) => v && setCategory(v)}
          aria-label={t('sessions.list.categoryFilter')}
        >
          <ToggleButton value="all">{t('sessions.list.allCategories')}</ToggleButton>
          <ToggleButton value="reading">{t('sessions.category.reading')}</ToggleButton>
          <ToggleButton value="class">{t('sessions.category.class')}</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          onClick={() => setView(nextView(view))}
          aria-label={t('sessions.list.viewLabel', { view })}
        >
          {t('sessions.list.view', { view })}
        </Button>
        {seeCanceled && (
          <FormControlLabel
            control={<Switch checked={showCanceled} onChange={(e) => setShowCanceled(e.target.checked)} />}
            label={t('sessions.list.showCanceled')}
          />
        )}
      </Stack>

      <DayState date={filter.date} what={t('sessions.list.dayStateWhat')} pending={sessions.isPending} />
      {sessions.isError && <ErrorText error={sessions.error} />}
      {sessions.data && sessions.data.documents.length === 0 && (
        <Typography sx={{ mt: 2 }}>{t('sessions.list.empty')}</Typography>
      )}
      {sessions.data && sessions.data.documents.length > 0 && (
        <SessionGroups groups={groups} showSchool={filter.schoolName === ALL_SCHOOLS} />
      )}
    </>
  );
}
