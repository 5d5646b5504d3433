import { Box, Button, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  useFieldArray,
  useForm,
  type DefaultValues,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { Hint } from '../Hint.tsx';
import { lazyZodResolver, useSchemaSoon, type LazySchema } from '../form/lazy-schema.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNotify } from '../../lib/status.ts';

export interface NewRowsFormProps<
  TInput extends FieldValues,
  TData,
  TName extends FieldArrayPath<TInput> & Path<TInput>,
> {
  /** The whole form's schema: one array of rows under `name`, checked all at once on Create. */
  schema: LazySchema<z4.$ZodType<TData, TInput>>;
  name: TName;
  emptyRow(): FieldArray<TInput, TName>;
  /** Creates every row in one request (all or nothing); the answer's documents are counted for the toast. */
  create: { mutateAsync(data: TData): Promise<{ documents: readonly unknown[] }> };
  /** Singular, lower case ("link"), in the reader's language: the form, its rows and the toast are named after it. */
  noun: string;
  /** The same, plural ("links"): a language's plural is its catalog's word, never the singular with an "s". */
  nouns: string;
  /** The md grid columns of the fields; the remove button's column is added after them. */
  columns: string;
  /** The fields of row `index`, one grid cell each. */
  renderFields(index: number, form: UseFormReturn<TInput, unknown, TData>): ReactNode;
  onDirtyChange(dirty: boolean): void;
}

/** Several new items at once: add and remove rows, then one Create for all of them (all or nothing). */
export function NewRowsForm<TInput extends FieldValues, TData, TName extends FieldArrayPath<TInput> & Path<TInput>>({
  schema,
  name,
  emptyRow,
  create,
  noun,
  nouns,
  columns,
  renderFields,
  onDirtyChange,
}: NewRowsFormProps<TInput, TData, TName>) {
  const notify = useNotify();
  const { t } = useTranslation();
  // TypeScript cannot see that `{ [name]: [row] }` is a TInput for a generic name; it is, since the
  // schema's only field is the array under `name`.
  const empty = () => ({ [name]: [emptyRow()] }) as DefaultValues<TInput>;
  const resolver = useMemo(() => lazyZodResolver(schema), [schema]);
  useSchemaSoon(schema);
  const form = useForm<TInput, unknown, TData>({ defaultValues: empty(), resolver });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = form;
  const rows = useFieldArray<TInput, TName, 'id', TData>({ control, name });
  // Errors of the list as a whole (too many rows, say) stand under `root` of the array's error.
  const listError = form.getFieldState(name, form.formState).error?.root?.message;

  useEffect(() => {
    onDirtyChange(isDirty && !isSubmitting);
    return () => onDirtyChange(false);
  }, [isDirty, isSubmitting, onDirtyChange]);

  const onSubmit = async (data: TData) => {
    try {
      const { documents } = await create.mutateAsync(data);
      reset(empty());
      notify.success(t('components.rowsEditor.created', { count: documents.length, noun, nouns }));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('components.rowsEditor.newRows', { nouns })}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      {rows.fields.map((row, i) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('components.rowsEditor.newRow', { noun, number: i + 1 })}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: `${columns} auto` },
            py: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {renderFields(i, form)}
          <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 56 }}>
            <Hint title={t('components.rowsEditor.removeRowTip')}>
              <span>
                <IconButton
                  aria-label={t('components.rowsEditor.removeRow', { number: i + 1 })}
                  onClick={() => rows.remove(i)}
                  disabled={rows.fields.length === 1}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </span>
            </Hint>
          </Box>
        </Box>
      ))}
      {listError && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {listError}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => rows.append(emptyRow())}>
          {t('components.rowsEditor.addRow')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('components.rowsEditor.create')}
        </Button>
      </Box>
    </Box>
  );
}
