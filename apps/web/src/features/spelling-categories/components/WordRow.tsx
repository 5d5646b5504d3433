import { Box, Button, FormHelperText, IconButton, TextField, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { spellingWordText } from '@school-ops/shared';
import { memo, useId, useRef, type ChangeEvent } from 'react';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { Hint } from '../../../components/Hint.tsx';
import { useTranslateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { SpellingFormValues, WordRowValues } from '../form.ts';

export interface WordRowProps {
  index: number;
  register: UseFormRegister<SpellingFormValues>;
  /**
   * The word's and the picture's messages, each its own prop: react-hook-form changes a row's error object in place,
   * so a memoized row handed the whole object would go on showing its first message.
   */
  wordError: FieldError | undefined;
  fileError: FieldError | undefined;
  row: WordRowValues | undefined;
  onFile(index: number, file: File | null): void;
  onRemoveImage(index: number): void;
  onRemove(index: number): void;
}

/**
 * One word: the word with its phonics, its GIF picture (current or newly chosen), and remove. Memoized, with the
 * form's handlers taking the row's index: the form renders again as react-hook-form gets ready (in the commit that
 * hydrates the page) and at every change of its state; its rows, up to 30, only when their own values change.
 */
export const WordRow = memo(function WordRow({
  index,
  register,
  wordError,
  fileError,
  row,
  onFile,
  onRemoveImage,
  onRemove,
}: WordRowProps) {
  const { t } = useTranslation();
  const translate = useTranslateIssue();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const n = index + 1;
  const { ref, ...word } = register(`words.${index}.word`);
  const fileMessage = translate(fileError);
  // A newly chosen GIF shows as itself; a refused file shows nothing; otherwise the current picture.
  const previewUrl = row?.file ? row.filePreview : row?.imageUrl;
  const wordText = spellingWordText(row?.word ?? '');
  const hasImage = Boolean(row?.file || row?.image);

  return (
    <Box
      component="li"
      aria-label={t('spellingCategories.word.label', { n })}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1fr) minmax(0, 1fr) 96px auto' },
      }}
    >
      <TextField
        label={t('spellingCategories.word.label', { n })}
        required
        placeholder={t('spellingCategories.word.placeholder')}
        {...word}
        inputRef={ref}
        error={!!wordError}
        helperText={translate(wordError)}
        sx={{ gridColumn: { xs: '1', md: '1' } }}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: '2' }, gridRow: { xs: 2, md: 1 }, minWidth: 0 }}>
        <Typography
          component="label"
          htmlFor={fileId}
          variant="body2"
          sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}
        >
          {t('spellingCategories.word.picture', { n })}
        </Typography>
        <Box
          component="input"
          id={fileId}
          ref={fileInput}
          type="file"
          accept="image/gif"
          aria-invalid={fileMessage ? true : undefined}
          aria-describedby={fileMessage ? `${fileId}-error` : undefined}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onFile(index, e.target.files?.[0] ?? null)}
          sx={{ display: 'block', maxWidth: '100%', fontSize: '0.95rem', py: 1 }}
        />
        {fileMessage && (
          <FormHelperText error id={`${fileId}-error`}>
            {fileMessage}
          </FormHelperText>
        )}
        {hasImage && (
          <Button
            size="small"
            onClick={() => {
              if (fileInput.current) fileInput.current.value = '';
              onRemoveImage(index);
            }}
            sx={{ mt: 0.5 }}
          >
            {t('spellingCategories.word.removePicture')}
          </Button>
        )}
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: '3' }, gridRow: { xs: 3, md: 1 } }}>
        {previewUrl ? (
          <Box
            component="img"
            src={previewUrl}
            alt={
              wordText
                ? t('spellingCategories.word.pictureOf', { word: wordText })
                : t('spellingCategories.word.pictureOfNumber', { n })
            }
            sx={{
              display: 'block',
              width: 96,
              height: 96,
              objectFit: 'contain',
              bgcolor: 'background.default',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: { md: 3 } }}>
            {t('spellingCategories.word.noPicture')}
          </Typography>
        )}
      </Box>
      <Hint title={t('spellingCategories.word.remove', { n })}>
        <IconButton
          aria-label={t('spellingCategories.word.remove', { n })}
          onClick={() => onRemove(index)}
          sx={{ gridColumn: { xs: '2', md: '4' }, gridRow: 1 }}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </Hint>
    </Box>
  );
});
