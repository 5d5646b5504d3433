import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { grown } from '../../../components/form/grown.ts';

export function CancelSessionDialog(p: {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onCancelSession(reason: string, visible: boolean): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  // Parents see a cancellation only when the supervisor decides so.
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Dialog open={p.open} onClose={p.onClose} aria-labelledby="cancel-session-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-session-title">{t('sessions.cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('sessions.cancelDialog.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing}
            helperText={touched && missing ? t('sessions.cancelDialog.reasonRequired') : ' '}
            {...grown({ multiline: true, minRows: 2 })}
            autoFocus
          />
          <FormControlLabel
            control={<Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)} />}
            label={t('sessions.cancelDialog.visible')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('sessions.cancelDialog.keep')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={p.busy}
          onClick={() => (missing ? setTouched(true) : p.onCancelSession(reason.trim(), visible))}
        >
          {t('sessions.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
