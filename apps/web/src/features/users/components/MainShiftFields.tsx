import { Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { SCHOOLS, WEEKDAY_NAMES } from '@school-ops/shared';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { PickerProvider } from '../../../components/PickerProvider.tsx';
import { TimeField } from '../../../components/TimeField.tsx';
import type { UserFormValues } from '../form.ts';

interface Props {
  control: Control<UserFormValues>;
  errors: FieldErrors<UserFormValues>;
}

/**
 * One row per weekday, Sunday first (index 0), as the server stores it. Times use the app's time picker
 * (h:mm A, 5-minute steps), as the shift forms do.
 */
export function MainShiftFields({ control, errors }: Props) {
  return (
    <PickerProvider>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
          Main Shift
        </Typography>
        {WEEKDAY_NAMES.map((day, i) => {
          const dayErrors = errors.mainShift?.[i];
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
                    control={
                      <Checkbox
                        checked={!!field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
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
              {(['startTime', 'endTime'] as const).map((key) => (
                <Controller
                  key={key}
                  control={control}
                  name={`mainShift.${i}.${key}`}
                  render={({ field }) => (
                    <TimeField
                      label={key === 'startTime' ? 'Start' : 'End'}
                      size="small"
                      name={field.name}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? '')}
                      onBlur={field.onBlur}
                      error={dayErrors?.[key]?.message}
                    />
                  )}
                />
              ))}
            </Box>
          );
        })}
      </Box>
    </PickerProvider>
  );
}
