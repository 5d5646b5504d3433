import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { zodResolver } from '@hookform/resolvers/zod';
import { linkFieldsSchema, type LinkDto, type LinkFields, type LinkFieldsInput } from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { notify } from '../../../lib/status.ts';
import { useDeleteLink, useUpdateLink } from '../api.ts';
import { VisibilitySelect } from './VisibilitySelect.tsx';

const toValues = (l: LinkDto): LinkFieldsInput => ({ title: l.title, url: l.url, role: l.role });

export interface LinkRowProps {
  link: LinkDto;
  /** Tells the page whether this row has unsaved edits, for its leave guard. */
  onDirtyChange(id: string, dirty: boolean): void;
}

/** One existing link: its own small form with Save, and Delete behind a confirmation. */
export function LinkRow({ link, onDirtyChange }: LinkRowProps) {
  const update = useUpdateLink(link.id);
  const remove = useDeleteLink(link.id);
  const [confirming, setConfirming] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<LinkFieldsInput, unknown, LinkFields>({ defaultValues: toValues(link),
    values: toValues(link),
    resetOptions: { keepDirtyValues: true }, resolver: zodResolver(linkFieldsSchema) });

  useEffect(() => {
    onDirtyChange(link.id, isDirty && !isSubmitting);
    return () => onDirtyChange(link.id, false);
  }, [link.id, isDirty, isSubmitting, onDirtyChange]);

  // Someone else's change arrives with a refetch: shown at once unless this row is being edited.
  useEffect(() => {
    if (!isDirty) reset(toValues(link));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored values change
  }, [link.title, link.url, link.role]);

  const text = (name: 'title' | 'url') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: !!errors[name], helperText: errors[name]?.message };
  };

  const onSubmit = async (data: LinkFields) => {
    try {
      reset(toValues(await update.mutateAsync(data)));
      notify.success('link updated');
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      notify.success('link deleted');
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
      aria-label={`Link: ${link.title}`}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr) 210px 200px' },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <TextField label="Title" required {...text('title')} />
      <TextField
        label="URL"
        type="url"
        required
        {...text('url')}
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <VisibilitySelect name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 56 }}>
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
          Save
        </Button>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          Delete
        </Button>
        <Tooltip title="Open link">
          <IconButton component="a" href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${link.title} in a new tab`}>
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Typography variant="body2" color="text.secondary" sx={{ width: { md: '100%' } }}>
          {link.clickCount === 1 ? '1 click' : `${link.clickCount} clicks`}
        </Typography>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Delete link?"
        message={`Delete the link '${link.title}'? Nobody will see it any more.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
