import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { availabilityLock, SHIFT_DEFAULTS, SHIFT_STATUS, shiftProblem, type ShiftDto } from '@school-ops/shared';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { translateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { today } from '../../../lib/dates.ts';
import { useNotify } from '../../../lib/status.ts';
import { monthKey, useAvailability, useClearAvailability, useSubmitAvailability } from '../api.ts';
import { AvailabilityCalendar, type DayMark } from '../components/AvailabilityCalendar.tsx';
import { MonthPicker } from '../../../components/MonthPicker.tsx';
import { ShiftTable } from '../components/ShiftTable.tsx';
import { TimeField } from '../../../components/TimeField.tsx';
import { submissionClosed } from '../heading.tsx';
import { datesText } from '../texts.ts';

const byDate = (a: ShiftDto, b: ShiftDto) =>
  a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? '');

export default function MyShiftsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { user } = useAuth();
  const [month, setMonth] = useState(() => monthKey(today()));
  const [selected, setSelected] = useState<string[]>([]);
  const [from, setFrom] = useState<string | null>(SHIFT_DEFAULTS.availability.availableFrom);
  const [until, setUntil] = useState<string | null>(SHIFT_DEFAULTS.availability.availableUntil);
  const [asking, setAsking] = useState(false);
  const availability = useAvailability(user?.id ?? '', month);
  const submit = useSubmitAvailability();
  const clear = useClearAvailability();

  const shifts = useMemo(() => availability.data?.shifts ?? [], [availability.data]);
  const canSubmit = availability.data?.canSubmit ?? false;
  const closed = submissionClosed(canSubmit);
  const submitted = useMemo(
    () => new Map(shifts.filter((s) => s.status === SHIFT_STATUS.submitted).map((s) => [s.date, s])),
    [shifts],
  );
  const marks = useMemo(() => {
    const out: Record<string, DayMark> = {};
    for (const s of shifts) {
      const mark: DayMark =
        s.status === SHIFT_STATUS.confirmed
          ? 'confirmed'
          : s.status === SHIFT_STATUS.assigned
            ? 'assigned'
            : 'available';
      if (out[s.date] !== 'confirmed') out[s.date] = mark;
    }
    return out;
  }, [shifts]);
  const isLocked = (date: string) =>
    availabilityLock({
      date,
      today: today(),
      canSubmit,
      heldOnDate: marks[date] === 'assigned' || marks[date] === 'confirmed',
    }) !== null;

  const confirmed = shifts.filter((s) => s.status === SHIFT_STATUS.confirmed).sort(byDate);
  const available = shifts
    .filter((s) => s.status === SHIFT_STATUS.submitted || s.status === SHIFT_STATUS.assigned)
    .sort(byDate);
  const chosen = [...selected].sort();
  // Clear withdraws what the server says may be withdrawn (its own, open, free dates).
  const toClear = chosen.map((d) => submitted.get(d)).filter((s): s is ShiftDto => Boolean(s?.can.withdraw));
  const problem = shiftProblem({ status: SHIFT_STATUS.submitted, availableFrom: from, availableUntil: until });
  const busy = submit.isPending || clear.isPending;

  const changeMonth = (m: string) => {
    setMonth(m);
    setSelected([]);
  };
  const toggle = (date: string) => {
    const next = selected.includes(date) ? selected.filter((d) => d !== date) : [...selected, date];
    setSelected(next);
    // One date that already has availability: show its times, ready to update.
    const only = next.length === 1 ? submitted.get(next[0]!) : undefined;
    if (only) {
      setFrom(only.availableFrom);
      setUntil(only.availableUntil);
    }
  };

  const onSubmit = async () => {
    if (problem || chosen.length === 0) return;
    try {
      await submit.mutateAsync(chosen.map((date) => ({ date, availableFrom: from, availableUntil: until })));
      notify.success(t('shifts.myShifts.saved', { count: chosen.length }));
      setSelected([]);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };
  const onClear = async () => {
    setAsking(false);
    try {
      await clear.mutateAsync(toClear.map((s) => s.id));
      notify.success(t('shifts.myShifts.cleared', { count: toClear.length }));
      setSelected([]);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <>
      <PageHeader title={t('shifts.myShifts.title')}>
        <MonthPicker value={month} onChange={changeMonth} />
      </PageHeader>
      {availability.isPending && <Loading />}
      {availability.isError && <StatusBanner severity="error" message={t('shifts.failedToGet')} />}
      {availability.data && (
        <>
          {closed && <StatusBanner severity="warning" message={closed} />}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
              mb: 2,
            }}
          >
            <Card component="section" aria-labelledby="choose-dates">
              <CardContent>
                <Typography id="choose-dates" variant="h2" component="h2" gutterBottom>
                  {t('shifts.myShifts.chooseDates')}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {t('shifts.myShifts.chooseDatesHelp')}
                </Typography>
                <AvailabilityCalendar
                  month={month}
                  onMonthChange={changeMonth}
                  selected={selected}
                  onToggle={toggle}
                  marks={marks}
                  isLocked={isLocked}
                />
              </CardContent>
            </Card>
            <Card component="section" aria-labelledby="availability-times">
              <CardContent sx={{ display: 'grid', gap: 2 }}>
                <Typography id="availability-times" variant="h2" component="h2">
                  {t('shifts.myShifts.availability')}
                </Typography>
                <Typography aria-live="polite">
                  {chosen.length === 0
                    ? t('shifts.myShifts.noneChosen')
                    : t('shifts.myShifts.chosen', { dates: datesText(chosen) })}
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TimeField label={t('shifts.availableFrom')} value={from} onChange={setFrom} disabled={!canSubmit} />
                  <TimeField
                    label={t('shifts.availableUntil')}
                    value={until}
                    onChange={setUntil}
                    disabled={!canSubmit}
                    error={translateIssue(problem ? { message: problem } : null)}
                  />
                </Box>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    variant="contained"
                    onClick={() => void onSubmit()}
                    disabled={!canSubmit || chosen.length === 0 || Boolean(problem) || busy}
                  >
                    {chosen.some((d) => submitted.has(d)) ? t('shifts.myShifts.update') : t('shifts.myShifts.submit')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    onClick={() => setAsking(true)}
                    disabled={!canSubmit || toClear.length === 0 || busy}
                  >
                    {t('shifts.myShifts.clear')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          </Box>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}
          >
            <ShiftTable
              title={t('shifts.myShifts.confirmed')}
              shifts={confirmed}
              columns={['date', 'start', 'end', 'school']}
              empty={t('shifts.myShifts.noConfirmed')}
            />
            <ShiftTable
              title={t('shifts.myShifts.available')}
              shifts={available}
              columns={['date', 'from', 'until']}
              empty={t('shifts.myShifts.noAvailability')}
            />
          </Box>
          <ConfirmDialog
            open={asking}
            title={t('shifts.myShifts.clearTitle')}
            message={t('shifts.myShifts.clearMessage', { dates: datesText(toClear.map((s) => s.date)) })}
            confirmLabel={t('shifts.myShifts.clear')}
            destructive
            onConfirm={() => void onClear()}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </>
  );
}
