import type { FieldValues, Path } from 'react-hook-form';
import { DateField } from '../DateField.tsx';
import { fieldMemo, useField, type FieldProps } from './field.ts';

/**
 * The app's one DateField (decision 0018) bound to a 'YYYY-MM-DD' field. The typed date goes to the form as
 * it is: the shared schema refuses a wrong one with the picker's own words.
 */
export const FormDateField = fieldMemo(function FormDateField<T extends FieldValues, N extends Path<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  clearable,
  size,
  width,
}: FieldProps<T, N, TOut> & { clearable?: boolean; size?: 'small' | 'medium'; width?: number }) {
  const { field, error } = useField({ control, name, label });
  return (
    <DateField
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(date) => field.onChange(date)}
      onBlur={field.onBlur}
      error={error}
      helperText={helperText}
      clearable={clearable}
      size={size}
      width={width}
    />
  );
});
