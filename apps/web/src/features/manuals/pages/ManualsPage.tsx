import { Alert, Card, CardContent, Typography } from '@mui/material';
import { MSG } from '@school-ops/shared';
import { useCallback, useState } from 'react';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useManuals } from '../api.ts';
import { ManualRow } from '../components/ManualRow.tsx';
import { NewManualsForm } from '../components/NewManualsForm.tsx';
import { EMPTY_TEXT, NOTE } from '../labels.ts';

const NEW_FORM = 'new';

/** /manuals (managers and up): edit the pick-up manuals one row at a time, and add several at once. */
export default function ManualsPage() {
  const manuals = useManuals();
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
      <PageHeader title="Pickup Manuals" />
      <LeaveGuard when={dirty.size > 0} message={MSG.unsavedChanges} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {NOTE}
      </Alert>
      <Card component="section" aria-labelledby="edit-manuals" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="edit-manuals" variant="h2" component="h2">
            Edit Manuals
          </Typography>
          {manuals.isPending ? (
            <Loading />
          ) : manuals.isError ? (
            <ErrorText error={manuals.error} />
          ) : manuals.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {EMPTY_TEXT}
            </Typography>
          ) : (
            manuals.data.map((manual) => <ManualRow key={manual.id} manual={manual} onDirtyChange={onDirtyChange} />)
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="add-manuals">
        <CardContent>
          <Typography id="add-manuals" variant="h2" component="h2">
            Add Manuals
          </Typography>
          <NewManualsForm onDirtyChange={onNewDirtyChange} />
        </CardContent>
      </Card>
    </>
  );
}
