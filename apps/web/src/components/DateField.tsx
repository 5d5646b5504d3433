import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT, dateProblem, MSG } from '@school-ops/shared';
import type { Dayjs } from 'dayjs';
import { useRef, type ReactNode } from 'react';
import { dayjs, maxDate, minDate, pickerFormats } from '../lib/dates.ts';
import { useTranslateIssue } from '../lib/i18n/errors.ts';
import { useTyped } from '../lib/use-typed.ts';

interface Props {
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

/**
 * A date field (YYYY-MM-DD in English, 2026年11月24日(火) in Japanese; the value is always YYYY-MM-DD) with the spec's messages ('Invalid Date Format', 'Date should not be before
 * minimal date', 'Date should not be after maximal date', docs/product.md §5) shown while the text is wrong, an
 * incomplete one included: the picker itself reports nothing until every part is typed. The messages show in the
 * reader's language; `onChange` reports them in the spec's English, as the shared schemas write them.
 */
export function DateField({ label, value, onChange, clearable, error, helperText, onBlur, name, size, width }: Props) {
  const typed = useTyped<Dayjs | null>(value);
  const clearing = useRef(false);
  const shown = typed.shown !== undefined ? typed.shown : value ? dayjs(value) : null;
  // Re-rendered when the language changes: the format and the messages follow it.
  const translate = useTranslateIssue();
  const formats = pickerFormats();
  const message = (typed.problem && translate({ message: typed.problem })) ?? error;

  const emit = (text: Dayjs | null, date: string, problem: string | null) => {
    typed.set(text, date, problem);
    onChange(date, problem);
  };

  return (
    <DatePicker
      label={label}
      format={formats.date}
      value={shown}
      minDate={minDate}
      maxDate={maxDate}
      onChange={(d) => {
        if (clearing.current) return;
        if (!d || !d.isValid()) return emit(d, '', MSG.invalidDateFormat);
        const date = d.format(DATE_FORMAT);
        emit(d, date, dateProblem(date));
      }}
      slotProps={{
        field: {
          clearable,
          // Japanese writes 11月4日, not 11月04日.
          ...(formats.unpadded && { shouldRespectLeadingZeros: true }),
          onClear: () => {
            // The clear button empties on purpose; emptying by keys is unfinished typing.
            clearing.current = true;
            setTimeout(() => (clearing.current = false));
            emit(null, '', null);
          },
        },
        textField: {
          name,
          size,
          error: Boolean(message),
          helperText: message ?? helperText,
          onBlur,
          ...(width && { sx: { width } }),
        },
      }}
    />
  );
}
