import { Box, Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ABC_KIND_LABELS,
  ABC_KINDS,
  ABC_LETTER_OPTIONS,
  bookRefLabel,
  MSG,
  READING_STAGE,
  READING_STAGE_LABELS,
  spellingCategoryRefLabel,
  studentReadingFormValues,
  studentReadingSchema,
  type StudentDto,
  type StudentReadingData,
  type StudentReadingInput,
} from '@school-ops/shared';
import { useForm, useWatch } from 'react-hook-form';
import { FormCheckbox } from '../../../components/form/FormCheckbox.tsx';
import { FormNumberField } from '../../../components/form/FormNumberField.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useNotify } from '../../../lib/status.ts';
import { useBookOptions, useSpellingCategoryOptions, useUpdateReading } from '../api.ts';

const STAGES = [
  READING_STAGE.toBeChecked,
  READING_STAGE.abc,
  READING_STAGE.spellingAndBlending,
  READING_STAGE.book,
  READING_STAGE.nonSystemBook,
] as const;
const STAGE_OPTIONS = STAGES.map((s) => ({ value: s, label: READING_STAGE_LABELS[s] }));
const ABC_OPTIONS = ABC_KINDS.map((k) => ({ value: k, label: ABC_KIND_LABELS[k] }));
const LETTER_OPTIONS = ABC_LETTER_OPTIONS.map((n) => ({ value: n, label: n }));
// Native selects: large, familiar pickers on tablets and phones. The label always sits above.
const select = { select: { native: true }, inputLabel: { shrink: true } };

export const READING_SAVED = 'student reading saved';

/** Adds the current choice when the list does not have it (not loaded, or from another source). */
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
  const notify = useNotify();
  const update = useUpdateReading(student.id);
  const books = useBookOptions();
  const categories = useSpellingCategoryOptions();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<StudentReadingInput, unknown, StudentReadingData>({
    defaultValues: studentReadingFormValues(student.reading),
    values: studentReadingFormValues(student.reading),
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(studentReadingSchema),
  });
  const stage = useWatch({ control, name: 'stage' });

  const onSubmit = async (data: StudentReadingData) => {
    try {
      const doc = await (save ?? update.mutateAsync)(data);
      reset(studentReadingFormValues(doc.reading));
      notify.success(READING_SAVED);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const bookList = withCurrent(books.data, student.reading.book);
  const categoryList = withCurrent(categories.data, student.reading.spellingCategory);
  const emptyHelp = (loading: boolean, failed: boolean, count: number, what: string) =>
    loading
      ? `Loading ${what}...`
      : failed
        ? `Could not load the ${what}.`
        : count === 0
          ? `There are no ${what} yet.`
          : undefined;

  return (
    <Box
      component="form"
      noValidate
      aria-label="Student reading"
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <LeaveGuard when={isDirty && !isSubmitting} message={MSG.unsavedChanges} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormSelect control={control} name="stage" label="Stage" native slotProps={select} options={STAGE_OPTIONS} />
        <FormNumberField
          control={control}
          name="timesRead"
          label="Times Read"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, step: 1 } }}
        />
      </Box>

      {stage === READING_STAGE.abc && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'start' }}>
          <FormSelect
            control={control}
            name="abc.stage"
            label="ABC stage"
            native
            slotProps={select}
            options={ABC_OPTIONS}
          />
          <FormSelect
            control={control}
            name="abc.letters"
            label="ABC letters"
            native
            slotProps={select}
            options={LETTER_OPTIONS}
          />
          <FormCheckbox control={control} name="abc.oldProgression" label="Old Progression" />
        </Box>
      )}

      {stage === READING_STAGE.spellingAndBlending && (
        <FormSelect
          control={control}
          name="spellingCategoryId"
          label="Spelling Category"
          required
          native
          slotProps={select}
          options={[
            { value: '', label: 'Choose a spelling category' },
            ...categoryList.map((c) => ({ value: c.id, label: spellingCategoryRefLabel(c) })),
          ]}
          helperText={emptyHelp(categories.isPending, categories.isError, categoryList.length, 'spelling categories')}
        />
      )}

      {stage === READING_STAGE.book && (
        <FormSelect
          control={control}
          name="bookId"
          label="Book"
          required
          native
          slotProps={select}
          options={[
            { value: '', label: 'Choose a book' },
            ...bookList.map((b) => ({ value: b.id, label: bookRefLabel(b) })),
          ]}
          helperText={emptyHelp(books.isPending, books.isError, bookList.length, 'books')}
        />
      )}

      {stage === READING_STAGE.nonSystemBook && (
        <FormTextField control={control} name="nonSystemBook" label="Book Name" required />
      )}

      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Submit
        </Button>
      </Box>
    </Box>
  );
}
