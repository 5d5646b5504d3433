import { createManualsSchema } from '@school-ops/shared';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { NewRowsForm } from '../../../components/rows-editor/NewRowsForm.tsx';
import { useCreateManuals } from '../api.ts';
import { CATEGORY_CHOICES, emptyManual } from '../labels.ts';

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
          <FormTextField control={form.control} name={`manuals.${i}.locationName`} label="Location name" required />
          <FormTextField control={form.control} name={`manuals.${i}.url`} label="URL" type="url" required />
          <FormSelect
            control={form.control}
            name={`manuals.${i}.pickupCategory`}
            label="Category"
            native
            options={CATEGORY_CHOICES}
          />
        </>
      )}
    />
  );
}
