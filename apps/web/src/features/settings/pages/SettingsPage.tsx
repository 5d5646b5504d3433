import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import {
  SAME_STAGE_SESSIONS_MAX,
  type SettingsDto,
  type UpdateSettingsData,
  type UpdateSettingsInput,
} from '@school-ops/shared';
import { useForm } from 'react-hook-form';
import { lazySchema, lazyZodResolver, useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { FormNumberField } from '../../../components/form/FormNumberField.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useSettings, useUpdateSettings } from '../api.ts';

/** /settings (managers and up): settings of the whole school, kept in the database. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <>
      <PageHeader title={t('settings.title')} />
      {settings.isPending && <Loading />}
      {settings.isError && <ErrorText error={settings.error} />}
      {/* Remounted with what the server holds, so a saved form is clean. */}
      {settings.data && <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />}
    </>
  );
}

const schema = lazySchema(() => import('../schemas.ts').then((m) => m.updateSettingsSchema));
const resolver = lazyZodResolver(schema);

function SettingsForm({ saved }: { saved: SettingsDto }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const notify = useNotify();
  useSchemaSoon(schema);
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = useForm<UpdateSettingsInput, unknown, UpdateSettingsData>({
    defaultValues: { notesBaseUrl: saved.notesBaseUrl ?? '', readingSameStageSessions: saved.readingSameStageSessions },
    resolver,
  });

  const save = handleSubmit(async (data) => {
    try {
      await update.mutateAsync(data);
      notify.success(t('settings.saved'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  });

  return (
    <Card component="section" aria-label={t('settings.title')} sx={{ maxWidth: 720 }}>
      <CardContent>
        <LeaveGuard when={isDirty && !isSubmitting} message={t('settings.unsavedChanges')} />
        <Typography id="notes-site" variant="h2" component="h2" sx={{ mb: 1 }}>
          {t('settings.notes.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.notes.help')}
        </Typography>
        <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ display: 'grid', gap: 2 }}>
          <FormTextField
            control={control}
            name="notesBaseUrl"
            label={t('settings.notes.site')}
            type="url"
            placeholder="https://notes.example.com/students/"
            fullWidth
          />
          <Divider />
          <Typography id="reading-progress" variant="h2" component="h2">
            {t('settings.readingProgress.heading')}
          </Typography>
          <Typography color="text.secondary">{t('settings.readingProgress.help')}</Typography>
          <FormNumberField
            control={control}
            name="readingSameStageSessions"
            label={t('settings.readingProgress.sameStageSessions')}
            sx={{ maxWidth: 240 }}
            slotProps={{ htmlInput: { min: 1, max: SAME_STAGE_SESSIONS_MAX, step: 1 } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting || update.isPending}>
              {t('settings.save')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
