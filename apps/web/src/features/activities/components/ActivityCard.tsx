import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
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
import { useForm, useWatch, type FieldErrors, type ResolverResult } from 'react-hook-form';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormRadioGroup } from '../../../components/form/FormRadioGroup.tsx';
import { FormSwitch } from '../../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useTranslateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useDeleteActivityPhotos, useUpdateActivity } from '../api.ts';
import { categoryLabel } from '../labels.ts';
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

/** What the rules of an activity change read besides the form's values (activityProblems). */
interface Context {
  mayConfirm: boolean;
  activity: ActivityDto;
  files: File[];
}

/** Which field shows each of activityProblems' messages. */
const FIELD_OF: Record<string, keyof Values> = {
  [ACTIVITY_MSG.titleRequired]: 'title',
  [ACTIVITY_MSG.descriptionRequired]: 'description',
  [ACTIVITY_MSG.confirmWithoutPhotos]: 'confirmed',
};

/**
 * The activity rules of docs/product.md §5 (activityProblems) as the form's resolver: each message shows on its
 * field through the form-field kit, in the reader's language, and goes once the field is right again.
 */
function activityResolver(values: Values, { mayConfirm, activity, files }: Context): ResolverResult<Values> {
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
  const errors: FieldErrors<Values> = {};
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
  const { control, handleSubmit, reset, formState } = useForm<Values>({
    defaultValues: valuesOf(activity),
    // Read anew on every render (react-hook-form takes the latest options), so it sees the files picked now.
    resolver: (values) => activityResolver(values, { mayConfirm, activity, files }),
  });
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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
            {showSchool
              ? t('activities.card.classAtSchool', { className: activity.className, school: activity.schoolName })
              : activity.className}
          </Typography>
          <Chip size="small" label={categoryLabel(t, activity.category)} />
          {activity.confirmed && <Chip size="small" color="success" label={t('activities.card.confirmedChip')} />}
        </Box>

        <FormTextField
          control={control}
          name="title"
          label={t('activities.card.title')}
          disabled={confirmed || update.isPending}
          slotProps={{ htmlInput: { maxLength: ACTIVITY_TITLE_MAX } }}
          fullWidth
        />
        <FormTextField
          control={control}
          name="description"
          label={t('activities.card.description')}
          multiline
          minRows={2}
          disabled={confirmed || update.isPending}
          slotProps={{ htmlInput: { maxLength: ACTIVITY_DESCRIPTION_MAX } }}
          fullWidth
        />

        {photoCount > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {activity.signedUrlPhotos.slice(0, 4).map((url, i) => (
              <Box
                key={activity.photos[i]}
                component="img"
                src={url}
                alt={t('activities.photoAlt', { className: activity.className, number: i + 1 })}
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
              />
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2">
            {photoCount === 0 ? t('activities.card.noPhotos') : t('activities.card.photoCount', { count: photoCount })}
          </Typography>
          {photoCount > 0 && <Link to={`/activities/${activity.id}/photos`}>{t('activities.card.preview')}</Link>}
        </Box>

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
        <FormRadioGroup
          control={control}
          name="photoAction"
          label={t('activities.card.newPhotos')}
          row
          options={[
            { value: 'add', label: t('activities.card.addPhotos') },
            { value: 'replace', label: t('activities.card.replacePhotos') },
          ]}
        />

        {mayConfirm && <FormSwitch control={control} name="confirmed" label={t('activities.card.confirmed')} />}
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
