import { Alert, Box, Button, Card, CardContent, Typography, useMediaQuery, useTheme } from '@mui/material';
import { exceedsMaxHours, satisfactionNeedsWarning, type PartTimerDataDto } from '@school-ops/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { WindowedGrid } from '../../../components/WindowedList.tsx';
import { formatShortDate, today } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { monthKey, usePartTimeData } from '../api.ts';
import { MonthPicker } from '../../../components/MonthPicker.tsx';
import { hoursNumber, monthHeading, readingLevelText, shortDatesText, trainingLevelText } from '../texts.ts';

/** A part-timer's card: eight label rows, a few of them two or three lines. */
const PART_TIMER_CARD_PX = 420;

export default function PartTimerShiftsPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => monthKey(today()));
  const data = usePartTimeData(month);
  const theme = useTheme();
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const xl = useMediaQuery(theme.breakpoints.up('xl'));
  const columns = xl ? 3 : md ? 2 : 1;
  return (
    <>
      <PageHeader title={t('shifts.partTimers.title')}>
        <MonthPicker value={month} onChange={setMonth} />
      </PageHeader>
      {data.isPending && <Loading />}
      {data.isError && <StatusBanner severity="error" message={t('shifts.failedToGet')} />}
      {data.data?.length === 0 && (
        <Typography sx={{ mt: 2 }}>{t('shifts.partTimers.noneSubmitted', { month: monthHeading(month) })}</Typography>
      )}
      {data.data && data.data.length > 0 && (
        <WindowedGrid
          items={data.data}
          getKey={(p) => p.id}
          estimateSize={PART_TIMER_CARD_PX}
          columns={columns}
          renderItem={(p) => <PartTimerCard data={p} />}
        />
      )}
    </>
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
  const { t } = useTranslation();
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
          <Button
            component={Link}
            to={`/teachers/${p.id}`}
            size="small"
            aria-label={t('shifts.partTimers.teacherPageOf', { name: p.name })}
          >
            {t('shifts.partTimers.teacherPage')}
          </Button>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('shifts.partTimers.readingLevel', { level: readingLevelText(p.readingLevelName) })}
          {' · '}
          {t('shifts.partTimers.trainingLevel', { level: trainingLevelText(p.trainingLevelName) })}
        </Typography>
        {p.exceedsMaxHours && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('shifts.partTimers.exceedsMaxHours', { maxHours: String(p.maxHours) })}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('shifts.partTimers.assigned')}>
            <Typography>{p.assignedOrConfirmed}</Typography>
            {p.assignedOrConfirmedForEachSchool.map((s) => (
              <Typography key={s.schoolName} variant="body2">
                {t('shifts.partTimers.atSchool', {
                  school: s.schoolName,
                  count: s.count,
                  dates: shortDatesText(s.dates),
                })}
              </Typography>
            ))}
          </Row>
          <Row label={t('shifts.partTimers.hoursPerWeek')}>
            {p.assignedHoursPerWeek.map((w) => {
              const over = exceedsMaxHours(w.hours, p.maxHours);
              return (
                <Typography
                  key={w.weekStart}
                  variant="body2"
                  sx={over ? { color: 'error.main', fontWeight: 700 } : undefined}
                >
                  {over
                    ? t('shifts.partTimers.weekAboveMax', {
                        week: formatShortDate(w.weekStart),
                        hours: hoursNumber(w.hours),
                      })
                    : t('shifts.partTimers.week', { week: formatShortDate(w.weekStart), hours: hoursNumber(w.hours) })}
                </Typography>
              );
            })}
          </Row>
          <Row label={t('shifts.partTimers.maxHours')}>
            <Typography>{p.maxHours ?? t('shifts.partTimers.notSet')}</Typography>
          </Row>
          <Row label={t('shifts.partTimers.wanted')}>
            <Typography>{p.wanted}</Typography>
          </Row>
          <Row label={t('shifts.partTimers.notAssigned')}>
            {p.notAssignedOrConfirmedDates.length === 0 ? (
              <Typography sx={{ color: 'success.main', fontWeight: 600 }}>
                {t('shifts.partTimers.allAssigned')}
              </Typography>
            ) : (
              <Typography variant="body2">{shortDatesText(p.notAssignedOrConfirmedDates)}</Typography>
            )}
          </Row>
          <Row label={t('shifts.partTimers.satisfaction')}>
            <Typography sx={warnSatisfaction ? { color: 'warning.main', fontWeight: 700 } : undefined}>
              {p.satisfaction === null
                ? t('shifts.partTimers.notApplicable')
                : t('shifts.partTimers.percent', { value: String(p.satisfaction) })}
            </Typography>
          </Row>
        </Box>
      </CardContent>
    </Card>
  );
}
