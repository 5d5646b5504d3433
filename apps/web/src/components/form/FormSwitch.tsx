import { Box, FormControlLabel, FormHelperText, Switch, type SxProps, type Theme } from '@mui/material';
import type { FieldValues, Path } from 'react-hook-form';
import { fieldMemo, useField, type FieldProps } from './field.ts';

/** An on/off switch of the form, bound to a boolean field (a state that is set, like 'confirmed'). */
export const FormSwitch = fieldMemo(function FormSwitch<T extends FieldValues, N extends Path<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  disabled,
  sx,
}: FieldProps<T, N, TOut> & { disabled?: boolean; sx?: SxProps<Theme> }) {
  const { field, error } = useField({ control, name, label });
  const message = error ?? helperText;
  const box = (
    <FormControlLabel
      label={label}
      sx={sx}
      disabled={disabled}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
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
