import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, ListSubheader, MenuItem, Stack, TextField } from '@mui/material';
import {
  createShiftSchema,
  displayName,
  editShiftSchema,
  MSG,
  onlyFieldsOfStatus,
  ROLE_LABELS,
  type Role,
  SCHOOLS,
  SHIFT_DEFAULTS,
  SHIFT_STATUS,
  SHIFT_STATUS_LABELS,
  SHIFT_STATUSES,
  type ShiftDto,
  type ShiftStatus,
  type UserDto,
} from '@school-ops/shared';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { TimeField } from '../../../components/TimeField.tsx';

export interface ShiftFormValues {
  userId: string;
  date: string;
  status: ShiftStatus;
  schoolName: string | null;
  startTime: string | null;
  endTime: string | null;
  availableFrom: string | null;
  availableUntil: string | null;
}

/** What a save sends: the teacher, date and status, and only the fields of that status. */
export type ShiftSaveData = Pick<ShiftFormValues, 'userId' | 'date' | 'status'> &
  Partial<Omit<ShiftFormValues, 'userId' | 'date' | 'status'>>;

export const valuesOf = (s: ShiftDto): ShiftFormValues => ({
  userId: s.userId,
  date: s.date,
  status: s.status,
  schoolName: s.schoolName,
  startTime: s.startTime,
  endTime: s.endTime,
  availableFrom: s.availableFrom,
  availableUntil: s.availableUntil,
});

/** Part-timers first (most shifts are theirs), then full-timers, supervisors, school managers; by name within each. */
function byRole(people: UserDto[]): [Role, UserDto[]][] {
  const groups = new Map<Role, UserDto[]>();
  for (const p of [...people].sort((a, b) => displayName(a).localeCompare(displayName(b)))) {
    if (p.role === null) continue;
    groups.set(p.role as Role, [...(groups.get(p.role as Role) ?? []), p]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a);
}

interface Props {
  initial: ShiftFormValues;
  /** Only the new form picks a teacher. */
  teachers?: UserDto[];
  guard: boolean;
  busy: boolean;
  onSave(values: ShiftSaveData): Promise<void>;
  extraActions?: ReactNode;
}

/** The shift edit and new form: school and times for assigned and up, availability for submitted. */
export function ShiftForm({ initial, teachers, guard, busy, onSave, extraActions }: Props) {
  const isNew = Boolean(teachers);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ShiftFormValues>({
    defaultValues: initial,
    resolver: zodResolver(isNew ? createShiftSchema : editShiftSchema) as unknown as Resolver<ShiftFormValues>,
  });
  const status = useWatch({ control, name: 'status' });
  const submitted = status === SHIFT_STATUS.submitted;

  const onStatus = (next: ShiftStatus) => {
    setValue('status', next, { shouldDirty: true });
    // The spec's defaults fill the times the new status needs, if they are still empty.
    if (next === SHIFT_STATUS.submitted && !getValues('availableFrom') && !getValues('availableUntil')) {
      setValue('availableFrom', SHIFT_DEFAULTS.availability.availableFrom, { shouldDirty: true });
      setValue('availableUntil', SHIFT_DEFAULTS.availability.availableUntil, { shouldDirty: true });
    }
    if (next !== SHIFT_STATUS.submitted && !getValues('startTime') && !getValues('endTime')) {
      setValue('startTime', SHIFT_DEFAULTS.window.startTime, { shouldDirty: true });
      setValue('endTime', SHIFT_DEFAULTS.window.endTime, { shouldDirty: true });
    }
  };

  // Switching status and back leaves the other status's fields filled in: they are not sent.
  const submit = handleSubmit(async ({ userId, date, status: saved, ...entry }) => {
    await onSave({ userId: isNew ? userId : initial.userId, date, status: saved, ...onlyFieldsOfStatus(saved, entry) });
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
      {guard && <LeaveGuard when={isDirty && !isSubmitting} message={MSG.unsavedChanges} />}
      {teachers && (
        <Controller
          control={control}
          name="userId"
          render={({ field }) => (
            <TextField
              select
              label="Teacher"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(errors.userId)}
              helperText={errors.userId?.message}
            >
              {byRole(teachers).flatMap(([role, people]) => [
                <ListSubheader key={`role-${role}`}>{ROLE_LABELS[role]}s</ListSubheader>,
                ...people.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {displayName(t)}
                  </MenuItem>
                )),
              ])}
            </TextField>
          )}
        />
      )}
      <Controller
        control={control}
        name="date"
        render={({ field }) => (
          // The typed date goes to the form as it is: the shared schema refuses it with the picker's message.
          <DateField
            label="Shift date"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.date?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <TextField
            select
            label="Status"
            name={field.name}
            value={field.value}
            onChange={(e) => onStatus(Number(e.target.value) as ShiftStatus)}
            error={Boolean(errors.status)}
            helperText={errors.status?.message}
          >
            {SHIFT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {SHIFT_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {!submitted && (
        <>
          <Controller
            control={control}
            name="schoolName"
            render={({ field }) => (
              <TextField
                select
                label="School"
                name={field.name}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                onBlur={field.onBlur}
                error={Boolean(errors.schoolName)}
                helperText={errors.schoolName?.message}
              >
                {SCHOOLS.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              control={control}
              name="startTime"
              render={({ field }) => (
                <TimeField
                  label="Start Time"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.startTime?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="endTime"
              render={({ field }) => (
                <TimeField
                  label="End Time"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.endTime?.message}
                />
              )}
            />
          </Box>
        </>
      )}
      {submitted && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Controller
            control={control}
            name="availableFrom"
            render={({ field }) => (
              <TimeField
                label="Available From"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.availableFrom?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="availableUntil"
            render={({ field }) => (
              <TimeField
                label="Available Until"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.availableUntil?.message}
              />
            )}
          />
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy || isSubmitting}>
          Save
        </Button>
        {extraActions}
      </Stack>
    </Box>
  );
}
