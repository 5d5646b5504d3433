import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button } from '@mui/material';
import type { ChangeEvent } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/**
 * A real file input (several photos, or the camera on a phone) inside its visible label. The label
 * looks like a button; keyboard focus on the hidden input shows on it.
 */
export function PhotoPicker({
  label,
  disabled,
  onPick,
  inputKey,
}: {
  label: string;
  disabled?: boolean;
  onPick(files: File[]): void;
  /** Changing it empties the input (after a save). */
  inputKey: number;
}) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      disabled={disabled}
      startIcon={<PhotoCameraIcon aria-hidden />}
      sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {label}
      <Box
        key={inputKey}
        component="input"
        type="file"
        name="photos"
        accept="image/*"
        multiple
        disabled={disabled}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onPick(Array.from(e.currentTarget.files ?? []))}
        sx={visuallyHidden}
      />
    </Button>
  );
}
