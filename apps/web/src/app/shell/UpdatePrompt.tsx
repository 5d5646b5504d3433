import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from '../../lib/i18n/index.ts';
import { reloadToUpdate, useUpdateReady } from '../../lib/service-worker.ts';

/** A new version waits until the person chooses to reload: never swapped under a teacher mid-session. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useUpdateReady();
  return (
    <Snackbar open={ready} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={reloadToUpdate} sx={{ fontWeight: 700 }}>
            {t('offline.update.reload')}
          </Button>
        }
      >
        {t('offline.update.ready')}
      </Alert>
    </Snackbar>
  );
}
