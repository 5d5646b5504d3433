import { Alert } from '@mui/material';
import { PREFIX, type Severity } from '../lib/status.ts';

/** An inline banner reading 'Success: ...', 'Please wait: ...', 'Error: ...' or 'Warning: ...'. */
export function StatusBanner({ severity, message, onClose }: { severity: Severity; message: string; onClose?: () => void }) {
  return (
    <Alert severity={severity} onClose={onClose} sx={{ my: 1 }}>
      {PREFIX[severity]}
      {message}
    </Alert>
  );
}
