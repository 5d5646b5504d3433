import { Button, Stack } from '@mui/material';
import { COMMENT_MIN, type NonSystemBookPerformance } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver, useSchemaSoon } from '../../../../components/form/lazy-schema.ts';
import { sessionSchemas } from '../../lazy-schemas.ts';
import { FormTextField } from '../../../../components/form/FormTextField.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useNotify } from '../../../../lib/status.ts';
import { doneText, useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { prior, type SessionFormProps } from './types.ts';

const resolver = lazyZodResolver(() => sessionSchemas().then((m) => m.nonSystemBookFormSchema));
const EMPTY: NonSystemBookPerformance = { youCanDoIt: '', keepOnTrying: '' };

export function NonSystemBookForm({ session, onDone }: SessionFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const submit = useSubmitPerformance(session.id, 'nonSystemBook');
  useSchemaSoon(sessionSchemas);
  const [draft, setDraft, clearDraft] = useDraft(
    session.id,
    'nonSystemBook',
    () => prior<NonSystemBookPerformance>(session, 'nonSystemBook') ?? EMPTY,
  );
  const { control, handleSubmit, getValues, subscribe } = useForm<NonSystemBookPerformance>({
    resolver,
    defaultValues: draft,
  });
  // Every change goes to the draft.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setDraft({ ...getValues() }) }),
    [subscribe, getValues, setDraft],
  );
  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await submit.mutateAsync(values);
      clearDraft();
      notify.success(doneText(sent, t('reading.completed')));
      onDone();
    } catch (err) {
      notify.error((err as Error).message);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('reading.nonSystemBook.aria')}>
      <FormTextField
        control={control}
        name="youCanDoIt"
        label={t('reading.nonSystemBook.youCanDoIt')}
        multiline
        minRows={3}
        helperText={t('reading.nonSystemBook.youCanDoItHelp', { min: COMMENT_MIN })}
      />
      <FormTextField
        control={control}
        name="keepOnTrying"
        label={t('reading.nonSystemBook.keepOnTrying')}
        multiline
        minRows={3}
        helperText={t('reading.nonSystemBook.keepOnTryingHelp', { min: COMMENT_MIN })}
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
