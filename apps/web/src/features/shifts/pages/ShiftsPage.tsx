import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  isAmShift,
  isHeld,
  isPmShift,
  SCHOOLS,
  SHIFT_MESSAGES,
  SHIFT_STATUS,
  type PeriodNumbers,
  type ShiftDto,
} from '@school-ops/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DayState } from '../../../components/DayState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { filterStore, oneSchool, useGlobalFilter } from '../../../lib/filter.ts';
import { formatDate } from '../../../lib/dates.ts';
import { translateIssue } from '../../../lib/i18n/errors.ts';
import { i18n, useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCanSubmit, useManageShifts, useSetCanSubmit, useUpdateMany } from '../api.ts';
import { AssignPanel } from '../components/AssignPanel.tsx';
import { DayPicker } from '../components/DayPicker.tsx';
import { ShiftList } from '../components/ShiftList.tsx';

type ClassType = keyof Omit<PeriodNumbers, 'teachersRequired'>;
const TYPE_LABELS: [ClassType, () => string][] = [
  ['preAndKinder', () => i18n.t('shifts.manage.classType.preAndKinder')],
  ['bilingual', () => i18n.t('shifts.manage.classType.bilingual')],
  ['elementary', () => i18n.t('shifts.manage.classType.elementary')],
  ['biKinder', () => i18n.t('shifts.manage.classType.biKinder')],
  ['kinder', () => i18n.t('shifts.manage.classType.kinder')],
];

const range = (s: ShiftDto) => ({ start: s.startTime ?? '', end: s.endTime ?? '' });

const NO_SHIFTS: ShiftDto[] = [];
const byStatus = (shifts: ShiftDto[], status: number) => shifts.filter((s) => s.status === status);

/** The day's shifts as the columns show them, worked out once per list (each shift's period read once). */
function periodsOf(shifts: ShiftDto[], schoolName: string) {
  const am: ShiftDto[] = [];
  const pm: ShiftDto[] = [];
  const other: ShiftDto[] = [];
  const canceled: ShiftDto[] = [];
  // The batch confirm sends the assigned shifts the server says this person may confirm.
  const assigned: ShiftDto[] = [];
  for (const s of shifts) {
    if (s.status === SHIFT_STATUS.canceled && (s.schoolName === schoolName || !s.schoolName)) canceled.push(s);
    if (s.schoolName !== schoolName) continue;
    if (s.status === SHIFT_STATUS.assigned && s.can.confirm) assigned.push(s);
    const isAm = isAmShift(range(s));
    const isPm = isPmShift(range(s));
    if (isHeld(s.status) && isAm) am.push(s);
    if (isHeld(s.status) && isPm) pm.push(s);
    if (!isAm && !isPm) other.push(s);
  }
  return { am, pm, other, canceled, assigned };
}

export default function ShiftsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const filter = useGlobalFilter();
  const schoolName = oneSchool(filter.schoolName);
  const date = filter.date;
  const manage = useManageShifts(date, schoolName);
  // Global, not per school: shown before a school is chosen.
  const canSubmit = useCanSubmit();
  const setCanSubmit = useSetCanSubmit();
  const updateMany = useUpdateMany();
  const [switchTo, setSwitchTo] = useState<{ value: boolean; open: boolean }>({ value: true, open: false });
  const [confirming, setConfirming] = useState(false);

  const shifts = manage.data?.shifts ?? NO_SHIFTS;
  const { am, pm, other, canceled, assigned } = useMemo(() => periodsOf(shifts, schoolName), [shifts, schoolName]);

  const toggleSubmission = async () => {
    setSwitchTo((s) => ({ ...s, open: false }));
    try {
      const { canSubmit } = await setCanSubmit.mutateAsync(switchTo.value);
      notify.success(canSubmit ? t('shifts.manage.submissionOpened') : t('shifts.manage.submissionClosed'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };
  const confirmAssigned = async () => {
    setConfirming(false);
    try {
      await updateMany.mutateAsync(assigned.map((s) => ({ id: s.id, status: SHIFT_STATUS.confirmed })));
      notify.success(t('shifts.manage.confirmed', { count: assigned.length }));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <>
      <PageHeader
        title={t('shifts.manage.title')}
        actions={
          <Button component={Link} to="/shifts/new" variant="contained">
            {t('shifts.manage.newShift')}
          </Button>
        }
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('shifts.school')}
          value={schoolName}
          onChange={(e) => filterStore.set({ schoolName: e.target.value })}
          sx={{ width: 160 }}
        >
          {SCHOOLS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        {/* The day a supervisor plans is the one they then check in Sessions and Pickups: it is the global date, and says so. */}
        <DayPicker
          label={t('shifts.shiftDate')}
          value={date}
          onChange={(d) => filterStore.set({ date: d })}
          helperText={t('shifts.manage.setsGlobalDate')}
        />
        {canSubmit.data && (
          <FormControlLabel
            control={
              <Switch
                checked={canSubmit.data.canSubmit}
                onChange={(e) => setSwitchTo({ value: e.target.checked, open: true })}
                disabled={setCanSubmit.isPending}
              />
            }
            label={t('shifts.manage.openSubmission')}
          />
        )}
      </Stack>

      {!schoolName && <Alert severity="info">{translateIssue({ message: SHIFT_MESSAGES.selectSchool })}</Alert>}
      {schoolName && <DayState date={date} what={t('shifts.manage.dayStateWhat')} pending={manage.isPending} />}
      {manage.isError && <StatusBanner severity="error" message={t('shifts.failedToGet')} />}
      {schoolName && manage.data && (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <Button
              variant="outlined"
              color="success"
              onClick={() => setConfirming(true)}
              disabled={assigned.length === 0 || updateMany.isPending}
            >
              {t('shifts.manage.confirmAssigned', { count: assigned.length })}
            </Button>
            <Typography color="text.secondary" variant="body2">
              {t('shifts.manage.confirmHelp')}
            </Typography>
          </Stack>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}
          >
            <PeriodColumn
              period="am"
              title={t('shifts.manage.am')}
              numbers={manage.data.registrationNumbers.am}
              shifts={am}
            />
            <PeriodColumn
              period="pm"
              title={t('shifts.manage.pm')}
              numbers={manage.data.registrationNumbers.pm}
              shifts={pm}
            />
            <Card component="section" aria-label={t('shifts.manage.other')}>
              <CardContent>
                <Typography variant="h2" component="h2">
                  {t('shifts.manage.other')}
                </Typography>
                <ShiftList title={t('shifts.status.confirmed')} shifts={byStatus(other, SHIFT_STATUS.confirmed)} />
                <ShiftList title={t('shifts.status.assigned')} shifts={byStatus(other, SHIFT_STATUS.assigned)} />
                <ShiftList title={t('shifts.status.canceled')} shifts={canceled} />
              </CardContent>
            </Card>
          </Box>
          <AssignPanel key={`${date}|${schoolName}`} schoolName={schoolName} date={date} shifts={shifts} />
        </>
      )}

      <ConfirmDialog
        open={switchTo.open}
        title={switchTo.value ? t('shifts.manage.openTitle') : t('shifts.manage.closeTitle')}
        message={switchTo.value ? t('shifts.manage.openMessage') : t('shifts.manage.closeMessage')}
        confirmLabel={switchTo.value ? t('shifts.manage.open') : t('shifts.manage.close')}
        onConfirm={() => void toggleSubmission()}
        onCancel={() => setSwitchTo((s) => ({ ...s, open: false }))}
      />
      <ConfirmDialog
        open={confirming}
        title={t('shifts.manage.confirmTitle')}
        message={t('shifts.manage.confirmMessage', {
          count: assigned.length,
          school: schoolName,
          date: formatDate(date),
        })}
        confirmLabel={t('shifts.manage.confirm')}
        onConfirm={() => void confirmAssigned()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function PeriodColumn({
  period,
  title,
  numbers,
  shifts,
}: {
  period: 'am' | 'pm';
  title: string;
  numbers: PeriodNumbers;
  shifts: ShiftDto[];
}) {
  const { t } = useTranslation();
  const scheduled = shifts.length;
  const short = scheduled < numbers.teachersRequired;
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('shifts.manage.teachersNeeded')} <strong>{numbers.teachersRequired}</strong>
          {' · '}
          <Box component="span" sx={{ color: short ? 'warning.main' : 'success.main', fontWeight: 600 }}>
            {short
              ? t('shifts.manage.scheduledShort', { scheduled, short: numbers.teachersRequired - scheduled })
              : t('shifts.manage.scheduled', { scheduled })}
          </Box>
        </Typography>
        <Box
          component="ul"
          aria-label={t('shifts.manage.studentsPerClassType', { period })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 1 }}
        >
          {TYPE_LABELS.map(([key, label]) => (
            <Box
              component="li"
              key={key}
              sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: '#eef2f8', fontSize: '0.875rem' }}
            >
              {t('shifts.manage.classTypeCount', { type: label(), count: numbers[key] })}
            </Box>
          ))}
        </Box>
        <ShiftList title={t('shifts.status.confirmed')} shifts={byStatus(shifts, SHIFT_STATUS.confirmed)} />
        <ShiftList title={t('shifts.status.assigned')} shifts={byStatus(shifts, SHIFT_STATUS.assigned)} />
      </CardContent>
    </Card>
  );
}
