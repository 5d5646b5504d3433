import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import { dayjs } from '../lib/dates.ts';
import { useTranslation } from '../lib/i18n/index.ts';
import { deferred } from './deferred.tsx';
import { monthFormat, type MonthFieldProps } from './pickers/month.ts';
import { PickerPlaceholder } from './pickers/PickerPlaceholder.tsx';

const MonthField = deferred<MonthFieldProps>(
  () => import('./pickers/MonthDatePicker.tsx'),
  ({ label, value }) => (
    <PickerPlaceholder
      icon="date"
      label={label}
      text={dayjs(value).format(monthFormat())}
      size="small"
      sx={{ width: 200 }}
    />
  ),
  'touched',
);

/**
 * A month ('YYYY-MM-01') with previous and next buttons for quick steps on a tablet. The month field's picker
 * loads after the page's first paint (decision 0038) and takes its place when reached for (decision 0061); the
 * buttons work at once.
 */
export function MonthPicker({ value, onChange }: { value: string; onChange(month: string): void }) {
  const { t } = useTranslation();
  const month = dayjs(value);
  const step = (n: number) => onChange(month.add(n, 'month').startOf('month').format('YYYY-MM-DD'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label={t('shifts.monthPicker.previous')} onClick={() => step(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <MonthField label={t('shifts.monthPicker.label')} value={value} onChange={onChange} />
      <IconButton aria-label={t('shifts.monthPicker.next')} onClick={() => step(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
