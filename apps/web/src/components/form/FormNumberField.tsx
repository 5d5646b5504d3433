import { TextField } from '@mui/material';
import { useFormState, type FieldValues, type Path } from 'react-hook-form';
import { fieldMemo, fieldMessage, useFieldTranslate, type FieldProps, type MessagePlacement } from './field.ts';
import type { TextFieldLook } from './FormTextField.tsx';

export interface NumberFieldProps {
  /** What the form holds while the box is empty: no value (the default), null, or '' (left to the schema). */
  empty?: undefined | null | '';
}

/**
 * A number field of the form: it holds a number, or `empty` while the box is empty ('' means no value, not 0).
 * The box is the form's own (registered, not controlled): a controlled field would show the form's default
 * again as soon as the value became undefined.
 */
export const FormNumberField = fieldMemo(function FormNumberField<T extends FieldValues, N extends Path<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  messageElsewhere,
  empty,
  ...look
}: FieldProps<T, N, TOut> & MessagePlacement & NumberFieldProps & Omit<TextFieldLook, 'type'>) {
  const formState = useFormState({ control, name, exact: true });
  const translate = useFieldTranslate(label);
  const error = fieldMessage(control.getFieldState(name, formState).error, translate);
  const { ref, ...field } = control.register(name, {
    setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? empty : Number(v)),
  });
  return (
    <TextField
      {...look}
      {...field}
      type="number"
      label={label}
      inputRef={ref}
      error={Boolean(error)}
      helperText={messageElsewhere ? helperText : (error ?? helperText)}
    />
  );
});
