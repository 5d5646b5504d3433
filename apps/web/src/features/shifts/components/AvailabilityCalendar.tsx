import { Box, Typography } from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { DATE_FORMAT } from '@school-ops/shared';
import { dayjs, formatDate } from '../../../lib/dates.ts';
import { currentLanguage, i18n, useTranslation } from '../../../lib/i18n/index.ts';

export type DayMark = 'available' | 'assigned' | 'confirmed';

export const MARK_LABELS: Record<DayMark, () => string> = {
  available: () => i18n.t('shifts.calendar.available'),
  assigned: () => i18n.t('shifts.calendar.assigned'),
  confirmed: () => i18n.t('shifts.calendar.confirmed'),
};

/** A day as a screen reader says it: 'Tuesday, November 24' in English, the language's date otherwise. */
const dayName = (date: string) => (currentLanguage() === 'ja' ? formatDate(date) : formatDate(date, 'dddd, MMMM D'));

const MARK_STYLES: Record<DayMark, object> = {
  available: { border: '2px solid', borderColor: 'primary.main', bgcolor: '#e3eefb' },
  assigned: { border: '2px dashed', borderColor: 'success.main' },
  confirmed: { bgcolor: '#d7ecd8', border: '2px solid', borderColor: 'success.main', fontWeight: 700 },
};

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

interface Props {
  month: string;
  onMonthChange(month: string): void;
  selected: string[];
  onToggle(date: string): void;
  marks: Record<string, DayMark>;
  isLocked(date: string): boolean;
}

/** The month's days: tap to choose several, locked days disabled, marked by what they hold. */
export function AvailabilityCalendar({ month, onMonthChange, selected, onToggle, marks, isLocked }: Props) {
  const { t } = useTranslation();
  return (
    <Box>
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
      <Box
        component="ul"
        aria-label={t('shifts.calendar.legend')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {(Object.keys(MARK_LABELS) as DayMark[]).map((m) => (
          <Box component="li" key={m} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 18, height: 18, borderRadius: '50%', ...MARK_STYLES[m] }} />
            <Typography variant="body2">{MARK_LABELS[m]()}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
