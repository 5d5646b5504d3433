import { TextField } from '@mui/material';
import { createLinksSchema } from '@school-ops/shared';
import { Controller } from 'react-hook-form';
import { textFieldProps } from '../../../components/rows-editor/fieldProps.ts';
import { NewRowsForm } from '../../../components/rows-editor/NewRowsForm.tsx';
import { useCreateLinks } from '../api.ts';
import { emptyLink } from '../labels.ts';
import { VisibilitySelect } from './VisibilitySelect.tsx';

/** Several new links at once, each with a title, a URL and who may see it. */
export function NewLinksForm({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  return (
    <NewRowsForm
      schema={createLinksSchema}
      name="links"
      emptyRow={emptyLink}
      create={useCreateLinks()}
      noun="link"
      columns="minmax(0, 2fr) minmax(0, 3fr) 210px"
      onDirtyChange={onDirtyChange}
      renderFields={(i, form) => (
        <>
          <TextField label="Title" required {...textFieldProps(form, `links.${i}.title`)} />
          <TextField
            label="URL"
            type="url"
            required
            {...textFieldProps(form, `links.${i}.url`)}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <Controller
            control={form.control}
            name={`links.${i}.role`}
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
    />
  );
}
