import type { FieldValues, Path } from 'react-hook-form';
import { TimeField } from '../TimeField.tsx';
import { fieldMemo, useField, type FieldProps } from './field.ts';

/** The app's one TimeField (decision 0018, 5-minute steps) bound to an 'HH:mm' field. */
export const FormTimeField = fieldMemo(function FormTimeField<T extends FieldValues, N extends Path<T>, TOut = T>({
  control,
  name,
  label,
  size,
  disabled,
  empty = null,
}: Omit<FieldProps<T, N, TOut>, 'helperText'> & {
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** What the form holds while the field is empty: null (the default) or ''. */
  empty?: null | '';
}) {
  const { field, error } = useField({ control, name, label });
  return (
    <TimeField
      label={label}
      name={field.name}
      value={field.value}
      onChange={(time) => field.onChange(time ?? empty)}
      onBlur={field.onBlur}
      error={error}
      disabled={disabled}
      size={size}
    />
  );
});
