import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dayjs, maxDate, minDate } from '../../../lib/dates.ts';

/** A month ('YYYY-MM-01') with previous and next buttons for quick steps on a tablet. */
export function MonthPicker({ value, onChange }: { value: string; onChange(month: string): void }) {
  const month = dayjs(value);
  const step = (n: number) => onChange(month.add(n, 'month').startOf('month').format('YYYY-MM-DD'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label="previous month" onClick={() => step(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <DatePicker
        label="Month"
        views={['year', 'month']}
        openTo="month"
        format="MMMM YYYY"
        value={month}
        minDate={minDate}
        maxDate={maxDate}
        onChange={(d) => d && d.isValid() && onChange(d.startOf('month').format('YYYY-MM-DD'))}
        slotProps={{ textField: { size: 'small', sx: { width: 200 } } }}
      />
      <IconButton aria-label="next month" onClick={() => step(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
