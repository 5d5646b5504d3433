import { Box, Button, Card, CardContent, FormHelperText, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { UPLOAD_LIMIT_BYTES, type BookDto } from '@school-ops/shared';
import { useId, useRef, useState } from 'react';
import { translateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useUploadCover } from '../api.ts';

/** The server's text for a photo too large (its code is upload.photosTooLarge), shown translated. */
export const COVER_TOO_LARGE = 'total photo size exceeds 32 megabyte limit';

/** The current cover (through its signed URL) and a file input to replace it; existing books only. */
export function CoverImage({ book }: { book: BookDto }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadCover(book.id);

  const choose = (f: File | null) => {
    setFile(f);
    // docs/product.md §5: 32 MB or more is too much; say so before sending it.
    setProblem(f && f.size >= UPLOAD_LIMIT_BYTES ? COVER_TOO_LARGE : null);
  };

  const send = async () => {
    if (!file || problem) return;
    try {
      await upload.mutateAsync(file);
      notify.success(t('books.cover.uploaded'));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography id={`${id}-title`} variant="h2" component="h2">
          {t('books.cover.title')}
        </Typography>
        {book.signedUrlCoverImage ? (
          <Box
            component="img"
            src={book.signedUrlCoverImage}
            alt={t('books.cover.alt', { name: book.name })}
            // A book's shape, kept before the picture arrives: an image of unknown size took its height when it
            // loaded, moving everything below it (0.026 of layout shift on the book's page).
            sx={{
              width: 180,
              maxWidth: '100%',
              height: 'auto',
              aspectRatio: '3 / 4',
              objectFit: 'contain',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <Typography color="text.secondary">{t('books.cover.none')}</Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography component="label" htmlFor={`${id}-file`} sx={{ fontWeight: 500 }}>
            {book.coverImage ? t('books.cover.chooseNew') : t('books.cover.choose')}
          </Typography>
          {/* image/*: on a tablet or phone this offers the camera as well as the photo library. */}
          <input
            ref={input}
            id={`${id}-file`}
            name="coverImage"
            type="file"
            accept="image/*"
            aria-describedby={`${id}-help`}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            style={{ font: 'inherit', width: '100%', minHeight: 44 }}
          />
          <FormHelperText id={`${id}-help`} error={!!problem}>
            {problem ? (translateIssue({ message: problem }) ?? problem) : t('books.cover.help')}
          </FormHelperText>
        </Box>
        <Box>
          <Button
            variant="contained"
            startIcon={<UploadIcon />}
            disabled={!file || !!problem || upload.isPending}
            onClick={() => void send()}
          >
            {upload.isPending ? t('books.cover.uploading') : t('books.cover.upload')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
