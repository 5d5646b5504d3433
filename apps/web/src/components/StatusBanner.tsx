import { Alert } from '@mui/material';
import { useTranslation } from '../lib/i18n/index.ts';
import { bannerText, type Severity } from '../lib/status.ts';

/** An inline banner reading 'Success: ...', 'Please wait: ...', 'Error: ...' or 'Warning: ...'. */
export function StatusBanner(p: {
  severity: Severity;
  message: string;
  onClose?: () => void;
  role?: 'alert' | 'status';
}) {
  const { severity, message, onClose, role } = p;
  // Re-rendered when the language changes.
  const { t } = useTranslation();
  return (
    <Alert severity={severity} onClose={onClose} role={role} closeText={t('toast.close')} sx={{ my: 1 }}>
      {bannerText(severity, message)}
    </Alert>
  );
}
