import { Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { ALL_SCHOOLS, classGroupOf, SCHOOLS } from '@school-ops/shared';
import { useCallback, useState } from 'react';
import { GlobalFilterSelects } from '../../../components/GlobalFilterSelects.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { DayState } from '../../../components/DayState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { WindowedGrid } from '../../../components/WindowedList.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useGlobalFilter } from '../../../lib/filter.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useActivities } from '../api.ts';
import { ActivityCard } from '../components/ActivityCard.tsx';

/** An activity's card: its class, the title and description fields, photos and the save button. */
const ACTIVITY_CARD_PX = 520;

const SCHOOL_OPTIONS: readonly string[] = [...SCHOOLS, ALL_SCHOOLS];

/** The day's activity of every class at the chosen school, by class name (docs/product.md §2.8). */
export default function ActivitiesPage() {
  const { t } = useTranslation();
  const filter = useGlobalFilter();
  const schoolName = SCHOOL_OPTIONS.includes(filter.schoolName) ? filter.schoolName : SCHOOLS[0];
  const className = filter.className || 'all';
  const activities = useActivities(schoolName, filter.date);
  const theme = useTheme();
  const md = useMediaQuery(theme.breakpoints.up('md'));
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
      {/* All schools' day is a long list of forms: only the cards in view render, and a card with unsaved edits stays. */}
      <WindowedGrid
        items={shown}
        getKey={(a) => a.id}
        estimateSize={ACTIVITY_CARD_PX}
        columns={md ? 2 : 1}
        keepKeys={dirty}
        renderItem={(a) => (
          <ActivityCard activity={a} showSchool={schoolName === ALL_SCHOOLS} onDirtyChange={onDirtyChange} />
        )}
      />
    </>
  );
}
