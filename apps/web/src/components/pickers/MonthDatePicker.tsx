import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dayjs, maxDate, minDate } from '../../lib/dates.ts';
import { PickerProvider } from '../PickerProvider.tsx';
import { monthFormat, type MonthFieldProps } from './month.ts';

/** MonthPicker's field: MUI X's year-and-month picker, loaded lazily with its provider (decision 0038). */
export default function MonthDatePicker({ label, value, onChange }: MonthFieldProps) {
  return (
    <PickerProvider>
      <DatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format={monthFormat()}
        value={dayjs(value)}
        minDate={minDate}
        maxDate={maxDate}
        onChange={(d) => d && d.isValid() && onChange(d.startOf('month').format('YYYY-MM-DD'))}
        slotProps={{ textField: { size: 'small', sx: { width: 200 } } }}
      />
    </PickerProvider>
  );
}
