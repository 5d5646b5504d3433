import { Box, Chip, Typography } from '@mui/material';
import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_TITLE_MAX, type ActivityDto, type PhotoAction } from '@school-ops/shared';
import { lazy, memo, Suspense } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { FormRadioGroup } from '../../../components/form/FormRadioGroup.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { categoryLabel } from '../labels.ts';

export interface ActivityValues {
  title: string;
  description: string;
  confirmed: boolean;
  photoAction: PhotoAction;
}

/*
 * The card's parts that only its form's fields change, memoised (decision 0045): the card renders again as its
 * form mounts (react-hook-form's isReady, in the commit) and on each change of its form state, and a page holds
 * one card per class.
 */

/** The card's heading, title and description, and its photos with the preview link. */
export const ActivityDetails = memo(function ActivityDetails({
  control,
  activity,
  showSchool,
  headingId,
  saving,
}: {
  control: Control<ActivityValues>;
  activity: ActivityDto;
  showSchool: boolean;
  headingId: string;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const confirmed = useWatch({ control, name: 'confirmed' });
  const photoCount = activity.photos.length;
  return (
    <>
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
        disabled={confirmed || saving}
        slotProps={{ htmlInput: { maxLength: ACTIVITY_TITLE_MAX } }}
        fullWidth
      />
      <FormTextField
        control={control}
        name="description"
        label={t('activities.card.description')}
        multiline
        minRows={2}
        disabled={confirmed || saving}
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
    </>
  );
});

/**
 * A supervisor's confirmed switch. Its code (MUI's Switch) loads only where it shows: a teacher, who never sees it,
 * opened /activities with it in the page's own code, then over issue 23's 60 KB. Hydrating a page the server
 * rendered, React keeps the server's switch until the code is in.
 */
const ConfirmedSwitch = lazy(() =>
  import('../../../components/form/FormSwitch.tsx').then(({ FormSwitch }) => ({
    default: (props: { control: Control<ActivityValues>; label: string }) => <FormSwitch {...props} name="confirmed" />,
  })),
);

/** The switch's row height (MUI's medium Switch), kept while its code loads: nothing below it moves. */
const SWITCH_ROW_PX = 38;

/** Whether new photos are added or replace the current ones, and (for a supervisor) the confirmed switch. */
export const PhotoOptions = memo(function PhotoOptions({
  control,
  mayConfirm,
}: {
  control: Control<ActivityValues>;
  mayConfirm: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
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
      {mayConfirm && (
        <Suspense fallback={<Box sx={{ minHeight: SWITCH_ROW_PX }} />}>
          <ConfirmedSwitch control={control} label={t('activities.card.confirmed')} />
        </Suspense>
      )}
    </>
  );
});
