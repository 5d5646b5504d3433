import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatTime } from '../../lib/dates.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useDeviceOnline, useLiveState } from '../../lib/live-state.ts';
import { startOutbox, useOutbox } from '../../lib/outbox/outbox.ts';
import { WaitingChangesDialog } from './WaitingChanges.tsx';

const dark = {
  bgcolor: 'grey.800',
  color: 'common.white',
  '& .MuiChip-icon': { color: 'inherit' },
} as const;

/**
 * The quiet corner that says what this device knows and holds: offline since when (the live stream is down), and
 * the changes waiting to be sent (issue 20), which open the list of them.
 */
export function SyncStatus() {
  const { t } = useTranslation();
  const live = useLiveState();
  const online = useDeviceOnline();
  const { changes, needsSignIn } = useOutbox();
  const [open, setOpen] = useState(false);
  useEffect(() => startOutbox(), []);

  const offline = live.status === 'down' || !online;
  const refused = changes.filter((c) => c.refusal).length;
  const waiting = changes.length - refused;
  if (!offline && changes.length === 0) return <WaitingChangesDialog open={open} onClose={() => setOpen(false)} />;
  const since = live.since === null ? null : formatTime(new Date(live.since).toISOString());
  const waitingText = needsSignIn
    ? t('offline.banner.signIn', { count: waiting })
    : [
        waiting > 0 ? t('offline.banner.waiting', { count: waiting }) : null,
        refused > 0 ? t('offline.banner.notSent', { count: refused }) : null,
      ]
        .filter(Boolean)
        .join(' · ');

  return (
    <Box
      sx={{
        position: 'fixed',
        bottom: 12,
        left: 12,
        right: 12,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {offline && (
        <Chip
          role="status"
          icon={<CloudOffIcon />}
          label={since ? t('live.offlineSince', { time: since }) : t('live.offline')}
          size="small"
          sx={dark}
        />
      )}
      {changes.length > 0 && (
        <Chip
          icon={<CloudUploadIcon />}
          label={waitingText}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          color={refused > 0 || needsSignIn ? 'error' : 'default'}
          sx={refused > 0 || needsSignIn ? { minHeight: 36 } : { ...dark, minHeight: 36 }}
        />
      )}
      <WaitingChangesDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
