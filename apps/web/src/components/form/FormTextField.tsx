import { TextField, type TextFieldProps } from '@mui/material';
import type { FieldValues, Path } from 'react-hook-form';
import { fieldMemo, useField, type FieldProps, type MessagePlacement } from './field.ts';
import { grown } from './grown.ts';

/** What MUI's TextField takes besides what the form wires (value, change, error, message). */
export type TextFieldLook = Omit<
  TextFieldProps,
  'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'select' | 'inputRef'
>;

/** A text field of the form (one line, multiline or a password: pass `multiline` or `type`). */
export const FormTextField = fieldMemo(function FormTextField<T extends FieldValues, N extends Path<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  messageElsewhere,
  ...look
}: FieldProps<T, N, TOut> & MessagePlacement & TextFieldLook) {
  const { field, error } = useField({ control, name, label });
  // A URL field brings up the phone's URL keyboard wherever it is used.
  const slotProps = look.slotProps ?? (look.type === 'url' ? { htmlInput: { inputMode: 'url' } } : undefined);
  return (
    <TextField
      {...grown({ ...look, slotProps })}
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={messageElsewhere ? helperText : (error ?? helperText)}
    />
  );
});
