import { Box, Button } from '@mui/material';
import { READING_LEVELS, type UpdateTeacherData, type UpdateTeacherInput, type UserDto } from '@school-ops/shared';
import { useForm } from 'react-hook-form';
import { lazySchema, lazyZodResolver, useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { FormRadioGroup } from '../../../components/form/FormRadioGroup.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useUpdateTeacher } from '../api.ts';
import { useLevelLabels } from '../labels.ts';
import { useFollowValues } from '../../../components/form/follow-values.ts';

const TRAINING_LEVELS = [0, 1, 2] as const;

const toFormValues = (u: UserDto): UpdateTeacherInput => ({
  readingLevel: u.readingLevel,
  trainingLevel: u.trainingLevel as UpdateTeacherInput['trainingLevel'],
  nickname: u.nickname ?? '',
});

const schema = lazySchema(() => import('../schemas.ts').then((m) => m.updateTeacherSchema));
const resolver = lazyZodResolver(schema);

export function TeacherForm({ teacher }: { teacher: UserDto }) {
  const { t } = useTranslation();
  const levels = useLevelLabels();
  const notify = useNotify();
  const update = useUpdateTeacher(teacher.id);
  useSchemaSoon(schema);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<UpdateTeacherInput, unknown, UpdateTeacherData>({
    defaultValues: toFormValues(teacher),
    resolver,
  });
  useFollowValues(reset, toFormValues(teacher));

  const onSubmit = async (data: UpdateTeacherData) => {
    try {
      reset(toFormValues(await update.mutateAsync(data)));
      notify.success(t('teachers.form.mustRelog'));
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
      <LeaveGuard when={isDirty && !isSubmitting} message={t('teachers.form.unsavedChanges')} />
      <FormRadioGroup
        control={control}
        name="readingLevel"
        label={t('teachers.form.readingLevel')}
        row
        options={READING_LEVELS.map((l) => ({ value: l, label: levels.reading(l) }))}
      />
      <FormRadioGroup
        control={control}
        name="trainingLevel"
        label={t('teachers.form.trainingLevel')}
        row
        options={TRAINING_LEVELS.map((l) => ({ value: l, label: levels.training(l) ?? String(l) }))}
      />
      <FormTextField control={control} name="nickname" label={t('teachers.form.nickname')} />
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('teachers.form.save')}
        </Button>
      </Box>
    </Box>
  );
}
