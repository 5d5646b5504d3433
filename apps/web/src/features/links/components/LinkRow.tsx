import { TextField, Typography } from '@mui/material';
import { linkFieldsSchema, type LinkDto, type LinkFieldsInput } from '@school-ops/shared';
import { Controller } from 'react-hook-form';
import { EditRowForm } from '../../../components/rows-editor/EditRowForm.tsx';
import { textFieldProps } from '../../../components/rows-editor/fieldProps.ts';
import { useDeleteLink, useUpdateLink } from '../api.ts';
import { VisibilitySelect } from './VisibilitySelect.tsx';

const toValues = (l: LinkDto): LinkFieldsInput => ({ title: l.title, url: l.url, role: l.role });

export interface LinkRowProps {
  link: LinkDto;
  /** Tells the page whether this row has unsaved edits, for its leave guard. */
  onDirtyChange(id: string, dirty: boolean): void;
}

/** One existing link: its title, URL and visibility, with a way to open it and its click count. */
export function LinkRow({ link, onDirtyChange }: LinkRowProps) {
  return (
    <EditRowForm
      item={link}
      toValues={toValues}
      schema={linkFieldsSchema}
      update={useUpdateLink(link.id)}
      remove={useDeleteLink(link.id)}
      noun="link"
      label={`Link: ${link.title}`}
      deleteMessage={`Delete the link '${link.title}'? Nobody will see it any more.`}
      columns="minmax(0, 2fr) minmax(0, 3fr) 210px 200px"
      onDirtyChange={onDirtyChange}
      renderFields={(form) => (
        <>
          <TextField label="Title" required {...textFieldProps(form, 'title')} />
          <TextField
            label="URL"
            type="url"
            required
            {...textFieldProps(form, 'url')}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field, fieldState }) => (
              <VisibilitySelect
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </>
      )}
      href={link.url}
      openLabel={`Open ${link.title} in a new tab`}
      actions={
        <Typography variant="body2" color="text.secondary" sx={{ width: { md: '100%' } }}>
          {link.clickCount === 1 ? '1 click' : `${link.clickCount} clicks`}
        </Typography>
      }
    />
  );
}
