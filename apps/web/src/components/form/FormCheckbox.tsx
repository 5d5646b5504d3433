import { Box, Checkbox, FormControlLabel, FormHelperText, type SxProps, type Theme } from '@mui/material';
import type { FieldValues, Path } from 'react-hook-form';
import { fieldMemo, useField, type FieldProps } from './field.ts';

export interface CheckboxProps {
  /** A finger-sized box (48 px row, 32 px icon), for the forms teachers tick on tablets. */
  large?: boolean;
  sx?: SxProps<Theme>;
}

/** A checkbox of the form, bound to a boolean field. */
export const FormCheckbox = fieldMemo(function FormCheckbox<T extends FieldValues, N extends Path<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  large,
  sx,
}: FieldProps<T, N, TOut> & CheckboxProps) {
  const { field, error } = useField({ control, name, label });
  const message = error ?? helperText;
  const box = (
    <FormControlLabel
      label={label}
      sx={large ? { m: 0, minHeight: 48, ...sx } : sx}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          sx={large ? { '& .MuiSvgIcon-root': { fontSize: 32 } } : undefined}
        />
      }
    />
  );
  if (!message) return box;
  return (
    <Box>
      {box}
      <FormHelperText error={Boolean(error)}>{message}</FormHelperText>
    </Box>
  );
});
