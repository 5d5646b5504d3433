import { Box, Button, IconButton, TextField, Tooltip } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { zodResolver } from '@hookform/resolvers/zod';
import { manualFieldsSchema, type ManualDto, type ManualFields, type ManualFieldsInput } from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { notify } from '../../../lib/status.ts';
import { useDeleteManual, useUpdateManual } from '../api.ts';
import { CATEGORY_LABELS } from '../labels.ts';
import { CategorySelect } from './CategorySelect.tsx';

const toValues = (m: ManualDto): ManualFieldsInput => ({ locationName: m.locationName, url: m.url, pickupCategory: m.pickupCategory });
const describe = (m: ManualDto) => `${m.locationName} (${CATEGORY_LABELS[m.pickupCategory]})`;

export interface ManualRowProps {
  manual: ManualDto;
  onDirtyChange(id: string, dirty: boolean): void;
}

/** One existing manual: its own small form with Save, and Delete behind a confirmation. */
export function ManualRow({ manual, onDirtyChange }: ManualRowProps) {
  const update = useUpdateManual(manual.id);
  const remove = useDeleteManual(manual.id);
  const [confirming, setConfirming] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ManualFieldsInput, unknown, ManualFields>({ defaultValues: toValues(manual),
    values: toValues(manual),
    resetOptions: { keepDirtyValues: true }, resolver: zodResolver(manualFieldsSchema) });

  useEffect(() => {
    onDirtyChange(manual.id, isDirty && !isSubmitting);
    return () => onDirtyChange(manual.id, false);
  }, [manual.id, isDirty, isSubmitting, onDirtyChange]);

  // Someone else's change arrives with a refetch: shown at once unless this row is being edited.
  useEffect(() => {
    if (!isDirty) reset(toValues(manual));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored values change
  }, [manual.locationName, manual.url, manual.pickupCategory]);

  const text = (name: 'locationName' | 'url') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: !!errors[name], helperText: errors[name]?.message };
  };

  const onSubmit = async (data: ManualFields) => {
    try {
      reset(toValues(await update.mutateAsync(data)));
      notify.success('manual updated');
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      notify.success('manual deleted');
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
      aria-label={`Manual: ${describe(manual)}`}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr) 150px auto' },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <TextField label="Location name" required {...text('locationName')} />
      <TextField label="URL" type="url" required {...text('url')} slotProps={{ htmlInput: { inputMode: 'url' } }} />
      <Controller
        control={control}
        name="pickupCategory"
        render={({ field, fieldState }) => (
          <CategorySelect name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 56 }}>
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
          Save
        </Button>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          Delete
        </Button>
        <Tooltip title="Open manual">
          <IconButton component="a" href={manual.url} target="_blank" rel="noopener noreferrer" aria-label={`Open the manual for ${describe(manual)} in a new tab`}>
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Delete manual?"
        message={`Delete the manual for ${describe(manual)}? Teachers on this pickup will no longer see it.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
