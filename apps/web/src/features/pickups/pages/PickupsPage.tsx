import { Alert, Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PICKUP_MESSAGES, SCHOOLS } from '@school-ops/shared';
import { useCallback, useState } from 'react';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { filterStore, oneSchool, useGlobalFilter } from '../../../lib/filter.ts';
import { useTranslateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { usePickups } from '../api.ts';
import { AssignmentForm } from '../components/AssignmentForm.tsx';
import { ManualLink, PickupStudents, PickupSummary } from '../components/PickupDetails.tsx';
import { cardName } from '../labels.ts';

/** Pickups (supervisor and up): one card per pickup of the school's day, each with its assignment form. */
export default function PickupsPage() {
  const { t } = useTranslation();
  const translateIssue = useTranslateIssue();
  const filter = useGlobalFilter();
  // No all-schools option here (docs/product.md §9): anything else means no school chosen yet.
  const schoolName = oneSchool(filter.schoolName);
  const date = filter.date;
  const list = usePickups(schoolName, date);
  const [dirty, setDirty] = useState<Set<string>>(new Set());
  const onDirtyChange = useCallback((id: string, isDirty: boolean) => {
    setDirty((d) => {
      if (d.has(id) === isDirty) return d;
      const next = new Set(d);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const pickups = list.data?.pickups ?? [];

  return (
    <>
      <PageHeader title={t('pickups.board.title')} />
      <LeaveGuard when={dirty.size > 0} message={t('pickups.unsavedChanges')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('pickups.board.school')}
          value={schoolName}
          onChange={(e) => filterStore.set({ schoolName: e.target.value })}
          sx={{ width: 180 }}
          required
        >
          {SCHOOLS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <Typography color="text.secondary">
          {date ? t('pickups.board.date', { date: formatDate(date) }) : t('pickups.board.noDate')}
        </Typography>
      </Stack>

      {!schoolName && <Alert severity="info">{translateIssue({ message: PICKUP_MESSAGES.selectSchool })}</Alert>}
      {schoolName && date && list.isPending && <Loading />}
      {list.isError && <ErrorText error={list.error} />}
      {list.data && pickups.length === 0 && (
        <Typography color="text.secondary">
          {t('pickups.board.empty', { school: schoolName, date: formatDate(date) })}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {list.data &&
          pickups.map((p) => (
            <Card key={p.id} component="article" aria-label={cardName(t, p)}>
              <CardContent>
                <PickupSummary pickup={p} />
                <ManualLink url={p.manualUrl} />
                <PickupStudents pickup={p} />
                <AssignmentForm pickup={p} pickups={pickups} shifts={list.data.shifts} onDirtyChange={onDirtyChange} />
              </CardContent>
            </Card>
          ))}
      </Box>
    </>
  );
}
