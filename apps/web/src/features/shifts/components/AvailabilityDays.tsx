import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { DATE_FORMAT } from '@school-ops/shared';
import { PickerProvider } from '../../../components/PickerProvider.tsx';
import { dayjs, formatDate } from '../../../lib/dates.ts';
import { currentLanguage, i18n } from '../../../lib/i18n/index.ts';
import { MARK_LABELS, MARK_STYLES, type AvailabilityDaysProps, type DayMark } from './availability-marks.ts';

/** A day as a screen reader says it: 'Tuesday, November 24' in English, the language's date otherwise. */
const dayName = (date: string) => (currentLanguage() === 'ja' ? formatDate(date) : formatDate(date, 'dddd, MMMM D'));

interface DayExtras {
  selectedDates?: string[];
  marks?: Record<string, DayMark>;
}

function MarkedDay(props: PickerDayProps & DayExtras) {
  const { selectedDates = [], marks = {}, day, outsideCurrentMonth, sx, ...other } = props;
  const key = day.format(DATE_FORMAT);
  const selected = !outsideCurrentMonth && selectedDates.includes(key);
  const mark = outsideCurrentMonth ? undefined : marks[key];
  const label = mark
    ? i18n.t('shifts.calendar.dayMarked', { day: dayName(key), mark: MARK_LABELS[mark]() })
    : dayName(key);
  return (
    <PickerDay
      {...other}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      selected={selected}
      aria-selected={selected}
      aria-label={label}
      sx={[...(Array.isArray(sx) ? sx : [sx]), mark && !selected ? MARK_STYLES[mark] : {}]}
    />
  );
}

const NoHeader = () => null;

/**
 * AvailabilityCalendar's days: MUI X's calendar, loaded after the page's first paint with its own provider
 * (decision 0038).
 */
export default function AvailabilityDays({
  month,
  onMonthChange,
  selected,
  onToggle,
  marks,
  isLocked,
}: AvailabilityDaysProps) {
  return (
    <PickerProvider>
      <DateCalendar
        // Remounted per month, so the month picker above and the calendar always agree.
        key={month}
        referenceDate={dayjs(month)}
        value={null}
        onChange={(d) => d && onToggle(d.format(DATE_FORMAT))}
        onMonthChange={(d) => onMonthChange(d.startOf('month').format(DATE_FORMAT))}
        shouldDisableDate={(d) => isLocked(d.format(DATE_FORMAT))}
        // The page's month picker is the one month control: the calendar's own header would be a second
        // 'previous month'/'next month' pair (issue 16 item 31).
        slots={{ day: MarkedDay, calendarHeader: NoHeader }}
        slotProps={{ day: { selectedDates: selected, marks } as DayExtras as object }}
        sx={{ mx: 0, width: '100%', maxWidth: 360 }}
      />
    </PickerProvider>
  );
}
