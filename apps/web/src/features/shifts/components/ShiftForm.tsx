import { Box, Button, Stack } from '@mui/material';
import {
  type CreateShiftData,
  type CreateShiftInput,
  onlyFieldsOfStatus,
  type Role,
  type SchoolName,
  SCHOOLS,
  SHIFT_DEFAULTS,
  SHIFT_STATUS,
  SHIFT_STATUSES,
  type ShiftDto,
  type ShiftStatus,
  type UserDto,
} from '@school-ops/shared';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazySchema, lazyZodResolver, useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { FormDateField } from '../../../components/form/FormDateField.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTimeField } from '../../../components/form/FormTimeField.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { byDisplayName, groupPeople } from '../../../lib/people.ts';
import { roleGroupLabel, statusLabel } from '../texts.ts';

/** The form holds a whole shift with its teacher, as the create schema reads it (the edit form keeps the teacher). */
export type ShiftFormValues = CreateShiftInput;

/** What a save sends: the teacher, date and status, and only the fields of that status. */
export type ShiftSaveData = Pick<ShiftFormValues, 'userId' | 'date' | 'status'> &
  Partial<Omit<ShiftFormValues, 'userId' | 'date' | 'status'>>;

/** A stored school name as the form's choice (a name that is not one of the schools is none). */
export const schoolOf = (name: string | null): SchoolName | null => SCHOOLS.find((s) => s === name) ?? null;

const statusOptions = () => SHIFT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const SCHOOL_OPTIONS = SCHOOLS.map((s) => ({ value: s, label: s }));

export const valuesOf = (s: ShiftDto): ShiftFormValues => ({
  userId: s.userId,
  date: s.date,
  status: s.status,
  schoolName: schoolOf(s.schoolName),
  startTime: s.startTime,
  endTime: s.endTime,
  availableFrom: s.availableFrom,
  availableUntil: s.availableUntil,
});

/** Part-timers first (most shifts are theirs), then full-timers, supervisors, school managers; by name within each. */
function teacherOptions(teachers: UserDto[]) {
  const byRole = groupPeople(byDisplayName(teachers), ({ u }) => u.role);
  return [...byRole.entries()]
    .filter((entry): entry is [Role, (typeof entry)[1]] => entry[0] !== null)
    .sort(([a], [b]) => b - a)
    .flatMap(([role, people]) => {
      const group = roleGroupLabel(role);
      return people.map(({ u, name }) => ({ value: u.id, label: name, group }));
    });
}

interface Props {
  initial: ShiftFormValues;
  /** Only the new form picks a teacher. */
  teachers?: UserDto[];
  guard: boolean;
  busy: boolean;
  onSave(values: ShiftSaveData): Promise<void>;
  extraActions?: ReactNode;
  /** False when the server says the shift may not be edited (its `can.edit`): no Save. */
  canSave?: boolean;
}

/** The shift edit and new form: school and times for assigned and up, availability for submitted. */
const schema = lazySchema(() => import('../schemas.ts').then((m) => m.createShiftSchema));
const resolver = lazyZodResolver(schema);

export function ShiftForm({ initial, teachers, guard, busy, onSave, extraActions, canSave = true }: Props) {
  const { t, i18n } = useTranslation();
  const isNew = Boolean(teachers);
  // Sorted and labelled once, not at each of the form's renders (react-hook-form renders it again as it mounts),
  // and the same arrays each time: the kit's fields render again only when their own props change (fieldMemo).
  const language = i18n.language;
  const choices = useMemo(
    () => ({ teachers: teachers && teacherOptions(teachers), statuses: statusOptions() }),
    // The labels are in the page's language (statusLabel and roleGroupLabel read i18n).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [teachers, language],
  );
  useSchemaSoon(schema);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { isDirty, isSubmitting },
  } = useForm<ShiftFormValues, unknown, CreateShiftData>({
    defaultValues: initial,
    // The edit form holds the shift's own teacher, so the create schema checks it with the same rules and words.
    resolver,
  });
  const status = useWatch({ control, name: 'status' });
  const submitted = status === SHIFT_STATUS.submitted;

  // Stable, as the choices are.
  const onStatus = useCallback(
    (next: ShiftStatus) => {
      // The spec's defaults fill the times the new status needs, if they are still empty.
      if (next === SHIFT_STATUS.submitted && !getValues('availableFrom') && !getValues('availableUntil')) {
        setValue('availableFrom', SHIFT_DEFAULTS.availability.availableFrom, { shouldDirty: true });
        setValue('availableUntil', SHIFT_DEFAULTS.availability.availableUntil, { shouldDirty: true });
      }
      if (next !== SHIFT_STATUS.submitted && !getValues('startTime') && !getValues('endTime')) {
        setValue('startTime', SHIFT_DEFAULTS.window.startTime, { shouldDirty: true });
        setValue('endTime', SHIFT_DEFAULTS.window.endTime, { shouldDirty: true });
      }
    },
    [getValues, setValue],
  );

  // Switching status and back leaves the other status's fields filled in: they are not sent.
  const submit = handleSubmit(async ({ userId, date, status: saved, ...entry }) => {
    await onSave({ userId: isNew ? userId : initial.userId, date, status: saved, ...onlyFieldsOfStatus(saved, entry) });
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
      {guard && <LeaveGuard when={isDirty && !isSubmitting} message={t('shifts.form.unsavedChanges')} />}
      {choices.teachers && (
        <FormSelect control={control} name="userId" label={t('shifts.form.teacher')} options={choices.teachers} />
      )}
      <FormDateField control={control} name="date" label={t('shifts.shiftDate')} />
      <FormSelect
        control={control}
        name="status"
        label={t('shifts.form.status')}
        options={choices.statuses}
        onValueChange={onStatus}
      />
      {!submitted && (
        <>
          <FormSelect control={control} name="schoolName" label={t('shifts.school')} options={SCHOOL_OPTIONS} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTimeField control={control} name="startTime" label={t('shifts.form.startTime')} />
            <FormTimeField control={control} name="endTime" label={t('shifts.form.endTime')} />
          </Box>
        </>
      )}
      {submitted && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTimeField control={control} name="availableFrom" label={t('shifts.availableFrom')} />
          <FormTimeField control={control} name="availableUntil" label={t('shifts.availableUntil')} />
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {canSave && (
          <Button type="submit" variant="contained" disabled={busy || isSubmitting}>
            {t('shifts.form.save')}
          </Button>
        )}
        {extraActions}
      </Stack>
    </Box>
  );
}
