import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dayjs, maxDate, minDate } from '../lib/dates.ts';
import { currentLanguage, useTranslation } from '../lib/i18n/index.ts';

/** A month ('YYYY-MM-01') with previous and next buttons for quick steps on a tablet. */
export function MonthPicker({ value, onChange }: { value: string; onChange(month: string): void }) {
  const { t } = useTranslation();
  const month = dayjs(value);
  const step = (n: number) => onChange(month.add(n, 'month').startOf('month').format('YYYY-MM-DD'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label={t('shifts.monthPicker.previous')} onClick={() => step(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <DatePicker
        label={t('shifts.monthPicker.label')}
        views={['year', 'month']}
        openTo="month"
        // The month as lib/dates.ts writes a month heading: 'November 2026', '2026年11月'.
        format={currentLanguage() === 'ja' ? 'YYYY年M月' : 'MMMM YYYY'}
        value={month}
        minDate={minDate}
        maxDate={maxDate}
        onChange={(d) => d && d.isValid() && onChange(d.startOf('month').format('YYYY-MM-DD'))}
        slotProps={{ textField: { size: 'small', sx: { width: 200 } } }}
      />
      <IconButton aria-label={t('shifts.monthPicker.next')} onClick={() => step(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
