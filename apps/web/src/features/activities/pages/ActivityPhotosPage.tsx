import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardActions, CardMedia, Typography } from '@mui/material';
import { ACTIVITY_MSG } from '@school-ops/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useNotify } from '../../../lib/status.ts';
import { useActivity, useDeleteActivityPhoto } from '../api.ts';

export const PHOTO_DELETED = 'photo deleted';

/** Every photo of one activity, each with a delete button when the server allows it (can.deletePhotos), and a way back. */
export default function ActivityPhotosPage() {
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
      notify.success(PHOTO_DELETED);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const a = activity.data;
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Link to="/activities">back to activities</Link>
      </Box>
      <PageHeader title={a ? `${a.className} photos` : 'Activity photos'}>
        {a && (
          <Typography color="text.secondary">
            {a.schoolName} · {a.date}
            {a.title && ` · ${a.title}`}
          </Typography>
        )}
      </PageHeader>
      {activity.isPending && <Loading />}
      {activity.isError && <ErrorText error={activity.error} />}
      {a && a.photos.length === 0 && <Typography>No photos yet.</Typography>}
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
                alt={`${a.className} photo ${i + 1}`}
                sx={{ maxHeight: 360, objectFit: 'contain', bgcolor: 'grey.100' }}
              />
              {a.can.deletePhotos && (
                <CardActions>
                  <Button
                    color="error"
                    startIcon={<DeleteIcon aria-hidden />}
                    disabled={remove.isPending}
                    aria-label={`delete photo ${i + 1}`}
                    onClick={() => (a.confirmed ? notify.error(ACTIVITY_MSG.unconfirmBeforeDeleting) : setAsking(i))}
                  >
                    delete
                  </Button>
                </CardActions>
              )}
            </Card>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Delete photo?"
        message="Delete this photo? This cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
