import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { actionLabel, type RowAction } from '../report.ts';

const COLOURS: Record<RowAction, ChipProps['color']> = {
  create: 'success',
  update: 'primary',
  unchanged: 'default',
  kept: 'warning',
  error: 'error',
};

export function ActionChip({ action }: { action: RowAction }) {
  useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[action]}
      label={actionLabel(action)}
      sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
    />
  );
}
