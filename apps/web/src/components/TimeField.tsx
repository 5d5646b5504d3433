import type { ReactNode } from 'react';
import { dayjs, pickerFormats } from '../lib/dates.ts';
import { useTranslation } from '../lib/i18n/index.ts';
import { deferred } from './deferred.tsx';
import { PickerPlaceholder } from './pickers/PickerPlaceholder.tsx';

export interface TimeFieldProps {
  label: ReactNode;
  /** 'HH:mm' as stored, or null. */
  value: string | null | undefined;
  onChange(value: string | null): void;
  onBlur?(): void;
  error?: string;
  disabled?: boolean;
  name?: string;
  size?: 'small' | 'medium';
}

/** The time field until its picker has loaded: the same label and size, the time as the picker writes it. */
function TimeFieldPlaceholder({ label, value, error, disabled, name, size }: TimeFieldProps) {
  // Re-rendered when the language changes: the clock follows it.
  useTranslation();
  const time = value ? dayjs(`2000-01-01T${value}`) : null;
  return (
    <PickerPlaceholder
      icon="time"
      label={label}
      text={time && time.isValid() ? time.format(pickerFormats().time) : ''}
      name={name}
      size={size}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      fullWidth
    />
  );
}

/**
 * A time picker in 5-minute steps, shown 'h:mm A' (English) or 'HH:mm' (Japanese), kept as 'HH:mm'
 * (pickers/TimePickerField.tsx). MUI X's picker code loads after the page's first paint (decision 0038); until the
 * person reaches for the field (decision 0061) a read-only field of the same size shows the same label and time.
 */
export const TimeField = deferred<TimeFieldProps>(
  () => import('./pickers/TimePickerField.tsx'),
  TimeFieldPlaceholder,
  'touched',
);
