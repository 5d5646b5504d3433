import { Box, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { createSvgIcon } from '@mui/material/utils';
import type { ReactNode } from 'react';

// MUI X's own open-button icons (x-date-pickers/icons), drawn here so that the placeholder needs none of its code.
const CalendarIcon = createSvgIcon(
  <path d="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z" />,
  'Calendar',
);
const ClockIcon = createSvgIcon(
  <>
    <path d="M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
    <path d="M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z" />
  </>,
  'Clock',
);

interface Props {
  label: ReactNode;
  /** The value as the picker writes it ('' for none). */
  text: string;
  icon: 'date' | 'time';
  name?: string;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * What a date or time field shows until its picker takes over (components/deferred.tsx, decisions 0038, 0061): an
 * outlined field of the picker's size with its label, its value written as the picker writes it, its message and
 * its open button's icon. Read-only: the picker takes its place as the person reaches for it (the pointer onto it, or
 * the focus: decision 0061), before anything is typed.
 */
export function PickerPlaceholder({
  label,
  text,
  icon,
  name,
  size,
  error,
  helperText,
  disabled,
  fullWidth,
  sx,
}: Props) {
  const Icon = icon === 'date' ? CalendarIcon : ClockIcon;
  return (
    <TextField
      label={label}
      value={text}
      name={name}
      size={size}
      error={error}
      helperText={helperText}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* The open button's room (an IconButton at the edge), without a button to press yet. */}
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-flex',
                  p: 1,
                  mr: '-12px',
                  color: disabled ? 'action.disabled' : 'action.active',
                }}
              >
                <Icon />
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
