import { manualFieldsSchema, type ManualDto, type ManualFieldsInput } from '@school-ops/shared';
import { EditRowForm } from '../../../components/rows-editor/EditRowForm.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useDeleteManual, useUpdateManual } from '../api.ts';
import { CATEGORY_CHOICES, CATEGORY_LABELS } from '../labels.ts';

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
  const update = useUpdateManual(manual.id);
  const remove = useDeleteManual(manual.id);
  return (
    <EditRowForm
      item={manual}
      toValues={toValues}
      schema={manualFieldsSchema}
      update={manual.can.edit ? update : undefined}
      remove={manual.can.delete ? remove : undefined}
      noun="manual"
      label={`Manual: ${describe(manual)}`}
      deleteMessage={`Delete the manual for ${describe(manual)}? Teachers on this pickup will no longer see it.`}
      columns="minmax(0, 2fr) minmax(0, 3fr) 150px auto"
      onDirtyChange={onDirtyChange}
      renderFields={(form) => (
        <>
          <FormTextField control={form.control} name={'locationName'} label="Location name" required />
          <FormTextField control={form.control} name={'url'} label="URL" type="url" required />
          <FormSelect
            control={form.control}
            name={'pickupCategory'}
            label="Category"
            native
            options={CATEGORY_CHOICES}
          />
        </>
      )}
      href={manual.url}
      openLabel={`Open the manual for ${describe(manual)} in a new tab`}
    />
  );
}
