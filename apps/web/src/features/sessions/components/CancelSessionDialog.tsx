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

export function CancelSessionDialog(p: {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onCancelSession(reason: string, visible: boolean): void;
}) {
  const [reason, setReason] = useState('');
  // Parents see a cancellation only when the supervisor decides so.
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Dialog open={p.open} onClose={p.onClose} aria-labelledby="cancel-session-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-session-title">Cancel session</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing}
            helperText={touched && missing ? 'a reason is required to cancel a session' : ' '}
            multiline
            minRows={2}
            autoFocus
          />
          <FormControlLabel
            control={<Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)} />}
            label="Visible to parents"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>Keep session</Button>
        <Button
          variant="contained"
          color="error"
          disabled={p.busy}
          onClick={() => (missing ? setTouched(true) : p.onCancelSession(reason.trim(), visible))}
        >
          Cancel session
        </Button>
      </DialogActions>
    </Dialog>
  );
}
