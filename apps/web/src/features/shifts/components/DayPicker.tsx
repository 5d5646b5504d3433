import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT } from '@school-ops/shared';
import { dayjs, maxDate, minDate } from '../../../lib/dates.ts';

/** A date ('YYYY-MM-DD') with previous-day and next-day buttons. */
export function DayPicker({ label, value, onChange }: { label: string; value: string; onChange(date: string): void }) {
  const day = value ? dayjs(value) : null;
  const step = (n: number) => onChange((day ?? dayjs()).add(n, 'day').format(DATE_FORMAT));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label="previous day" onClick={() => step(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <DatePicker
        label={label}
        format={DATE_FORMAT}
        value={day}
        minDate={minDate}
        maxDate={maxDate}
        onChange={(d) => d && d.isValid() && !d.isBefore(minDate) && !d.isAfter(maxDate) && onChange(d.format(DATE_FORMAT))}
        slotProps={{ textField: { size: 'small', sx: { width: 190 } } }}
      />
      <IconButton aria-label="next day" onClick={() => step(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
