import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/**
 * A real file input inside its visible label, so a tablet offers its files app and the label names
 * the input for screen readers. A new `resetKey` empties it, so the same file can be chosen again.
 */
export function FileChooser({
  disabled,
  onFile,
  resetKey,
}: {
  disabled?: boolean;
  onFile(file: File): void;
  resetKey: number;
}) {
  const { t } = useTranslation();
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="contained"
      disabled={disabled}
      startIcon={<UploadFileIcon aria-hidden />}
      sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {t('imports.guide.chooseFile')}
      <Box
        key={resetKey}
        component="input"
        type="file"
        name="file"
        accept=".csv,text/csv"
        disabled={disabled}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
        }}
        sx={visuallyHidden}
      />
    </Button>
  );
}
