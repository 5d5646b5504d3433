import { Typography } from '@mui/material';
import type { LinkDto, LinkFieldsInput } from '@school-ops/shared';
import { lazySchema } from '../../../components/form/lazy-schema.ts';
import { EditRowForm } from '../../../components/rows-editor/EditRowForm.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useDeleteLink, useUpdateLink } from '../api.ts';
import { useVisibilityChoices } from '../labels.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const schema = lazySchema(() => import('../schemas.ts').then((m) => m.linkFieldsSchema));
const toValues = (l: LinkDto): LinkFieldsInput => ({ title: l.title, url: l.url, role: l.role });

export interface LinkRowProps {
  link: LinkDto;
  /** Tells the page whether this row has unsaved edits, for its leave guard. */
  onDirtyChange(id: string, dirty: boolean): void;
}

/** One existing link: its title, URL and visibility, with a way to open it and its click count. */
export function LinkRow({ link, onDirtyChange }: LinkRowProps) {
  const { t } = useTranslation();
  const visibilityChoices = useVisibilityChoices();
  const update = useUpdateLink(link.id);
  const remove = useDeleteLink(link.id);
  return (
    <EditRowForm
      item={link}
      toValues={toValues}
      schema={schema}
      update={link.can.edit ? update : undefined}
      remove={link.can.delete ? remove : undefined}
      noun={t('links.noun')}
      label={t('links.row.label', { title: link.title })}
      deleteMessage={t('links.row.deleteMessage', { title: link.title })}
      columns="minmax(0, 2fr) minmax(0, 3fr) 210px 200px"
      onDirtyChange={onDirtyChange}
      renderFields={(form) => (
        <>
          <FormTextField control={form.control} name={'title'} label={t('links.fields.title')} required />
          <FormTextField control={form.control} name={'url'} label={t('links.fields.url')} type="url" required />
          <FormSelect
            control={form.control}
            name={'role'}
            label={t('links.fields.visibleTo')}
            native
            options={visibilityChoices}
          />
        </>
      )}
      href={link.url}
      openLabel={t('links.row.open', { title: link.title })}
      actions={
        <Typography variant="body2" color="text.secondary" sx={{ width: { md: '100%' } }}>
          {t('links.row.clicks', { count: link.clickCount })}
        </Typography>
      }
    />
  );
}
