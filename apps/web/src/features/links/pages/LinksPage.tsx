import { Typography } from '@mui/material';
import { ROLE } from '@school-ops/shared';
import { RowsEditorPage } from '../../../components/rows-editor/RowsEditorPage.tsx';
import { useLinks } from '../api.ts';
import { LinkRow } from '../components/LinkRow.tsx';
import { NewLinksForm } from '../components/NewLinksForm.tsx';
import { EMPTY_TEXT } from '../labels.ts';

/** /links (managers and up): edit the welcome links one row at a time, and add several at once. */
export default function LinksPage() {
  // The School Managers' list holds every link.
  const links = useLinks(ROLE.schoolManager);
  return (
    <RowsEditorPage
      title="Welcome Links"
      intro={
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Links appear on the home page of everyone they are visible to, most clicked first.
        </Typography>
      }
      plural="Links"
      items={links}
      emptyText={EMPTY_TEXT}
      renderRow={(link, onDirtyChange) => <LinkRow key={link.id} link={link} onDirtyChange={onDirtyChange} />}
      renderNewForm={(onDirtyChange) => <NewLinksForm onDirtyChange={onDirtyChange} />}
    />
  );
}
