import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { createManualsSchema, type CreateManualsData, type CreateManualsInput } from '@school-ops/shared';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { notify } from '../../../lib/status.ts';
import { useCreateManuals } from '../api.ts';
import { emptyManual } from '../labels.ts';
import { CategorySelect } from './CategorySelect.tsx';

const EMPTY: CreateManualsInput = { manuals: [emptyManual()] };

/** Several new manuals at once: add and remove rows, then one Create for all of them (all or nothing). */
export function NewManualsForm({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const create = useCreateManuals();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CreateManualsInput, unknown, CreateManualsData>({ defaultValues: EMPTY, resolver: zodResolver(createManualsSchema) });
  const rows = useFieldArray({ control, name: 'manuals' });

  useEffect(() => {
    onDirtyChange(isDirty && !isSubmitting);
    return () => onDirtyChange(false);
  }, [isDirty, isSubmitting, onDirtyChange]);

  const onSubmit = async (data: CreateManualsData) => {
    try {
      const { documents } = await create.mutateAsync(data);
      reset(EMPTY);
      notify.success(documents.length === 1 ? '1 manual created' : `${documents.length} manuals created`);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box component="form" noValidate aria-label="New manuals" onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      {rows.fields.map((row, i) => {
        const e = errors.manuals?.[i];
        const text = (name: 'locationName' | 'url') => {
          const { ref, ...rest } = register(`manuals.${i}.${name}`);
          return { ...rest, inputRef: ref, error: !!e?.[name], helperText: e?.[name]?.message };
        };
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={`New manual ${i + 1}`}
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
              name={`manuals.${i}.pickupCategory`}
              render={({ field, fieldState }) => (
                <CategorySelect name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
              )}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 56 }}>
              <Tooltip title="Remove row">
                <span>
                  <IconButton aria-label={`Remove row ${i + 1}`} onClick={() => rows.remove(i)} disabled={rows.fields.length === 1}>
                    <DeleteOutlinedIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          </Box>
        );
      })}
      {errors.manuals?.root?.message && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {errors.manuals.root.message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => rows.append(emptyManual())}>
          Add row
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Create
        </Button>
      </Box>
    </Box>
  );
}
