import { TextField } from '@mui/material';
import { createManualsSchema } from '@school-ops/shared';
import { Controller } from 'react-hook-form';
import { textFieldProps } from '../../../components/rows-editor/fieldProps.ts';
import { NewRowsForm } from '../../../components/rows-editor/NewRowsForm.tsx';
import { useCreateManuals } from '../api.ts';
import { emptyManual } from '../labels.ts';
import { CategorySelect } from './CategorySelect.tsx';

/** Several new manuals at once, each with its pickup location, a URL and the pickup's category. */
export function NewManualsForm({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  return (
    <NewRowsForm
      schema={createManualsSchema}
      name="manuals"
      emptyRow={emptyManual}
      create={useCreateManuals()}
      noun="manual"
      columns="minmax(0, 2fr) minmax(0, 3fr) 150px"
      onDirtyChange={onDirtyChange}
      renderFields={(i, form) => (
        <>
          <TextField label="Location name" required {...textFieldProps(form, `manuals.${i}.locationName`)} />
          <TextField
            label="URL"
            type="url"
            required
            {...textFieldProps(form, `manuals.${i}.url`)}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <Controller
            control={form.control}
            name={`manuals.${i}.pickupCategory`}
            render={({ field, fieldState }) => (
              <CategorySelect
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
