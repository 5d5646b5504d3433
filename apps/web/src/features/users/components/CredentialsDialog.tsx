import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { GeneratedCredentials } from '@school-ops/shared';
import { useId } from 'react';

export interface CredentialsDialogProps {
  title: string;
  credentials: GeneratedCredentials | null;
  onClose(): void;
}

/** A dialog rather than a toast: the person must have time to copy what is shown only once. */
export function CredentialsDialog({ title, credentials, onClose }: CredentialsDialogProps) {
  const id = useId();
  const rows: [string, string][] = credentials
    ? [
        ['Username', credentials.username],
        ['Password', credentials.password],
        ['PIN', credentials.pin],
      ]
    : [];
  return (
    <Dialog open={credentials !== null} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Alert severity="warning" sx={{ mt: 2 }}>
          These are shown only once. Write them down or give them to the user now.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
