import { lazySchema } from '../../../components/form/lazy-schema.ts';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { NewRowsForm } from '../../../components/rows-editor/NewRowsForm.tsx';
import { useCreateManuals } from '../api.ts';
import { emptyManual, useCategoryLabels } from '../labels.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const schema = lazySchema(() => import('../schemas.ts').then((m) => m.createManualsSchema));

/** Several new manuals at once, each with its pickup location, a URL and the pickup's category. */
export function NewManualsForm({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const { t } = useTranslation();
  const { choices } = useCategoryLabels();
  return (
    <NewRowsForm
      schema={schema}
      name="manuals"
      emptyRow={emptyManual}
      create={useCreateManuals()}
      noun={t('manuals.noun')}
      nouns={t('manuals.nouns')}
      columns="minmax(0, 2fr) minmax(0, 3fr) 150px"
      onDirtyChange={onDirtyChange}
      renderFields={(i, form) => (
        <>
          <FormTextField
            control={form.control}
            name={`manuals.${i}.locationName`}
            label={t('manuals.fields.locationName')}
            required
          />
          <FormTextField
            control={form.control}
            name={`manuals.${i}.url`}
            label={t('manuals.fields.url')}
            type="url"
            required
          />
          <FormSelect
            control={form.control}
            name={`manuals.${i}.pickupCategory`}
            label={t('manuals.fields.category')}
            native
            options={choices}
          />
        </>
      )}
    />
  );
}
