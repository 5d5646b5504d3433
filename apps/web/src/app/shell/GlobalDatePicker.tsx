import RestoreIcon from '@mui/icons-material/Restore';
import { Box, IconButton, Tooltip } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DATE_FORMAT, MSG } from '@school-ops/shared';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayjs, maxDate, minDate, today } from '../../lib/dates.ts';
import { filterStore, useGlobalFilter } from '../../lib/filter.ts';
import { PickerProvider } from '../../components/PickerProvider.tsx';

const MESSAGES: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: MSG.invalidDateFormat,
  minDate: MSG.dateBeforeMin,
  maxDate: MSG.dateAfterMax,
};

/** The top bar's date: YYYY-MM-DD, clearable, with a reset to today when it is not today. */
export default function GlobalDatePicker() {
  const { date } = useGlobalFilter();
  const [error, setError] = useState<string | null>(null);
  // What the person typed, valid or not, for the date the filter held then: only a valid date in
  // bounds reaches the filter, and a change of the filter from elsewhere wins over the typing.
  const [typed, setTyped] = useState<{ value: Dayjs | null; forDate: string } | null>(null);
  const shown = typed && typed.forDate === date ? typed.value : date ? dayjs(date) : null;
  const isToday = date === today();
  return (
    <PickerProvider>
      {/* On a white card, so the field's label keeps its contrast against the blue top bar. */}
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1, px: 1, pt: 1, pb: error ? 0 : 1 }}>
      <DatePicker
        label="Date"
        format={DATE_FORMAT}
        value={shown}
        minDate={minDate}
        maxDate={maxDate}
        onError={(reason) => setError(reason ? (MESSAGES[reason] ?? MSG.invalidDateFormat) : null)}
        onChange={(value) => {
          let next = date;
          if (value === null) next = '';
          else if (value.isValid() && !value.isBefore(minDate) && !value.isAfter(maxDate)) next = value.format(DATE_FORMAT);
          setTyped({ value, forDate: next });
          if (next !== date) filterStore.set({ date: next });
        }}
        slotProps={{
          field: { clearable: true },
          textField: {
            size: 'small',
            error: Boolean(error),
            helperText: error,
            sx: { width: 224 },
          },
        }}
      />
      {!isToday && (
        <Tooltip title="Back to today">
          <IconButton aria-label="reset date to today" color="primary" onClick={() => filterStore.set({ date: today() })}>
            <RestoreIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
    </PickerProvider>
  );
}
