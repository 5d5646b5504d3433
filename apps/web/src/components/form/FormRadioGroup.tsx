import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { FieldValues, Path } from 'react-hook-form';
import { fieldMemo, optionFor, optionKey, useField, type FieldOptions, type FieldProps } from './field.ts';

/** A group of radio buttons under a legend; the form holds the chosen option's value. */
export const FormRadioGroup = fieldMemo(function FormRadioGroup<T extends FieldValues, N extends Path<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  options,
  row,
}: FieldProps<T, N, TOut> & { options: FieldOptions<T, N>; row?: boolean }) {
  const { field, error } = useField({ control, name, label });
  const message = error ?? helperText;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        value={optionKey(field.value)}
        onChange={(_, key) => {
          const picked = optionFor(options, key);
          if (picked) field.onChange(picked.value);
        }}
        onBlur={field.onBlur}
      >
        {options.map((o) => (
          <FormControlLabel key={optionKey(o.value)} value={optionKey(o.value)} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      {message && <FormHelperText sx={{ mx: 0 }}>{message}</FormHelperText>}
    </FormControl>
  );
});
