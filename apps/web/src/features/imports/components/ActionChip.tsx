import { Chip, type ChipProps } from '@mui/material';
import type { RowAction } from '../report.ts';

const COLOURS: Record<RowAction, ChipProps['color']> = {
  create: 'success',
  update: 'primary',
  unchanged: 'default',
  kept: 'warning',
  error: 'error',
};

export function ActionChip({ action }: { action: RowAction }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[action]}
      label={action}
      sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
    />
  );
}
