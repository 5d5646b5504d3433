import { Alert } from '@mui/material';
import { PREFIX, type Severity } from '../lib/status.ts';

/** An inline banner reading 'Success: ...', 'Please wait: ...', 'Error: ...' or 'Warning: ...'. */
export function StatusBanner(p: {
  severity: Severity;
  message: string;
  onClose?: () => void;
  role?: 'alert' | 'status';
}) {
  const { severity, message, onClose, role } = p;
  return (
    <Alert severity={severity} onClose={onClose} role={role} sx={{ my: 1 }}>
      {PREFIX[severity]}
      {message}
    </Alert>
  );
}
