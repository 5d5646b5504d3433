import { Box, Button } from '@mui/material';
import { BOOK_PART_TAKEN, FIELD_MAX, type BookDto, type CreateBookData } from '@school-ops/shared';
import { memo } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { FormNumberField } from '../../../components/form/FormNumberField.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCreateBook, useUpdateBook } from '../api.ts';
import { useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { bookResolver, bookSchema, toFormValues, type BookFormValues } from '../form.ts';
import { RowFields } from './RowFields.tsx';
import { useFollowValues } from '../../../components/form/follow-values.ts';

export interface BookFormProps {
  book?: BookDto;
  /** False once the page is leaving on purpose (after a delete). */
  guard?: boolean;
  onCreated?(book: BookDto): void;
}

export function BookForm({ book, guard = true, onCreated }: BookFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const isEdit = book !== undefined;
  const create = useCreateBook();
  const update = useUpdateBook(book?.id ?? '');
  useSchemaSoon(bookSchema);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<BookFormValues, unknown, CreateBookData>({
    defaultValues: toFormValues(book),
    resolver: bookResolver,
  });
  useFollowValues(reset, toFormValues(book) as BookFormValues);

  const onSubmit = async (data: CreateBookData) => {
    try {
      if (isEdit) {
        reset(toFormValues(await update.mutateAsync(data)));
        notify.success(t('books.form.saved'));
      } else {
        const created = await create.mutateAsync(data);
        notify.success(t('books.form.created'));
        onCreated?.(created);
      }
    } catch (err) {
      // Another book has these numbers: say so where they are typed, too.
      if (err instanceof ApiError && err.code === BOOK_PART_TAKEN)
        setError('part', { message: err.message }, { shouldFocus: true });
      notify.error((err as Error).message);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('books.form.label')}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      sx={{ display: 'grid', gap: 3 }}
    >
      {/* Spec: dirty forms are guarded, except on new pages. */}
      <LeaveGuard when={isEdit && guard && isDirty && !isSubmitting} message={t('books.form.unsavedChanges')} />
      <BookFields control={control} />
      <RowFields kind="keyWords" control={control} />
      <RowFields kind="questions" control={control} />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {t('books.form.save')}
        </Button>
      </Box>
    </Box>
  );
}

const numeric = (min: number, max?: number) => ({ htmlInput: { min, max, inputMode: 'numeric' as const } });

/**
 * The book's own fields, rendered once. The form renders again as it mounts (RHF's `isReady`, set in a layout
 * effect, so in the same task, then its `values`) and on every change of its state: with the fields inside, a
 * book's whole form rendered each time, one long task on a phone (issue 23). Memoised, each field reads its own
 * state (useController, useFormState).
 */
const BookFields = memo(function BookFields({
  control,
}: {
  control: Control<BookFormValues, unknown, CreateBookData>;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
      <FormTextField
        control={control}
        name="name"
        label={t('books.form.name')}
        required
        sx={{ gridColumn: '1 / -1' }}
      />
      <FormNumberField
        control={control}
        name="wordCount"
        label={t('books.form.wordCount')}
        required
        slotProps={numeric(0)}
      />
      <FormNumberField
        control={control}
        name="level"
        label={t('books.form.level')}
        required
        slotProps={numeric(1, FIELD_MAX.level)}
      />
      <FormNumberField
        control={control}
        name="order"
        label={t('books.form.order')}
        required
        slotProps={numeric(1, FIELD_MAX.order)}
      />
      <FormNumberField
        control={control}
        name="part"
        label={t('books.form.part')}
        empty={null}
        slotProps={numeric(1, FIELD_MAX.part)}
      />
    </Box>
  );
});
