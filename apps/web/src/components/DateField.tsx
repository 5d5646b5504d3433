import type { ReactNode } from 'react';
import { dayjs, pickerFormats } from '../lib/dates.ts';
import { useTranslation } from '../lib/i18n/index.ts';
import { deferred } from './deferred.tsx';
import { PickerPlaceholder } from './pickers/PickerPlaceholder.tsx';

export interface DateFieldProps {
  label: ReactNode;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /**
   * Every change of the text: the date it reads ('' when empty or unreadable) and what is wrong with it in
   * the date picker's words (null when nothing; an emptied field through its clear button is no problem).
   * The field goes on showing what was typed whether or not the caller takes the date.
   */
  onChange(date: string, problem: string | null): void;
  clearable?: boolean;
  /** A form's message for the field, shown when the text itself is fine. */
  error?: string;
  /** Shown below the field when there is no message. */
  helperText?: ReactNode;
  onBlur?(): void;
  name?: string;
  size?: 'small' | 'medium';
  width?: number;
}

/** The date field until its picker has loaded: the same label and size, the value as the picker writes it. */
function DateFieldPlaceholder({ label, value, error, helperText, name, size, width }: DateFieldProps) {
  // Re-rendered when the language changes: the format follows it.
  useTranslation();
  const date = value ? dayjs(value) : null;
  return (
    <PickerPlaceholder
      icon="date"
      label={label}
      text={date && date.isValid() ? date.format(pickerFormats().date) : ''}
      name={name}
      size={size}
      error={Boolean(error)}
      helperText={error ?? helperText}
      sx={width ? { width } : undefined}
    />
  );
}

/**
 * A date field (YYYY-MM-DD in English, 2026年11月24日(火) in Japanese; the value is always YYYY-MM-DD) with the
 * spec's messages (pickers/DatePickerField.tsx). MUI X's picker code loads after the page's first paint
 * (decision 0038); until the person reaches for the field (decision 0061) a read-only field of the same size shows
 * the same label and value.
 */
export const DateField = deferred<DateFieldProps>(
  () => import('./pickers/DatePickerField.tsx'),
  DateFieldPlaceholder,
  'touched',
);
