import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { MSG, updateSettingsSchema, type SettingsDto, type UpdateSettingsData } from '@school-ops/shared';
import { useForm, type Resolver } from 'react-hook-form';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useNotify } from '../../../lib/status.ts';
import { useSettings, useUpdateSettings } from '../api.ts';

/** /settings (managers and up): settings of the whole school, kept in the database. */
export default function SettingsPage() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title="School Settings" />
      {settings.isPending && <Loading />}
      {settings.isError && <ErrorText error={settings.error} />}
      {/* Remounted with what the server holds, so a saved form is clean. */}
      {settings.data && <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />}
    </>
  );
}

interface FormValues {
  notesBaseUrl: string;
}

function SettingsForm({ saved }: { saved: SettingsDto }) {
  const update = useUpdateSettings();
  const notify = useNotify();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues, unknown, UpdateSettingsData>({
    defaultValues: { notesBaseUrl: saved.notesBaseUrl ?? '' },
    resolver: zodResolver(updateSettingsSchema) as unknown as Resolver<FormValues, unknown, UpdateSettingsData>,
  });
  const { ref, ...notes } = register('notesBaseUrl');

  const save = handleSubmit(async (data) => {
    try {
      await update.mutateAsync(data);
      notify.success('settings saved');
    } catch (err) {
      notify.error((err as Error).message);
    }
  });

  return (
    <Card component="section" aria-labelledby="notes-site" sx={{ maxWidth: 720 }}>
      <CardContent>
        <LeaveGuard when={isDirty && !isSubmitting} message={MSG.unsavedChanges} />
        <Typography id="notes-site" variant="h2" component="h2" sx={{ mb: 1 }}>
          Student notes
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Each student page links to the student&apos;s notes on this site: their SMS ID is added to the end (for SMS ID
          1001, https://notes.example.com/students/ becomes https://notes.example.com/students/1001). Leave it empty for
          no notes link.
        </Typography>
        <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="Notes site"
            type="url"
            inputRef={ref}
            {...notes}
            placeholder="https://notes.example.com/students/"
            error={Boolean(errors.notesBaseUrl)}
            helperText={errors.notesBaseUrl?.message}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting || update.isPending}>
              Save
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
