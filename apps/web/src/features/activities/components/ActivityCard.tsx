import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_MSG,
  ACTIVITY_TITLE_MAX,
  activityProblems,
  photosTooLarge,
  type ActivityDto,
  type PhotoAction,
} from '@school-ops/shared';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useNotify } from '../../../lib/status.ts';
import { useDeleteActivityPhotos, useUpdateActivity } from '../api.ts';
import { PhotoPicker } from './PhotoPicker.tsx';

interface Values {
  title: string;
  description: string;
  confirmed: boolean;
  photoAction: PhotoAction;
}

const valuesOf = (a: ActivityDto): Values => ({
  title: a.title,
  description: a.description,
  confirmed: a.confirmed,
  photoAction: 'add',
});

export const ACTIVITY_SAVED = 'activity saved';
export const PHOTOS_DELETED = 'photos deleted';
export const DELETE_PHOTOS_CONFIRM = 'Delete every photo of this activity? This cannot be undone.';

/**
 * One class's activity of the day: title, description, the confirmed toggle, photos to add or to replace the
 * current ones with, a link to preview them, and delete photos, as the server's abilities allow (activity.can).
 */
export function ActivityCard({
  activity,
  showSchool,
  onDirtyChange,
}: {
  activity: ActivityDto;
  showSchool: boolean;
  onDirtyChange(id: string, dirty: boolean): void;
}) {
  const mayConfirm = activity.can.confirm;
  const notify = useNotify();
  const id = useId();
  const update = useUpdateActivity(activity.id);
  const deletePhotos = useDeleteActivityPhotos(activity.id);
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [askDelete, setAskDelete] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const { control, handleSubmit, reset, formState } = useForm<Values>({ defaultValues: valuesOf(activity) });
  const confirmed = useWatch({ control, name: 'confirmed' });
  const dirty = formState.isDirty || files.length > 0;

  // Fresh server data (another teacher's save, a refetch) shows unless this card has unsaved edits.
  useEffect(() => {
    if (!formState.isDirty) reset(valuesOf(activity));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activity]);
  useEffect(
    () => onDirtyChange(activity.id, dirty && !update.isPending),
    [activity.id, dirty, update.isPending, onDirtyChange],
  );

  const onSubmit = async (v: Values) => {
    const photoCount =
      files.length === 0
        ? activity.photos.length
        : v.photoAction === 'replace'
          ? files.length
          : activity.photos.length + files.length;
    const found = activityProblems({
      supervisor: mayConfirm,
      selectedPhotos: files.length,
      title: v.title,
      description: v.description,
      confirmed: mayConfirm ? v.confirmed : activity.confirmed,
      photoCount,
    });
    setProblems(found);
    if (found.length) return;
    if (photosTooLarge(files.map((f) => f.size))) {
      notify.error(ACTIVITY_MSG.tooLarge);
      return;
    }
    try {
      const doc = await update.mutateAsync({
        title: v.title,
        description: v.description,
        ...(mayConfirm && { confirmed: v.confirmed }),
        photoAction: v.photoAction,
        photos: files,
      });
      reset(valuesOf(doc));
      setFiles([]);
      setInputKey((k) => k + 1);
      notify.success(ACTIVITY_SAVED);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const onDeletePhotos = async () => {
    setAskDelete(false);
    try {
      await deletePhotos.mutateAsync();
      notify.success(PHOTOS_DELETED);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const problem = (m: string) => problems.includes(m);
  const photoCount = activity.photos.length;
  const headingId = `${id}-heading`;

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent
        component="form"
        noValidate
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
            {activity.className}
            {showSchool && ` (${activity.schoolName})`}
          </Typography>
          <Chip size="small" label={activity.category} />
          {activity.confirmed && <Chip size="small" color="success" label="Confirmed" />}
        </Box>

        <Controller
          name="title"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              onChange={(e) => {
                field.onChange(e);
                setProblems([]);
              }}
              label="Title"
              disabled={confirmed || update.isPending}
              error={problem(ACTIVITY_MSG.titleRequired)}
              helperText={problem(ACTIVITY_MSG.titleRequired) ? ACTIVITY_MSG.titleRequired : undefined}
              slotProps={{ htmlInput: { maxLength: ACTIVITY_TITLE_MAX } }}
              fullWidth
            />
          )}
        />
        <Controller
          name="description"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              onChange={(e) => {
                field.onChange(e);
                setProblems([]);
              }}
              label="Description"
              multiline
              minRows={2}
              disabled={confirmed || update.isPending}
              error={problem(ACTIVITY_MSG.descriptionRequired)}
              helperText={problem(ACTIVITY_MSG.descriptionRequired) ? ACTIVITY_MSG.descriptionRequired : undefined}
              slotProps={{ htmlInput: { maxLength: ACTIVITY_DESCRIPTION_MAX } }}
              fullWidth
            />
          )}
        />

        {photoCount > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {activity.signedUrlPhotos.slice(0, 4).map((url, i) => (
              <Box
                key={activity.photos[i]}
                component="img"
                src={url}
                alt={`${activity.className} photo ${i + 1}`}
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
              />
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2">
            {photoCount === 0 ? 'No photos yet.' : `${photoCount} ${photoCount === 1 ? 'photo' : 'photos'}`}
          </Typography>
          {photoCount > 0 && <Link to={`/activities/${activity.id}/photos`}>preview photos</Link>}
        </Box>

        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <PhotoPicker label="Choose photos" disabled={update.isPending} inputKey={inputKey} onPick={setFiles} />
          <Typography variant="body2" color={files.length ? 'text.primary' : 'text.secondary'} aria-live="polite">
            {files.length === 0
              ? 'No photos selected'
              : `${files.length} ${files.length === 1 ? 'photo' : 'photos'} selected`}
          </Typography>
        </Stack>
        <Controller
          name="photoAction"
          control={control}
          render={({ field }) => (
            <FormControl>
              <FormLabel id={`${id}-action`}>New photos</FormLabel>
              <RadioGroup row aria-labelledby={`${id}-action`} {...field}>
                <FormControlLabel value="add" control={<Radio />} label="add to the photos" />
                <FormControlLabel value="replace" control={<Radio />} label="replace all photos" />
              </RadioGroup>
            </FormControl>
          )}
        />

        {mayConfirm && (
          <Controller
            name="confirmed"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
                label="confirmed"
              />
            )}
          />
        )}
        {problem(ACTIVITY_MSG.confirmWithoutPhotos) && (
          <Typography role="alert" color="error">
            {ACTIVITY_MSG.confirmWithoutPhotos}
          </Typography>
        )}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="contained" disabled={update.isPending || !dirty}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
          {activity.can.deletePhotos && (
            <Button
              color="error"
              variant="outlined"
              disabled={photoCount === 0 || deletePhotos.isPending}
              onClick={() =>
                activity.confirmed ? notify.error(ACTIVITY_MSG.unconfirmBeforeDeleting) : setAskDelete(true)
              }
            >
              delete photos
            </Button>
          )}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={askDelete}
        title="Delete photos?"
        message={DELETE_PHOTOS_CONFIRM}
        confirmLabel="Delete"
        destructive
        busy={deletePhotos.isPending}
        onConfirm={() => void onDeletePhotos()}
        onCancel={() => setAskDelete(false)}
      />
    </Card>
  );
}
