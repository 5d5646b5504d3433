import { Box, Button, CircularProgress, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { STUDENT_MSG, UPLOAD_LIMIT_BYTES, type StudentDto } from '@school-ops/shared';
import type { ChangeEvent } from 'react';
import { translateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useUploadStudentPhoto } from '../api.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** The student's photo (or the spec's empty text) and an upload that also takes a camera picture. */
export function StudentPhoto({ student }: { student: StudentDto }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const upload = useUploadStudentPhoto(student.id);

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      // docs/product.md §5: 32 MB or more is refused; saying so now spares a long upload.
      if (file.size >= UPLOAD_LIMIT_BYTES) {
        notify.error(translateIssue({ message: STUDENT_MSG.photoTooLarge }) ?? STUDENT_MSG.photoTooLarge);
        return;
      }
      await upload.mutateAsync(file);
      notify.success(t('students.photo.uploaded'));
    } catch (err) {
      notify.error((err as Error).message);
    } finally {
      input.value = '';
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {student.signedUrlPhoto ? (
        <Box
          component="img"
          src={student.signedUrlPhoto}
          alt={t('students.photo.alt', { name: student.name })}
          sx={{
            width: '100%',
            maxWidth: { xs: 240, sm: 320 },
            maxHeight: { xs: 240, sm: 320 },
            objectFit: 'contain',
            borderRadius: 2,
            bgcolor: 'grey.100',
          }}
        />
      ) : (
        <Typography color="text.secondary">{t('students.photo.none')}</Typography>
      )}
      <Button
        component="label"
        // A label, not a button: the file input inside it is the control (and takes the focus).
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        startIcon={upload.isPending ? <CircularProgress size={18} aria-hidden /> : <PhotoCameraIcon aria-hidden />}
        disabled={upload.isPending}
        sx={{
          // The real input is hidden from sight only: keyboard focus on it shows on the button.
          '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {upload.isPending
          ? t('students.photo.uploading')
          : student.photo
            ? t('students.photo.replace')
            : t('students.photo.upload')}
        <Box
          component="input"
          type="file"
          name="photo"
          accept="image/*"
          disabled={upload.isPending}
          onChange={(e: ChangeEvent<HTMLInputElement>) => void onChange(e)}
          sx={visuallyHidden}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('students.photo.help')}
      </Typography>
    </Box>
  );
}
