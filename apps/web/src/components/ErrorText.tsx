import { Alert } from '@mui/material';
import { ApiError } from '../lib/api-client.ts';
import { useTranslation } from '../lib/i18n/index.ts';
import { STATUS_TEXTS } from '../lib/status-texts.ts';

/** A failed query, in the words the API client chose for it. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : STATUS_TEXTS.somethingWentWrong;
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {t('components.errorText', { message })}
    </Alert>
  );
}
