import { Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { SCHOOLS, TIME_STEP_MINUTES, WEEKDAY_NAMES } from '@school-ops/shared';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { UserFormValues } from '../form.ts';

interface Props {
  control: Control<UserFormValues>;
  register: UseFormRegister<UserFormValues>;
  errors: FieldErrors<UserFormValues>;
}

/** One row per weekday, Sunday first (index 0), as the server stores it. */
export function MainShiftFields({ control, register, errors }: Props) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
        Main Shift
      </Typography>
      {WEEKDAY_NAMES.map((day, i) => {
        const dayErrors = errors.mainShift?.[i];
        const { ref: startRef, ...start } = register(`mainShift.${i}.startTime`);
        const { ref: endRef, ...end } = register(`mainShift.${i}.endTime`);
        return (
          <Box
            key={day}
            role="group"
            aria-label={day}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              py: 1,
              gridTemplateColumns: { xs: '1fr 1fr', sm: '9rem 1.2fr 1fr 1fr' },
            }}
          >
            <Controller
              control={control}
              name={`mainShift.${i}.isActive`}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, m: 0 }}
                  label={day}
                  control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                />
              )}
            />
            <Controller
              control={control}
              name={`mainShift.${i}.schoolName`}
              render={({ field }) => (
                <TextField
                  select
                  label="School"
                  size="small"
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={!!dayErrors?.schoolName}
                  helperText={dayErrors?.schoolName?.message}
                  slotProps={{ select: { native: true } }}
                >
                  {SCHOOLS.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </TextField>
              )}
            />
            <TextField
              {...start}
              inputRef={startRef}
              type="time"
              label="Start"
              size="small"
              error={!!dayErrors?.startTime}
              helperText={dayErrors?.startTime?.message}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: TIME_STEP_MINUTES * 60 } }}
            />
            <TextField
              {...end}
              inputRef={endRef}
              type="time"
              label="End"
              size="small"
              error={!!dayErrors?.endTime}
              helperText={dayErrors?.endTime?.message}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: TIME_STEP_MINUTES * 60 } }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
