import { Card, CardContent, Typography } from '@mui/material';
import { MSG, ROLE } from '@school-ops/shared';
import { useCallback, useState } from 'react';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useLinks } from '../api.ts';
import { LinkRow } from '../components/LinkRow.tsx';
import { NewLinksForm } from '../components/NewLinksForm.tsx';
import { EMPTY_TEXT } from '../labels.ts';

const NEW_FORM = 'new';

/** /links (managers and up): edit the welcome links one row at a time, and add several at once. */
export default function LinksPage() {
  // The School Managers' list holds every link.
  const links = useLinks(ROLE.schoolManager);
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const onDirtyChange = useCallback((key: string, isDirty: boolean) => {
    setDirty((prev) => {
      if (prev.has(key) === isDirty) return prev;
      const next = new Set(prev);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const onNewDirtyChange = useCallback((isDirty: boolean) => onDirtyChange(NEW_FORM, isDirty), [onDirtyChange]);

  return (
    <>
      <PageHeader title="Welcome Links" />
      <LeaveGuard when={dirty.size > 0} message={MSG.unsavedChanges} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Links appear on the home page of everyone they are visible to, most clicked first.
      </Typography>
      <Card component="section" aria-labelledby="edit-links" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="edit-links" variant="h2" component="h2">
            Edit Links
          </Typography>
          {links.isPending ? (
            <Loading />
          ) : links.isError ? (
            <ErrorText error={links.error} />
          ) : links.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {EMPTY_TEXT}
            </Typography>
          ) : (
            links.data.map((link) => <LinkRow key={link.id} link={link} onDirtyChange={onDirtyChange} />)
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="add-links">
        <CardContent>
          <Typography id="add-links" variant="h2" component="h2">
            Add Links
          </Typography>
          <NewLinksForm onDirtyChange={onNewDirtyChange} />
        </CardContent>
      </Card>
    </>
  );
}
