import { Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MSG,
  READING_LEVEL_LABELS,
  READING_LEVELS,
  TRAINING_LEVEL_LABELS,
  updateTeacherSchema,
  type UpdateTeacherData,
  type UpdateTeacherInput,
  type UserDto,
} from '@school-ops/shared';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useNotify } from '../../../lib/status.ts';
import { useUpdateTeacher } from '../api.ts';

const TRAINING_LEVELS = [0, 1, 2] as const;

const toFormValues = (t: UserDto): UpdateTeacherInput => ({
  readingLevel: t.readingLevel,
  trainingLevel: t.trainingLevel as UpdateTeacherInput['trainingLevel'],
  nickname: t.nickname ?? '',
});

export function TeacherForm({ teacher }: { teacher: UserDto }) {
  const notify = useNotify();
  const update = useUpdateTeacher(teacher.id);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<UpdateTeacherInput, unknown, UpdateTeacherData>({
    defaultValues: toFormValues(teacher),
    values: toFormValues(teacher),
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(updateTeacherSchema),
  });
  const { ref: nicknameRef, ...nickname } = register('nickname');

  const onSubmit = async (data: UpdateTeacherData) => {
    try {
      reset(toFormValues(await update.mutateAsync(data)));
      notify.success(MSG.mustRelog);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      sx={{ display: 'grid', gap: 3, maxWidth: 640 }}
    >
      <LeaveGuard when={isDirty && !isSubmitting} message={MSG.unsavedChanges} />
      <Controller
        control={control}
        name="readingLevel"
        render={({ field }) => (
          <RadioField label="Reading level" error={errors.readingLevel?.message}>
            <RadioGroup row name={field.name} value={field.value ?? 'none'} onChange={(_, v) => field.onChange(v)}>
              {READING_LEVELS.map((l) => (
                <FormControlLabel key={l} value={l} control={<Radio />} label={READING_LEVEL_LABELS[l]} />
              ))}
            </RadioGroup>
          </RadioField>
        )}
      />
      <Controller
        control={control}
        name="trainingLevel"
        render={({ field }) => (
          <RadioField label="Training level" error={errors.trainingLevel?.message}>
            <RadioGroup
              row
              name={field.name}
              value={String(field.value ?? 0)}
              onChange={(_, v) => field.onChange(Number(v))}
            >
              {TRAINING_LEVELS.map((l) => (
                <FormControlLabel key={l} value={String(l)} control={<Radio />} label={TRAINING_LEVEL_LABELS[l]} />
              ))}
            </RadioGroup>
          </RadioField>
        )}
      />
      <TextField
        label="Nickname"
        {...nickname}
        inputRef={nicknameRef}
        error={!!errors.nickname}
        helperText={errors.nickname?.message}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save
        </Button>
      </Box>
    </Box>
  );
}

function RadioField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" error={!!error}>
      <FormLabel component="legend">{label}</FormLabel>
      {children}
      {error && <Box sx={{ color: 'error.main', fontSize: '0.75rem' }}>{error}</Box>}
    </FormControl>
  );
}
