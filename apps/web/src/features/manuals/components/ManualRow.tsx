import type { ManualDto, ManualFieldsInput } from '@school-ops/shared';
import { lazySchema } from '../../../components/form/lazy-schema.ts';
import { EditRowForm } from '../../../components/rows-editor/EditRowForm.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useDeleteManual, useUpdateManual } from '../api.ts';
import { useCategoryLabels } from '../labels.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const schema = lazySchema(() => import('../schemas.ts').then((m) => m.manualFieldsSchema));
const toValues = (m: ManualDto): ManualFieldsInput => ({
  locationName: m.locationName,
  url: m.url,
  pickupCategory: m.pickupCategory,
});

export interface ManualRowProps {
  manual: ManualDto;
  onDirtyChange(id: string, dirty: boolean): void;
}

/** One existing manual: its pickup location, URL and category, with a way to open it. */
export function ManualRow({ manual, onDirtyChange }: ManualRowProps) {
  const { t } = useTranslation();
  const { categoryLabel, choices } = useCategoryLabels();
  const named = { location: manual.locationName, category: categoryLabel(manual.pickupCategory) };
  const update = useUpdateManual(manual.id);
  const remove = useDeleteManual(manual.id);
  return (
    <EditRowForm
      item={manual}
      toValues={toValues}
      schema={schema}
      update={manual.can.edit ? update : undefined}
      remove={manual.can.delete ? remove : undefined}
      noun={t('manuals.noun')}
      label={t('manuals.row.label', named)}
      deleteMessage={t('manuals.row.deleteMessage', named)}
      columns="minmax(0, 2fr) minmax(0, 3fr) 150px auto"
      onDirtyChange={onDirtyChange}
      renderFields={(form) => (
        <>
          <FormTextField
            control={form.control}
            name={'locationName'}
            label={t('manuals.fields.locationName')}
            required
          />
          <FormTextField control={form.control} name={'url'} label={t('manuals.fields.url')} type="url" required />
          <FormSelect
            control={form.control}
            name={'pickupCategory'}
            label={t('manuals.fields.category')}
            native
            options={choices}
          />
        </>
      )}
      href={manual.url}
      openLabel={t('manuals.row.open', named)}
    />
  );
}
