import { Box, Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
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
import { Controller, useForm, useWatch } from 'react-hook-form';
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
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<StudentReadingInput, unknown, StudentReadingData>({
    defaultValues: studentReadingFormValues(student.reading),
    values: studentReadingFormValues(student.reading),
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(studentReadingSchema),
  });
  const stage = useWatch({ control, name: 'stage' });
  const { ref: timesReadRef, ...timesRead } = register('timesRead');
  const { ref: bookNameRef, ...bookName } = register('nonSystemBook');

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
        <Controller
          control={control}
          name="stage"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Stage"
              slotProps={select}
              name={field.name}
              inputRef={field.ref}
              value={String(field.value)}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {STAGES.map((s) => (
                <option key={s} value={s}>
                  {READING_STAGE_LABELS[s]}
                </option>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="Times Read"
          type="number"
          required
          {...timesRead}
          inputRef={timesReadRef}
          error={!!errors.timesRead}
          helperText={errors.timesRead?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, step: 1 } }}
        />
      </Box>

      {stage === READING_STAGE.abc && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'start' }}>
          <Controller
            control={control}
            name="abc.stage"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="ABC stage"
                slotProps={select}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {ABC_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {ABC_KIND_LABELS[k]}
                  </option>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="abc.letters"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="ABC letters"
                slotProps={select}
                name={field.name}
                inputRef={field.ref}
                value={String(field.value)}
                onChange={(e) => field.onChange(Number(e.target.value))}
                onBlur={field.onBlur}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {ABC_LETTER_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="abc.oldProgression"
            render={({ field }) => (
              <FormControlLabel
                label="Old Progression"
                control={
                  <Checkbox
                    name={field.name}
                    checked={!!field.value}
                    onChange={(_, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
        </Box>
      )}

      {stage === READING_STAGE.spellingAndBlending && (
        <Controller
          control={control}
          name="spellingCategoryId"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Spelling Category"
              required
              slotProps={select}
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ??
                emptyHelp(categories.isPending, categories.isError, categoryList.length, 'spelling categories')
              }
            >
              <option value="">Choose a spelling category</option>
              {categoryList.map((c) => (
                <option key={c.id} value={c.id}>
                  {spellingCategoryRefLabel(c)}
                </option>
              ))}
            </TextField>
          )}
        />
      )}

      {stage === READING_STAGE.book && (
        <Controller
          control={control}
          name="bookId"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Book"
              required
              slotProps={select}
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ?? emptyHelp(books.isPending, books.isError, bookList.length, 'books')
              }
            >
              <option value="">Choose a book</option>
              {bookList.map((b) => (
                <option key={b.id} value={b.id}>
                  {bookRefLabel(b)}
                </option>
              ))}
            </TextField>
          )}
        />
      )}

      {stage === READING_STAGE.nonSystemBook && (
        <TextField
          label="Book Name"
          required
          {...bookName}
          inputRef={bookNameRef}
          error={!!errors.nonSystemBook}
          helperText={errors.nonSystemBook?.message}
        />
      )}

      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Submit
        </Button>
      </Box>
    </Box>
  );
}
