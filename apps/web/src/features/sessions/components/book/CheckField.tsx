import { Checkbox, FormControlLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A large, finger-sized checkbox bound to a boolean field of the form. */
export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          sx={{ m: 0, minHeight: 48 }}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
            />
          }
        />
      )}
    />
  );
}
