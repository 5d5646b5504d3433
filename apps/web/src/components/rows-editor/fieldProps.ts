import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Registers a text field and hands MUI its ref, error flag and message. It takes the form itself
 * (not its errors) so that shared editors can use it for any field path of any form, typed.
 */
export function textFieldProps<TInput extends FieldValues, TData>(
  form: UseFormReturn<TInput, unknown, TData>,
  path: Path<TInput>,
) {
  const { ref, ...rest } = form.register(path);
  const { error } = form.getFieldState(path, form.formState);
  return { ...rest, inputRef: ref, error: !!error, helperText: error?.message };
}
