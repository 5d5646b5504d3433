import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { createLinksSchema, type CreateLinksData, type CreateLinksInput } from '@school-ops/shared';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { notify } from '../../../lib/status.ts';
import { useCreateLinks } from '../api.ts';
import { emptyLink } from '../labels.ts';
import { VisibilitySelect } from './VisibilitySelect.tsx';

const EMPTY: CreateLinksInput = { links: [emptyLink()] };

/** Several new links at once: add and remove rows, then one Create for all of them (all or nothing). */
export function NewLinksForm({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const create = useCreateLinks();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CreateLinksInput, unknown, CreateLinksData>({ defaultValues: EMPTY, resolver: zodResolver(createLinksSchema) });
  const rows = useFieldArray({ control, name: 'links' });

  useEffect(() => {
    onDirtyChange(isDirty && !isSubmitting);
    return () => onDirtyChange(false);
  }, [isDirty, isSubmitting, onDirtyChange]);

  const onSubmit = async (data: CreateLinksData) => {
    try {
      const { documents } = await create.mutateAsync(data);
      reset(EMPTY);
      notify.success(documents.length === 1 ? '1 link created' : `${documents.length} links created`);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box component="form" noValidate aria-label="New links" onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      {rows.fields.map((row, i) => {
        const e = errors.links?.[i];
        const text = (name: 'title' | 'url') => {
          const { ref, ...rest } = register(`links.${i}.${name}`);
          return { ...rest, inputRef: ref, error: !!e?.[name], helperText: e?.[name]?.message };
        };
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={`New link ${i + 1}`}
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr) 210px auto' },
              py: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <TextField label="Title" required {...text('title')} />
            <TextField label="URL" type="url" required {...text('url')} slotProps={{ htmlInput: { inputMode: 'url' } }} />
            <Controller
              control={control}
              name={`links.${i}.role`}
              render={({ field, fieldState }) => (
                <VisibilitySelect name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
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
      {errors.links?.root?.message && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {errors.links.root.message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => rows.append(emptyLink())}>
          Add row
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Create
        </Button>
      </Box>
    </Box>
  );
}
