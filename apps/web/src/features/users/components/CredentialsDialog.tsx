import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { GeneratedCredentials } from '@school-ops/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface CredentialsDialogProps {
  title: string;
  credentials: GeneratedCredentials | null;
  onClose(): void;
}

/** A dialog rather than a toast: the person must have time to copy what is shown only once. */
export function CredentialsDialog({ title, credentials, onClose }: CredentialsDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const rows: [string, string][] = credentials
    ? [
        [t('users.credentials.username'), credentials.username],
        [t('users.credentials.password'), credentials.password],
        [t('users.credentials.pin'), credentials.pin],
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
          {t('users.credentials.onlyOnce')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('users.credentials.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
