import { Box, Stack, Typography } from '@mui/material';
import { ALL_SCHOOLS, classGroupOf, SCHOOLS } from '@school-ops/shared';
import { useCallback, useState } from 'react';
import { GlobalFilterSelects } from '../../../components/GlobalFilterSelects.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { DayState } from '../../../components/DayState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useGlobalFilter } from '../../../lib/filter.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useActivities } from '../api.ts';
import { ActivityCard } from '../components/ActivityCard.tsx';

const SCHOOL_OPTIONS: readonly string[] = [...SCHOOLS, ALL_SCHOOLS];

/** The day's activity of every class at the chosen school, by class name (docs/product.md §2.8). */
export default function ActivitiesPage() {
  const { t } = useTranslation();
  const filter = useGlobalFilter();
  const schoolName = SCHOOL_OPTIONS.includes(filter.schoolName) ? filter.schoolName : SCHOOLS[0];
  const className = filter.className || 'all';
  const activities = useActivities(schoolName, filter.date);
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const onDirtyChange = useCallback((id: string, d: boolean) => {
    setDirty((prev) => {
      if (prev.has(id) === d) return prev;
      const next = new Set(prev);
      if (d) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const shown = (activities.data ?? []).filter(
    (a) => className === 'all' || (classGroupOf(a.className) ?? a.category) === className,
  );

  return (
    <>
      <LeaveGuard when={dirty.size > 0} message={t('activities.unsavedChanges')} />
      <PageHeader title={t('activities.page.title')}>
        <Typography color="text.secondary">
          {filter.date ? formatDate(filter.date) : t('activities.page.noDate')}
        </Typography>
      </PageHeader>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <GlobalFilterSelects schoolName={schoolName} />
      </Stack>

      <DayState date={filter.date} what={t('activities.page.dayStateWhat')} pending={activities.isPending} />
      {activities.isError && <ErrorText error={activities.error} />}
      {activities.data && shown.length === 0 && <Typography>{t('activities.page.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {shown.map((a) => (
          <ActivityCard key={a.id} activity={a} showSchool={schoolName === ALL_SCHOOLS} onDirtyChange={onDirtyChange} />
        ))}
      </Box>
    </>
  );
}
