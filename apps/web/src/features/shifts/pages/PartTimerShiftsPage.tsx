import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
  exceedsMaxHours,
  formatHours as hours,
  noSubmittedShiftsText,
  satisfactionNeedsWarning,
  SHIFT_MESSAGES,
  type PartTimerDataDto,
} from '@school-ops/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PickerProvider } from '../../../components/PickerProvider.tsx';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { dayjs, today } from '../../../lib/dates.ts';
import { monthKey, usePartTimeData } from '../api.ts';
import { MonthPicker } from '../components/MonthPicker.tsx';

export default function PartTimerShiftsPage() {
  const [month, setMonth] = useState(() => monthKey(today()));
  const data = usePartTimeData(month);
  const monthName = dayjs(month).format('MMMM YYYY');
  return (
    <PickerProvider>
      <PageHeader title="Part-Timer Shifts">
        <MonthPicker value={month} onChange={setMonth} />
      </PageHeader>
      {data.isPending && <Loading />}
      {data.isError && <StatusBanner severity="error" message={SHIFT_MESSAGES.failedToGet} />}
      {data.data?.length === 0 && <Typography sx={{ mt: 2 }}>{noSubmittedShiftsText(monthName)}</Typography>}
      {data.data && data.data.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {data.data.map((p) => (
            <PartTimerCard key={p.id} data={p} />
          ))}
        </Box>
      )}
    </PickerProvider>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '8.5rem minmax(0, 1fr)',
        gap: 1,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function PartTimerCard({ data: p }: { data: PartTimerDataDto }) {
  const headingId = `pt-${p.id}`;
  const warnSatisfaction = satisfactionNeedsWarning(p.satisfaction);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography id={headingId} variant="h2" component="h2">
            {p.name}
          </Typography>
          <Button component={Link} to={`/teachers/${p.id}`} size="small" aria-label={`teacher page of ${p.name}`}>
            Teacher page
          </Button>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Reading: {p.readingLevelName} · Training: {p.trainingLevelName}
        </Typography>
        {p.exceedsMaxHours && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            Warning: assigned hours exceed max hours ({p.maxHours}) in at least one week.
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="Assigned">
            <Typography>{p.assignedOrConfirmed}</Typography>
            {p.assignedOrConfirmedForEachSchool.map((s) => (
              <Typography key={s.schoolName} variant="body2">
                {s.schoolName} ({s.count}): {s.dates.join(', ')}
              </Typography>
            ))}
          </Row>
          <Row label="Hours per week">
            {p.assignedHoursPerWeek.map((w) => {
              const over = exceedsMaxHours(w.hours, p.maxHours);
              return (
                <Typography
                  key={w.weekStart}
                  variant="body2"
                  sx={over ? { color: 'error.main', fontWeight: 700 } : undefined}
                >
                  Week of {w.weekStart}: {hours(w.hours)}
                  {over ? ' (above max hours)' : ''}
                </Typography>
              );
            })}
          </Row>
          <Row label="Max hours">
            <Typography>{p.maxHours ?? 'not set'}</Typography>
          </Row>
          <Row label="Wanted">
            <Typography>{p.wanted}</Typography>
          </Row>
          <Row label="Not assigned">
            {p.notAssignedOrConfirmedDates.length === 0 ? (
              <Typography sx={{ color: 'success.main', fontWeight: 600 }}>{SHIFT_MESSAGES.allAssigned}</Typography>
            ) : (
              <Typography variant="body2">{p.notAssignedOrConfirmedDates.join(', ')}</Typography>
            )}
          </Row>
          <Row label="Satisfaction">
            <Typography sx={warnSatisfaction ? { color: 'warning.main', fontWeight: 700 } : undefined}>
              {p.satisfaction === null ? 'n/a' : `${p.satisfaction}%`}
            </Typography>
          </Row>
        </Box>
      </CardContent>
    </Card>
  );
}
