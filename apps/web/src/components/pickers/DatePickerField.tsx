import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT, dateProblem, MSG } from '@school-ops/shared';
import type { Dayjs } from 'dayjs';
import { useRef } from 'react';
import { dayjs, maxDate, minDate, pickerFormats } from '../../lib/dates.ts';
import { useTranslateIssue } from '../../lib/i18n/errors.ts';
import { useTyped } from '../../lib/use-typed.ts';
import type { DateFieldProps } from '../DateField.tsx';
import { PickerProvider } from '../PickerProvider.tsx';

/**
 * A date field (YYYY-MM-DD in English, 2026年11月24日(火) in Japanese; the value is always YYYY-MM-DD) with the spec's messages ('Invalid Date Format', 'Date should not be before
 * minimal date', 'Date should not be after maximal date', docs/product.md §5) shown while the text is wrong, an
 * incomplete one included: the picker itself reports nothing until every part is typed. The messages show in the
 * reader's language; `onChange` reports them in the spec's English, as the shared schemas write them. It brings its
 * own LocalizationProvider: it is loaded lazily (components/DateField.tsx, decision 0038), and with it the provider.
 */
export default function DatePickerField({
  label,
  value,
  onChange,
  clearable,
  error,
  helperText,
  onBlur,
  name,
  size,
  width,
}: DateFieldProps) {
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
    <PickerProvider>
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
    </PickerProvider>
  );
}
