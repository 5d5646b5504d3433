import { Typography } from '@mui/material';
import { ROLE } from '@school-ops/shared';
import { RowsEditorPage } from '../../../components/rows-editor/RowsEditorPage.tsx';
import { useLinks } from '../api.ts';
import { LinkRow } from '../components/LinkRow.tsx';
import { NewLinksForm } from '../components/NewLinksForm.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** /links (managers and up): edit the welcome links one row at a time, and add several at once. */
export default function LinksPage() {
  // The School Managers' list holds every link.
  const { t } = useTranslation();
  const links = useLinks(ROLE.schoolManager);
  return (
    <RowsEditorPage
      title={t('links.title')}
      intro={
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('links.intro')}
        </Typography>
      }
      plural={t('links.plural')}
      items={links}
      emptyText={t('links.empty')}
      renderRow={(link, onDirtyChange) => <LinkRow key={link.id} link={link} onDirtyChange={onDirtyChange} />}
      renderNewForm={(onDirtyChange) => <NewLinksForm onDirtyChange={onDirtyChange} />}
    />
  );
}
