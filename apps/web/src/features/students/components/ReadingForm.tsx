import { Box, Button } from '@mui/material';
import {
  ABC_KINDS,
  ABC_LETTER_OPTIONS,
  bookLabel,
  READING_STAGE,
  spellingCategoryLabel,
  studentReadingFormValues,
  type StudentDto,
  type StudentReadingData,
  type StudentReadingInput,
} from '@school-ops/shared';
import { useForm, useWatch } from 'react-hook-form';
import { lazySchema, lazyZodResolver, useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { FormCheckbox } from '../../../components/form/FormCheckbox.tsx';
import { FormNumberField } from '../../../components/form/FormNumberField.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useBookOptions, useSpellingCategoryOptions, useUpdateReading } from '../api.ts';
import { useAbcKindLabel, useStageLabel } from '../labels.ts';
import { useFollowValues } from '../../../components/form/follow-values.ts';

const STAGES = [
  READING_STAGE.toBeChecked,
  READING_STAGE.abc,
  READING_STAGE.spellingAndBlending,
  READING_STAGE.book,
  READING_STAGE.nonSystemBook,
] as const;
const LETTER_OPTIONS = ABC_LETTER_OPTIONS.map((n) => ({ value: n, label: n }));
// Native selects: large, familiar pickers on tablets and phones. The label always sits above.
const select = { select: { native: true }, inputLabel: { shrink: true } };

/** The English of the toast after a save (the catalog's students.reading.saved). */
export const READING_SAVED = 'student reading saved';

/** Adds the current choice when the list does not have it (not loaded, or from another source). */
const schema = lazySchema(() => import('../schemas.ts').then((m) => m.studentReadingSchema));
const resolver = lazyZodResolver(schema);

function withCurrent<T extends { id: string }>(list: T[] | undefined, current: T | null): T[] {
  const items = list ?? [];
  return current && !items.some((i) => i.id === current.id) ? [current, ...items] : items;
}

export interface ReadingFormProps {
  student: Pick<StudentDto, 'id' | 'reading'>;
  /** Where the setting is saved; by default the student endpoint (supervisors). */
  save?: (reading: StudentReadingData) => Promise<Pick<StudentDto, 'reading'>>;
}

export function ReadingForm({ student, save }: ReadingFormProps) {
  const { t } = useTranslation();
  const stageLabel = useStageLabel();
  const abcKindLabel = useAbcKindLabel();
  const notify = useNotify();
  const update = useUpdateReading(student.id);
  useSchemaSoon(schema);
  const books = useBookOptions();
  const categories = useSpellingCategoryOptions();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<StudentReadingInput, unknown, StudentReadingData>({
    defaultValues: studentReadingFormValues(student.reading),
    resolver,
  });
  useFollowValues(reset, studentReadingFormValues(student.reading));
  const stage = useWatch({ control, name: 'stage' });

  const onSubmit = async (data: StudentReadingData) => {
    try {
      const doc = await (save ?? update.mutateAsync)(data);
      reset(studentReadingFormValues(doc.reading));
      notify.success(t('students.reading.saved'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const bookList = withCurrent(books.data, student.reading.book);
  const categoryList = withCurrent(categories.data, student.reading.spellingCategory);
  const categoryHelp = categories.isPending
    ? t('students.reading.loadingSpellingCategories')
    : categories.isError
      ? t('students.reading.spellingCategoriesFailed')
      : categoryList.length === 0
        ? t('students.reading.noSpellingCategories')
        : undefined;
  const bookHelp = books.isPending
    ? t('students.reading.loadingBooks')
    : books.isError
      ? t('students.reading.booksFailed')
      : bookList.length === 0
        ? t('students.reading.noBooks')
        : undefined;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('students.reading.label')}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <LeaveGuard when={isDirty && !isSubmitting} message={t('students.reading.unsavedChanges')} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormSelect
          control={control}
          name="stage"
          label={t('students.reading.stage')}
          native
          slotProps={select}
          options={STAGES.map((s) => ({ value: s, label: stageLabel(s) }))}
        />
        <FormNumberField
          control={control}
          name="timesRead"
          label={t('students.reading.timesRead')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, step: 1 } }}
        />
      </Box>

      {stage === READING_STAGE.abc && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'start' }}>
          <FormSelect
            control={control}
            name="abc.stage"
            label={t('students.reading.abcStage')}
            native
            slotProps={select}
            options={ABC_KINDS.map((k) => ({ value: k, label: abcKindLabel(k) }))}
          />
          <FormSelect
            control={control}
            name="abc.letters"
            label={t('students.reading.abcLetters')}
            native
            slotProps={select}
            options={LETTER_OPTIONS}
          />
          <FormCheckbox control={control} name="abc.oldProgression" label={t('students.reading.oldProgression')} />
        </Box>
      )}

      {stage === READING_STAGE.spellingAndBlending && (
        <FormSelect
          control={control}
          name="spellingCategoryId"
          label={t('students.reading.spellingCategory')}
          required
          native
          slotProps={select}
          options={[
            { value: '', label: t('students.reading.chooseSpellingCategory') },
            ...categoryList.map((c) => ({ value: c.id, label: spellingCategoryLabel(c) })),
          ]}
          helperText={categoryHelp}
        />
      )}

      {stage === READING_STAGE.book && (
        <FormSelect
          control={control}
          name="bookId"
          label={t('students.reading.book')}
          required
          native
          slotProps={select}
          options={[
            { value: '', label: t('students.reading.chooseBook') },
            ...bookList.map((b) => ({ value: b.id, label: bookLabel(b) })),
          ]}
          helperText={bookHelp}
        />
      )}

      {stage === READING_STAGE.nonSystemBook && (
        <FormTextField control={control} name="nonSystemBook" label={t('students.reading.bookName')} required />
      )}

      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {t('students.reading.submit')}
        </Button>
      </Box>
    </Box>
  );
}
