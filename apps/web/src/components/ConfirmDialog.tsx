import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';

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
  const { t } = useTranslation();
  return (
    <Dialog open={p.open} onClose={p.onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{p.title ?? t('components.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ whiteSpace: 'pre-line' }}>
          {p.message}
        </DialogContentText>
        {p.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onCancel}>{p.cancelLabel ?? t('components.confirm.cancel')}</Button>
        <Button
          onClick={p.onConfirm}
          variant="contained"
          color={p.destructive ? 'error' : 'primary'}
          disabled={p.busy}
          autoFocus
        >
          {p.confirmLabel ?? t('components.confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
