import { Box, Button } from '@mui/material';
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
import { useForm } from 'react-hook-form';
import { FormRadioGroup } from '../../../components/form/FormRadioGroup.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useNotify } from '../../../lib/status.ts';
import { useUpdateTeacher } from '../api.ts';

const TRAINING_LEVELS = [0, 1, 2] as const;
const READING_OPTIONS = READING_LEVELS.map((l) => ({ value: l, label: READING_LEVEL_LABELS[l] }));
const TRAINING_OPTIONS = TRAINING_LEVELS.map((l) => ({ value: l, label: TRAINING_LEVEL_LABELS[l] }));

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
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<UpdateTeacherInput, unknown, UpdateTeacherData>({
    defaultValues: toFormValues(teacher),
    values: toFormValues(teacher),
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(updateTeacherSchema),
  });

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
      <FormRadioGroup control={control} name="readingLevel" label="Reading level" row options={READING_OPTIONS} />
      <FormRadioGroup control={control} name="trainingLevel" label="Training level" row options={TRAINING_OPTIONS} />
      <FormTextField control={control} name="nickname" label="Nickname" />
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
