import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
  MSG,
  updateSettingsSchema,
  type SettingsDto,
  type UpdateSettingsData,
  type UpdateSettingsInput,
} from '@school-ops/shared';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
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

function SettingsForm({ saved }: { saved: SettingsDto }) {
  const update = useUpdateSettings();
  const notify = useNotify();
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = useForm<UpdateSettingsInput, unknown, UpdateSettingsData>({
    defaultValues: { notesBaseUrl: saved.notesBaseUrl ?? '' },
    resolver: zodResolver(updateSettingsSchema),
  });

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
          <FormTextField
            control={control}
            name="notesBaseUrl"
            label="Notes site"
            type="url"
            placeholder="https://notes.example.com/students/"
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
