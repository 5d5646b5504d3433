import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TIME_FORMAT, TIME_STEP_MINUTES } from '@school-ops/shared';
import { dayjs } from '../../../lib/dates.ts';

interface Props {
  label: string;
  /** 'HH:mm' as stored, or null. */
  value: string | null | undefined;
  onChange(value: string | null): void;
  onBlur?(): void;
  error?: string;
  disabled?: boolean;
  name?: string;
}

const toDayjs = (v: string | null | undefined) => (v ? dayjs(`2000-01-01T${v}`) : null);

/** A time picker in 5-minute steps, shown 'h:mm A', kept as 'HH:mm'. */
export function TimeField({ label, value, onChange, onBlur, error, disabled, name }: Props) {
  const shown = toDayjs(value);
  return (
    <TimePicker
      label={label}
      value={shown && shown.isValid() ? shown : null}
      onChange={(d) => onChange(d && d.isValid() ? d.format('HH:mm') : null)}
      minutesStep={TIME_STEP_MINUTES}
      timeSteps={{ minutes: TIME_STEP_MINUTES }}
      ampm
      format={TIME_FORMAT}
      disabled={disabled}
      slotProps={{
        // 'h:mm A' means '8:20 AM', not '08:20 AM'.
        field: { shouldRespectLeadingZeros: true },
        textField: { name, error: Boolean(error), helperText: error, onBlur, fullWidth: true },
      }}
    />
  );
}
