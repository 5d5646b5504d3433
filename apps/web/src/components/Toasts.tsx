import { Box } from '@mui/material';
import { useEffect } from 'react';
import { autoHide, toastStore, useToasts, type Toast } from '../lib/status.ts';
import { StatusBanner } from './StatusBanner.tsx';

/** More than this many at once would cover a phone's screen; older ones show as newer ones go. */
const MAX_SHOWN = 4;

/** The app's messages, newest on top: several at once, each hiding on its own timing (docs/product.md §8.4). */
export function Toasts() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        bottom: { xs: 8, sm: 24 },
        left: '50%',
        transform: 'translateX(-50%)',
        width: { xs: 'calc(100% - 16px)', sm: 'auto' },
        minWidth: { sm: 360 },
        maxWidth: 600,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {toasts.slice(0, MAX_SHOWN).map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </Box>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const close = () => toastStore.close(toast.id);
  const hideAfter = autoHide(toast.severity);
  useEffect(() => {
    if (hideAfter === null) return;
    const timer = setTimeout(() => toastStore.close(toast.id), hideAfter);
    return () => clearTimeout(timer);
  }, [toast.id, hideAfter]);
  // Only an error interrupts a screen reader; the other messages wait their turn.
  const role = toast.severity === 'error' ? 'alert' : 'status';
  return (
    <Box sx={{ '& .MuiAlert-root': { boxShadow: 6, my: 0.5 } }}>
      <StatusBanner severity={toast.severity} message={toast.message} onClose={close} role={role} />
    </Box>
  );
}
