import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from '../lib/i18n/index.ts';
import { useDeviceOnline } from '../lib/live-state.ts';

/**
 * 'Loading...' (in the reader's language) and a spinner (docs/product.md §2.2). With no connection a read waits
 * (TanStack pauses it) instead of failing, so it also says why: this was not kept on the device.
 */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  const online = useDeviceOnline();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden />
      <Stack>
        <Typography>{label ?? t('shell.loading')}</Typography>
        {!online && <Typography variant="body2">{t('offline.notKept')}</Typography>}
      </Stack>
    </Box>
  );
}
