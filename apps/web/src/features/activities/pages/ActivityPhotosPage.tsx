import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardActions, CardMedia, Typography } from '@mui/material';
import { ACTIVITY_MSG } from '@school-ops/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { useTranslateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useNotify } from '../../../lib/status.ts';
import { useActivity, useDeleteActivityPhoto } from '../api.ts';

/** Every photo of one activity, each with a delete button when the server allows it (can.deletePhotos), and a way back. */
export default function ActivityPhotosPage() {
  const { t } = useTranslation();
  const translateIssue = useTranslateIssue();
  const notify = useNotify();
  const { id = '' } = useParams();
  const activity = useActivity(id);
  const remove = useDeleteActivityPhoto(id);
  const [asking, setAsking] = useState<number | null>(null);

  const onDelete = async () => {
    const i = asking;
    setAsking(null);
    const url = i === null ? undefined : activity.data?.signedUrlPhotos[i];
    if (!url) return;
    try {
      await remove.mutateAsync(url);
      notify.success(t('activities.photos.deleted'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const a = activity.data;
  return (
    <>
      <Button component={Link} to="/activities" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('activities.photos.back')}
      </Button>
      <PageHeader
        title={a ? t('activities.photos.title', { className: a.className }) : t('activities.photos.fallbackTitle')}
      >
        {a && (
          <Typography color="text.secondary">
            {a.schoolName} · {formatDate(a.date)}
            {a.title && ` · ${a.title}`}
          </Typography>
        )}
      </PageHeader>
      {activity.isPending && <Loading />}
      {activity.isError && <ErrorText error={activity.error} />}
      {a && a.photos.length === 0 && <Typography>{t('activities.photos.noPhotos')}</Typography>}
      {a && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {a.signedUrlPhotos.map((url, i) => (
            <Card key={a.photos[i]} variant="outlined">
              <CardMedia
                component="img"
                image={url}
                alt={t('activities.photoAlt', { className: a.className, number: i + 1 })}
                sx={{ maxHeight: 360, objectFit: 'contain', bgcolor: 'grey.100' }}
              />
              {a.can.deletePhotos && (
                <CardActions>
                  <Button
                    color="error"
                    startIcon={<DeleteIcon aria-hidden />}
                    disabled={remove.isPending}
                    aria-label={t('activities.photos.deleteOne', { number: i + 1 })}
                    onClick={() =>
                      a.confirmed
                        ? notify.error(translateIssue({ message: ACTIVITY_MSG.unconfirmBeforeDeleting }) ?? '')
                        : setAsking(i)
                    }
                  >
                    {t('activities.photos.delete')}
                  </Button>
                </CardActions>
              )}
            </Card>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('activities.photos.deleteTitle')}
        message={t('activities.photos.deleteMessage')}
        confirmLabel={t('activities.photos.confirmDelete')}
        cancelLabel={t('activities.photos.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
