import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { displayName, isHeld, SHIFT_DEFAULTS, SHIFT_STATUS, shiftProblem, type ShiftDto } from '@school-ops/shared';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { NearView } from '../../../components/NearView.tsx';
import { useWindowedRows } from '../../../components/WindowedList.tsx';
import { translateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { usePartTimeData, useUpdateMany } from '../api.ts';
import { TimeField } from '../../../components/TimeField.tsx';
import { assignWarningTexts, clock } from '../texts.ts';

/** One teacher's row: a checkbox, the name and a line of times. */
const ASSIGN_ROW_PX = 70;

interface Props {
  schoolName: string;
  date: string;
  /** Every shift of the day, at any school. */
  shifts: ShiftDto[];
}

/** The day's submitted availability: pick teachers, set the window, assign them to the school. */
export function AssignPanel({ schoolName, date, shifts }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [picked, setPicked] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  // Hours per week and max hours, as Part-Timer Shifts shows them.
  const figures = usePartTimeData(date);
  const [start, setStart] = useState<string | null>(SHIFT_DEFAULTS.window.startTime);
  const [end, setEnd] = useState<string | null>(SHIFT_DEFAULTS.window.endTime);
  const updateMany = useUpdateMany();
  // Assigning edits the availability: only what the server says this person may edit is offered.
  const submitted = useMemo(() => shifts.filter((s) => s.status === SHIFT_STATUS.submitted && s.can.edit), [shifts]);
  // Each teacher's held shifts of the day, gathered once (not a pass over the day's shifts per row).
  const heldByUser = useMemo(() => {
    const held = new Map<string, ShiftDto[]>();
    for (const s of shifts) {
      if (!isHeld(s.status)) continue;
      const list = held.get(s.userId);
      if (list) list.push(s);
      else held.set(s.userId, [s]);
    }
    return held;
  }, [shifts]);
  const heldBy = (userId: string) => heldByUser.get(userId) ?? [];
  const { windowed, rows, before, after, setContainer, onFocus } = useWindowedRows(submitted, {
    getKey: (s) => s.id,
    estimateSize: ASSIGN_ROW_PX,
  });
  const problem = shiftProblem({ status: SHIFT_STATUS.assigned, schoolName, startTime: start, endTime: end });
  const chosen = picked.filter((id) => submitted.some((s) => s.id === id));
  const warningsOf = (s: ShiftDto) => {
    const p = figures.data?.find((f) => f.id === s.userId);
    return assignWarningTexts(displayName(s.user), {
      ...s,
      startTime: start,
      endTime: end,
      weeks: p?.assignedHoursPerWeek ?? [],
      maxHours: p?.maxHours ?? null,
    });
  };
  const warned = submitted.filter((s) => chosen.includes(s.id)).flatMap((s) => warningsOf(s));

  const assign = async () => {
    setConfirming(false);
    try {
      await updateMany.mutateAsync(
        chosen.map((id) => ({
          id,
          status: SHIFT_STATUS.assigned,
          schoolName: schoolName as 'Ikejiri',
          startTime: start,
          endTime: end,
        })),
      );
      notify.success(t('shifts.assign.assigned', { count: chosen.length, school: schoolName }));
      setPicked([]);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Card component="section" aria-labelledby="assign-panel">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="assign-panel" variant="h2" component="h2">
          {t('shifts.assign.title')}
        </Typography>
        {submitted.length === 0 ? (
          <Typography color="text.secondary">{t('shifts.assign.none')}</Typography>
        ) : (
          <>
            <Typography color="text.secondary">{t('shifts.assign.help', { school: schoolName })}</Typography>
            {/* Below the day's columns: the rows render as the panel comes near. */}
            <NearView height={submitted.length * ASSIGN_ROW_PX}>
              <Box
                ref={setContainer}
                onFocus={onFocus}
                sx={{ display: 'grid' }}
                style={windowed ? { paddingTop: before, paddingBottom: after } : undefined}
              >
                {rows.map(({ item: s, key, rowProps }) => {
                  const held = heldBy(s.userId);
                  const warnings = picked.includes(s.id) ? warningsOf(s) : [];
                  return (
                    <FormControlLabel
                      key={key}
                      {...rowProps}
                      sx={{ alignItems: 'flex-start', m: 0, py: 0.5 }}
                      control={
                        <Checkbox
                          checked={picked.includes(s.id)}
                          onChange={(e) =>
                            setPicked((p) => (e.target.checked ? [...p, s.id] : p.filter((x) => x !== s.id)))
                          }
                        />
                      }
                      label={
                        <Box sx={{ pt: 1 }}>
                          <Typography>{displayName(s.user)}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {[
                              t('shifts.assign.available', {
                                from: clock(s.availableFrom),
                                until: clock(s.availableUntil),
                              }),
                              ...held.map((h) =>
                                t('shifts.assign.holds', {
                                  school: String(h.schoolName),
                                  start: clock(h.startTime),
                                  end: clock(h.endTime),
                                }),
                              ),
                            ].join(' · ')}
                          </Typography>
                          {warnings.map((w) => (
                            <Alert key={w} severity="warning" sx={{ mt: 0.5, py: 0 }}>
                              {t('shifts.assign.warningPrefix')}
                              {w}
                            </Alert>
                          ))}
                        </Box>
                      }
                    />
                  );
                })}
              </Box>
            </NearView>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TimeField label={t('shifts.assign.start')} value={start} onChange={setStart} />
              <TimeField
                label={t('shifts.assign.end')}
                value={end}
                onChange={setEnd}
                error={translateIssue(problem ? { message: problem } : null)}
              />
            </Box>
            <Stack direction="row">
              <Button
                variant="contained"
                onClick={() => (warned.length > 0 ? setConfirming(true) : void assign())}
                disabled={chosen.length === 0 || Boolean(problem) || updateMany.isPending}
              >
                {chosen.length > 0
                  ? t('shifts.assign.assignCount', { count: chosen.length, school: schoolName })
                  : t('shifts.assign.assignNone', { school: schoolName })}
              </Button>
            </Stack>
          </>
        )}
        <ConfirmDialog
          open={confirming}
          title={t('shifts.assign.despiteTitle')}
          message={t('shifts.assign.despiteMessage', { count: chosen.length, school: schoolName })}
          confirmLabel={t('shifts.assign.anyway')}
          busy={updateMany.isPending}
          onConfirm={() => void assign()}
          onCancel={() => setConfirming(false)}
        >
          <Box component="ul" aria-label={t('shifts.assign.warnings')} sx={{ mt: 1.5, mb: 0, pl: 2.5 }}>
            {warned.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </Box>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
