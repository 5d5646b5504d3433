import { Alert } from '@mui/material';
import { RowsEditorPage } from '../../../components/rows-editor/RowsEditorPage.tsx';
import { useManuals } from '../api.ts';
import { ManualRow } from '../components/ManualRow.tsx';
import { NewManualsForm } from '../components/NewManualsForm.tsx';
import { EMPTY_TEXT, NOTE } from '../labels.ts';

/** /manuals (managers and up): edit the pick-up manuals one row at a time, and add several at once. */
export default function ManualsPage() {
  const manuals = useManuals();
  return (
    <RowsEditorPage
      title="Pickup Manuals"
      intro={
        <Alert severity="info" sx={{ mb: 2 }}>
          {NOTE}
        </Alert>
      }
      plural="Manuals"
      items={manuals}
      emptyText={EMPTY_TEXT}
      renderRow={(manual, onDirtyChange) => <ManualRow key={manual.id} manual={manual} onDirtyChange={onDirtyChange} />}
      renderNewForm={(onDirtyChange) => <NewManualsForm onDirtyChange={onDirtyChange} />}
    />
  );
}
