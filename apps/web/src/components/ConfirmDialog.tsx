import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  /** More than the message: shown below it (a list of what the question is about). */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog(p: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog open={p.open} onClose={p.onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{p.title ?? 'Please confirm'}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ whiteSpace: 'pre-line' }}>
          {p.message}
        </DialogContentText>
        {p.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onCancel}>{p.cancelLabel ?? 'Cancel'}</Button>
        <Button
          onClick={p.onConfirm}
          variant="contained"
          color={p.destructive ? 'error' : 'primary'}
          disabled={p.busy}
          autoFocus
        >
          {p.confirmLabel ?? 'OK'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
