import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { fromMinutes, roundToTimeStep, TIME_STEP_MINUTES } from '@school-ops/shared';
import type { Dayjs } from 'dayjs';
import { dayjs, pickerFormats } from '../../lib/dates.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useTyped } from '../../lib/use-typed.ts';
import { PickerProvider } from '../PickerProvider.tsx';
import type { TimeFieldProps } from '../TimeField.tsx';

const toDayjs = (v: string | null | undefined) => (v ? dayjs(`2000-01-01T${v}`) : null);
/** A typed time to the 5-minute step (7:03 PM is 7:05 PM), as stored. */
const rounded = (d: Dayjs | null) =>
  d && d.isValid() ? fromMinutes(roundToTimeStep(d.hour() * 60 + d.minute())) : null;

/**
 * A time picker in 5-minute steps, shown 'h:mm A' (English) or 'HH:mm' (Japanese), kept as 'HH:mm'. A typed time reaches the form rounded to
 * the step at once; the field shows it rounded when the person leaves it, not while they type. Loaded lazily with its
 * own LocalizationProvider (components/TimeField.tsx, decision 0038).
 */
export default function TimePickerField({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  name,
  size,
}: TimeFieldProps) {
  const typed = useTyped<Dayjs | null>(value ?? '');
  // Re-rendered when the language changes: the clock follows it.
  useTranslation();
  const formats = pickerFormats();
  const fromValue = toDayjs(value);
  const shown = typed.shown !== undefined ? typed.shown : fromValue && fromValue.isValid() ? fromValue : null;
  return (
    <PickerProvider>
      <TimePicker
        label={label}
        value={shown}
        onChange={(d) => {
          const next = rounded(d);
          typed.set(d, next ?? '', null);
          onChange(next);
        }}
        minutesStep={TIME_STEP_MINUTES}
        timeSteps={{ minutes: TIME_STEP_MINUTES }}
        ampm={formats.ampm}
        format={formats.time}
        disabled={disabled}
        slotProps={{
          // 'h:mm A' means '8:20 AM', not '08:20 AM'.
          field: { shouldRespectLeadingZeros: true },
          textField: {
            name,
            size,
            error: Boolean(error),
            helperText: error,
            onBlur: () => {
              typed.forget();
              onBlur?.();
            },
            fullWidth: true,
          },
        }}
      />
    </PickerProvider>
  );
}
