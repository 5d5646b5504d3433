import { Snackbar } from '@mui/material';
import { autoHide, toastStore, useToasts } from '../lib/status.ts';
import { StatusBanner } from './StatusBanner.tsx';

export function Toasts() {
  const toasts = useToasts();
  const current = toasts[0];
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={autoHide(current.severity)}
      onClose={(_, reason) => reason !== 'clickaway' && toastStore.close(current.id)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <div role={current.severity === 'error' ? 'alert' : 'status'}>
        <StatusBanner severity={current.severity} message={current.message} onClose={() => toastStore.close(current.id)} />
      </div>
    </Snackbar>
  );
}
