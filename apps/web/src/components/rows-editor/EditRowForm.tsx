import { Box, Button, IconButton } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { lazyZodResolver, useSchemaSoon, type LazySchema } from '../form/lazy-schema.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNotify } from '../../lib/status.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useFollowValues } from '../form/follow-values.ts';
import { Hint } from '../Hint.tsx';

export interface EditRowFormProps<TItem extends { id: string }, TInput extends FieldValues, TData> {
  item: TItem;
  /** The item's editable fields, as the form holds them. */
  toValues(item: TItem): TInput;
  /** The row's schema, loaded apart from the page (components/form/lazy-schema.ts). */
  schema: LazySchema<z4.$ZodType<TData, TInput>>;
  /** Saves the fields and answers the stored item, which the form then shows; absent (the record's
   * `can.edit` is false), the row has no Save. */
  update?: { mutateAsync(data: TData): Promise<TItem> };
  /** Absent (the record's `can.delete` is false), the row has no Delete. */
  remove?: { mutateAsync(): Promise<unknown>; isPending: boolean };
  /** Singular, lower case ("link"), in the reader's language: for the toasts and the confirmation's title. */
  noun: string;
  /** The form's accessible name. */
  label: string;
  /** The confirmation's text, naming the item. */
  deleteMessage: string;
  /** The md grid columns: the fields', then the actions'. */
  columns: string;
  /** The fields, one grid cell each. */
  renderFields(form: UseFormReturn<TInput, unknown, TData>): ReactNode;
  /** Where the item's Open button leads (a new tab), and that button's accessible name. */
  href: string;
  openLabel: string;
  /** Shown after the buttons, in the actions' cell. */
  actions?: ReactNode;
  /** Tells the page whether this row has unsaved edits, for its leave guard. */
  onDirtyChange(id: string, dirty: boolean): void;
}

/**
 * The row's fields, memoised (decision 0045): the row renders again as its form mounts (react-hook-form's isReady,
 * in the commit) and on each change of its form state, and a page holds a row per item. The form kit's fields
 * read their own state from `form.control`.
 */
interface RowFieldsProps<TInput extends FieldValues, TData> {
  form: UseFormReturn<TInput, unknown, TData>;
  render(form: UseFormReturn<TInput, unknown, TData>): ReactNode;
}
// memo() drops a component's type parameters: the cast gives them back.
const RowFields = memo(function RowFields({ form, render }: RowFieldsProps<FieldValues, unknown>) {
  return render(form);
}) as <TInput extends FieldValues, TData>(props: RowFieldsProps<TInput, TData>) => ReactNode;

/** One existing item: its own small form with Save, and Delete behind a confirmation, each when the server allows it. */
export function EditRowForm<TItem extends { id: string }, TInput extends FieldValues, TData>(
  p: EditRowFormProps<TItem, TInput, TData>,
) {
  const notify = useNotify();
  const { t } = useTranslation();
  const { item, toValues, update, remove, noun, onDirtyChange } = p;
  const [confirming, setConfirming] = useState(false);
  const resolver = useMemo(() => lazyZodResolver(p.schema), [p.schema]);
  useSchemaSoon(p.schema);
  // A generic TInput is not a DefaultValues<TInput> to the compiler: the stored item's values are whole.
  const form = useForm<TInput, unknown, TData>({
    defaultValues: toValues(item) as DefaultValues<TInput>,
    resolver,
  });
  const {
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = form;

  useEffect(() => {
    onDirtyChange(item.id, isDirty && !isSubmitting);
    return () => onDirtyChange(item.id, false);
  }, [item.id, isDirty, isSubmitting, onDirtyChange]);

  // Someone else's change arrives with a refetch: shown at once unless this row is being edited.
  useFollowValues(reset, toValues(item), isDirty);

  const onSubmit = async (data: TData) => {
    if (!update) return;
    try {
      reset(toValues(await update.mutateAsync(data)));
      notify.success(t('components.rowsEditor.updated', { noun }));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const onDelete = async () => {
    if (!remove) return;
    try {
      await remove.mutateAsync();
      notify.success(t('components.rowsEditor.deleted', { noun }));
    } catch (err) {
      notify.error((err as Error).message);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={p.label}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: p.columns },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <RowFields form={form} render={p.renderFields} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 56 }}>
        {update && (
          <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
            {t('components.rowsEditor.save')}
          </Button>
        )}
        {remove && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {t('components.rowsEditor.delete')}
          </Button>
        )}
        <Hint title={t('components.rowsEditor.open', { noun })}>
          <IconButton component="a" href={p.href} target="_blank" rel="noopener noreferrer" aria-label={p.openLabel}>
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Hint>
        {p.actions}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('components.rowsEditor.deleteTitle', { noun })}
        message={p.deleteMessage}
        confirmLabel={t('components.rowsEditor.delete')}
        destructive
        busy={remove?.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
