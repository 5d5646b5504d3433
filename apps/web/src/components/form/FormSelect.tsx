import { ListSubheader, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import {
  fieldMemo,
  optionFor,
  optionKey,
  useField,
  type FieldOption,
  type FieldOptions,
  type FieldProps,
} from './field.ts';
import type { TextFieldLook } from './FormTextField.tsx';

export interface SelectProps<V> {
  options: readonly FieldOption<V>[];
  /** The browser's own picker (large and familiar on tablets and phones); its option labels must be text. */
  native?: boolean;
  /** Called after the form took a new choice, for fields that follow it. */
  onValueChange?(value: V): void;
}

/** A select of the form: the value it holds is the chosen option's value, of the field's own type. */
export const FormSelect = fieldMemo(function FormSelect<T extends FieldValues, N extends Path<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  options,
  native,
  onValueChange,
  slotProps,
  ...look
}: FieldProps<T, N, TOut> & { options: FieldOptions<T, N> } & SelectProps<PathValue<T, N>> & TextFieldLook) {
  const { field, error } = useField({ control, name, label });
  return (
    <TextField
      {...look}
      select
      slotProps={native ? { ...slotProps, select: { ...slotProps?.select, native: true } } : slotProps}
      label={label}
      name={field.name}
      value={optionKey(field.value)}
      onChange={(e) => {
        const picked = optionFor(options, e.target.value);
        if (!picked) return;
        field.onChange(picked.value);
        onValueChange?.(picked.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? helperText}
    >
      {native ? options.map((o) => nativeOption(o)) : menuItems(options)}
    </TextField>
  );
});

function nativeOption({ value, label }: FieldOption<unknown>) {
  return (
    <option key={optionKey(value)} value={optionKey(value)}>
      {label}
    </option>
  );
}

/** Menu items, with a heading before each new group. */
function menuItems(options: readonly FieldOption<unknown>[]): ReactNode[] {
  return options.flatMap((o, i) => {
    const item = (
      <MenuItem key={optionKey(o.value)} value={optionKey(o.value)}>
        {o.label}
      </MenuItem>
    );
    const starts = o.group !== undefined && (i === 0 || options[i - 1]!.group !== o.group);
    return starts ? [<ListSubheader key={`group-${i}`}>{o.group}</ListSubheader>, item] : [item];
  });
}
