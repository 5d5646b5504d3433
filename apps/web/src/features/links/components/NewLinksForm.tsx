import { lazySchema } from '../../../components/form/lazy-schema.ts';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { NewRowsForm } from '../../../components/rows-editor/NewRowsForm.tsx';
import { useCreateLinks } from '../api.ts';
import { emptyLink, useVisibilityChoices } from '../labels.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const schema = lazySchema(() => import('../schemas.ts').then((m) => m.createLinksSchema));

/** Several new links at once, each with a title, a URL and who may see it. */
export function NewLinksForm({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const { t } = useTranslation();
  const visibilityChoices = useVisibilityChoices();
  return (
    <NewRowsForm
      schema={schema}
      name="links"
      emptyRow={emptyLink}
      create={useCreateLinks()}
      noun={t('links.noun')}
      nouns={t('links.nouns')}
      columns="minmax(0, 2fr) minmax(0, 3fr) 210px"
      onDirtyChange={onDirtyChange}
      renderFields={(i, form) => (
        <>
          <FormTextField control={form.control} name={`links.${i}.title`} label={t('links.fields.title')} required />
          <FormTextField
            control={form.control}
            name={`links.${i}.url`}
            label={t('links.fields.url')}
            type="url"
            required
          />
          <FormSelect
            control={form.control}
            name={`links.${i}.role`}
            label={t('links.fields.visibleTo')}
            native
            options={visibilityChoices}
          />
        </>
      )}
    />
  );
}
