import { Alert } from '@mui/material';
import { RowsEditorPage } from '../../../components/rows-editor/RowsEditorPage.tsx';
import { useManuals } from '../api.ts';
import { ManualRow } from '../components/ManualRow.tsx';
import { NewManualsForm } from '../components/NewManualsForm.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** /manuals (managers and up): edit the pick-up manuals one row at a time, and add several at once. */
export default function ManualsPage() {
  const { t } = useTranslation();
  const manuals = useManuals();
  return (
    <RowsEditorPage
      title={t('manuals.title')}
      intro={
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('manuals.note')}
        </Alert>
      }
      plural={t('manuals.plural')}
      items={manuals}
      emptyText={t('manuals.empty')}
      renderRow={(manual, onDirtyChange) => <ManualRow key={manual.id} manual={manual} onDirtyChange={onDirtyChange} />}
      renderNewForm={(onDirtyChange) => <NewManualsForm onDirtyChange={onDirtyChange} />}
    />
  );
}
