import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from '../lib/i18n/index.ts';

/** 'Loading...' (in the reader's language) and a spinner (docs/product.md §2.2). */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{label ?? t('shell.loading')}</Typography>
    </Box>
  );
}
