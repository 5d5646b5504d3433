import { Box, CircularProgress, Typography } from '@mui/material';
import { MSG } from '@school-ops/shared';

/** 'Loading...' and a spinner (docs/product.md §2.2). */
export function Loading({ label = MSG.loading }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
