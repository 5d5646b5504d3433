import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { ACTIVITY_MSG, activityProblems, photosTooLarge, type ActivityDto } from '@school-ops/shared';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors, type ResolverResult } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useFollowValues } from '../../../components/form/follow-values.ts';
import { useTranslateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useDeleteActivityPhotos, useUpdateActivity } from '../api.ts';
import { ActivityDetails, PhotoOptions, type ActivityValues } from './ActivityCardParts.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';

const valuesOf = (a: ActivityDto): ActivityValues => ({
  title: a.title,
  description: a.description,
  confirmed: a.confirmed,
  photoAction: 'add',
});

/** What the rules of an activity change read besides the form's values (activityProblems). */
interface Context {
  mayConfirm: boolean;
  activity: ActivityDto;
  files: File[];
}

/** Which field shows each of activityProblems' messages. */
const FIELD_OF: Record<string, keyof ActivityValues> = {
  [ACTIVITY_MSG.titleRequired]: 'title',
  [ACTIVITY_MSG.descriptionRequired]: 'description',
  [ACTIVITY_MSG.confirmWithoutPhotos]: 'confirmed',
};

/**
 * The activity rules of docs/product.md §5 (activityProblems) as the form's resolver: each message shows on its
 * field through the form-field kit, in the reader's language, and goes once the field is right again.
 */
function activityResolver(
  values: ActivityValues,
  { mayConfirm, activity, files }: Context,
): ResolverResult<ActivityValues> {
  const photoCount =
    files.length === 0
      ? activity.photos.length
      : values.photoAction === 'replace'
        ? files.length
        : activity.photos.length + files.length;
  const found = activityProblems({
    supervisor: mayConfirm,
    selectedPhotos: files.length,
    title: values.title,
    description: values.description,
    confirmed: mayConfirm ? values.confirmed : activity.confirmed,
    photoCount,
  });
  if (found.length === 0) return { values, errors: {} };
  const errors: FieldErrors<ActivityValues> = {};
  for (const message of found) {
    const field = FIELD_OF[message];
    if (field) errors[field] = { type: 'custom', message };
  }
  return { values: {}, errors };
}

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
  const { t } = useTranslation();
  const translateIssue = useTranslateIssue();
  const mayConfirm = activity.can.confirm;
  const notify = useNotify();
  const id = useId();
  const update = useUpdateActivity(activity.id);
  const deletePhotos = useDeleteActivityPhotos(activity.id);
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [askDelete, setAskDelete] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<ActivityValues>({
    defaultValues: valuesOf(activity),
    // Read anew on every render (react-hook-form takes the latest options), so it sees the files picked now.
    resolver: (values) => activityResolver(values, { mayConfirm, activity, files }),
  });
  const dirty = formState.isDirty || files.length > 0;

  // Fresh server data (another teacher's save, a refetch) shows unless this card has unsaved edits.
  useFollowValues(reset, valuesOf(activity), formState.isDirty);
  useEffect(
    () => onDirtyChange(activity.id, dirty && !update.isPending),
    [activity.id, dirty, update.isPending, onDirtyChange],
  );

  const onSubmit = async (v: ActivityValues) => {
    if (photosTooLarge(files.map((f) => f.size))) {
      notify.error(translateIssue({ message: ACTIVITY_MSG.tooLarge }) ?? ACTIVITY_MSG.tooLarge);
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
      notify.success(t('activities.card.saved'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const onDeletePhotos = async () => {
    setAskDelete(false);
    try {
      await deletePhotos.mutateAsync();
      notify.success(t('activities.card.photosDeleted'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

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
        <ActivityDetails
          control={control}
          activity={activity}
          showSchool={showSchool}
          headingId={headingId}
          saving={update.isPending}
        />

        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <PhotoPicker
            label={t('activities.card.choosePhotos')}
            disabled={update.isPending}
            inputKey={inputKey}
            onPick={setFiles}
          />
          <Typography variant="body2" color={files.length ? 'text.primary' : 'text.secondary'} aria-live="polite">
            {files.length === 0
              ? t('activities.card.noneSelected')
              : t('activities.card.selected', { count: files.length })}
          </Typography>
        </Stack>
        <PhotoOptions control={control} mayConfirm={mayConfirm} />
        {/* Without the switch (a teacher), a confirmed activity that lost its photos still says why it cannot save. */}
        {!mayConfirm && formState.errors.confirmed && (
          <Typography role="alert" color="error">
            {translateIssue(formState.errors.confirmed)}
          </Typography>
        )}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="contained" disabled={update.isPending || !dirty}>
            {update.isPending ? t('activities.card.saving') : t('activities.card.save')}
          </Button>
          {activity.can.deletePhotos && (
            <Button
              color="error"
              variant="outlined"
              disabled={photoCount === 0 || deletePhotos.isPending}
              onClick={() =>
                activity.confirmed
                  ? notify.error(translateIssue({ message: ACTIVITY_MSG.unconfirmBeforeDeleting }) ?? '')
                  : setAskDelete(true)
              }
            >
              {t('activities.card.deletePhotos')}
            </Button>
          )}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={askDelete}
        title={t('activities.card.deleteTitle')}
        message={t('activities.card.deleteMessage')}
        confirmLabel={t('activities.card.delete')}
        cancelLabel={t('activities.card.cancel')}
        destructive
        busy={deletePhotos.isPending}
        onConfirm={() => void onDeletePhotos()}
        onCancel={() => setAskDelete(false)}
      />
    </Card>
  );
}
