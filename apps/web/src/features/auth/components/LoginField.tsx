import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type Props = Pick<OutlinedInputProps, 'name' | 'type' | 'placeholder' | 'autoComplete' | 'autoFocus' | 'value' | 'onChange' | 'inputProps'> & {
  label: string;
  error?: string;
};

/**
 * TextField's outlined variant, put together from its parts: TextField also imports Select, Menu and
 * Popover (~10 KB gzipped), which the sign-in page, the first page a phone loads, never shows.
 */
export function LoginField({ label, error, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={error ? helperId : undefined} {...input} />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
