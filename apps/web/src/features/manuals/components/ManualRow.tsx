import { TextField } from '@mui/material';
import { manualFieldsSchema, type ManualDto, type ManualFieldsInput } from '@school-ops/shared';
import { Controller } from 'react-hook-form';
import { EditRowForm } from '../../../components/rows-editor/EditRowForm.tsx';
import { textFieldProps } from '../../../components/rows-editor/fieldProps.ts';
import { useDeleteManual, useUpdateManual } from '../api.ts';
import { CATEGORY_LABELS } from '../labels.ts';
import { CategorySelect } from './CategorySelect.tsx';

const toValues = (m: ManualDto): ManualFieldsInput => ({
  locationName: m.locationName,
  url: m.url,
  pickupCategory: m.pickupCategory,
});
const describe = (m: ManualDto) => `${m.locationName} (${CATEGORY_LABELS[m.pickupCategory]})`;

export interface ManualRowProps {
  manual: ManualDto;
  onDirtyChange(id: string, dirty: boolean): void;
}

/** One existing manual: its pickup location, URL and category, with a way to open it. */
export function ManualRow({ manual, onDirtyChange }: ManualRowProps) {
  return (
    <EditRowForm
      item={manual}
      toValues={toValues}
      schema={manualFieldsSchema}
      update={useUpdateManual(manual.id)}
      remove={useDeleteManual(manual.id)}
      noun="manual"
      label={`Manual: ${describe(manual)}`}
      deleteMessage={`Delete the manual for ${describe(manual)}? Teachers on this pickup will no longer see it.`}
      columns="minmax(0, 2fr) minmax(0, 3fr) 150px auto"
      onDirtyChange={onDirtyChange}
      renderFields={(form) => (
        <>
          <TextField label="Location name" required {...textFieldProps(form, 'locationName')} />
          <TextField
            label="URL"
            type="url"
            required
            {...textFieldProps(form, 'url')}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <Controller
            control={form.control}
            name="pickupCategory"
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
      href={manual.url}
      openLabel={`Open the manual for ${describe(manual)} in a new tab`}
    />
  );
}
