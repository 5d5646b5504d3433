import { Button, Stack } from '@mui/material';
import type { ClassPerformance } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver, useSchemaSoon } from '../../../../components/form/lazy-schema.ts';
import { sessionSchemas } from '../../lazy-schemas.ts';
import { FormTextField } from '../../../../components/form/FormTextField.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useNotify } from '../../../../lib/status.ts';
import { doneText, useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { commentsOf, type SessionFormProps } from './types.ts';

const resolver = lazyZodResolver(() => sessionSchemas().then((m) => m.classFormSchema));

export function ClassCommentsForm({ session, onDone }: SessionFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const submit = useSubmitPerformance(session.id, 'class');
  useSchemaSoon(sessionSchemas);
  // A review starts from the session's comments (the server keeps class comments there, once).
  const [draft, setDraft, clearDraft] = useDraft(session.id, 'class', () => ({ comments: commentsOf(session) }));
  const { control, handleSubmit, getValues, subscribe } = useForm<ClassPerformance>({
    resolver,
    defaultValues: draft,
  });
  // Every change goes to the draft.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setDraft({ comments: getValues('comments') }) }),
    [subscribe, getValues, setDraft],
  );
  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await submit.mutateAsync(values);
      clearDraft();
      notify.success(doneText(sent, t('reading.classComments.saved')));
      onDone();
    } catch (err) {
      notify.error((err as Error).message);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('reading.classComments.aria')}>
      <FormTextField
        control={control}
        name="comments"
        label={t('reading.classComments.label')}
        multiline
        minRows={4}
        helperText={t('reading.classComments.help')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submit.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('reading.submit')}
      </Button>
    </Stack>
  );
}
